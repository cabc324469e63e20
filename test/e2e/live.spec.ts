// The live path: with a start and a goal the path follows every edit and drag without F9. A wall
// painted across it changes its cost while the pointer is still down; the goal dragged across the
// map is followed by the path; both compare panes answer undo and redo of a wall live, each with
// its own settings (compare panes do not edit the map themselves); waypoints placed, dragged,
// reordered (their discs numbered in route order), exported (legs marked), saved and reopened route
// the path through them. Each cost is checked against the engine run here on the page's map.
// Screenshots of each.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { runSearch, type SearchOptions } from '../../src/shared/engine/index';
import { searchRoute } from '../../src/shared/engine/route';
import { compareHooks, compareShown } from './compareHelpers';
import { dragCells, newMap } from './editorHelpers';
import { engineMap } from './engineMap';
import { menu, withoutFileSystemAccess } from './projectHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';
import { parsePathJson } from '../../src/shared/formats/pathExport';
import { exportThrough } from './importExportHelpers';
import { gateWorker } from './workerGate';

const W = 40, H = 30;
const WALL_KEY = '7';

/** A new open 40×30 map with the start at (2, 15) and the goal at (37, 15), placed with the tools. */
async function openMapWithMarkers(page: Page): Promise<void> {
  await newMap(page, W, H);
  await page.keyboard.press('s');
  await clickAt(page, 2, 15);
  await page.keyboard.press('g');
  await clickAt(page, 37, 15);
  await expect.poll(() => hooks(page, 'markers')).toMatchObject({ start: 15 * W + 2, goal: 15 * W + 37 });
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const p = await cellPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

/** Waits until every pane of the view shown has a live answer for the document as it stands, shown on the map; returns them. */
async function liveCaughtUp(page: Page) {
  await expect
    .poll(async () => {
      const live = await hooks(page, 'live');
      return live.panes.every((p) => p.version === live.version && p.shown);
    }, { message: 'every pane’s live answer is for the map as it stands' })
    .toBe(true);
  return hooks(page, 'live');
}

/** The cost of the route through the page's markers and waypoints, searched by the engine here with `options` (the single view's settings by default). */
async function engineCost(page: Page, options?: Partial<SearchOptions>): Promise<number> {
  const { grid, settings } = await engineMap(page);
  const { start, goal } = await hooks(page, 'markers');
  const waypoints = await hooks(page, 'waypoints');
  const o = { ...settings, ...options, recordTrace: false };
  return searchRoute([start, ...waypoints, goal], (from, to) => runSearch(grid, { start: from, goal: to, options: o })).result.cost;
}

/** Clicks a switch of the View menu. */
async function viewSwitch(page: Page, name: string): Promise<void> {
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name }).click();
}

const shownCost = (page: Page) => page.getByTestId('result-cost');
const fmt = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 3 });

test('a wall painted across the path changes its cost while the pointer is down, without F9', async ({ page }) => {
  await openStudio(page);
  await openMapWithMarkers(page);
  await expect(page.getByRole('button', { name: 'Live path' })).toHaveAttribute('aria-pressed', 'true');
  let live = await liveCaughtUp(page);
  expect(live.panes[0]!.cost).toBe(35);
  await expect(shownCost(page)).toHaveText('35');
  await expect(page.getByRole('region', { name: 'Result' })).toHaveAttribute('data-live', 'true');
  expect(live.drawnPath.at(-1)).toBe(15 * W + 37);

  // A one-cell wall down column 20 from the bottom, the pointer still down when the path has gone round it.
  await page.keyboard.press('b');
  await page.keyboard.press(WALL_KEY);
  await page.getByLabel('Brush size').fill('1');
  const from = await cellPoint(page, 20, H - 1), to = await cellPoint(page, 20, 2);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 30 });
  live = await liveCaughtUp(page);
  const walled = await engineCost(page);
  expect(walled).toBeGreaterThan(35);
  expect(live.panes[0]!.cost).toBeCloseTo(walled, 9);
  await expect(shownCost(page)).toHaveText(fmt(walled));
  await screenshot(page, 'live-wall-pointer-down');
  await page.mouse.up();

  // Undo takes the wall away: the path comes back straight, still without F9.
  await page.keyboard.press('Control+z');
  live = await liveCaughtUp(page);
  expect(live.panes[0]!.cost).toBe(35);

  // Switched off, the path stays as it was through an edit; on again, it follows.
  await page.getByRole('button', { name: 'Live path' }).click();
  await expect(page.getByRole('button', { name: 'Live path' })).toHaveAttribute('aria-pressed', 'false');
  expect((await hooks(page, 'live')).drawnPath).toEqual([]);
  await viewSwitch(page, 'Live path');
  await expect(page.getByRole('button', { name: 'Live path' })).toHaveAttribute('aria-pressed', 'true');
  await liveCaughtUp(page);

  // The explored cells of the live search, from the View menu.
  await viewSwitch(page, 'Show explored cells while live');
  await expect.poll(() => hooks(page, 'liveExploredCells')).toBeGreaterThan(35);
  await screenshot(page, 'live-explored');
});

