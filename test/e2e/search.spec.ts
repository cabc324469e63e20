// The foundation's user story: paint a wall, place start and goal, run A*, and get the optimal
// path around the wall, drawn on a WebGL map.
import { expect, test } from '@playwright/test';
import { referenceCost } from './referencePath';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

test('paint a wall, place start and goal, run A*: the optimal path goes around the wall', async ({ page }) => {
  await openStudio(page);
  expect(await hooks(page, 'rendererName')).toBe('webgl');

  const fixture = await hooks(page, 'map');
  const { width, height } = fixture;
  const wall = (await hooks(page, 'palette')).findIndex((t) => t.name === 'Wall');
  expect(fixture.passable[wall]).toBe(false);
  const wallX = 60;
  const wallEnd = height - 9; // the stroke's last row; the rows below it are the gap
  // Size 2 covers the cell under the pointer and its left, upper and upper-left neighbours.
  const inStroke = (x: number, y: number) => (x === wallX - 1 || x === wallX) && y <= wallEnd;

  // Paint a wall down the map with the brush, leaving a gap near the bottom.
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Wall' });
  await page.getByLabel('Brush size').fill('2');
  const top = await cellPoint(page, wallX, 0);
  const bottom = await cellPoint(page, wallX, wallEnd);
  await page.mouse.move(top.x, top.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(top.x, top.y + ((bottom.y - top.y) * i) / 20);
  await page.mouse.up();
  await expect.poll(() => hooks(page, 'idle')).toBe(true);

  // The stroke's footprint is Wall now, and nothing else changed. Most of it was not Wall before
  // (the fixture's own walls cross it in a few cells), so the painting made the wall.
  const painted = await hooks(page, 'map');
  const footprint = { cells: 0, wallBefore: 0, notWallAfter: [] as string[], changedOutside: [] as string[] };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      if (inStroke(x, y)) {
        footprint.cells++;
        if (fixture.terrain[c] === wall) footprint.wallBefore++;
        if (painted.terrain[c] !== wall) footprint.notWallAfter.push(`${x},${y}`);
      } else if (painted.terrain[c] !== fixture.terrain[c]) footprint.changedOutside.push(`${x},${y}`);
    }
  expect(footprint).toMatchObject({ notWallAfter: [], changedOutside: [] });
  expect(footprint.wallBefore).toBeLessThan(footprint.cells / 10);

  // Place the start on the left and the goal on the right: one with the tool, one by right-click.
  await page.getByRole('button', { name: /Start/ }).click();
  const s = await cellPoint(page, 30, 20);
  await page.mouse.click(s.x, s.y);
  // The goal goes on the first passable cell of column 140 from row 20 down (the map is weighted terrain).
  let goalY = 20;
  while (!painted.passable[painted.terrain[goalY * width + 140]!]) goalY++;
  const g = await cellPoint(page, 140, goalY);
  await page.mouse.click(g.x, g.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Set goal here' }).click();

  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');

  const map = await hooks(page, 'map');
  expect(map.start).toBe(20 * width + 30);
  expect(map.goal).toBe(goalY * width + 140);
  const result = (await hooks(page, 'result'))!;
  await screenshot(page, 'search-around-wall');
  const optimal = referenceCost(map, map.start, map.goal);
  expect({ status: result.status, optimal: Number.isFinite(optimal) }).toEqual({ status: 'found', optimal: true });
  expect(Math.abs(result.cost - optimal) / optimal).toBeLessThan(1e-9);
  // The path goes around the wall: it crosses the wall's columns, and only through the gap below it.
  const crossings = result.path.filter((c) => c % width === wallX).map((c) => Math.floor(c / width));
  expect(crossings.length).toBeGreaterThan(0);
  expect(crossings.filter((y) => y <= wallEnd)).toEqual([]);
  expect(result.path.filter((c) => !map.passable[map.terrain[c]!])).toEqual([]);
  await expect(page.getByTestId('result-cost')).toHaveText(result.cost.toLocaleString('en-US', { maximumFractionDigits: 3 }));
});

test('choosing another algorithm: Dijkstra agrees with A*; JPS on weighted terrain says why it cannot run; JPSW runs there at A*\'s cost', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  const astar = (await hooks(page, 'result'))!;

  await page.getByLabel('Algorithm').selectOption({ label: 'Dijkstra' });
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))?.expanded ?? astar.expanded).not.toBe(astar.expanded);
  const dijkstra = (await hooks(page, 'result'))!;
  expect(dijkstra.cost).toBeCloseTo(astar.cost, 9);
  expect(dijkstra.expanded).toBeGreaterThan(astar.expanded);

  await page.getByLabel('Algorithm').selectOption({ label: 'Jump Point Search' });
  await page.keyboard.press('F9');
  const refusal = page.getByRole('alert', { name: 'Search outcome' });
  await expect(refusal).toContainText(/Jump Point Search/);
  await expect(refusal).toContainText(/Jump Point Search \(weighted\)/);
  await screenshot(page, 'search-jps-refused');

  // The weighted variant runs on the same map (recording its steps, as the others do) and costs what A* costs.
  await page.getByLabel('Algorithm').selectOption({ label: 'Jump Point Search (weighted)' });
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))?.expanded ?? dijkstra.expanded).not.toBe(dijkstra.expanded);
  const jpsw = (await hooks(page, 'result'))!;
  expect(jpsw.status).toBe('found');
  expect(jpsw.cost).toBeCloseTo(astar.cost, 9);
  expect(jpsw.expanded).toBeLessThan(astar.expanded);
});

test('the tutorials\' diagonal costs: 1.4 and 1 give the optimal path under that convention', async ({ page }) => {
  await openStudio(page);
  const map = await hooks(page, 'map');
  for (const [label, diagonal] of [['1.4 (10 and 14, as in the tutorials)', 1.4], ['1 (as much as a straight move)', 1]] as const) {
    await page.getByLabel('Diagonal cost').selectOption({ label });
    await page.keyboard.press('F9');
    const optimal = referenceCost(map, map.start, map.goal, diagonal);
    await expect.poll(async () => (await hooks(page, 'result'))?.cost).toBeCloseTo(optimal, 9);
  }
  await screenshot(page, 'search-diagonal-1');
});
