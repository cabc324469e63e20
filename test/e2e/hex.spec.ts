// A strategy-game designer's hex map: made with the New map dialog, painted with every tool,
// searched with A*; the path must run through hex centres and be optimal on hex moves, and
// the pointer must pick the right hex near its edges. Screenshots of the map, path and
// explored cells are written to test/e2e/screenshots/ to be looked at.
import { expect, test, type Page } from '@playwright/test';
import { hexCentreX, hexCentreY, hexDistance, traceHexLine } from '../../src/shared/grid/hex';
import { clickCell, dragCells } from './editorHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

const W = 48;
const H = 32;
const WALL = 6;

/** The six neighbours of (x, y) on an odd-r hex map. */
function neighbours(x: number, y: number): [number, number][] {
  const odd = y & 1;
  return [[x + 1, y], [x - 1, y], [x - 1 + odd, y - 1], [x + odd, y - 1], [x - 1 + odd, y + 1], [x + odd, y + 1]];
}

/** A plain Dijkstra over hex moves (cost = terrain cost of the cell entered), for the optimal cost. */
function hexReferenceCost(map: { width: number; height: number; terrain: number[]; costs: number[]; passable: boolean[] }, start: number, goal: number): number {
  const n = map.width * map.height;
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  dist[start] = 0;
  for (;;) {
    let c = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < Infinity && (c < 0 || dist[i]! < dist[c]!)) c = i;
    if (c < 0) return Infinity;
    if (c === goal) return dist[c]!;
    done[c] = 1;
    for (const [x, y] of neighbours(c % map.width, Math.floor(c / map.width))) {
      if (x < 0 || y < 0 || x >= map.width || y >= map.height) continue;
      const k = y * map.width + x;
      const t = map.terrain[k]!;
      if (!map.passable[t]) continue;
      const d = dist[c]! + map.costs[t]!;
      if (d < dist[k]!) dist[k] = d;
    }
  }
}

/** Puts world point (x, y) at the view's top-left corner, `scale` pixels per world unit (a hex is 1 unit wide). */
function setCamera(page: Page, scale: number, x: number, y: number): Promise<void> {
  return hooks(page, 'setCamera', scale, x, y);
}

async function newHexMap(page: Page): Promise<void> {
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByRole('radio', { name: 'Hex' }).check();
  await dialog.getByLabel('Map width').fill(String(W));
  await dialog.getByLabel('Map height').fill(String(H));
  await dialog.getByLabel('Fill terrain').selectOption({ label: 'Ground' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: W, height: H });
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
}

/** Client point a fraction `t` of the way from cell (x, y)'s centre to the midpoint of its edge towards neighbour k. */
async function towardsEdge(page: Page, x: number, y: number, k: number, t: number): Promise<{ x: number; y: number }> {
  const [nx, ny] = neighbours(x, y)[k]!;
  const centre = await cellPoint(page, x, y);
  const { scale } = await hooks(page, 'camera');
  // The edge midpoint is halfway between the two centres.
  const dx = ((hexCentreX(nx, ny) - hexCentreX(x, y)) / 2) * scale;
  const dy = ((hexCentreY(ny) - hexCentreY(y)) / 2) * scale;
  return { x: centre.x + dx * t, y: centre.y + dy * t };
}

