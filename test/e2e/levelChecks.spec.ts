// Points of interest and level checks in the app: points placed with the Point tool and named in the
// Points section, the distance table against the engine's searches and copied as CSV, a rule added
// (a bad one refused with a sentence) that fails while a wall cuts Team B off, then passes once a
// road is painted through the wall, read off the checklist by role and name and off the status bar
// (whose click shows the checklist); undo takes it back; a rule edited and removed.
import { expect, test, type Page } from '@playwright/test';
import { runSearch } from '../../src/shared/engine/index';
import { clickCell, dragCells, newMap } from './editorHelpers';
import { engineMap } from './engineMap';
import { hooks, openStudio, screenshot } from './studio';

/** Places a point on (x, y) in `group` with the Point tool and names it `name` in the Points section. */
async function placePoint(page: Page, x: number, y: number, group: string, name: string, index: number): Promise<void> {
  await page.getByRole('button', { name: 'Point', exact: true }).click();
  await page.getByLabel('Group of new points').fill(group);
  await clickCell(page, x, y);
  const field = page.getByLabel(`Name of point ${index}`);
  await expect(field).toHaveValue(`Point ${index}`);
  await field.fill(name);
  await field.press('Enter');
  await expect(page.getByLabel(`Group of ${name}`)).toHaveValue(group);
}

/** The engine's cheapest cost between two cells of the page's map (Infinity when none). */
async function engineCost(page: Page, from: [number, number], to: [number, number]): Promise<number> {
  const { grid, settings } = await engineMap(page);
  const r = runSearch(grid, { start: from[1] * grid.width + from[0], goal: to[1] * grid.width + to[0], options: { ...settings, algorithm: 'dijkstra' } });
  return r.path.length > 0 ? r.cost : Infinity;
}

const shown = (cost: number) => String(Number(cost.toFixed(2)));

test('a level check fails while Team B is walled off and holds once a road crosses the wall', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openStudio(page);
  await newMap(page, 24, 14);
  // A wall down column 12, top to bottom: Team B's side is cut off.
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Wall' });
  await page.getByLabel('Brush size').fill('1');
  await dragCells(page, [[12, 0], [12, 13]], { steps: 16 });
  await expect.poll(() => hooks(page, 'idle')).toBe(true);

  await placePoint(page, 3, 7, 'Team A', 'Spawn A', 1);
  await placePoint(page, 20, 7, 'Team B', 'Spawn B', 2);
  await placePoint(page, 8, 3, 'Objectives', 'Flag', 3);

  // The table: Spawn A → Flag as the engine finds it; Spawn B cannot get there.
  const table = page.getByRole('table', { name: 'Path costs between points' });
  const aToFlag = await engineCost(page, [3, 7], [8, 3]);
  await expect(table.getByRole('row', { name: /^Spawn A/ }).getByRole('cell').nth(2)).toHaveText(shown(aToFlag));
  await expect(table.getByRole('row', { name: /^Spawn B/ }).getByRole('cell').nth(2)).toHaveText('unreachable');
  await page.getByRole('button', { name: 'Copy as CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied 4 rows as CSV.' })).toBeVisible();
  const csv = await page.evaluate(() => navigator.clipboard.readText());
  expect(csv.split('\n')[0]).toBe('from \\ to,Spawn A,Spawn B,Flag');
  expect(csv.split('\n')[1]).toBe(`Spawn A,0,unreachable,${Number(aToFlag.toFixed(4))}`);

  // A rule with no cost is refused with a sentence; the form keeps what was chosen.
  await page.getByRole('button', { name: 'Add rule…' }).click();
  const form = page.getByRole('form', { name: 'New level check' });
  await form.getByLabel('Rule kind').selectOption('within');
  await form.getByLabel('From').selectOption({ label: 'every Team A point' });
  await form.getByLabel('To').selectOption({ label: 'Flag' });
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByRole('alert')).toHaveText('The cost must be a number from 0 to 1e+12, such as 120.');
  await expect(form.getByLabel('To')).toHaveValue('point:Flag');
  await form.getByLabel('Cost').fill('120');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Add rule…' }).click();
  await form.getByLabel('Rule kind').selectOption('reaches');
  await form.getByLabel('From').selectOption({ label: 'Spawn B' });
  await form.getByLabel('To').selectOption({ label: 'Flag' });
  await form.getByRole('button', { name: 'Add rule' }).click();

  const checks = page.getByRole('list', { name: 'Level checks' });
  await expect(checks.getByRole('listitem', { name: `✓ Flag within 120 of every Team A point` })).toContainText(`dearest Spawn A → Flag: ${shown(aToFlag)}`);
  const fails = checks.getByRole('listitem', { name: '✗ Spawn B reaches Flag' });
  await expect(fails).toContainText('Spawn B cannot reach Flag');
  await expect(page.getByRole('status').filter({ hasText: '1 of 2 fail.' })).toBeVisible();
  // Said in view too, in the status bar, whose click brings the checklist into view.
  const inStatusBar = page.getByTestId('status-level-checks');
  await expect(inStatusBar).toHaveText('✗ 1 of 2 level checks fail');
  await page.getByRole('heading', { name: 'Terrain', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Level checks' })).not.toBeInViewport();
  await inStatusBar.click();
  await expect(page.getByRole('heading', { name: 'Level checks' })).toBeInViewport();
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'level-checks-failing');

  // A road through the wall: the rule holds, at the cost the engine finds, with no key pressed.
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Road' });
  await dragCells(page, [[12, 5], [12, 8]], { steps: 6 });
  const holds = checks.getByRole('listitem', { name: '✓ Spawn B reaches Flag' });
  await expect(holds).toBeVisible();
  await expect(holds).toContainText(`cost ${shown(await engineCost(page, [20, 7], [8, 3]))}`);
  await expect(page.getByRole('status').filter({ hasText: 'All 2 hold.' })).toBeVisible();
  await expect(inStatusBar).toHaveText('✓ All 2 level checks hold');
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'level-checks-passing');

  // Undo takes the road away again, and the rule fails again.
  await page.keyboard.press('Control+z');
  await expect(checks.getByRole('listitem', { name: '✗ Spawn B reaches Flag' })).toBeVisible();

  // Edit the first rule's cost down to 5: it fails by what Spawn A's path costs over 5.
  await page.getByRole('button', { name: 'Edit rule 1' }).click();
  const edit = page.getByRole('form', { name: 'Edit level check' });
  await expect(edit.getByLabel('Cost')).toHaveValue('120');
  await edit.getByLabel('Cost').fill('5');
  await edit.getByRole('button', { name: 'Save rule' }).click();
  await expect(checks.getByRole('listitem', { name: '✗ Flag within 5 of every Team A point' })).toContainText(`Spawn A → Flag costs ${shown(aToFlag)}, ${shown(aToFlag - 5)} over 5`);
  await page.getByRole('button', { name: 'Remove rule 1' }).click();
  await expect(checks.getByRole('listitem')).toHaveCount(1);
});

