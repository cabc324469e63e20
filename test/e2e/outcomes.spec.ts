// Every search outcome is said where the eye is, at 1440×900: a notice at the top of the map area
// (role status for a path found, alert for a refusal, an unreachable goal or a budget used up) and
// the status bar; a stop the path cannot reach is named (the goal, or a waypoint), with why when it
// stands on terrain nothing can enter; a recorded run stopped with Esc says it was cancelled;
// JPSW's result says why it shows no explored cells.
import { expect, test, type Page } from '@playwright/test';
import { newMap } from './editorHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

test.use({ viewport: { width: 1440, height: 900 } });

const mapOutcome = (page: Page, role: 'status' | 'alert') => page.getByRole(role, { name: 'Search outcome' });

async function placeMarker(page: Page, which: 'start' | 'goal', x: number, y: number): Promise<void> {
  const p = await cellPoint(page, x, y);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.getByRole('menuitem', { name: `Set ${which} here` }).click();
}

/** The app opened on a new 40×30 map of Ground with one cell of `terrain` painted at (x, y). */
async function mapWithOneCell(page: Page, terrain: string, x: number, y: number): Promise<void> {
  await openStudio(page);
  await newMap(page, 40, 30);
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: terrain });
  await page.getByLabel('Brush size').fill('1');
  const at = await cellPoint(page, x, y);
  await page.mouse.click(at.x, at.y);
}

test('a path found: its cost shows over the map and in the status bar, and every figure of the Result is a click away over the map', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('F9');
  const notice = mapOutcome(page, 'status');
  await expect(notice).toContainText('Path found');
  const result = (await hooks(page, 'result'))!;
  const cost = result.cost.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  await expect(notice).toContainText(`cost ${cost}`);
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('search-summary')).toHaveText(new RegExp(`^Path cost ${cost} · length`));
  await notice.getByRole('button', { name: 'All figures' }).click();
  const figures = notice.getByRole('group', { name: 'Result figures' });
  await expect(figures).toContainText('Generated');
  await expect(figures).toContainText('Max open');
  await expect(figures).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'outcome-found');
});

test('F9 with Jump Point Search on a weighted map: the map, the status bar and the timeline say why it cannot run', async ({ page }) => {
  await openStudio(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'Jump Point Search' });
  await page.keyboard.press('F9');
  const notice = mapOutcome(page, 'alert');
  await expect(notice).toContainText('Cannot run');
  await expect(notice).toContainText('Jump Point Search (weighted)');
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('search-summary')).toContainText('Cannot run');
  await expect(page.getByRole('status', { name: 'Debugger status' })).toContainText('Jump Point Search (weighted)');
  await screenshot(page, 'outcome-refused');
});

test('with the live path on, Jump Point Search picked on a weighted map says over the map and in the status bar why the path is gone, the side panel says it once, and A* picked again brings the path back', async ({ page }) => {
  await openStudio(page);
  await expect(page.getByTestId('search-summary')).toContainText('Live path · Path cost');
  await page.getByLabel('Algorithm').selectOption({ label: 'Jump Point Search' });
  const notice = mapOutcome(page, 'alert');
  await expect(notice).toContainText('Live path cannot run');
  await expect(notice).toContainText('Jump Point Search (weighted)');
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('search-summary')).toContainText('Live path · Cannot run · Jump Point Search needs');
  await expect(page.getByTestId('live-problem')).toContainText('Jump Point Search needs');
  await screenshot(page, 'outcome-live-refused');
  // F9 gives the same sentence as the run's: the side panel says it once, beside Run.
  await page.keyboard.press('F9');
  await expect(notice).toContainText('Cannot run');
  await expect(page.getByTestId('run-problem')).toContainText('Jump Point Search needs');
  await expect(page.getByTestId('live-problem')).toHaveCount(0);
  // Back to A*: the live path returns and the notice goes.
  await page.getByLabel('Algorithm').selectOption({ label: 'A*' });
  await expect(page.getByTestId('search-summary')).toContainText('Live path · Path cost');
  await expect(page.getByTestId('map-outcome')).toHaveCount(0);
});

