// The Compare view on the start sample: opened from the View menu with two panes, a pane's
// settings changed in its dialog, the Heuristics preset's four panes searched and played in
// lock-step (each pane's step text against the engine run here in Node), the Difference overlay
// cell by cell against the engine's closed cells, cameras that move together (and alone when
// unlinked), the hover cell per pane, Remove pane and Add pane; screenshots of 2 and 4 panes.
import { expect, test, type Page } from '@playwright/test';
import { CellState, type SearchOptions } from '../../src/shared/engine/index';
import type { TraceStore } from '../../src/shared/engine/trace/index';
import type { CompareTestHooks } from '../../src/renderer/panes/compareTestHooks';
import { compareHooks, compareShown } from './compareHelpers';
import { appSearch, replay, type AppSearch } from './engineReplay';
import { hooks, openStudio, screenshot } from './studio';

/** The engine's traced search of the sample with `options`. */
const engineRun = (m: AppSearch, options: Partial<SearchOptions>): TraceStore => replay(m, options).store;

/** Cells the engine's run has closed (expanded) by its end, as a set of flat indices. */
function closedCells(store: TraceStore, width: number, height: number): Set<number> {
  const view = store.view(store.steps, { rect: { x: 0, y: 0, width, height } });
  const closed = new Set<number>();
  view.states!.forEach((s, i) => (s & 3) === CellState.Closed && closed.add(i));
  return closed;
}

const n = (v: number) => v.toLocaleString('en-US');

async function openCompare(page: Page): Promise<void> {
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Compare Searches' }).click();
  await compareShown(page);
}

/**
 * Pauses playback in the first frame the cursor is past `step`, watching from the page: a check
 * from the test could come after playback reached the end, and P would then play it again.
 */
async function pauseAfter(page: Page, step: number): Promise<void> {
  await page.evaluate(
    (past) =>
      new Promise<void>((resolve) => {
        const hooks = (window as unknown as { __astarCompare: CompareTestHooks }).__astarCompare;
        const watch = () => {
          const { step: at, playing } = hooks.timeline();
          if (playing && at <= past) return void requestAnimationFrame(watch);
          if (playing) document.querySelector<HTMLButtonElement>('button[aria-label="Pause"]')!.click();
          resolve();
        };
        requestAnimationFrame(watch);
      }),
    step,
  );
}

/** Waits until every pane has drawn the step the cursor gives it and nothing is left to paint. */
async function settled(page: Page): Promise<void> {
  await expect.poll(async () => (await compareHooks(page, 'panes')).every((p) => p.shownStep === p.step)).toBe(true);
  await expect.poll(() => compareHooks(page, 'idle')).toBe(true);
}

