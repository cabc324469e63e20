// The camera and the map document: zoom and pan with wheel, keys, space-drag and the minimap;
// screenshots at overview and cell zoom; resize with an anchor; palette edits; all undoable.
import { expect, test, type Page } from '@playwright/test';
import { cell, clickCell, dragCells } from './editorHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

/**
 * Waits until the minimap has drawn its picture of the map: its canvas has the map's proportions
 * and every pixel is opaque (chunks not yet painted read as transparent, and the minimap redraws
 * at most a few times a second, so this can lag the map view).
 */
async function minimapShowsWholeMap(page: Page): Promise<void> {
  const { width, height } = await hooks(page, 'size');
  const drawn = () =>
    page.evaluate(([w, h]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="minimap"]');
      if (!canvas || Math.abs(canvas.width / canvas.height - w / h) > 0.05) return false;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return false;
      return true;
    }, [width, height] as const);
  await expect.poll(drawn, { message: 'the minimap shows the whole map' }).toBe(true);
}

test('zoom and pan: wheel at the cursor, keys, fit, space-drag and the minimap; screenshots', async ({ page }) => {
  await openStudio(page);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await minimapShowsWholeMap(page);
  await screenshot(page, 'editor-overview');
  const fit = await hooks(page, 'camera');

  // The wheel zooms around the cursor: the cell under it stays under it.
  const target = await cellPoint(page, 40, 30);
  await page.mouse.move(target.x, target.y);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -240);
  const zoomed = await hooks(page, 'camera');
  expect(zoomed.scale).toBeGreaterThan(fit.scale * 3);
  const after = await cellPoint(page, 40, 30);
  expect(Math.abs(after.x - target.x)).toBeLessThan(zoomed.scale);
  expect(Math.abs(after.y - target.y)).toBeLessThan(zoomed.scale);

  // Keys: '-' zooms out, '+' zooms in, Ctrl+0 fits the whole map again.
  await page.keyboard.press('-');
  expect((await hooks(page, 'camera')).scale).toBeCloseTo(zoomed.scale * 0.8, 3);
  await page.keyboard.press('+');
  expect((await hooks(page, 'camera')).scale).toBeCloseTo(zoomed.scale, 3);
  await page.keyboard.press('Control+0');
  expect((await hooks(page, 'camera')).scale).toBeCloseTo(fit.scale, 5);

  // Space + drag pans; nothing is painted.
  const before = await hooks(page, 'map');
  await page.keyboard.down('Space');
  await page.mouse.move(500, 400);
  await page.mouse.down();
  await page.mouse.move(400, 350, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Space');
  const panned = await hooks(page, 'camera');
  expect([Math.round(panned.x - fit.x), Math.round(panned.y - fit.y)]).toEqual([-100, -50]);
  expect((await hooks(page, 'map')).terrain).toEqual(before.terrain);

  // The minimap: pressing on its centre centres the view on the map's centre.
  const minimap = page.getByTestId('minimap');
  await expect(minimap).toBeVisible();
  const box = (await minimap.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const centre = await cellPoint(page, 80, 50);
  const mapBox = (await page.getByTestId('map').boundingBox())!;
  expect(Math.abs(centre.x - (mapBox.x + mapBox.width / 2))).toBeLessThan(20);

  // Cell zoom: grid lines and each cell's cost written in it.
  await hooks(page, 'setCamera', 48, 20, 40);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'editor-cell-zoom');
  // Heights as contour lines with heights written in the cells.
  await page.keyboard.press('h');
  await page.getByLabel('Brush size').fill('5');
  await page.getByLabel('Brush shape').selectOption('round');
  await dragCells(page, [[26, 44], [30, 46]]);
  await page.keyboard.press('Shift+H'); // shading → contours
  await expect.poll(() => hooks(page, 'editor')).toMatchObject({ heightView: 'contours' });
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'editor-heights-zoom');
});

test('resize with an anchor, and palette edits, each undoable', async ({ page }) => {
  await openStudio(page);
  const { width, height } = await hooks(page, 'size');
  const corner = await cell(page, width - 1, height - 1);

  // Resize: 40 wider and 20 taller, anchored top-left; new cells are Water.
  await page.getByRole('button', { name: 'Resize…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resize map' });
  await dialog.getByLabel('New width').fill(String(width + 40));
  await dialog.getByLabel('New height').fill(String(height + 20));
  await dialog.getByRole('radio', { name: 'top-left' }).click();
  await dialog.getByLabel('New cells terrain').selectOption({ label: 'Water' });
  await dialog.getByRole('button', { name: 'Resize' }).click();
  expect(await hooks(page, 'size')).toEqual({ width: width + 40, height: height + 20 });
  expect(await cell(page, width - 1, height - 1)).toBe(corner);
  expect(await cell(page, width + 39, height + 19)).toBe(5);
  await expect(page.getByTestId('map-size')).toHaveText(`${width + 40} × ${height + 20}`);
  await page.keyboard.press('Control+z');
  expect(await hooks(page, 'size')).toEqual({ width, height });

  // Palette: make Road cost 3, then undo; add a terrain, paint with it, delete it, undo the delete.
  await page.getByLabel('Road cost').fill('3');
  await page.getByLabel('Road cost').press('Enter');
  await expect.poll(async () => (await hooks(page, 'palette'))[1]!.cost).toBe(3);
  await page.getByLabel('Terrain 3 name').fill('Meadow');
  await page.getByLabel('Terrain 3 name').press('Enter');
  await expect.poll(async () => (await hooks(page, 'palette'))[2]!.name).toBe('Meadow');
  await page.locator('canvas').first().click({ position: { x: 2, y: 2 } }); // focus back on the map
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  expect((await hooks(page, 'palette')).slice(1, 3).map((t) => [t.name, t.cost])).toEqual([['Road', 0.5], ['Grass', 1.5]]);

  await page.getByRole('button', { name: '+ Add terrain' }).click();
  const palette = await hooks(page, 'palette');
  expect(palette.length).toBe(8);
  expect((await hooks(page, 'editor')).terrain).toBe(7);
  await page.keyboard.press('b');
  await clickCell(page, 10, 10);
  expect(await cell(page, 10, 10)).toBe(7);
  await page.getByRole('button', { name: 'Delete Terrain 8' }).click();
  expect((await hooks(page, 'palette')).length).toBe(7);
  expect(await cell(page, 10, 10)).toBe(0);
  await page.getByTestId('undo').click();
  expect(await cell(page, 10, 10)).toBe(7);
});