test('a hex map: made in the dialog, painted with every tool, picked exactly, searched with A* through hex centres', async ({ page }) => {
  await openStudio(page);
  await newHexMap(page);
  expect(await hooks(page, 'settings')).toMatchObject({ topology: 'hex', heuristic: 'hex' });
  await expect(page.getByText('6 hex neighbours')).toBeVisible();
  await expect(page.getByLabel('Corner rule')).toHaveCount(0);
  await expect(page.getByLabel('Algorithm').locator('option', { hasText: 'Jump Point Search' })).toHaveCount(0);

  // Brush (B), Wall, size 3: one click covers a hex and its six neighbours.
  await page.keyboard.press('b');
  await page.keyboard.press('7');
  await page.getByLabel('Brush size').fill('3');
  await clickCell(page, 8, 7);
  let map = await hooks(page, 'map');
  const walls = map.terrain.flatMap((t, i) => (t === WALL ? [`${i % W},${Math.floor(i / W)}`] : []));
  expect(walls.sort()).toEqual(neighbours(8, 7).map(([x, y]) => `${x},${y}`).concat('8,7').sort());
  await expect(page.getByTestId('undo')).toHaveText(/Undo brush stroke/);

  // Line (L), Road, size 1: the cells of the hex line, each a neighbour of the last.
  await page.keyboard.press('l');
  await page.keyboard.press('2');
  await page.getByLabel('Brush size').fill('1');
  await dragCells(page, [[2, 28], [30, 16]]);
  map = await hooks(page, 'map');
  traceHexLine(2, 28, 30, 16, (x, y) => expect(map.terrain[y * W + x], `line cell ${x},${y}`).toBe(1));

  // Rectangle (R), Forest, filled: the rows and columns of the dragged box.
  await page.keyboard.press('r');
  await page.keyboard.press('4');
  await dragCells(page, [[34, 2], [44, 10]]);
  expect(await hooks(page, 'region', 34, 2, 44, 10)).toEqual(Array(11 * 9).fill(3));
  expect(await hooks(page, 'region', 33, 2, 33, 2)).toEqual([0]);

  // Ellipse (O), Swamp: inscribed in the box.
  await page.keyboard.press('o');
  await page.keyboard.press('5');
  await dragCells(page, [[30, 18], [44, 30]]);
  expect(await hooks(page, 'region', 37, 24, 37, 24)).toEqual([4]);
  expect(await hooks(page, 'region', 30, 18, 30, 18)).toEqual([0]);

  // A closed ring of walls (brush size 1) that is closed for hexes: the fill inside stays inside.
  await page.keyboard.press('b');
  await page.keyboard.press('7');
  for (const [x, y] of neighbours(20, 8)) await clickCell(page, x, y);
  await page.keyboard.press('f');
  await page.keyboard.press('3');
  await clickCell(page, 20, 8);
  expect(await hooks(page, 'region', 20, 8, 20, 8)).toEqual([2]);
  map = await hooks(page, 'map');
  expect(map.terrain.filter((t) => t === 2).length).toBe(1);
  await expect(page.getByTestId('undo')).toHaveText(/Undo fill/);

  // Eyedropper (I) on the road: Road becomes the painting terrain.
  await page.keyboard.press('i');
  await clickCell(page, 2, 28);
  await expect.poll(() => hooks(page, 'editor')).toMatchObject({ terrain: 1, tool: 'fill' });

  // Height brush (H), raise 25, size 3: the hex disc under the pointer.
  await page.keyboard.press('h');
  await page.getByLabel('Height amount').fill('25');
  await page.getByLabel('Brush size').fill('3');
  await clickCell(page, 14, 24);
  const heights = await hooks(page, 'heights', 0, 0, W - 1, H - 1);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) expect(heights[y * W + x], `height ${x},${y}`).toBe(hexDistance(14, 24, x, y) <= 1 ? 25 : 0);
  await page.getByLabel('Brush size').fill('1');
  await page.getByLabel('Brush size').blur(); // keys go to the map, not the field

  // Picking near the edges, at two zooms: just inside a hex's edge is that hex, just across is its neighbour.
  await page.keyboard.press('b');
  await page.keyboard.press('6'); // Water
  await clickCell(page, 24, 4);
  await clickCell(page, 27, 5);
  expect(await hooks(page, 'region', 24, 4, 24, 4)).toEqual([5]);
  expect(await hooks(page, 'region', 27, 5, 27, 5)).toEqual([5]);
  for (const scale of [9, 48]) {
    await setCamera(page, scale, 20, 1);
    for (const [x, y] of [[24, 4], [27, 5]] as const)
      for (let k = 0; k < 6; k++) {
        await page.keyboard.press('i');
        const inside = await towardsEdge(page, x, y, k, 0.9);
        await page.mouse.click(inside.x, inside.y);
        await expect.poll(() => hooks(page, 'editor'), `scale ${scale}, hex ${x},${y}, edge ${k} inside`).toMatchObject({ terrain: 5 });
        await page.keyboard.press('i');
        const across = await towardsEdge(page, x, y, k, 1.1);
        await page.mouse.click(across.x, across.y);
        await expect.poll(() => hooks(page, 'editor'), `scale ${scale}, hex ${x},${y}, edge ${k} across`).toMatchObject({ terrain: 0 });
      }
  }
  await page.keyboard.press('Control+0');
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'hex-map-painted');

  // Start (S) and goal (G), then A* (F9): an optimal path of hex moves.
  await page.keyboard.press('s');
  await clickCell(page, 2, 2);
  await page.keyboard.press('g');
  await clickCell(page, 26, 30);
  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  const result = (await hooks(page, 'result'))!;
  map = await hooks(page, 'map');
  expect(result.status).toBe('found');
  for (let i = 1; i < result.path.length; i++) {
    const a = result.path[i - 1]!, b = result.path[i]!;
    expect(hexDistance(a % W, Math.floor(a / W), b % W, Math.floor(b / W))).toBe(1);
  }
  expect(result.cost).toBeCloseTo(hexReferenceCost(map, map.start, map.goal), 6);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'hex-map-path');

  // Close up: hexes, the path through their centres, the explored cells as hexes.
  await setCamera(page, 34, 0, 0);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'hex-explored-zoom');
});

