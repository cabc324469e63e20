// The map and what sits beside it, at 1440×900: the scenario list docked beside the map (columns
// aligned, nothing cut off) with "Search all pairs", a minimap that lets the pointer reach every
// cell, and an exported picture whose path and markers can be seen at 2 pixels a cell.
import { expect, test, type Page } from '@playwright/test';
import { decodePngImage } from '../../src/shared/formats/pngDecode';
import { cell, clickCell, newMap } from './editorHelpers';
import { fileAt, importThrough, movingAiMapText, readDownload, scenarioText } from './importExportHelpers';
import { menu, withoutFileSystemAccess } from './projectHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await withoutFileSystemAccess(page);
  await openStudio(page);
});

/** Notes, from now on, whether an element matching `selector` was ever in the page (however briefly). */
async function watchFor(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.evaluate((s) => {
    const w = window as unknown as { __seen?: boolean };
    w.__seen = false;
    new MutationObserver(() => void (document.querySelector(s) && (w.__seen = true))).observe(document, { subtree: true, childList: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __seen: boolean }).__seen);
}

test('the scenario list docks beside the map with aligned columns; Search all pairs shows progress and a summary', async ({ page }, info) => {
  const text = movingAiMapText(64, 40);
  await importThrough(page, 'MovingAI map…', fileAt(info.outputPath('arena.map'), text));
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 64, height: 40 });
  // 40 pairs, the first two with a goal in the map's top-left corner; the fifth listed 1.5 too long.
  const pairs: [number, number, number, number][] = Array.from({ length: 40 }, (_, i) => (i < 2 ? [60, 35 - i, 1, 1 + i] : [i % 30, 10 + ((i * 7) % 27), 63 - (i % 20), 39 - (i % 11)]));
  const lines = scenarioText('arena.map', text, pairs).split('\n');
  const fifth = lines[5]!.split('\t');
  fifth[8] = (Number(fifth[8]) + 1.5).toFixed(8);
  lines[5] = fifth.join('\t');
  await importThrough(page, 'MovingAI scenarios…', fileAt(info.outputPath('arena.map.scen'), lines.join('\n')));
  const panel = page.getByRole('region', { name: 'Scenarios' });
  await expect(panel.getByRole('option').first()).toBeVisible();
  await expect.poll(() => hooks(page, 'idle')).toBe(true);

  // Docked: beside the map, so the pair's goal in the top-left corner is not under it.
  const map = (await page.getByTestId('map').boundingBox())!;
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(map.x + map.width - 1);
  // The map shown whole before the panel docked is shown whole beside it: both corners in view.
  await expect.poll(async () => (await cellPoint(page, 63, 39)).x).toBeLessThan(map.x + map.width);
  expect((await cellPoint(page, 1, 1)).x).toBeGreaterThan(map.x);
  await screenshot(page, 'map-panels-scenarios-docked');

  // The Listed and Ours headings end where their columns end, and no cell is cut off.
  const right = async (locator: ReturnType<Page['getByTestId']>) => {
    const b = (await locator.boundingBox())!;
    return b.x + b.width;
  };
  const first = panel.getByRole('option').first();
  expect(Math.abs((await right(panel.getByTestId('listed-head'))) - (await right(first.getByTestId('listed'))))).toBeLessThan(1);
  expect(Math.abs((await right(panel.getByTestId('ours-head'))) - (await right(first.getByTestId('ours'))))).toBeLessThan(1);
  const clipped = await panel.getByRole('option').evaluateAll((rows) =>
    rows.flatMap((row) => [...row.querySelectorAll('span')].filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent)),
  );
  expect(clipped).toEqual([]);

  const sawProgress = await watchFor(page, '[role="progressbar"][aria-label="Searching all pairs"]');
  await panel.getByRole('button', { name: 'Search all pairs' }).click();
  const summary = panel.getByTestId('scenario-summary');
  await expect(summary).toHaveText('✓ 39 of 40 agree · worst: pair 5, 1.5000 shorter than listed');
  expect(await sawProgress()).toBe(true);
  await expect(panel.getByRole('button', { name: 'Search all pairs' })).toBeEnabled();
  await expect(panel.getByRole('option').first().getByTestId('ours')).toContainText('✓');
  clipped.push(
    ...(await panel.getByRole('option').evaluateAll((rows) =>
      rows.flatMap((row) => [...row.querySelectorAll('span')].filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent)),
    )),
  );
  expect(clipped).toEqual([]);
  await screenshot(page, 'map-panels-scenarios-searched');
});

