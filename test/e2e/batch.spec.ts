// Batch runs in the Compare view on the start sample: the Heuristics preset's four panes run 50
// seeded random pairs on the web build's pool of Web Workers, with a progress bar that climbs to
// its end; the results table has one row per configuration whose figures are the engine's (run
// here in Node on the same pairs); Export CSV downloads one row per query and configuration;
// Cancel stops a long batch and keeps what finished. Screenshot of the results.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { runToEnd } from '../../src/shared/batch/components';
import { distinctMovements } from '../../src/shared/batch/movement';
import { randomPairs } from '../../src/shared/batch/pairs';
import { ROW_COLUMNS } from '../../src/shared/batch/rows';
import { runSearch, type SearchOptions } from '../../src/shared/engine/index';
import type { Grid } from '../../src/shared/grid/grid';
import { engineMap } from './engineMap';
import { hooks, openStudio, screenshot } from './studio';

async function openCompareWithHeuristics(page: Page): Promise<void> {
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Compare Searches' }).click();
  await expect(page.getByRole('button', { name: 'Close compare' })).toBeVisible();
  await page.getByRole('button', { name: 'Heuristics' }).click();
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`pane-${i}`)).toBeVisible();
}

/** Records, from now on, every value the Batch progress bar shows (a batch can end between two polls). */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { now: number; max: number }[] = [];
    (window as unknown as { __batchProgress: typeof seen }).__batchProgress = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Batch progress"]');
      if (bar) seen.push({ now: Number(bar.getAttribute('aria-valuenow')), max: Number(bar.getAttribute('aria-valuemax')) });
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow', 'aria-valuemax'] });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __batchProgress: { now: number; max: number }[] }).__batchProgress);

test('50 random pairs through the Heuristics panes: a progress bar to its end, a row per configuration with the engine’s figures, Export CSV; screenshot', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openStudio(page);
  const m = await engineMap(page);
  await openCompareWithHeuristics(page);
  const panel = page.getByRole('region', { name: 'Batch run' });
  await panel.getByRole('radio', { name: 'Random pairs' }).check();
  await panel.getByRole('spinbutton', { name: 'Number of pairs' }).fill('50');
  await panel.getByRole('spinbutton', { name: 'Seed' }).fill('7');
  await watchProgress(page);
  await panel.getByRole('button', { name: 'Run batch' }).click();

  const table = panel.getByRole('table', { name: 'Batch results' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Batch progress' })).toHaveCount(0);
  // The bar was shown, counted up, and reached its end: four panes and one optimum search per pair.
  const seen = await progressSeen(page);
  expect(seen.length).toBeGreaterThan(1);
  expect(seen.at(-1)).toEqual({ now: 250, max: 250 });
  expect(seen.map((s) => s.now)).toEqual([...seen.map((s) => s.now)].sort((a, b) => a - b));

  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.locator('th')).toHaveText(['A* · Octile', 'A* · Manhattan', 'A* · Euclidean', 'A* · Zero (none)']);

  // The engine, here, on the same seeded pairs: each pane's mean and median expansions, no failures.
  const heuristics = ['octile', 'manhattan', 'euclidean', 'zero'] as const;
  const options = heuristics.map((heuristic): SearchOptions => ({ ...m.settings, algorithm: 'astar', heuristic, recordTrace: false }));
  const pairs = runToEnd(randomPairs(m.grid, distinctMovements(options), 50, 7));
  for (let i = 0; i < 4; i++) {
    const expanded = pairs.map((p) => runSearch(m.grid, { start: p.start, goal: p.goal, options: options[i]! }).metrics.expanded).sort((a, b) => a - b);
    const mean = expanded.reduce((a, b) => a + b, 0) / expanded.length;
    const cells = rows.nth(i).locator('td');
    await expect(cells.nth(0)).toHaveText('50');
    await expect(cells.nth(1)).toHaveText('0');
    await expect(cells.nth(2)).toHaveText(Math.round(mean).toLocaleString('en'));
    await expect(cells.nth(3)).toHaveText(Math.round((expanded[24]! + expanded[25]!) / 2).toLocaleString('en'));
  }
  // Octile and zero are admissible: never longer than the optimum.
  await expect(rows.nth(0).locator('td').nth(6)).toHaveText('0 %');
  await expect(rows.nth(3).locator('td').nth(6)).toHaveText('0 %');
  const chart = panel.getByRole('img', { name: /Scatter chart/ });
  await expect(chart.locator('canvas')).toHaveCount(1);
  await table.scrollIntoViewIfNeeded();
  await screenshot(page, 'batch-results');
  await panel.screenshot({ path: 'test/e2e/screenshots/batch-panel.png' });

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/ batch\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8').trimEnd().split('\n');
  expect(lines[0]).toBe(ROW_COLUMNS.join(','));
  expect(lines).toHaveLength(1 + 50 * 4);
  expect(errors).toEqual([]);
});

test('Cancel stops a long batch: the bar goes, the panel says how far it got, and another batch runs', async ({ page }) => {
  await openStudio(page);
  await openCompareWithHeuristics(page);
  const panel = page.getByRole('region', { name: 'Batch run' });
  await panel.getByRole('spinbutton', { name: 'Number of pairs' }).fill('20000');
  await panel.getByRole('button', { name: 'Run batch' }).click();
  const bar = page.getByRole('progressbar', { name: 'Batch progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/);
  await expect(panel.getByText(/about \d+ (s|min) left/)).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toHaveCount(0);
  await expect(panel.getByText(/^Cancelled: [\d,]+ searches of 20000 random pairs, seed 1 finished$/)).toBeVisible();
  await panel.getByRole('spinbutton', { name: 'Number of pairs' }).fill('5');
  await panel.getByRole('button', { name: 'Run batch' }).click();
  await expect(panel.getByText(/^5 queries \(5 random pairs, seed 1\) in [\d.]+ s$/)).toBeVisible();
});