test('a hex map stays hex through a resize: rows move by an even count, the picture and picking follow', async ({ page }) => {
  await openStudio(page);
  await newHexMap(page);
  await page.keyboard.press('b');
  await page.keyboard.press('7');
  await clickCell(page, 10, 5); // an odd row
  await page.getByRole('button', { name: 'Resize…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resize map' });
  await expect(dialog.getByText('A hex map stays hex.')).toBeVisible();
  await dialog.getByLabel('New height').fill(String(H + 3));
  await dialog.getByRole('radio', { name: 'bottom', exact: true }).click();
  await dialog.getByRole('button', { name: 'Resize' }).click();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: W, height: H + 3 });
  expect(await hooks(page, 'settings')).toMatchObject({ topology: 'hex' });
  // Three rows more at the bottom anchor would move rows by 3; on hexes they move by 2.
  expect(await hooks(page, 'region', 10, 7, 10, 7)).toEqual([WALL]);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  // The moved wall is where the pointer finds it: the eyedropper on its centre picks Wall.
  await page.keyboard.press('2');
  await page.keyboard.press('i');
  await clickCell(page, 10, 7);
  await expect.poll(() => hooks(page, 'editor')).toMatchObject({ terrain: WALL });
});

test('hexes across chunk seams: a map of several chunks draws every hex once, with no gaps where chunks meet', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByRole('radio', { name: 'Hex' }).check();
  await dialog.getByLabel('Map width').fill('300');
  await dialog.getByLabel('Map height').fill('300');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 300, height: 300 });
  await setCamera(page, 26, 246, 246 * 0.866);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  // A line across the corner where four 256-cell chunks meet, and a hex on each side of the seams.
  await page.keyboard.press('l');
  await page.keyboard.press('7');
  await dragCells(page, [[250, 250], [262, 262]]);
  await page.keyboard.press('b');
  await page.keyboard.press('6');
  for (const [x, y] of [[255, 253], [256, 253], [253, 255], [253, 256]] as const) await clickCell(page, x, y);
  expect(await hooks(page, 'region', 255, 253, 256, 253)).toEqual([5, 5]);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'hex-chunk-seam');
});
