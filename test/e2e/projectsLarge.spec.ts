// A 4096² map with heights saved and opened in the web build: the same cells come back, and the
// page stays responsive meanwhile (serialising and parsing run in the file worker). The longest
// main-thread task during each step is printed for the record (figures, not assertions).
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { dragCells, newMap } from './editorHelpers';
import { menu, withoutFileSystemAccess } from './projectHelpers';
import { hooks, openStudio } from './studio';

const SIDE = 4096;
/** Rectangles compared before and after: corners, the centre and the painted band. */
const SAMPLES: [number, number, number, number][] = [
  [0, 0, 15, 15],
  [SIDE - 16, SIDE - 16, SIDE - 1, SIDE - 1],
  [2000, 2000, 2047, 2047],
  [100, 1200, 180, 1230],
];

async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: 'longtask' });
  });
}

const longest = (page: Page) => page.evaluate(() => (window as unknown as { __longest: number }).__longest);
const resetLongest = (page: Page) => page.evaluate(() => void ((window as unknown as { __longest: number }).__longest = 0));
const now = (page: Page) => page.evaluate(() => performance.now());

async function contents(page: Page) {
  const out = [];
  for (const r of SAMPLES) out.push({ terrain: await hooks(page, 'region', ...r), heights: await hooks(page, 'heights', ...r) });
  return out;
}

test('a 4096² map with heights saves and opens again, cell for cell, off the UI thread', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await withoutFileSystemAccess(page);
  await openStudio(page);
  await newMap(page, SIDE, SIDE);
  await watchLongTasks(page);
  // Wide strokes of wall and of raised ground across the map.
  await page.keyboard.press('b');
  await page.keyboard.press('7');
  await page.getByLabel('Brush size').fill('64');
  await page.locator('[data-testid="map"] canvas').first().hover();
  await dragCells(page, [[100, 100], [4000, 3900]]);
  await page.keyboard.press('h');
  await dragCells(page, [[50, 1210], [3500, 1215]]);
  await expect.poll(() => hooks(page, 'idle'), { timeout: 60_000 }).toBe(true);
  const before = await contents(page);
  expect(before[3]!.heights.some((h) => h !== 0)).toBe(true);

  await resetLongest(page);
  const download = page.waitForEvent('download');
  const t0 = await now(page);
  await menu(page, 'File', 'Save As…');
  const saved = await download;
  await expect(page).toHaveTitle('untitled.astar — A* Studio', { timeout: 120_000 });
  const saveMs = (await now(page)) - t0;
  const saveLongest = await longest(page);
  const path = testInfo.outputPath('large.astar');
  await saved.saveAs(path);
  const bytes = statSync(path).size;
  expect(readFileSync(path, 'utf8').startsWith('{')).toBe(true);

  await newMap(page, 16, 16);
  await resetLongest(page);
  const chooser = page.waitForEvent('filechooser');
  await menu(page, 'File', 'Open…');
  const t1 = await now(page);
  await (await chooser).setFiles(path);
  await expect.poll(() => hooks(page, 'size'), { timeout: 120_000 }).toEqual({ width: SIDE, height: SIDE });
  const openMs = (await now(page)) - t1;
  await expect.poll(() => hooks(page, 'idle'), { timeout: 60_000 }).toBe(true);
  const openLongest = await longest(page);
  expect(await contents(page)).toEqual(before);
  await expect(page).toHaveTitle('large.astar — A* Studio');

  console.log(
    `4096² with heights: file ${(bytes / 1024 / 1024).toFixed(1)} MiB; save ${saveMs.toFixed(0)} ms (longest main-thread task ${saveLongest.toFixed(0)} ms); ` +
      `open until the map is replaced ${openMs.toFixed(0)} ms (longest task ${openLongest.toFixed(0)} ms, including drawing the new map)`,
  );
});
