// Every analysis picks a unit type: on a new map crossed by a fordable river (Water made passable
// in the palette), a unit type that cannot enter water ("Infantry") splits the map into more
// regions than the palette's own costs, as the engine counts them on the map as Infantry sees it;
// the tinted cells are Infantry's open cells, its distance field leaves the water clear and marks
// the far bank out of reach, and the Search section's unit type stays as it was.
import { expect, test } from '@playwright/test';
import { costField } from '../../src/shared/analysis/costField';
import { moveRules } from '../../src/shared/analysis/moveRules';
import { regionMapOf } from '../../src/shared/analysis/regions';
import { gridForUnitType } from '../../src/shared/grid/unitTypes';
import { isPassable } from '../../src/shared/grid/grid';
import { plural } from '../../src/renderer/analysis/analysisSummary';
import { dragCells, newMap } from './editorHelpers';
import { engineMap } from './engineMap';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

test('a unit type that cannot enter water gives more regions than the palette’s own costs, and its field leaves the water clear', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openStudio(page);
  await newMap(page, 30, 20);
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Water' });
  await page.getByLabel('Brush size').fill('1');
  await dragCells(page, [[15, 0], [15, 19]], { steps: 20 });
  const startAt = await cellPoint(page, 3, 3);
  await page.mouse.click(startAt.x, startAt.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Set start here' }).click();
  await page.getByRole('region', { name: 'Terrain palette' }).getByLabel('Water passable', { exact: true }).check();
  const units = page.getByRole('region', { name: 'Unit types' });
  await units.getByRole('button', { name: '+ Add unit type' }).click();
  const name = units.getByRole('textbox', { name: 'Unit type name' });
  await name.fill('Infantry');
  await name.press('Enter');
  await units.getByLabel('Water passable for Infantry').uncheck();

  const { grid, settings } = await engineMap(page);
  expect(grid.palette[5]!.passable).toBe(true);
  expect(Array.from({ length: 20 }, (_, y) => grid.terrain[y * 30 + 15])).toEqual(Array(20).fill(5));
  const own = regionMapOf(grid, settings).summary();
  const infantryMap = gridForUnitType(grid, 'Infantry');
  const infantry = regionMapOf(infantryMap, settings).summary();
  expect(infantry.count).toBeGreaterThan(own.count);

  const analysis = page.getByRole('region', { name: 'Analysis' });
  await analysis.getByRole('combobox', { name: 'Analysis to show' }).selectOption('regions');
  const summary = analysis.getByTestId('analysis-summary');
  await expect(summary).toContainText(`${plural(own.count, 'region')} · largest ${plural(own.sizes[0]!, 'cell')}`);

  const unitType = analysis.getByRole('combobox', { name: 'Analysis unit type', exact: true });
  await expect(unitType).toHaveValue('');
  await unitType.selectOption('Infantry');
  await expect(summary).toContainText(`${plural(infantry.count, 'region')} · largest ${plural(infantry.sizes[0]!, 'cell')}`);
  // Every cell Infantry can stand on is tinted (a region, or unreachable from the start), and nothing else.
  let open = 0;
  for (let c = 0; c < grid.width * grid.height; c++) if (isPassable(infantryMap, c)) open++;
  const marks = (await hooks(page, 'analysisView')).marks;
  expect((marks['region'] ?? 0) + (marks['unreachable'] ?? 0)).toBe(open);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'analysis-unit-type-regions');

  // The distance field as Infantry measures it: the water is a wall to it, not a place it fails to reach.
  await analysis.getByRole('combobox', { name: 'Analysis to show' }).selectOption('field');
  const { start } = await hooks(page, 'markers');
  const costs = costField(moveRules(infantryMap, settings), { origin: start, direction: 'from', limit: Infinity });
  let reached = 0, unreachable = 0;
  costs.forEach((v, c) => (v !== Infinity ? reached++ : isPassable(infantryMap, c) && unreachable++));
  expect(unreachable).toBeGreaterThan(0);
  await expect(summary).toContainText(`${plural(reached, 'cell')} reached`);
  const field = (await hooks(page, 'analysisView')).marks;
  expect((field['field'] ?? 0) + (field['contour'] ?? 0)).toBe(reached);
  expect(field['unreachable'] ?? 0).toBe(unreachable);

  // The search keeps its own unit type: the map's costs.
  expect((await hooks(page, 'settings'))['unitType']).toBe('');
});