test('two panes: a pane’s settings changed in its dialog, Run, the difference and every path; screenshot', async ({ page }) => {
  await openStudio(page);
  const m = await appSearch(page);
  await openCompare(page);
  expect(await compareHooks(page, 'rendererName')).toBe('webgl');
  await expect(page.getByTestId('pane-1')).toBeVisible();
  await expect(page.getByTestId('pane-2')).toBeVisible();
  await expect(page.getByTestId('pane-3')).toHaveCount(0);
  // Both panes start from the single view's settings.
  await expect(page.getByTestId('pane-header-1')).toContainText('A* · octile · w 1');

  // JPSW's pane records its steps like the other pane: it runs to its end, stepped, with its path.
  await page.getByRole('button', { name: 'Settings of pane 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings of pane 2' });
  await dialog.getByRole('combobox', { name: 'Algorithm' }).selectOption('jpsw');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(async () => (await compareHooks(page, 'timeline')).running).toBe(false);
  await expect(page.getByTestId('pane-error-2')).toHaveCount(0);
  await expect(page.getByTestId('pane-unrecorded-2')).toHaveCount(0);
  await expect(page.getByTestId('pane-step-2')).toHaveText(/^[1-9][\d,]*\/[\d,]+$/);
  await expect(page.getByTestId('pane-finished-2')).toBeVisible();
  await expect.poll(async () => (await compareHooks(page, 'panes'))[1]!.foundPath).toBeGreaterThan(1);
  await expect(page.getByTestId('pane-finished-1')).toBeVisible();

  await page.getByRole('button', { name: 'Settings of pane 2' }).click();
  await dialog.getByRole('textbox', { name: 'Pane name' }).fill('Weighted 2');
  await dialog.getByRole('combobox', { name: 'Algorithm' }).selectOption('weighted-astar');
  await dialog.getByRole('spinbutton', { name: 'Heuristic weight' }).fill('2');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('pane-header-2')).toContainText('Weighted 2');
  await expect(page.getByTestId('pane-header-2')).toContainText('Weighted A* · octile · w 2');
  // The single view's settings are left alone.
  expect((await hooks(page, 'settings'))['algorithm']).toBe(m.settings.algorithm);

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('pane-error-2')).toHaveCount(0);
  await expect.poll(async () => (await compareHooks(page, 'timeline')).running).toBe(false);
  const a = engineRun(m, {}), b = engineRun(m, { algorithm: 'weighted-astar', weight: 2 });
  // Run leaves every pane at its end.
  await expect(page.getByTestId('pane-step-1')).toHaveText(`${n(a.steps)}/${n(a.steps)}`);
  await expect(page.getByTestId('pane-step-2')).toHaveText(`${n(b.steps)}/${n(b.steps)}`);
  await expect(page.getByTestId('pane-finished-1')).toBeVisible();
  await expect(page.getByTestId('pane-finished-2')).toBeVisible();

  await page.getByRole('combobox', { name: 'Difference A' }).selectOption('0');
  await page.getByRole('combobox', { name: 'Difference B' }).selectOption('1');
  await page.getByRole('checkbox', { name: /every pane’s path/ }).check();
  await settled(page);
  const panes = await compareHooks(page, 'panes');
  expect(panes.map((p) => [p.differenceShown, p.pathsDrawn])).toEqual([[true, 2], [true, 2]]);
  // Each pane's own path in its own colour.
  expect(new Set(panes.map((p) => p.pathColor)).size).toBe(2);
  await screenshot(page, 'compare-2-panes-difference');
});

