// JPSW in the debugger, as a student steps it on the weighted start sample: "Record every step" is
// offered and on, F10 steps it forward and Shift+F10 back, the Open list shows the engine's open
// jump points at each step (the engine run here in Node with every step recorded), and at the end
// the path costs what the same search costs unrecorded.
import { expect, test, type Page } from '@playwright/test';
import { appSearch, replay } from './engineReplay';
import { hooks, openStudio, screenshot } from './studio';

const stepText = (page: Page) => page.getByTestId('step-text');
const n = (v: number) => v.toLocaleString('en-US');

test('JPSW with "Record every step": stepped forward and back, its open list is the engine\'s, its path costs what the unrecorded run\'s does', async ({ page }) => {
  await openStudio(page);
  const palette = await hooks(page, 'palette');
  const map = await hooks(page, 'map');
  const costs = new Set(map.terrain.filter((t) => palette[t]!.passable).map((t) => palette[t]!.cost));
  expect(costs.size).toBeGreaterThan(1); // a weighted sample
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Jump Point Search (weighted)' });
  await page.getByText('More options', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Record every step (for replay)', exact: true })).toBeChecked();

  const app = await appSearch(page);
  expect(app.settings.algorithm).toBe('jpsw');
  const { store } = replay(app);
  const plain = replay(app, { recordTrace: false }).result;
  expect(store.steps).toBeGreaterThan(6);

  // Forward: F10 starts the run at step 0, each further press is one expansion.
  await page.keyboard.press('F10');
  await expect(stepText(page)).toHaveText('Step 0 of 0');
  for (let i = 1; i <= 6; i++) {
    await page.keyboard.press('F10');
    await expect(stepText(page)).toHaveText(new RegExp(`^Step ${i} of`));
  }
  const openAt = async (k: number) => {
    const want = store.openList(k, 0, 0, 1000);
    expect(want.total, `open jump points at step ${k}`).toBeGreaterThan(0);
    await expect(page.getByTestId('open-count')).toHaveText(`${n(want.total)} open`);
    const shown = (await hooks(page, 'traceQuery', { kind: 'list', step: k, list: 'open', side: 0, offset: 0, count: 1000 })) as { total: number; rows: { cell: number[]; g: number[] } };
    expect(shown.total).toBe(want.total);
    expect(shown.rows.cell).toEqual(Array.from(want.rows.cell));
    expect(shown.rows.g).toEqual(Array.from(want.rows.g));
    // The list on the page: its first row is the node the next step expands.
    const first = page.getByRole('grid', { name: 'Open list' }).locator('[role="row"][data-index="0"]');
    await expect(first).toHaveAttribute('data-cell', String(store.expansion(k + 1)!.node.cell));
  };
  await openAt(6);
  await screenshot(page, 'jpsw-stepping');

  // Back: Shift+F10 steps back one expansion, and the open list is that step's.
  await page.keyboard.press('Shift+F10');
  await page.keyboard.press('Shift+F10');
  await expect(stepText(page)).toHaveText(new RegExp('^Step 4 of'));
  await openAt(4);

  // To the end: the path found costs what JPSW's unrecorded search costs.
  await page.getByRole('button', { name: 'Go to end' }).click();
  await expect(stepText(page)).toHaveText(`Step ${n(store.steps)} of ${n(store.steps)}`);
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  await expect.poll(async () => (await hooks(page, 'result'))?.status).toBe('found');
  const result = (await hooks(page, 'result'))!;
  expect(plain.status).toBe('found');
  expect(result.cost).toBe(plain.cost);
  expect(result.path).toEqual(Array.from(plain.path));
  expect(result.expanded).toBe(plain.metrics.expanded);
});
