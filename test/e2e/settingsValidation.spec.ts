// Settings typed in the side panel are checked next to their fields before any search: a bad
// weight or node budget shows its problem beside the field, Run is refused with the same sentence
// and no search runs; once fixed, the search runs.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hooks, openStudio } from './studio';

/** The problem a field points at with aria-describedby, once it says it is invalid. */
async function problemOf(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test('a weight below 1 is shown beside its field, and Run refuses with it until it is fixed', async ({ page }) => {
  await openStudio(page);
  const map = await hooks(page, 'map');
  expect(map.start >= 0 && map.goal >= 0).toBe(true); // the sample has both: only the weight can stop Run

  await page.getByLabel('Algorithm').selectOption('weighted-astar');
  const weight = page.getByLabel('Heuristic weight');
  await weight.fill('0.5');
  const sentence = 'The heuristic weight must be a number from 1 to 1000; it is 0.5. Set a weight in that range.';
  await expect(await problemOf(page, weight)).toHaveText(sentence);

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('alert', { name: 'Search outcome' })).toContainText(sentence);
  expect(await hooks(page, 'result')).toBeNull();
  await expect(page.getByTestId('result-cost')).toHaveCount(0);

  await weight.fill('1.5');
  await expect(weight).not.toHaveAttribute('aria-invalid');
  await expect(weight).not.toHaveAttribute('aria-describedby');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  expect((await hooks(page, 'result'))?.status).toBe('found');
});

test('a fractional or empty node budget is refused beside its field', async ({ page }) => {
  await openStudio(page);
  await page.getByText('More options').click();
  const budget = page.getByLabel('Maximum expansions (0 = no limit)');
  await budget.fill('2.5');
  await expect(await problemOf(page, budget)).toContainText('The node budget must be a whole number from 0 (no limit)');
  await budget.fill('');
  await expect(await problemOf(page, budget)).toHaveText('Type a node budget: a whole number of expansions, or 0 for no limit.');
  await page.keyboard.press('F9');
  await expect(page.getByRole('alert', { name: 'Search outcome' })).toContainText('Type a node budget: a whole number of expansions, or 0 for no limit.');
  expect(await hooks(page, 'result')).toBeNull();
});
