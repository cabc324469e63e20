// The compare view's statistics and differences on the web build, on the start sample: the
// Heuristics preset, Run; the Statistics table's rows are the engine's results for the same map
// and settings run here in Node (and the cost over Dijkstra's optimum); the Difference counts of
// two panes and their first divergence are a brute force over the two searches' expanded cells;
// the table sorts by a header and copies as CSV. Screenshots of the statistics and the charts.
import { expect, test, type Page } from '@playwright/test';
import { presetSetups } from '../../src/renderer/compare/presets';
import { formatFigure, overOptimum } from '../../src/renderer/compare/stats';
import { usesOneCost } from '../../src/shared/grid/grid';
import type { TraceStore } from '../../src/shared/engine/trace/index';
import { appSearch, replay } from './engineReplay';
import { openStudio, screenshot } from './studio';

/** Cells the run has expanded at least once by step k, from each cell's history (the brute force). */
function expandedBy(store: TraceStore, k: number, cells: number): Set<number> {
  const out = new Set<number>();
  for (let c = 0; c < cells; c++) {
    const d = store.cell(k, c);
    if (Math.min(d.forward.closedSteps[0] ?? Infinity, d.backward?.closedSteps[0] ?? Infinity) <= k) out.add(c);
  }
  return out;
}

function bruteDifference(a: TraceStore, sA: number, b: TraceStore, sB: number, cells: number) {
  const x = expandedBy(a, sA, cells), y = expandedBy(b, sB, cells);
  let both = 0;
  for (const c of x) if (y.has(c)) both++;
  return { onlyA: x.size - both, onlyB: y.size - both, both };
}

const statsTable = (page: Page) => page.getByRole('table', { name: 'Statistics' });
const cellOf = (page: Page, pane: number, column: string) => page.getByTestId(`stats-row-${pane}`).locator(`[data-column="${column}"]`);
const count = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