test('Heuristics preset: four panes play in lock-step, their steps and the difference are the engine’s, cameras move together', async ({ page }) => {
  await openStudio(page);
  const m = await appSearch(page);
  await openCompare(page);
  await page.getByRole('button', { name: 'Heuristics' }).click();
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`pane-${i}`)).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(async () => (await compareHooks(page, 'timeline')).length).toBeGreaterThan(0);
  await expect.poll(async () => (await compareHooks(page, 'timeline')).running).toBe(false);

  const heuristics = ['octile', 'manhattan', 'euclidean', 'zero'] as const;
  const engine = heuristics.map((heuristic) => engineRun(m, { algorithm: 'astar', heuristic }));
  const longest = Math.max(...engine.map((e) => e.steps));
  expect((await compareHooks(page, 'timeline')).length).toBe(longest);

  // Play for a while, then pause: every pane shows min(cursor, its steps).
  await page.getByRole('combobox', { name: 'Playback speed' }).selectOption({ label: '10,000/s' });
  await page.keyboard.press('p');
  await pauseAfter(page, 2000);
  const { step, playing } = await compareHooks(page, 'timeline');
  expect(playing).toBe(false);
  expect(step).toBeGreaterThan(2000);
  await expect(page.getByTestId('compare-step-text')).toHaveText(`Step ${n(step)} of ${n(longest)}`);
  for (let i = 0; i < 4; i++) {
    const steps = engine[i]!.steps;
    await expect(page.getByTestId(`pane-step-${i + 1}`)).toHaveText(`${n(Math.min(step, steps))}/${n(steps)}`);
    await expect(page.getByTestId(`pane-finished-${i + 1}`)).toHaveCount(step >= steps ? 1 : 0);
  }
  await settled(page);
  // A pane's open count is the engine's open list at its step.
  const open = engine[3]!.openList(Math.min(step, engine[3]!.steps), 0, 0, 0).total;
  await expect(page.getByTestId('pane-open-4')).toHaveText(n(open));

  // Cameras are linked: a wheel over pane 1 zooms all four alike.
  const before = (await compareHooks(page, 'panes'))[0]!.camera;
  const centre = await compareHooks(page, 'cellCentre', 0, 80, 50);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await compareHooks(page, 'panes'))[0]!.camera.scale).toBeGreaterThan(before.scale);
  let cameras = (await compareHooks(page, 'panes')).map((p) => p.camera);
  for (const c of cameras) expect(c).toEqual(cameras[0]);
  // The status bar names the cell under the pointer in any pane.
  const hover = await compareHooks(page, 'cellCentre', 2, 30, 40);
  await page.mouse.move(hover.x, hover.y);
  await expect(page.getByTestId('hover-cell')).toContainText('(30, 40)');

  // Unlinked, a drag pans pane 2 alone.
  await page.getByRole('checkbox', { name: 'Link cameras' }).uncheck();
  const from = await compareHooks(page, 'cellCentre', 1, 80, 50);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 60, from.y - 30, { steps: 4 });
  await page.mouse.up();
  cameras = (await compareHooks(page, 'panes')).map((p) => p.camera);
  expect(cameras[1]!.x).toBeCloseTo(cameras[0]!.x - 60, 5);
  expect(cameras[1]!.y).toBeCloseTo(cameras[0]!.y - 30, 5);
  expect(cameras[2]).toEqual(cameras[0]);
  // Linked again, every pane snaps to the one moved last.
  await page.getByRole('checkbox', { name: 'Link cameras' }).check();
  cameras = (await compareHooks(page, 'panes')).map((p) => p.camera);
  for (const c of cameras) expect(c).toEqual(cameras[1]);
  // The checkbox just ticked keeps focus and takes no typing: Ctrl+0 still fits the panes.
  await expect(page.getByRole('checkbox', { name: 'Link cameras' })).toBeFocused();
  await page.keyboard.press('Control+0');
  await expect.poll(async () => (await compareHooks(page, 'panes'))[3]!.camera.scale).toBeLessThan(cameras[1]!.scale);

  // The difference of octile (A) and zero (B) at the end, cell by cell, against the engine's closed cells.
  await page.keyboard.press('End');
  await page.getByRole('combobox', { name: 'Difference A' }).selectOption('0');
  await page.getByRole('combobox', { name: 'Difference B' }).selectOption('3');
  await page.getByRole('checkbox', { name: /every pane’s path/ }).check();
  await settled(page);
  const closedA = closedCells(engine[0]!, m.grid.width, m.grid.height), closedB = closedCells(engine[3]!, m.grid.width, m.grid.height);
  const shown = await page.evaluate(({ w, h }) => {
    const hooks = (window as unknown as { __astarCompare: CompareTestHooks }).__astarCompare;
    const cells: number[][] = [[], []];
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) for (const pane of [0, 3]) cells[pane === 0 ? 0 : 1]!.push(hooks.differenceAt(pane, x, y));
    return cells;
  }, { w: m.grid.width, h: m.grid.height });
  const expected = Array.from({ length: m.grid.width * m.grid.height }, (_, i) => (closedA.has(i) ? 1 : 0) | (closedB.has(i) ? 2 : 0));
  expect(shown[0]).toEqual(expected);
  expect(shown[1]).toEqual(expected);
  const panes = await compareHooks(page, 'panes');
  expect(panes.map((p) => p.differenceShown)).toEqual([true, false, false, true]);
  expect(panes.map((p) => p.pathsDrawn)).toEqual([4, 4, 4, 4]);
  await screenshot(page, 'compare-4-panes-difference');

  // The debugger's heatmap in every pane, each with its own run's range in its header.
  await page.getByRole('combobox', { name: 'Heatmap' }).selectOption('g');
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`pane-legend-${i}`)).toContainText(/^0.*\d$/);
  await settled(page);
  await screenshot(page, 'compare-4-panes-heatmap');
  await page.getByRole('combobox', { name: 'Heatmap' }).selectOption('none');
  await expect(page.getByTestId('pane-legend-1')).toHaveCount(0);

  // Remove pane 2: three panes, two by two with one slot free; Add pane brings a fourth back.
  await page.getByRole('button', { name: 'Remove pane 2' }).click();
  await expect(page.getByTestId('pane-4')).toHaveCount(0);
  await expect(page.getByTestId('pane-header-2')).toContainText('Euclidean');
  await page.getByRole('button', { name: 'Add pane' }).click();
  await expect(page.getByTestId('pane-4')).toBeVisible();
  await expect(page.getByTestId('pane-header-4')).toContainText('A* · zero · w 1');

  // Close compare: back to the single map.
  await page.getByRole('button', { name: 'Close compare' }).click();
  await expect(page.getByTestId('map')).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!(window as { __astarCompare?: unknown }).__astarCompare)).toBe(false);
});