test('fit keeps every cell clear of the minimap; zoomed in, the minimap can be hidden from itself and the cell it covered painted', async ({ page }) => {
  await newMap(page, 64, 40);
  const minimap = page.getByTestId('minimap');
  await expect(minimap).toBeVisible();
  const mini = (await minimap.boundingBox())!;
  const under = (p: { x: number; y: number }) => p.x > mini.x && p.x < mini.x + mini.width && p.y > mini.y - 10 && p.y < mini.y + mini.height;
  // Fitted to the window, the map keeps clear of the minimap (and its × above it): its bottom-right cell too.
  expect(under(await cellPoint(page, 63, 39))).toBe(false);
  await screenshot(page, 'map-panels-minimap');
  // Zoomed in with that cell under the minimap's middle.
  const scale = (await hooks(page, 'camera')).scale * 2;
  await hooks(page, 'setCamera', scale, 0, 0);
  const at = await cellPoint(page, 63, 39);
  // setCamera takes the cell at the view's top-left corner.
  await hooks(page, 'setCamera', scale, (at.x - mini.x - mini.width / 2) / scale, (at.y - mini.y - mini.height / 2) / scale);
  expect(under(await cellPoint(page, 63, 39))).toBe(true);
  await page.getByRole('button', { name: 'Hide minimap' }).click();
  await expect(minimap).toBeHidden();
  await page.keyboard.press('b');
  await page.keyboard.press('7');
  await page.getByLabel('Brush size').fill('1');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await clickCell(page, 63, 39);
  await expect.poll(() => cell(page, 63, 39)).toBe(6);
  await page.keyboard.press('Shift+M');
  await expect(minimap).toBeVisible();
});

test('the exported picture at 2 pixels a cell shows the path at least 3 pixels wide and markers that stand out', async ({ page }, info) => {
  await newMap(page, 200, 150);
  await page.keyboard.press('s');
  await clickCell(page, 5, 5);
  await page.keyboard.press('g');
  await clickCell(page, 150, 100);
  await expect.poll(() => hooks(page, 'markers')).toEqual({ start: 5 * 200 + 5, goal: 100 * 200 + 150 });
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))?.status).toBe('found');
  const steps = (await hooks(page, 'result'))!.path.length - 1;

  const download = page.waitForEvent('download');
  await menu(page, 'File', 'Export', 'Picture…');
  const dialog = page.getByRole('dialog', { name: 'Export picture' });
  await dialog.getByLabel('Pixels per cell').fill('2');
  await dialog.getByRole('button', { name: 'Export…' }).click();
  const image = decodePngImage((await readDownload(await download, info.outputPath('path.png'))).bytes);
  expect([image.width, image.height]).toEqual([400, 300]);
  const count = (rgb: number) => {
    let n = 0;
    for (let o = 0; o < image.rgba.length; o += 4) if (((image.rgba[o]! << 16) | (image.rgba[o + 1]! << 8) | image.rgba[o + 2]!) === rgb) n++;
    return n;
  };
  // A line one pixel wide would colour about 2 pixels a step; three pixels wide, 6 or more.
  expect(count(0xffe14d)).toBeGreaterThan(2.5 * 2 * steps);
  // Each marker a disc at least 7 pixels across (a 1-pixel dot before).
  expect(count(0x2fd06f)).toBeGreaterThan(25);
  expect(count(0xf0464b)).toBeGreaterThan(25);
});
