// Any-angle paths on weighted terrain and smoothing: Theta* searches the weighted map it opens with,
// the result shows its cost against the 8-connected grid path in per cent, and the map draws both
// paths (the grid path dashed); Search › Smooth Path and the Result's button straighten an A* path
// without raising its cost.
import { expect, test } from '@playwright/test';
import { hooks, openStudio, screenshot } from './studio';

test('Theta* on a weighted map: the any-angle path and the grid path drawn together, the difference in per cent', async ({ page }) => {
  await openStudio(page);
  const map = await hooks(page, 'map');
  const passableCosts = new Set(map.terrain.filter((t) => map.passable[t]).map((t) => map.costs[t]));
  expect(passableCosts.size).toBeGreaterThan(1);

  await page.getByLabel('Algorithm').selectOption({ label: 'Theta* (any-angle)' });
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'baseline'))?.kind).toBe('grid');
  const result = (await hooks(page, 'result'))!;
  const baseline = (await hooks(page, 'baseline'))!;
  expect(result.status).toBe('found');
  // Any-angle: some consecutive points of the path are not neighbours; the grid path's all are.
  const far = (a: number, b: number) => Math.max(Math.abs((a % map.width) - (b % map.width)), Math.abs(Math.floor(a / map.width) - Math.floor(b / map.width))) > 1;
  expect(result.path.some((c, i) => i > 0 && far(result.path[i - 1]!, c))).toBe(true);
  expect(baseline.path.some((c, i) => i > 0 && far(baseline.path[i - 1]!, c))).toBe(false);
  expect(result.cost).toBeLessThanOrEqual(baseline.cost + 1e-9);
  // Both drawn: the baseline overlay draws the grid path (the found path is the result's).
  expect(baseline.drawn).toEqual(baseline.path);
  const pct = (100 * (baseline.cost - result.cost)) / baseline.cost;
  await expect(page.getByTestId('quality-percent')).toHaveText(`${pct > 0 ? '−' : '±'}${Math.abs(pct).toFixed(1)} %`);
  await expect(page.getByTestId('baseline-cost')).toHaveText(baseline.cost.toLocaleString('en-US', { maximumFractionDigits: 3 }));
  await screenshot(page, 'any-angle-weighted');
});

test('Smooth path after an A* search lowers or keeps its cost, from the Result\'s button and from the Search menu', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))?.status).toBe('found');
  const grid = (await hooks(page, 'result'))!;
  expect(await hooks(page, 'baseline')).toBeNull();

  await page.getByRole('region', { name: 'Result' }).getByRole('button', { name: 'Smooth path' }).click();
  await expect.poll(async () => (await hooks(page, 'baseline'))?.kind).toBe('unsmoothed');
  const smoothed = (await hooks(page, 'result'))!;
  const before = (await hooks(page, 'baseline'))!;
  expect(before.path).toEqual(grid.path);
  expect(smoothed.cost).toBeLessThanOrEqual(before.cost);
  expect(smoothed.path.length).toBeLessThan(grid.path.length);
  expect(smoothed.path[0]).toBe(grid.path[0]);
  expect(smoothed.path.at(-1)).toBe(grid.path.at(-1));
  await expect(page.getByLabel('Smooth the path')).toBeChecked();
  // The button is gone once the path is smoothed.
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('button', { name: 'Smooth path' })).toHaveCount(0);
  await screenshot(page, 'smoothed-path');

  // From the menu, after switching smoothing off (the setting is under More options): the same smoothed path again.
  await page.getByText('More options', { exact: true }).click();
  await page.getByLabel('Smooth the path').uncheck();
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'baseline'))).toBeNull();
  await page.getByRole('menubar').getByRole('menuitem', { name: 'Search' }).click();
  await page.getByRole('menuitem', { name: /^Smooth Path/ }).click();
  await expect.poll(async () => (await hooks(page, 'baseline'))?.kind).toBe('unsmoothed');
  expect((await hooks(page, 'result'))!.cost).toBeCloseTo(smoothed.cost, 9);
});