test('Heuristics preset, Run: the statistics are the engine’s, the difference counts a brute force', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openStudio(page);
  const app = await appSearch(page);
  const { grid, settings } = app;

  await page.keyboard.press('Shift+C');
  await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Heuristics' }).click();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const rows = statsTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`stats-row-${i}`).locator('td.result')).toHaveText('found');

  // Each row is the engine's result for the same map, query and configuration.
  const panes = presetSetups('heuristics', settings, { oneCost: usesOneCost(grid), hex: false, unitTypes: [] });
  const runs = panes.map((p) => replay(app, p.options));
  const optimum = replay(app, { algorithm: 'dijkstra', heuristic: 'zero', weight: 1, maxExpansions: 0, closestIfUnreachable: false }).result.cost;
  for (const [i, { result }] of runs.entries()) {
    const row = i + 1;
    await expect(page.getByTestId(`stats-row-${row}`).locator('th')).toHaveText(panes[i]!.name);
    await expect(cellOf(page, row, 'cost')).toHaveText(formatFigure('cost', result.cost));
    await expect(cellOf(page, row, 'overOptimum')).toHaveText(formatFigure('overOptimum', overOptimum(result.cost, optimum)));
    await expect(cellOf(page, row, 'length')).toHaveText(formatFigure('length', result.steps));
    await expect(cellOf(page, row, 'expanded')).toHaveText(formatFigure('expanded', result.metrics.expanded));
    await expect(cellOf(page, row, 'generated')).toHaveText(formatFigure('generated', result.metrics.generated));
    await expect(cellOf(page, row, 'reopened')).toHaveText(formatFigure('reopened', result.metrics.reopened));
    await expect(cellOf(page, row, 'maxOpen')).toHaveText(formatFigure('maxOpen', result.metrics.maxOpenSize));
    await expect(cellOf(page, row, 'timeMs')).toHaveText(/ ms$/);
  }
  // Octile is admissible here: its path is optimal.
  await expect(cellOf(page, 1, 'overOptimum')).toHaveText('+0.0 %');

  // Sorting by Expanded (largest first), then the other way.
  const expandedHeader = statsTable(page).getByRole('columnheader', { name: /Expanded/ });
  await expandedHeader.getByRole('button').click();
  await expect(expandedHeader).toHaveAttribute('aria-sort', 'descending');
  const byExpanded = [...runs.keys()].sort((a, b) => runs[b]!.result.metrics.expanded - runs[a]!.result.metrics.expanded || a - b);
  await expect(rows.locator('th')).toHaveText(byExpanded.map((i) => panes[i]!.name));
  await expandedHeader.getByRole('button').click();
  await expect(expandedHeader).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('button', { name: 'Copy as CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied 4 rows as CSV.' })).toBeVisible();
  const csv = await page.evaluate(() => navigator.clipboard.readText());
  expect(csv.split('\r\n')[0]).toBe('pane,name,algorithm,heuristic,weight,tie_break,result,path_cost,over_optimum_percent,length,expanded,generated,reopened,max_open,time_ms');
  expect(csv.trim().split('\r\n')).toHaveLength(5);

  // Difference of Octile (A) and Zero (B), at the end: every cell each has expanded.
  const cells = grid.width * grid.height;
  const [a, b] = [runs[0]!.store, runs[3]!.store];
  await page.getByLabel('Difference A').selectOption({ label: `1: ${panes[0]!.name}` });
  await page.getByLabel('Difference B').selectOption({ label: `4: ${panes[3]!.name}` });
  // Run left every pane at its end: nothing further to go to.
  await expect(page.getByRole('button', { name: 'Go to end' })).toBeDisabled();
  const atEnd = bruteDifference(a, a.steps, b, b.steps, cells);
  await expect(page.getByTestId('difference-only-a')).toHaveText(atEnd.onlyA.toLocaleString('en-US'));
  await expect(page.getByTestId('difference-only-b')).toHaveText(atEnd.onlyB.toLocaleString('en-US'));
  await expect(page.getByTestId('difference-both')).toHaveText(atEnd.both.toLocaleString('en-US'));

  // The first divergence: where the two lists of expansions first differ.
  const listA = a.closedList(a.steps, 0, a.steps).rows.cell, listB = b.closedList(b.steps, 0, b.steps).rows.cell;
  let s = 0;
  while (listA[s] === listB[s]) s++;
  const xy = (c: number) => `(${c % grid.width}, ${Math.floor(c / grid.width)})`;
  await expect(page.getByTestId('first-divergence')).toContainText(`First divergence: step ${(s + 1).toLocaleString('en-US')} at ${xy(listA[s]!)} vs ${xy(listB[s]!)}`);
  await screenshot(page, 'compare-stats');

  // Jump there: both panes at that step, the counts are the brute force's there.
  await page.getByRole('button', { name: 'Jump to first divergence' }).click();
  const there = bruteDifference(a, s + 1, b, s + 1, cells);
  await expect(page.getByTestId('difference-only-a')).toHaveText(there.onlyA.toLocaleString('en-US'));
  await expect(page.getByTestId('difference-both')).toHaveText(there.both.toLocaleString('en-US'));
  expect(there).toEqual({ onlyA: 1, onlyB: 1, both: s });

  // The charts: one per figure, drawn by uPlot, with a marker at the cursor that follows the slider.
  const charts = page.getByRole('region', { name: 'Charts' });
  await expect(charts.locator('canvas')).toHaveCount(3);
  const marker = charts.locator('.cursor-marker').first();
  await page.getByRole('slider', { name: 'Search timeline' }).fill('4000');
  await expect(page.getByTestId('difference-both')).toHaveText(bruteDifference(a, 4000, b, 4000, cells).both.toLocaleString('en-US'));
  const at4000 = (await marker.boundingBox())!.x;
  await page.getByRole('slider', { name: 'Search timeline' }).fill('8000');
  await expect.poll(async () => (await marker.boundingBox())!.x).toBeGreaterThan(at4000 + 20);
  await charts.scrollIntoViewIfNeeded();
  await screenshot(page, 'compare-charts');
});