test('a live answer the lane repaired shows what the update took, not search figures its configuration never produced; the status bar follows it over an out-of-date run; Run gives the figures', async ({ page }) => {
  await openStudio(page);
  await openMapWithMarkers(page);
  const summary = page.getByTestId('search-summary');
  await page.keyboard.press('F9');
  await expect(summary).toHaveText(/^Path cost 35\.000 · length 35 steps · [\d,]+ nodes expanded$/);

  // A wall makes the run out of date: the map, the Result and the status bar give the live path's answer.
  await page.keyboard.press('b');
  await page.keyboard.press(WALL_KEY);
  await dragCells(page, [[20, H - 1], [20, 2]], { steps: 20 });
  const live = await liveCaughtUp(page);
  const walled = await engineCost(page);
  expect(live.panes[0]!.cost).toBeCloseTo(walled, 9);
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('result-live-work')).toContainText('cells');
  await expect(page.getByTestId('result-expanded')).toHaveCount(0);
  await expect(page.getByTestId('result-live-note')).toContainText('Run (F9)');
  const walledText = walled.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  await expect(summary).toHaveText(new RegExp(`^Live path · Path cost ${walledText.replace('.', '\\.')} · length \\d+ steps$`));
  await result.scrollIntoViewIfNeeded();
  await screenshot(page, 'live-result-update');

  await page.keyboard.press('F9');
  await expect(result).toHaveAttribute('data-live', 'false');
  const run = (await hooks(page, 'result'))!;
  await expect(page.getByTestId('result-expanded')).toHaveText(run.expanded.toLocaleString('en-US'));
  await expect(page.getByTestId('result-live-work')).toHaveCount(0);
  await expect(page.getByTestId('result-live-note')).toHaveCount(0);
  await expect(summary).toHaveText(new RegExp(`^Path cost ${walledText.replace('.', '\\.')} · length \\d+ steps · ${run.expanded.toLocaleString('en-US')} nodes expanded$`));
});

test('an answer that takes a while is said to be on its way in the status bar, and the notice goes when it arrives', async ({ page }) => {
  // The search worker's answers, held as a slow engine on a large weighted map would keep them.
  const answers = await gateWorker(page, 'A* Studio search', { which: { kind: 'result' }, fromStart: false });
  await openStudio(page);
  await openMapWithMarkers(page);
  await liveCaughtUp(page);
  const notice = page.getByRole('status').filter({ hasText: 'Updating the live path…' });
  await expect(notice).toHaveCount(0);

  await answers.hold();
  await page.keyboard.press('b');
  await page.keyboard.press(WALL_KEY);
  await page.getByLabel('Brush size').fill('5');
  await clickAt(page, 20, 15);
  await expect(notice).toBeVisible();
  // Meanwhile the map and the Result keep the last answer, its route faded on the map.
  await expect(shownCost(page)).toHaveText('35');
  await expect.poll(async () => (await hooks(page, 'live')).drawnOutdated).toBe(true);
  await screenshot(page, 'live-catching-up');

  await answers.open();
  await expect(notice).toHaveCount(0);
  const live = await liveCaughtUp(page);
  await expect.poll(async () => (await hooks(page, 'live')).drawnOutdated).toBe(false);
  expect(live.panes[0]!.cost).toBeGreaterThan(35);
  expect(live.panes[0]!.cost).toBeCloseTo(await engineCost(page), 9);
});

