// The settings panel is drawn from the table of search options: for each algorithm, every option
// it reads has its field (found by the table's accessible name), every option it does not read is
// left out or says why, and what is set there is what the search is given. The test goes over the
// table, so a new option is checked here without a line of its own.
import { expect, test, type Page } from '@playwright/test';
import { ALGORITHMS, DEFAULT_SEARCH_OPTIONS, SEARCH_OPTION_LIST, algorithmInfo, textInUse, type AlgorithmName } from '../../src/shared/engine/index';
import { hooks, openStudio } from './studio';

/** The panel's field for an option: a list or a number by its name, a checkbox by its label. */
function field(page: Page, spec: (typeof SEARCH_OPTION_LIST)[number]) {
  if (spec.kind === 'flag' || spec.kind === 'costs') return page.getByRole('checkbox', { name: spec.panel.name, exact: true });
  return page.getByLabel(spec.panel.name, { exact: true });
}

for (const algorithm of ['astar', 'weighted-astar', 'bfs', 'jpsw'] satisfies AlgorithmName[]) {
  test(`with ${algorithm}, the panel shows exactly the options it reads`, async ({ page }) => {
    await openStudio(page);
    await page.getByLabel('Algorithm', { exact: true }).selectOption(algorithm);
    await page.getByText('More options', { exact: true }).click();
    const info = algorithmInfo(algorithm);
    for (const spec of SEARCH_OPTION_LIST) {
      // A text shows while its choice is picked (the formula under "Custom…"), which the defaults are not.
      const reads = (spec.readBy?.(info) ?? true) && (spec.kind !== 'text' || textInUse(spec, { ...DEFAULT_SEARCH_OPTIONS, algorithm }));
      await expect(field(page, spec), `${spec.key} under ${algorithm}`).toHaveCount(reads ? 1 : 0);
      if (!reads && spec.panel.unreadNote) await expect(page.getByText(spec.panel.unreadNote(info.label))).toBeVisible();
    }
  });
}

test('each flag and set of costs the chosen algorithm reads reaches the search settings when ticked', async ({ page }) => {
  await openStudio(page);
  const algorithm = ALGORITHMS.find((a) => a.usesWeight)!;
  await page.getByLabel('Algorithm', { exact: true }).selectOption(algorithm.name);
  await page.getByText('More options', { exact: true }).click();
  for (const spec of SEARCH_OPTION_LIST) {
    if ((spec.kind !== 'flag' && spec.kind !== 'costs') || !(spec.readBy?.(algorithm) ?? true)) continue;
    const before = (await hooks(page, 'settings'))[spec.key];
    await field(page, spec).click();
    await expect.poll(async () => (await hooks(page, 'settings'))[spec.key], spec.key).not.toEqual(before);
    if (spec.kind === 'costs')
      for (const cost of Object.values(spec.fields)) await expect(page.getByLabel(cost.name, { exact: true })).toHaveValue(String(cost.initial));
  }
});
