// The map editor as a level designer uses it: a new map, every tool once with its shortcut and
// real pointer events, then undo and redo; swapping the start and the goal by key and menu.
import { expect, test } from '@playwright/test';
import { cell, clickCell, dragCells, newMap } from './editorHelpers';
import { menu } from './projectHelpers';
import { cellPoint, hooks, openStudio } from './studio';

test('each tool, used once with its shortcut, changes the map as expected; undo and redo', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 64, 40);
  expect(await hooks(page, 'region', 0, 0, 3, 0)).toEqual([0, 0, 0, 0]);

  // Brush (B), terrain 7 (Wall), size 1: a stroke along row 2.
  await page.keyboard.press('b');
  await page.keyboard.press('7');
  await dragCells(page, [[2, 2], [12, 2]]);
  expect(await hooks(page, 'region', 2, 2, 12, 2)).toEqual(Array(11).fill(6));
  await expect(page.getByTestId('undo')).toHaveText(/Undo brush stroke/);

  // Brush with Shift-drag: a straight line from press to release.
  await dragCells(page, [[2, 4], [8, 9], [12, 4]], { shift: true });
  expect(await hooks(page, 'region', 2, 4, 12, 4)).toEqual(Array(11).fill(6));
  expect(await cell(page, 8, 9)).toBe(0);

  // Line (L) with terrain 2 (Road): a diagonal.
  await page.keyboard.press('l');
  await page.keyboard.press('2');
  await dragCells(page, [[20, 2], [26, 8]]);
  for (let i = 0; i <= 6; i++) expect(await cell(page, 20 + i, 2 + i)).toBe(1);

  // Rectangle (R), outline (Shift+F toggles Filled off), terrain 4 (Forest).
  await page.keyboard.press('r');
  await page.keyboard.press('Shift+F');
  await page.keyboard.press('4');
  await dragCells(page, [[30, 2], [36, 8]]);
  expect(await hooks(page, 'region', 30, 2, 36, 2)).toEqual(Array(7).fill(3));
  expect(await cell(page, 33, 5)).toBe(0);

  // Ellipse (O), outline too, terrain 5 (Swamp).
  await page.keyboard.press('o');
  await page.keyboard.press('5');
  await dragCells(page, [[40, 2], [50, 10]]);
  expect(await cell(page, 45, 2)).toBe(4);
  expect(await cell(page, 40, 6)).toBe(4);
  expect(await cell(page, 45, 6)).toBe(0);

  // Flood fill (F) inside the rectangle with terrain 3 (Grass): only the inside changes.
  await page.keyboard.press('f');
  await page.keyboard.press('3');
  await clickCell(page, 33, 5);
  expect(await hooks(page, 'region', 31, 3, 35, 7)).toEqual(Array(25).fill(2));
  expect(await cell(page, 29, 5)).toBe(0);
  await expect(page.getByTestId('undo')).toHaveText(/Undo fill/);

  // Eyedropper (I) on the wall: Wall becomes the painting terrain, back to the fill tool.
  await page.keyboard.press('i');
  await clickCell(page, 5, 2);
  await expect.poll(() => hooks(page, 'editor')).toMatchObject({ terrain: 6, tool: 'fill' });

  // Eraser (E): wipes part of the wall back to Ground.
  await page.keyboard.press('e');
  await dragCells(page, [[5, 2], [7, 2]]);
  expect(await hooks(page, 'region', 4, 2, 8, 2)).toEqual([6, 0, 0, 0, 6]);

  // Height brush (H), raise by 25, size 3: heights appear, shading turns on, status shows it.
  await page.keyboard.press('h');
  await page.getByLabel('Height amount').fill('25');
  await page.getByLabel('Brush size').fill('3');
  await dragCells(page, [[10, 20], [20, 20]]);
  expect(await hooks(page, 'heights', 10, 19, 12, 21)).toEqual(Array(9).fill(25));
  expect(await hooks(page, 'heights', 10, 25, 10, 25)).toEqual([0]);
  expect((await hooks(page, 'editor')).heightView).toBe('shading');
  const p = await cellPoint(page, 15, 20);
  await page.mouse.move(p.x, p.y);
  await expect(page.getByTestId('hover-cell')).toHaveText(/\(15, 20\) Ground · cost 1 · height 25/);

  // Start (S) and goal (G).
  await page.keyboard.press('s');
  await clickCell(page, 3, 30);
  await page.keyboard.press('g');
  await clickCell(page, 60, 35);
  const map = await hooks(page, 'map');
  expect([map.start, map.goal]).toEqual([30 * 64 + 3, 35 * 64 + 60]);

  // Undo (Ctrl+Z) puts the goal back, then the start (each placement is one step), then reverts
  // the height stroke, then the erase; redo with Ctrl+Shift+Z and Ctrl+Y.
  await expect(page.getByTestId('undo')).toHaveText(/Undo move goal/);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await hooks(page, 'markers')).goal).not.toBe(35 * 64 + 60);
  expect((await hooks(page, 'markers')).start).toBe(30 * 64 + 3);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await hooks(page, 'markers')).start).not.toBe(30 * 64 + 3);
  await page.keyboard.press('Control+z');
  expect(await hooks(page, 'heights', 15, 20, 15, 20)).toEqual([0]);
  await page.keyboard.press('Control+z');
  expect(await hooks(page, 'region', 5, 2, 7, 2)).toEqual([6, 6, 6]);
  await expect(page.getByTestId('redo')).toHaveText(/Redo erase/);
  await page.keyboard.press('Control+Shift+Z');
  expect(await hooks(page, 'region', 5, 2, 7, 2)).toEqual([0, 0, 0]);
  await page.keyboard.press('Control+y');
  expect(await hooks(page, 'heights', 15, 20, 15, 20)).toEqual([25]);
  // The tool bar's Undo button does the same as the key.
  await page.getByTestId('undo').click();
  expect(await hooks(page, 'heights', 15, 20, 15, 20)).toEqual([0]);
});

test('X swaps the start and the goal, and Edit › Swap Start and Goal swaps them back', async ({ page }) => {
  await openStudio(page);
  const before = await hooks(page, 'markers');
  expect(before.start).toBeGreaterThanOrEqual(0);
  expect(before.goal).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('x');
  await expect.poll(() => hooks(page, 'markers')).toEqual({ start: before.goal, goal: before.start });
  await menu(page, 'Edit', 'Swap Start and Goal');
  await expect.poll(() => hooks(page, 'markers')).toEqual(before);
});
