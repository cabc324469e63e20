// Unit types on the web build, on the start sample: a unit type added and edited in the side panel
// (named Tank: roads and grass dear, forest impassable for it), picked under Unit type, and Run: the
// path and its cost are the engine's on the map as Tank sees it, and differ from the map's own; the
// compare view's "Unit types" preset opens a pane per unit type (the map's costs, Tank), each with
// the engine's cost for its unit type. Screenshots of the section and of the two panes.
import { expect, test } from '@playwright/test';
import { runSearch, type SearchOptions } from '../../src/shared/engine/index';
import { formatFigure } from '../../src/renderer/compare/stats';
import { gridForUnitType } from '../../src/shared/grid/unitTypes';
import { compareShown } from './compareHelpers';
import { appSearch } from './engineReplay';
import { hooks, openStudio, screenshot } from './studio';

test('a unit type added in the side panel changes the path; the Unit types preset compares it with the map\'s costs', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openStudio(page);
  const section = page.getByRole('region', { name: 'Unit types' });
  await section.getByRole('button', { name: '+ Add unit type' }).click();
  const name = section.getByRole('textbox', { name: 'Unit type name' });
  await expect(name).toHaveValue('Unit type 1');
  await name.fill('Tank');
  await name.press('Enter');
  await expect(section.getByRole('combobox', { name: 'Unit type to edit' })).toHaveValue('0');
  for (const [terrain, cost] of [['Road', '3'], ['Grass', '6']] as const) {
    const field = section.getByLabel(`${terrain} cost for Tank`);
    await field.fill(cost);
    await field.press('Enter');
  }
  await section.getByLabel('Forest passable for Tank').uncheck();
  await expect(section.getByLabel('Forest cost for Tank')).toBeDisabled();
  // A cost the map cannot take is refused beside its field, and nothing changes.
  const ground = section.getByLabel('Ground cost for Tank');
  await ground.fill('0');
  await ground.press('Enter');
  await expect(ground).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText(/"Tank" on "Ground" costs 0; a cost must be between/)).toBeVisible();
  await ground.fill('1');
  await ground.press('Enter');
  await expect(ground).not.toHaveAttribute('aria-invalid');

  const app = await appSearch(page);
  expect(app.grid.unitTypes).toEqual([{ name: 'Tank', costs: [1, 3, 6, null, 4, null, null] }]);
  await screenshot(page, 'unit-types-section');

  // The map's own costs first, then Tank: the same query, two answers, each the engine's.
  const engine = (unitType: string) => runSearch(gridForUnitType(app.grid, unitType), { start: app.start, goal: app.goal, options: { ...app.settings, unitType } });
  const own = engine(''), tank = engine('Tank');
  expect(own.status).toBe('found');
  expect(tank.status).toBe('found');
  expect(tank.cost).not.toBeCloseTo(own.cost, 3);

  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  await expect.poll(async () => (await hooks(page, 'result'))?.cost).toBeCloseTo(own.cost, 6);
  // The Search section's picker (the Analysis section, further down, has its own).
  await page.getByRole('combobox', { name: 'Unit type', exact: true }).selectOption('Tank');
  await page.getByRole('button', { name: 'Run search' }).click();
  await expect.poll(async () => (await hooks(page, 'result'))?.cost).toBeCloseTo(tank.cost, 6);
  const shown = (await hooks(page, 'result'))!;
  expect(shown.path).toEqual(Array.from(tank.path));
  expect(shown.path).not.toEqual(Array.from(own.path));
  await screenshot(page, 'unit-types-tank-path');

  // Compare: the Unit types preset makes a pane for the map's costs and one for Tank.
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Compare Searches' }).click();
  await compareShown(page);
  await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Unit types' }).click();
  await expect(page.getByTestId('pane-3')).toHaveCount(0);
  await expect(page.getByTestId('pane-header-1')).not.toContainText('Tank');
  await expect(page.getByTestId('pane-header-2')).toContainText('Tank');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const stats = page.getByRole('table', { name: 'Statistics' });
  const costOf = (row: number) => page.getByTestId(`stats-row-${row}`).locator('[data-column="cost"]');
  await expect(stats).toBeVisible();
  // Each pane's search is traced like any preset's; its cost is the engine's for its unit type.
  const traced = (unitType: string) => runSearch(gridForUnitType(app.grid, unitType), { start: app.start, goal: app.goal, options: { ...app.settings, unitType, recordTrace: true } as SearchOptions });
  await expect(costOf(1)).toHaveText(formatFigure('cost', traced('').cost));
  await expect(costOf(2)).toHaveText(formatFigure('cost', traced('Tank').cost));
  await expect(costOf(1)).not.toHaveText(formatFigure('cost', tank.cost));
  await screenshot(page, 'unit-types-compare');
});