/** The RGB colour at client point (x, y) of a screenshot of the page. */
async function colourAt(page: Page, shot: Buffer, points: { x: number; y: number }[]): Promise<number[]> {
  return page.evaluate(async ({ png, points }) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    return points.map(({ x, y }) => {
      const [r, g, b] = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
      return (r! << 16) | (g! << 8) | b!;
    });
  }, { png: shot.toString('base64'), points });
}

test('a hex map of several chunks: every pane draws the one set of terrain textures as hexes', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByRole('radio', { name: 'Hex' }).check();
  await dialog.getByLabel('Map width').fill('300');
  await dialog.getByLabel('Map height').fill('300');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 300, height: 300 });
  // Lines of two terrains across the corner where four 256-cell chunks meet.
  await hooks(page, 'setCamera', 20, 240, 240 * 0.866);
  for (const [key, from, to] of [['7', [245, 250], [265, 262]], ['3', [250, 245], [262, 266]]] as const) {
    await page.keyboard.press('l');
    await page.keyboard.press(key);
    const a = await hooks(page, 'cellCentre', from[0], from[1]), b = await hooks(page, 'cellCentre', to[0], to[1]);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 3 });
    await page.mouse.up();
  }
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  const palette = await hooks(page, 'palette');
  const cells: [number, number][] = [];
  for (let y = 248; y <= 264; y += 2) for (let x = 246; x <= 266; x += 2) cells.push([x, y]);
  const terrain = await Promise.all(cells.map(([x, y]) => hooks(page, 'region', x, y, x, y)));
  expect(new Set(terrain.map((t) => t[0])).size).toBeGreaterThanOrEqual(3);

  await openCompare(page);
  await expect.poll(() => compareHooks(page, 'idle')).toBe(true);
  // Linked cameras: a few wheel notches over the seam in pane 1 zoom both panes there.
  const seam = await compareHooks(page, 'cellCentre', 0, 256, 256);
  await page.mouse.move(seam.x, seam.y);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await compareHooks(page, 'panes'))[1]!.camera.scale).toBeGreaterThan(14);
  await expect.poll(() => compareHooks(page, 'idle')).toBe(true);
  const memory = await compareHooks(page, 'memory');
  expect(memory.terrainPixels).toBe(300 * 300 * 4); // once, for both panes
  expect(memory.terrainSprites).toBe(2 * 4); // a hex quad per chunk per pane
  const shot = await page.screenshot();
  for (const pane of [0, 1]) {
    const viewport = (await page.getByTestId(`pane-viewport-${pane + 1}`).boundingBox())!;
    const points = await Promise.all(cells.map(([x, y]) => compareHooks(page, 'cellCentre', pane, x, y)));
    // The hexes whose centres the pane shows (well inside its edges).
    const inside = points.flatMap((p, i) => (p.x > viewport.x + 8 && p.x < viewport.x + viewport.width - 8 && p.y > viewport.y + 8 && p.y < viewport.y + viewport.height - 8 ? [i] : []));
    expect(inside.length, `pane ${pane + 1}`).toBeGreaterThan(40);
    expect(new Set(inside.map((i) => terrain[i]![0])).size).toBeGreaterThanOrEqual(3);
    const shown = await colourAt(page, shot, inside.map((i) => points[i]!));
    expect(shown, `pane ${pane + 1}`).toEqual(inside.map((i) => palette[terrain[i]![0]!]!.color));
  }
  await screenshot(page, 'compare-hex-chunk-seam');
});
