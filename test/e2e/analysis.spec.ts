// Level analysis on the map: View › Show Regions and Show Movement Range tint the map and say
// their numbers in the Analysis section, numbers the engine gives for the same map, and they
// follow the budget, the start and the edits without a key pressed.
import { expect, test, type Page } from '@playwright/test';
import { costField } from '../../src/shared/analysis/costField';
import { movementRange } from '../../src/shared/analysis/movementRange';
import { moveRules } from '../../src/shared/analysis/moveRules';
import { regionMapOf } from '../../src/shared/analysis/regions';
import { engineMap } from './engineMap';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

const n = (x: number) => x.toLocaleString('en-US');

async function viewMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: item }).click();
}

/** What the engine says of the page's map for a movement range of `budget` from its start. */
async function expectedRange(page: Page, budget: number): Promise<{ cells: number; frontier: number }> {
  const { grid, settings } = await engineMap(page);
  const start = (await hooks(page, 'markers')).start;
  const rules = moveRules(grid, settings);
  const range = movementRange(rules, costField(rules, { origin: start, direction: 'from', limit: 3 * budget }), budget);
  return { cells: range.cells, frontier: range.frontier };
}

test('Show Regions tints the regions and counts them as the engine does', async ({ page }) => {
  await openStudio(page);
  await viewMenu(page, 'Show Regions');
  const { grid, settings } = await engineMap(page);
  const regions = regionMapOf(grid, settings).summary();
  const summary = page.getByTestId('analysis-summary');
  await expect(summary).toContainText(`${n(regions.count)} region`);
  await expect(summary).toContainText(`largest ${n(regions.sizes[0]!)} cell`);
  // Turned on from the menu, the numbers come into the side panel's view.
  await expect(summary).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Analysis to show' })).toHaveValue('regions');
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'analysis-regions');
  // The same menu item turns it off again.
  await viewMenu(page, 'Show Regions');
  await expect(page.getByRole('combobox', { name: 'Analysis to show' })).toHaveValue('off');
  await expect(summary).toHaveCount(0);
});

test('the movement range follows its budget, the start and an edit, with the engine’s numbers', async ({ page }) => {
  await openStudio(page);
  await viewMenu(page, 'Show Movement Range');
  const summary = page.getByTestId('analysis-summary');
  const budget = page.getByLabel('Budget');

  await budget.fill('6');
  let expected = await expectedRange(page, 6);
  await expect(summary).toContainText(`${n(expected.cells)} cell${expected.cells === 1 ? '' : 's'} within 6 · ${n(expected.frontier)} on its edge`);

  await budget.fill('15');
  expected = await expectedRange(page, 15);
  await expect(summary).toContainText(`within 15 · ${n(expected.frontier)} on its edge`);
  await expect(summary).toContainText(`${n(expected.cells)} cells within 15`);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'analysis-range');

  // Walls painted right around the start: the range shrinks as the engine says, with no key pressed.
  const { start } = await hooks(page, 'markers');
  const { width } = await hooks(page, 'size');
  const sx = start % width, sy = Math.floor(start / width);
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Wall' });
  await page.getByLabel('Brush size').fill('1');
  const from = await cellPoint(page, sx + 2, sy - 3), to = await cellPoint(page, sx + 2, sy + 3);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(from.x, from.y + ((to.y - from.y) * i) / 12);
  await page.mouse.up();
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  const afterWall = await expectedRange(page, 15);
  expect(afterWall.cells).not.toBe(expected.cells);
  await expect(summary).toContainText(`${n(afterWall.cells)} cells within 15 · ${n(afterWall.frontier)} on its edge`);
});

test('a movement range without a start says to place one', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('combobox', { name: 'Analysis to show' }).selectOption('range');
  // A new map has no start yet.
  await page.getByRole('menubar').getByRole('menuitem', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: /^New/ }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Place the start' })).toBeVisible();
});
