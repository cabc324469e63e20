// A new user's first minutes at 1440×900: Getting started offered once, Help that opens at its
// top, previews that look like what they paint, defaults that make sense (terrain colours, heights,
// weights, heuristics), a marker move that undoes, a New map dialog on one line and a page icon.
import { expect, test, type Page } from '@playwright/test';
import { colourDistance } from '../../src/shared/grid/distinctColour';
import { clickCell, dragCells, newMap } from './editorHelpers';
import { menu } from './projectHelpers';
import { hooks, openStudio, screenshot } from './studio';

test.use({ viewport: { width: 1440, height: 900 } });

test('first start offers Getting started once; dismissed, it stays away; Help › Getting Started brings it back', async ({ page }) => {
  await openStudio(page, { firstStart: true });
  const guide = page.getByRole('dialog', { name: 'Getting started' });
  await expect(guide).toBeVisible();
  for (const step of ['Paint', 'start', 'goal', 'live', 'Shift+L', 'Waypoint tool', 'Show Regions', 'F9', 'Step', 'Compare', 'Save']) await expect(guide).toContainText(step);
  await screenshot(page, 'first-start-getting-started');
  await guide.getByRole('button', { name: 'Close' }).click();
  await expect(guide).toBeHidden();

  await page.reload();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Run' }).first()).toBeVisible();
  await expect(guide).toBeHidden();

  await menu(page, 'Help', 'Getting Started');
  await expect(guide).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
});

test('F1 opens the shortcut list at its top: the title and the first shortcut are in view', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('F1');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInViewport({ ratio: 1 });
  await expect(list.getByRole('row').first()).toBeInViewport({ ratio: 1 });
  await expect(list.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'first-start-shortcuts');
});

/** A PNG of a square of the page, `size` pixels a side, centred on (x, y). */
function shot(page: Page, x: number, y: number, size: number): Promise<Buffer> {
  return page.screenshot({ clip: { x: x - size / 2, y: y - size / 2, width: size, height: size } });
}

test('the round brush previews as a disc: the corners of its box are left untouched', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 40, 30);
  await hooks(page, 'setCamera', 20, 0, 0);
  await page.keyboard.press('b');
  await page.getByLabel('Brush size').fill('15');
  await page.getByLabel('Brush shape').selectOption('round');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // The brush centred on (15, 12) spans cells 8–22 × 5–19; its box's top-left corner is cell (8, 5).
  const centre = await hooks(page, 'cellCentre', 15, 12);
  const corner = await hooks(page, 'cellCentre', 8, 5);
  await page.mouse.move(1400, 880); // off the map: no preview
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  const cornerBefore = await shot(page, corner.x - 10, corner.y - 10, 12);
  const centreBefore = await shot(page, centre.x, centre.y, 12);
  await page.mouse.move(centre.x, centre.y);
  await expect.poll(async () => (await shot(page, centre.x, centre.y, 12)).equals(centreBefore), { message: 'the preview is drawn' }).toBe(false);
  await screenshot(page, 'first-start-round-brush');
  expect((await shot(page, corner.x - 10, corner.y - 10, 12)).equals(cornerBefore), 'nothing is drawn at the corner of the brush box').toBe(true);
});

test('a new terrain gets a colour clearly unlike every terrain already there', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 20, 20);
  const add = page.getByRole('button', { name: '+ Add terrain' });
  for (let added = 0; added < 3; added++) {
    const before = await hooks(page, 'palette');
    await add.click();
    await expect.poll(async () => (await hooks(page, 'palette')).length).toBe(before.length + 1);
    const fresh = (await hooks(page, 'palette')).at(-1)!.color;
    const nearest = Math.min(...before.map((t) => colourDistance(t.color, fresh)));
    expect(nearest, `#${fresh.toString(16)} against ${before.map((t) => `#${t.color.toString(16)}`).join(' ')}`).toBeGreaterThan(150);
  }
  await screenshot(page, 'first-start-new-terrain');
});

test('dragging the start to another cell is one undo step; Undo puts it back', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 20, 20);
  await page.keyboard.press('s');
  await clickCell(page, 2, 2);
  await expect.poll(async () => (await hooks(page, 'markers')).start).toBe(2 * 20 + 2);
  await dragCells(page, [[2, 2], [6, 4], [9, 7]]);
  await expect.poll(async () => (await hooks(page, 'markers')).start).toBe(7 * 20 + 9);
  await expect(page.getByRole('button', { name: 'Undo move start' })).toBeEnabled();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await hooks(page, 'markers')).start).toBe(2 * 20 + 2);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await hooks(page, 'markers')).start).toBe(7 * 20 + 9);
});

test('the Highlands sample opens with its heights shown; the next map starts with heights hidden', async ({ page }) => {
  await openStudio(page);
  const heights = page.getByLabel('Show heights');
  await expect(heights).toHaveValue('off');
  await menu(page, 'Help', 'Samples', 'Outdoor Highlands');
  await expect.poll(async () => (await hooks(page, 'file')).name).toMatch(/Highlands/i);
  await expect(heights).not.toHaveValue('off');
  await screenshot(page, 'first-start-highlands-heights');
  await newMap(page, 20, 20);
  await expect(heights).toHaveValue('off');
});

test('Weighted A* starts from a weight above 1', async ({ page }) => {
  await openStudio(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'Weighted A*' });
  const weight = page.getByLabel('Heuristic weight');
  await expect(weight).toBeVisible();
  expect(Number(await weight.inputValue())).toBeGreaterThan(1);
  await expect.poll(async () => (await hooks(page, 'settings'))['weight']).toBeGreaterThan(1);
});

test('Hex distance is offered on hex maps only', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 20, 20);
  const heuristic = page.getByLabel('Heuristic');
  await expect(heuristic.getByRole('option', { name: 'Octile' })).toBeAttached();
  await expect(heuristic.getByRole('option', { name: /Hex/ })).toHaveCount(0);
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByRole('radio', { name: 'Hex' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(heuristic.getByRole('option', { name: /Hex/ })).toHaveCount(1);
});

test('the New map dialog keeps its Square and Hex choices on one line', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  const square = (await dialog.getByRole('radio', { name: 'Square' }).boundingBox())!;
  const hex = (await dialog.getByRole('radio', { name: 'Hex' }).boundingBox())!;
  await screenshot(page, 'first-start-new-map-dialog');
  expect(Math.abs(hex.y - square.y)).toBeLessThan(2);
  expect(hex.x).toBeGreaterThan(square.x);
});

test('the page has an icon, and loading it asks for nothing that is missing', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
  });
  await openStudio(page);
  const link = page.locator('link[rel="icon"]');
  await expect(link).toHaveAttribute('href', /.+/);
  const icon = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