test('an unreachable goal names the closest cell reached over the map, live and after F9, and never reads as a success; a used-up budget says so', async ({ page }) => {
  // The goal on a wall cell: nothing can enter it, so the closest cell is one of its neighbours.
  await mapWithOneCell(page, 'Wall', 30, 15);
  await placeMarker(page, 'start', 5, 15);
  await placeMarker(page, 'goal', 30, 15);

  // Before any Run the live path already says so over the map, as the live path's.
  const notice = mapOutcome(page, 'alert');
  await expect(notice).toContainText('Goal unreachable');
  await expect(notice).toContainText(/closest cell reached \((29|31), 1[456]\)/);
  await expect(notice).toContainText('The goal stands on Wall, which cannot be crossed: move it, or tick Pass for Wall in the terrain list.');
  await expect(page.getByTestId('search-summary')).toContainText(/^Live path · Goal unreachable · it stands on Wall · Path to the closest cell reached/);

  await page.keyboard.press('F9');
  await expect(notice).toContainText('Goal unreachable');
  await expect(notice).toContainText(/closest cell reached \((29|31), 1[456]\)/);
  const summary = page.getByTestId('search-summary');
  await expect(summary).toContainText(/^Goal unreachable · it stands on Wall · Path to the closest cell reached/);
  await expect(page.getByTestId('result-blocked-stop')).toHaveText(/^The goal stands on Wall/);
  await expect(summary).not.toContainText(/^Path cost/);
  await screenshot(page, 'outcome-unreachable');

  await page.getByText('More options').click();
  await page.getByLabel('Maximum expansions (0 = no limit)').fill('10');
  await page.keyboard.press('F9');
  await expect(mapOutcome(page, 'alert')).toContainText('Stopped: node budget used up');
  await expect(summary).toContainText(/^Stopped: node budget used up · Path to the closest cell reached \(\d+, \d+\)/);
});

test('a route stopped at a waypoint on water names that waypoint and why over the map, in the status bar and the Result; the right-click menu deletes it', async ({ page }) => {
  await mapWithOneCell(page, 'Water', 20, 10);
  await placeMarker(page, 'start', 5, 15);
  await placeMarker(page, 'goal', 35, 15);
  // Two waypoints from the right-click menu; the second stands on the water.
  for (const [x, y] of [[10, 5], [20, 10]] as const) {
    const p = await cellPoint(page, x, y);
    await page.mouse.click(p.x, p.y, { button: 'right' });
    await page.getByRole('menuitem', { name: 'Add waypoint here' }).click();
  }
  await expect.poll(() => hooks(page, 'waypoints')).toEqual([5 * 40 + 10, 10 * 40 + 20]);

  const notice = mapOutcome(page, 'alert');
  await expect(notice).toContainText('Waypoint 2 unreachable');
  await expect(notice).not.toContainText('Goal unreachable');
  await expect(notice).toContainText('Waypoint 2 stands on Water, which cannot be crossed: move it, or tick Pass for Water in the terrain list.');
  await expect(notice).toContainText(/closest cell reached \((19|20|21), (9|10|11)\)/);
  await expect(page.getByTestId('search-summary')).toContainText(/^Live path · Waypoint 2 unreachable · it stands on Water · Path to the closest cell reached/);
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('Waypoint 2 unreachable');
  await expect(result).toContainText('Showing the path to the reachable cell closest to waypoint 2.');
  await screenshot(page, 'outcome-waypoint-unreachable');

  // Deleted from the same menu: the route goes through waypoint 1 to the goal.
  const p = await cellPoint(page, 20, 10);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete waypoint 2' }).click();
  await expect.poll(() => hooks(page, 'waypoints')).toEqual([5 * 40 + 10]);
  await expect(mapOutcome(page, 'alert')).toHaveCount(0);
  await expect(page.getByTestId('search-summary')).toContainText(/^Live path · Path cost/);
  // The Waypoint tool says what a click and a drag do.
  await page.keyboard.press('w');
  await expect(page.getByText('Click a cell to add a waypoint; drag one to move it.')).toBeVisible();
});

test('Esc during a recorded run: the map, the status bar and the timeline say it was cancelled, not paused', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 1000, 1000);
  await placeMarker(page, 'start', 2, 2);
  await placeMarker(page, 'goal', 990, 2);
  // Dijkstra spreads in every direction: well over a hundred thousand steps before the goal.
  await page.getByLabel('Algorithm').selectOption({ label: 'Dijkstra' });
  await page.getByLabel('Algorithm').blur();
  await page.keyboard.press('F9');
  await expect(page.getByText(/[1-9][\d,]* expanded…/)).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByRole('button', { name: 'Run search' })).toBeEnabled();
  expect(await hooks(page, 'result')).toBeNull(); // a recorded run stopped short has no result
  await expect(mapOutcome(page, 'status')).toContainText('Search cancelled');
  await expect(page.getByTestId('search-summary')).toContainText('Search cancelled');
  const timeline = page.getByRole('status', { name: 'Debugger status' });
  await expect(timeline).toContainText('cancelled');
  await expect(timeline).not.toContainText('paused');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toHaveAttribute('data-status', 'cancelled');
  await expect(result).toContainText('Search cancelled');
  await expect(result).toContainText(/Stopped with Esc after [\d,]+ steps/);
  await screenshot(page, 'outcome-cancelled');
});

test('JPSW\'s result shows its explored cells like any search: no note that it records no steps', async ({ page }) => {
  await openStudio(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'Jump Point Search (weighted)' });
  await page.keyboard.press('F9');
  await expect(mapOutcome(page, 'status')).toContainText('Path found');
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Path found');
  await expect(page.getByTestId('result-unrecorded')).toHaveCount(0);
});