test('the goal dragged across the map: the path follows the pointer', async ({ page }) => {
  await openStudio(page);
  await openMapWithMarkers(page);
  await page.keyboard.press('b');
  await page.keyboard.press(WALL_KEY);
  await page.getByLabel('Brush size').fill('1');
  await dragCells(page, [[20, H - 1], [20, 3]]);
  await liveCaughtUp(page);

  // Pressing on the goal with any tool drags it; at each stop, the pointer still down, the drawn path ends there.
  const goal = await cellPoint(page, 37, 15);
  await page.mouse.move(goal.x, goal.y);
  await page.mouse.down();
  for (const [x, y] of [[37, 25], [30, 28], [25, 5]] as const) {
    const p = await cellPoint(page, x, y);
    await page.mouse.move(p.x, p.y, { steps: 8 });
    await expect.poll(async () => (await hooks(page, 'markers')).goal).toBe(y * W + x);
    const live = await liveCaughtUp(page);
    expect(live.drawnPath.at(-1)).toBe(y * W + x);
    expect(live.panes[0]!.cost).toBeCloseTo(await engineCost(page), 9);
  }
  await screenshot(page, 'live-goal-drag');
  await page.mouse.up();
  expect((await hooks(page, 'history')).undo).toBe('move goal');
});

test('two compare panes, each with its own settings, answer undo and redo of a wall live', async ({ page }) => {
  await openStudio(page);
  await openMapWithMarkers(page);
  // Compare panes do not edit the map: the wall is painted in the single view, then undone and redone in the compare view.
  await page.keyboard.press('b');
  await page.keyboard.press('4'); // Forest, cost 2: a band the weighted search may cut through
  await page.getByLabel('Brush size').fill('3');
  await dragCells(page, [[18, 1], [18, H - 2]], { steps: 20 });
  await page.keyboard.press('Shift+C');
  await compareShown(page);
  await page.getByRole('button', { name: 'Settings of pane 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings of pane 2' });
  await dialog.getByRole('combobox', { name: 'Algorithm' }).selectOption('weighted-astar');
  await dialog.getByRole('spinbutton', { name: 'Heuristic weight' }).fill('3');
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Pane 2's run is out of date now: it shows its live answer; pane 1's run is current.
  await expect(page.getByTestId('pane-live-2')).toBeVisible();
  await expect(page.getByTestId('pane-live-1')).toHaveCount(0);

  for (const keys of ['Control+z', 'Control+Shift+z']) {
    await page.keyboard.press(keys);
    const live = await liveCaughtUp(page);
    expect(live.panes).toHaveLength(2);
    expect(live.panes[0]!.cost).toBeCloseTo(await engineCost(page), 9);
    expect(live.panes[1]!.cost).toBeCloseTo(await engineCost(page, { algorithm: 'weighted-astar', weight: 3 }), 9);
    await expect(page.getByTestId('pane-live-1')).toBeVisible();
    await expect(page.getByTestId('pane-cost-1')).toHaveText(live.panes[0]!.cost!.toFixed(2));
    await expect(page.getByTestId('pane-cost-2')).toHaveText(live.panes[1]!.cost!.toFixed(2));
    // A*'s live answer is the lane's repair, not A*'s search: no expansions or time to compare. Weighted
    // A* is answered by its own search, whose figures are its own.
    await expect(page.getByTestId('pane-expanded-1')).toHaveText('–');
    await expect(page.getByTestId('pane-expanded-2')).toHaveText(/^[\d,]+$/);
    await expect.poll(async () => (await compareHooks(page, 'panes')).every((x) => x.livePath > 1)).toBe(true);
  }
  await screenshot(page, 'live-compare');
});

