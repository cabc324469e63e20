// The heuristic lab and the invariant stops on the start sample: View › Show Heuristic Lab paints
// h − h* and says its verdict and counts (the engine's, computed here in Node), admissible for A*
// with octile and overestimating for weighted A*, whose consistency violations are painted on the
// other map; an invariant breakpoint added in the Breakpoints panel stops Run where the decoded
// trace says; and the compare view stops at the first divergence from pane A.
import { expect, test, type Page } from '@playwright/test';
import { heuristicLabJob, type HeuristicLabAnswer } from '../../src/shared/analysis/heuristicLab';
import { TraceEventKind, type SearchOptions } from '../../src/shared/engine/index';
import { labVerdict } from '../../src/renderer/heuristicLab/labSummary';
import { compareHooks, compareShown } from './compareHelpers';
import { appSearch, replay } from './engineReplay';
import { hooks, openStudio, screenshot } from './studio';

const n = (v: number) => v.toLocaleString('en-US');

async function viewMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: item }).click();
}

/** The lab's answer for what the app holds now, computed by the engine here. */
async function engineLab(page: Page): Promise<HeuristicLabAnswer> {
  const { grid, goal, settings } = await appSearch(page);
  const job = heuristicLabJob(grid, { what: 'heuristic', goal, options: settings });
  while (!job.step());
  return job.answer();
}

async function useWeightedAstar(page: Page, weight: number): Promise<void> {
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Weighted A*' });
  await page.getByLabel('Heuristic weight', { exact: true }).fill(String(weight));
  await expect.poll(async () => (await hooks(page, 'settings'))['weight']).toBe(weight);
}

test('the lab’s maps show the engine’s verdict and counts: octile A* admissible, weighted A* overestimating and inconsistent', async ({ page }) => {
  await openStudio(page);
  await viewMenu(page, 'Show Heuristic Lab');
  const verdict = page.getByTestId('heuristic-lab-verdict');
  await expect(page.getByRole('combobox', { name: 'Heuristic lab map' })).toHaveValue('error');
  let expected = await engineLab(page);
  expect(expected.overestimates).toBe(0);
  await expect(verdict).toHaveText(labVerdict(expected));
  await expect(page.getByTestId('heuristic-lab-counts')).toContainText(`${n(expected.reached)} cells measured against the true cost · 0 overestimated`);
  await expect.poll(async () => (await hooks(page, 'heuristicLabMarks'))['over'] ?? 0).toBe(0);

  await useWeightedAstar(page, 3);
  expected = await engineLab(page);
  expect(expected.overestimates).toBeGreaterThan(0);
  await expect(verdict).toHaveText(labVerdict(expected));
  await expect(verdict).toContainText(`Overestimates at ${n(expected.overestimates)} cells by up to`);
  await expect.poll(async () => (await hooks(page, 'heuristicLabMarks'))['over']).toBe(expected.overestimates);
  const { width } = await hooks(page, 'size');
  const worst = expected.worstOverestimated[0]!;
  await expect(page.getByTestId('heuristic-lab-worst')).toContainText(`Largest overestimates: (${worst % width}, ${Math.floor(worst / width)})`);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'heuristic-lab-overestimates');

  // The consistency map: the cells a move leaves from inconsistently, painted, with the same verdict.
  await page.getByRole('combobox', { name: 'Heuristic lab map' }).selectOption('consistency');
  await expect.poll(async () => (await hooks(page, 'heuristicLabMarks'))['inconsistent']).toBe(expected.inconsistentCells);
  await expect(page.getByTestId('heuristic-lab-counts')).toContainText(`${n(expected.inconsistentMoves)} inconsistent (from ${n(expected.inconsistentCells)} cells)`);
  await screenshot(page, 'heuristic-lab-consistency');

  // The View menu's item turns the lab off.
  await viewMenu(page, 'Show Heuristic Lab');
  await expect(verdict).toHaveCount(0);
  await expect.poll(async () => Object.keys(await hooks(page, 'heuristicLabMarks')).length).toBe(0);
});

test('an invariant breakpoint stops Run where the trace first breaks it: a node reopened by weighted A*', async ({ page }) => {
  await openStudio(page);
  await useWeightedAstar(page, 3);
  await page.getByText('More options', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Reopen closed cells on a cheaper path' }).check();
  await page.getByRole('tab', { name: 'Breakpoints' }).click();
  await page.getByRole('combobox', { name: 'Breakpoint invariant' }).selectOption({ label: 'a node is reopened' });
  await page.getByRole('button', { name: 'Add invariant' }).click();
  await expect(page.getByRole('checkbox', { name: 'Enable breakpoint a node is reopened' })).toBeChecked();

  // The engine's decoded trace: the step of the expansion whose events first reopen a cell.
  const { result } = replay(await appSearch(page));
  const trace = result.trace!;
  let step = 0, expected = -1;
  for (let j = 0; j < trace.length && expected < 0; j++) {
    if (trace.kind[j] === TraceEventKind.Expand) step++;
    else if (trace.kind[j] === TraceEventKind.Reopen) expected = step;
  }
  expect(expected, 'weighted A* reopens a cell on the sample').toBeGreaterThan(0);

  await page.keyboard.press('F9');
  const status = page.getByRole('status', { name: 'Debugger status' });
  await expect(status).toContainText(`Stopped at a breakpoint: `);
  await expect(status).toContainText(`was reopened at step ${n(expected)}: a cheaper path`);
  expect((await hooks(page, 'debugger')).step).toBe(expected);
});

test('compare stops at the first divergence from pane A: the first step another pane expands a different cell', async ({ page }) => {
  await openStudio(page);
  const m = await appSearch(page);
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Compare Searches' }).click();
  await compareShown(page);
  await page.getByRole('button', { name: 'Heuristics' }).click();
  await page.getByRole('checkbox', { name: 'Stop at the first divergence from pane A' }).check();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(async () => (await compareHooks(page, 'timeline')).running).toBe(false);

  // The preset's panes: A* with octile (pane A), Manhattan, Euclidean and none; the engine's expansions.
  const stores = (['octile', 'manhattan', 'euclidean', 'zero'] as const).map((heuristic) => replay(m, { algorithm: 'astar', heuristic } as Partial<SearchOptions>).store);
  const firstDifference = (k: number): number => {
    const a = stores[0]!, b = stores[k]!;
    for (let s = 1; s <= b.steps; s++) if (s > a.steps || a.expansion(s)!.node.cell !== b.expansion(s)!.node.cell) return s;
    return Infinity;
  };
  const expected = Math.min(firstDifference(1), firstDifference(2), firstDifference(3));
  expect(expected).toBeLessThan(Infinity);
  await expect(page.getByRole('status', { name: 'Compare status' })).toContainText(`Stopped at a breakpoint: First divergence from pane A at step ${n(expected)}`);
  expect((await compareHooks(page, 'timeline')).step).toBe(expected);
});
