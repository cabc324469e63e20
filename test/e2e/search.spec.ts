// The foundation's user story: paint a wall, place start and goal, run A*, and get the optimal
// path around the wall, drawn on a WebGL map.
import { expect, test } from '@playwright/test';
import { referenceCost } from './referencePath';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

test('paint a wall, place start and goal, run A*: the optimal path goes around the wall', async ({ page }) => {
  await openStudio(page);
  expect(await hooks(page, 'rendererName')).toBe('webgl');

  const { width, height } = await hooks(page, 'map');
  const wallX = 60;
  const gapY = height - 6;

  // Paint a wall down the map with the brush, leaving a gap near the bottom.
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Wall' });
  await page.getByLabel('Brush size').fill('2');
  const top = await cellPoint(page, wallX, 0);
  const bottom = await cellPoint(page, wallX, gapY - 3);
  await page.mouse.move(top.x, top.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(top.x, top.y + ((bottom.y - top.y) * i) / 20);
  await page.mouse.up();

  const painted = await hooks(page, 'map');
  const wallIndex = painted.passable.findIndex((p, i) => !p && i === 6);
  expect(wallIndex).toBe(6);
  for (let y = 0; y < gapY - 3; y++) expect(painted.terrain[y * width + wallX]).toBe(6);

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
  // The path goes around the wall: it crosses column wallX only below the wall's end.
  for (const c of result.path) {
    if (c % width === wallX) expect(Math.floor(c / width)).toBeGreaterThanOrEqual(gapY - 2);
    expect(map.passable[map.terrain[c]!]).toBe(true);
  }
  await expect(page.getByTestId('result-cost')).toHaveText(result.cost.toLocaleString('en-US', { maximumFractionDigits: 3 }));
  expect(height).toBeGreaterThan(gapY);
});

test('choosing another algorithm: Dijkstra agrees with A*; JPS on weighted terrain says why it cannot run', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  const astar = (await hooks(page, 'result'))!;

  await page.getByLabel('Algorithm').selectOption({ label: 'Dijkstra' });
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))!.expanded).not.toBe(astar.expanded);
  const dijkstra = (await hooks(page, 'result'))!;
  expect(dijkstra.cost).toBeCloseTo(astar.cost, 9);
  expect(dijkstra.expanded).toBeGreaterThan(astar.expanded);

  await page.getByLabel('Algorithm').selectOption({ label: 'Jump Point Search' });
  await page.keyboard.press('F9');
  await expect(page.getByRole('alert')).toContainText(/Jump Point Search/);
  await screenshot(page, 'search-jps-refused');
});