test('waypoints: placed, dragged, reordered and deleted, saved and reopened, the route live', async ({ page }, testInfo) => {
  await withoutFileSystemAccess(page);
  await openStudio(page);
  await openMapWithMarkers(page);
  await page.keyboard.press('w');
  await expect(page.getByRole('button', { name: 'Waypoint' })).toHaveAttribute('aria-pressed', 'true');
  await clickAt(page, 10, 3);
  await clickAt(page, 30, 26);
  await expect.poll(async () => hooks(page, 'waypoints')).toEqual([3 * W + 10, 26 * W + 30]);
  let live = await liveCaughtUp(page);
  expect(live.panes[0]!.legs).toHaveLength(3);
  expect(live.panes[0]!.cost).toBeCloseTo(await engineCost(page), 9);
  await expect(page.getByTestId('route-total')).toHaveText(fmt(live.panes[0]!.cost!));
  await expect(page.getByTestId('route-leg-1')).toHaveText(fmt(live.panes[0]!.legs[0]!));

  // Dragged: the route follows the waypoint while the pointer is down, one undo step after.
  const w1 = await cellPoint(page, 10, 3), there = await cellPoint(page, 15, 22);
  await page.mouse.move(w1.x, w1.y);
  await page.mouse.down();
  await page.mouse.move(there.x, there.y, { steps: 10 });
  await expect.poll(async () => hooks(page, 'waypoints')).toEqual([22 * W + 15, 26 * W + 30]);
  live = await liveCaughtUp(page);
  expect(live.drawnPath).toContain(22 * W + 15);
  await page.mouse.up();
  expect((await hooks(page, 'history')).undo).toBe('move waypoint');

  // Reordered and one more placed, then deleted, from the Route section.
  const route = page.getByRole('region', { name: 'Route' });
  await route.getByRole('button', { name: 'Move waypoint 2 up' }).click();
  await expect.poll(async () => hooks(page, 'waypoints')).toEqual([26 * W + 30, 22 * W + 15]);
  // The discs are numbered in route order: 1 on the one moved up, 2 on the other.
  const discs = [await cellPoint(page, 30, 26), await cellPoint(page, 15, 22)];
  const numberedAt = async () =>
    (await hooks(page, 'waypointNumbers')).map((n) => ({ text: n.text, onDisc: discs.findIndex((d) => Math.hypot(d.x - n.x, d.y - n.y) <= 2) + 1 }));
  await expect.poll(numberedAt).toEqual([{ text: '1', onDisc: 1 }, { text: '2', onDisc: 2 }]);
  await clickAt(page, 5, 5);
  await route.getByRole('button', { name: 'Delete waypoint 3' }).click();
  await expect.poll(async () => hooks(page, 'waypoints')).toEqual([26 * W + 30, 22 * W + 15]);
  live = await liveCaughtUp(page);
  expect(live.panes[0]!.cost).toBeCloseTo(await engineCost(page), 9);
  await screenshot(page, 'live-waypoints');
  const placed = { markers: await hooks(page, 'markers'), waypoints: await hooks(page, 'waypoints') };

  // Exported: the JSON lists the waypoints and legs, the CSV marks each row's leg.
  const json = parsePathJson(new TextDecoder().decode((await exportThrough(page, testInfo.outputPath('route.json'), 'Path as JSON…')).bytes));
  expect(json.waypoints).toEqual([[30, 26], [15, 22]]);
  expect(json.legs!.map((l) => l.cost)).toEqual(live.panes[0]!.legs);
  expect(json.cost).toBeCloseTo(live.panes[0]!.cost!, 9);
  expect(json.path.map(([x, y]) => y * W + x)).toEqual(live.panes[0]!.path);
  const csv = new TextDecoder().decode((await exportThrough(page, testInfo.outputPath('route.csv'), 'Path as CSV…')).bytes).trim().split('\n');
  expect(csv[0]).toBe('step,x,y,g,leg');
  expect(new Set(csv.slice(1).map((row) => row.split(',')[4]))).toEqual(new Set(['1', '2', '3']));
  expect(csv.find((row) => row.split(',').slice(1, 3).join(',') === '30,26')!.split(',')[4]).toBe('1');

  const download = page.waitForEvent('download');
  await menu(page, 'File', 'Save As…');
  const path = testInfo.outputPath('route.astar');
  await (await download).saveAs(path);
  expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ formatVersion: 4, waypoints: [[30, 26], [15, 22]] });

  await newMap(page, 20, 20);
  expect(await hooks(page, 'waypoints')).toEqual([]);
  const chooser = page.waitForEvent('filechooser');
  await menu(page, 'File', 'Open…');
  await (await chooser).setFiles(path);
  await expect.poll(async () => ({ markers: await hooks(page, 'markers'), waypoints: await hooks(page, 'waypoints') })).toEqual(placed);
  live = await liveCaughtUp(page);
  expect(live.panes[0]!.legs).toHaveLength(3);
  await expect(page.getByTestId('route-total')).toHaveText(fmt(live.panes[0]!.cost!));
});