test('points are named, regrouped, moved by drag, deleted and undone; the group table shows the fairness', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 20, 10);
  await placePoint(page, 2, 5, 'Team A', 'A1', 1);
  await placePoint(page, 17, 5, 'Team B', 'B1', 2);
  await placePoint(page, 8, 5, 'Objectives', 'Flag', 3);
  // A name already taken is refused with a sentence, and the typed text stays.
  const second = page.getByLabel('Name of point 2');
  await second.fill('A1');
  await second.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'There is already a point named "A1"; pick another name.' })).toBeVisible();
  await expect(second).toHaveValue('A1');
  await second.fill('B1');
  await second.press('Enter');

  await page.getByLabel('Distance table').selectOption('groups');
  const table = page.getByRole('table', { name: 'Path costs from groups' });
  // Flag at (8,5): Team A is 6 away, Team B 9, on open ground: 50 % apart.
  const flagColumn = 3;
  await expect(table.getByRole('row', { name: /^Team A/ }).getByRole('cell').nth(flagColumn - 1)).toHaveText('6');
  await expect(table.getByRole('row', { name: /^Team B/ }).getByRole('cell').nth(flagColumn - 1)).toHaveText('9');
  await expect(table.getByRole('row', { name: /^difference/ }).getByRole('cell').nth(flagColumn - 1)).toHaveText('50.0 %');
  await expect(table.getByRole('row', { name: /^worst\/best/ }).getByRole('cell').nth(flagColumn - 1)).toHaveText('1.50');
  await table.scrollIntoViewIfNeeded();
  await screenshot(page, 'level-points-groups');

  // Drag the Flag two cells nearer Team B: one undo step.
  await dragCells(page, [[8, 5], [10, 5]]);
  await expect(page.getByRole('listitem').filter({ has: page.getByLabel('Name of point 3') })).toContainText('10, 5');
  await expect(table.getByRole('row', { name: /^difference/ }).getByRole('cell').nth(flagColumn - 1)).toHaveText('14.3 %');
  await page.getByRole('button', { name: 'Delete point B1' }).click();
  await expect(page.getByLabel('Group of B1')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.getByLabel('Group of B1')).toHaveValue('Team B');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('listitem').filter({ has: page.getByLabel('Name of point 3') })).toContainText('8, 5');
});
