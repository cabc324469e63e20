// File › Import and File › Export in the web build, from the in-page menu, in a browser without the
// File System Access API (file inputs and downloads) and in one with it (its pickers). Every
// import and export runs once; what is exported is read back with the formats' own parsers and
// compared with the map and the search; damaged files are refused with their sentences and leave
// the map alone; an imported PNG map is photographed.
import { expect, test, type Page } from '@playwright/test';
import { parseMovingAiMap } from '../../src/shared/formats/movingai';
import { parsePathJson } from '../../src/shared/formats/pathExport';
import { decodePngImage } from '../../src/shared/formats/pngMap';
import { parseTiledMap, suggestTiledMapping, tiledToGrid } from '../../src/shared/formats/tiled';
import { DEFAULT_PALETTE } from '../../src/shared/grid/terrain';
import { exportThrough, fileAt, importThrough, movingAiMapText, pngOf, readDownload, scenarioText } from './importExportHelpers';
import { mapContents, menu, paint, withoutFileSystemAccess, withPrivateFilePickers } from './projectHelpers';
import { expectNotice, hooks, openStudio, screenshot } from './studio';
import { gateWorker } from './workerGate';

/** The import and export worker's name (its Worker `name` option in exchangeClient.ts). */
const IMPORT_WORKER = 'A* Studio import and export';

const colourOf = (name: string) => DEFAULT_PALETTE.find((t) => t.name === name)!.color;
const indexOf = (name: string) => DEFAULT_PALETTE.findIndex((t) => t.name === name);

/** Waits until the map is `width` × `height` and drawn. */
async function mapIs(page: Page, width: number, height: number): Promise<void> {
  await expect.poll(() => hooks(page, 'size')).toEqual({ width, height });
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
}

test.describe('without the File System Access API (file inputs and downloads)', () => {
  test.beforeEach(async ({ page }) => {
    await withoutFileSystemAccess(page);
    await openStudio(page);
  });

  test('a MovingAI map comes in and goes out as the same file; its scenarios are stepped through and searched', async ({ page }, info) => {
    const text = movingAiMapText(48, 32);
    await importThrough(page, 'MovingAI map…', fileAt(info.outputPath('arena.map'), text));
    await mapIs(page, 48, 32);
    await expect(page).toHaveTitle('arena — A* Studio');
    const grid = parseMovingAiMap(text);
    expect((await hooks(page, 'map')).terrain).toEqual(Array.from(grid.terrain));

    const out = await exportThrough(page, info.outputPath('out.map'), 'MovingAI map…');
    expect(out.name).toBe('arena.map');
    expect(new TextDecoder().decode(out.bytes)).toBe(text);
    await expectNotice(page, 'info', 'Exported "arena.map".');

    const pairs: [number, number, number, number][] = [[1, 1, 46, 30], [2, 28, 40, 2], [10, 12, 12, 13]];
    await importThrough(page, 'MovingAI scenarios…', fileAt(info.outputPath('arena.map.scen'), scenarioText('arena.map', text, pairs)));
    const panel = page.getByRole('region', { name: 'Scenarios' });
    await expect(panel.getByRole('option')).toHaveCount(3);
    await expect(panel).toContainText('arena.map.scen · 3 pairs');
    expect(await hooks(page, 'markers')).toEqual({ start: 1 * 48 + 1, goal: 30 * 48 + 46 });

    await panel.getByRole('button', { name: 'Next' }).click();
    expect(await hooks(page, 'markers')).toEqual({ start: 28 * 48 + 2, goal: 2 * 48 + 40 });
    await panel.getByRole('button', { name: 'Search this pair' }).click();
    const second = panel.getByRole('option').nth(1);
    await expect(second.getByTestId('ours')).toContainText('✓');
    const listed = (await second.textContent())!.match(/(\d+\.\d\d)/g)!;
    expect(listed[0]).toBe(listed[1]); // the file's length and ours, to two decimals
    expect((await hooks(page, 'result'))!.cost).toBeCloseTo(Number(scenarioText('arena.map', text, pairs).split('\n')[2]!.split('\t')[8]), 6);

    await panel.getByRole('option').nth(2).click();
    await panel.getByRole('button', { name: 'Search this pair' }).click();
    await expect(panel.getByRole('option').nth(2).getByTestId('ours')).toContainText('✓');
    await expect(panel).toContainText('2 searched, all agree');
    await screenshot(page, 'import-scenarios-panel');

    // A scenario for another map says so and places nothing.
    const other = 'version 1\n0\tbig.map\t512\t512\t3\t4\t500\t500\t700.5\n';
    await importThrough(page, 'MovingAI scenarios…', fileAt(info.outputPath('big.map.scen'), other));
    await expect(panel.getByRole('alert')).toHaveText(
      'This scenario is for a 512×512 map (big.map), but the map open is 48×32; import that map first (File › Import › MovingAI map…).',
    );
    await expect(panel.getByRole('button', { name: 'Search this pair' })).toBeDisabled();
    expect(await hooks(page, 'markers')).toEqual({ start: 12 * 48 + 10, goal: 13 * 48 + 12 });
  });

  test('an image becomes a map through its colour table; the map goes out as a PNG, a .map (saying what it dropped) and back', async ({ page }, info) => {
    const red = 0xe01030, nearGrass = 0x92bd5c;
    const png = pngOf(64, 40, (x, y) =>
      y === 20 ? colourOf('Water') : x === 10 && y < 30 ? colourOf('Wall') : x >= 40 && x < 50 && y >= 5 && y < 12 ? red : x >= 20 && x < 30 && y >= 28 ? nearGrass : colourOf('Ground'),
    );
    const expected = Array.from({ length: 64 * 40 }, (_, i) => {
      const x = i % 64, y = Math.floor(i / 64);
      return y === 20 ? indexOf('Water') : x === 10 && y < 30 ? indexOf('Wall') : x >= 40 && x < 50 && y >= 5 && y < 12 ? indexOf('Forest') : x >= 20 && x < 30 && y >= 28 ? indexOf('Grass') : 0;
    });
    await importThrough(page, 'Image…', fileAt(info.outputPath('valley.png'), png));
    const dialog = page.getByRole('dialog', { name: 'Import image' });
    await expect(dialog).toContainText('valley.png: 64×40 pixels, one cell each.');
    const rows = dialog.getByRole('row');
    await expect(rows).toHaveCount(6); // a header and five colours
    await expect(rows.nth(1)).toContainText('#C8B78E');
    await expect(dialog.getByLabel('Terrain for #92BD5C')).toHaveValue(String(indexOf('Grass')));
    await expect(dialog.getByLabel('Terrain for #3F78C8')).toHaveValue(String(indexOf('Water')));
    await dialog.getByLabel('Terrain for #E01030').selectOption({ label: 'Forest' });
    await expect(dialog.getByRole('img', { name: 'Preview of the map the image makes' })).toBeVisible();
    await screenshot(page, 'import-image-dialog');

    await dialog.getByRole('button', { name: 'Make map' }).click();
    await expect(dialog).toBeHidden();
    await mapIs(page, 64, 40);
    expect((await hooks(page, 'map')).terrain).toEqual(expected);
    await expect(page).toHaveTitle('valley — A* Studio');
    await page.keyboard.press('Control+0');
    await expect.poll(() => hooks(page, 'idle')).toBe(true);
    await screenshot(page, 'import-image-map');

    const out = await exportThrough(page, info.outputPath('valley-out.png'), 'Image…');
    expect(out.name).toBe('valley.png');
    const image = decodePngImage(out.bytes);
    expect([image.width, image.height]).toEqual([64, 40]);
    expect(image.palette).toEqual(await hooks(page, 'palette'));
    const pixel = (i: number) => (image.rgba[i * 4]! << 16) | (image.rgba[i * 4 + 1]! << 8) | image.rgba[i * 4 + 2]!;
    expect(Array.from({ length: 64 * 40 }, (_, i) => pixel(i))).toEqual(expected.map((t) => DEFAULT_PALETTE[t]!.color));

    const map = await exportThrough(page, info.outputPath('valley.map'), 'MovingAI map…');
    const back = parseMovingAiMap(new TextDecoder().decode(map.bytes));
    expect(Array.from(back.terrain, (t) => back.palette[t]!.passable)).toEqual(expected.map((t) => DEFAULT_PALETTE[t]!.passable));
    await expectNotice(page, 'info', 'Terrain costs: every passable cell of a .map costs 1, so Grass (1.5) and Forest (2) now cost 1.');

    // The exported PNG carries its palette: it comes back as the same map without a choice to make.
    await importThrough(page, 'Image…', info.outputPath('valley-out.png'));
    await expect(dialog).toContainText('It was exported by A* Studio');
    await dialog.getByRole('button', { name: 'Make map' }).click();
    await mapIs(page, 64, 40);
    expect((await hooks(page, 'map')).terrain).toEqual(expected);
  });

  test('a map goes out as a Tiled map with its tiles picture and comes back; a foreign Tiled layer is mapped by hand', async ({ page }, info) => {
    await paint(page, '7', [10, 10], [40, 10]);
    await paint(page, '4', [20, 30], [30, 40]);
    const painted = await mapContents(page);
    const tmj = await exportThrough(page, info.outputPath('river.tmj'), 'Tiled map…');
    expect(tmj.name).toBe('river-valley.tmj');
    const offer = page.getByRole('dialog', { name: 'Save the tiles picture?' });
    await expect(offer).toContainText('river-valley-terrain.png');
    const picture = page.waitForEvent('download');
    await offer.getByRole('button', { name: 'Save picture…' }).click();
    const tiles = await readDownload(await picture, info.outputPath('tiles.png'));
    expect(tiles.name).toBe('river-valley-terrain.png');
    expect(decodePngImage(tiles.bytes).width).toBe(16 * painted.palette.length);

    const parsed = parseTiledMap(new TextDecoder().decode(tmj.bytes));
    const suggestion = suggestTiledMapping(parsed, 0, []);
    expect(Array.from(tiledToGrid(parsed, 0, suggestion.mapping, suggestion.palette).terrain)).toEqual(painted.terrain);

    await importThrough(page, 'Tiled map…', info.outputPath('river.tmj'), async () => {
      await page.getByRole('alertdialog', { name: 'Save changes?' }).getByRole('button', { name: "Don't Save" }).click();
    });
    const dialog = page.getByRole('dialog', { name: 'Import Tiled map' });
    await expect(dialog).toContainText('Its tiles come from an A* Studio tileset');
    await dialog.getByRole('button', { name: 'Make map' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await mapContents(page)).terrain).toEqual(painted.terrain);
    expect((await mapContents(page)).palette).toEqual(painted.palette);

    // Another program's map: two layers, tiles named in their tileset; "lava" matches no terrain.
    const foreign = {
      type: 'map', orientation: 'orthogonal', width: 4, height: 3, tilewidth: 8, tileheight: 8, infinite: false,
      tilesets: [{ firstgid: 1, name: 'dungeon', tilecount: 3, columns: 3, tilewidth: 8, tileheight: 8, image: 'dungeon.png', imagewidth: 24, imageheight: 8,
        tiles: [{ id: 0, type: 'Grass' }, { id: 1, type: 'Stone wall' }, { id: 2, type: 'lava' }] }],
      layers: [
        { type: 'tilelayer', name: 'Floor', width: 4, height: 3, x: 0, y: 0, data: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
        { type: 'tilelayer', name: 'Walls', width: 4, height: 3, x: 0, y: 0, data: [2, 2, 2, 2, 1, 3, 3, 1, 2, 0, 2, 2] },
      ],
    };
    await importThrough(page, 'Tiled map…', fileAt(info.outputPath('dungeon.tmj'), JSON.stringify(foreign)));
    await dialog.getByLabel('Tile layer').selectOption({ label: 'Walls' });
    await expect(dialog.getByLabel('Terrain for Stone wall (dungeon #1)')).toHaveValue(String(indexOf('Wall')));
    await expect(dialog.getByRole('button', { name: 'Make map' })).toBeDisabled();
    await expect(dialog).toContainText('Choose a terrain for the tile marked Choose…');
    await dialog.getByLabel('Terrain for lava (dungeon #2)').selectOption({ label: 'Swamp' });
    await screenshot(page, 'import-tiled-dialog');
    await dialog.getByRole('button', { name: 'Make map' }).click();
    await mapIs(page, 4, 3);
    const [W, G, S, E] = [indexOf('Wall'), indexOf('Grass'), indexOf('Swamp'), indexOf('Wall')];
    expect((await hooks(page, 'map')).terrain).toEqual([W, W, W, W, G, S, S, G, W, E, W, W]);
  });

  test('the path found goes out as JSON, CSV, a picture with the explored cells, and onto the clipboard', async ({ page, context }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // With the live path off, there is no path until a search ran (with it on, its answer is exported: live.spec.ts).
    await page.getByRole('button', { name: 'Live path' }).click();
    await menu(page, 'File', 'Export', 'Path as JSON…');
    await expectNotice(page, 'error', 'There is no path to export yet: run the search first (F9).');

    await page.keyboard.press('F9');
    await expect.poll(async () => (await hooks(page, 'result'))?.status).toBe('found');
    const result = (await hooks(page, 'result'))!;
    const { width } = await hooks(page, 'size');

    const json = await exportThrough(page, info.outputPath('path.json'), 'Path as JSON…');
    expect(json.name).toBe('river-valley-path.json');
    const record = parsePathJson(new TextDecoder().decode(json.bytes));
    expect(record.path.map(([x, y]) => y * width + x)).toEqual(result.path);
    expect(record.cost).toBeCloseTo(result.cost, 9);
    expect(record.map.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(record.settings.algorithm).toBe((await hooks(page, 'settings'))['algorithm']);

    const csv = await exportThrough(page, info.outputPath('path.csv'), 'Path as CSV…');
    const lines = new TextDecoder().decode(csv.bytes).trim().split('\n');
    expect(lines[0]).toBe('step,x,y,g');
    expect(lines).toHaveLength(result.path.length + 1);
    expect(Number(lines.at(-1)!.split(',')[3])).toBeCloseTo(result.cost, 6);

    await menu(page, 'File', 'Export', 'Copy path');
    await expectNotice(page, 'info', `Copied the path (${result.path.length} cells) as JSON.`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new TextDecoder().decode(json.bytes));

    // The picture at 2 pixels a cell, once plain and once with the cells explored at the last step.
    const picture = async (explored: boolean, as: string) => {
      const download = page.waitForEvent('download');
      await menu(page, 'File', 'Export', 'Picture…');
      const dialog = page.getByRole('dialog', { name: 'Export picture' });
      await dialog.getByLabel('Pixels per cell').fill('2');
      const box = dialog.getByRole('checkbox');
      await expect(box).toBeEnabled();
      await box.setChecked(explored);
      if (explored) await screenshot(page, 'export-picture-dialog');
      await dialog.getByRole('button', { name: 'Export…' }).click();
      return decodePngImage((await readDownload(await download, info.outputPath(as))).bytes);
    };
    const plain = await picture(false, 'plain.png');
    const explored = await picture(true, 'explored.png');
    expect([explored.width, explored.height]).toEqual([width * 2, (await hooks(page, 'size')).height * 2]);
    const { step } = await hooks(page, 'debugger');
    const view = (await hooks(page, 'traceQuery', { kind: 'view', step, request: { rect: { x: 0, y: 0, width, height: (await hooks(page, 'size')).height } } })) as { states: number[] };
    // A closed cell two cells or more from the path, so no line or marker covers it.
    const apart = (cell: number) => result.path.every((p) => Math.max(Math.abs((p % width) - (cell % width)), Math.abs(Math.floor(p / width) - Math.floor(cell / width))) >= 2);
    const closed = view.states.findIndex((s, cell) => (s & 3) === 2 && apart(cell));
    expect(closed).toBeGreaterThanOrEqual(0);
    const at = (img: typeof plain, cell: number) => {
      const o = (Math.floor(cell / width) * 2 * img.width + (cell % width) * 2) * 4;
      return Array.from(img.rgba.slice(o, o + 3));
    };
    const terrain = (await hooks(page, 'palette'))[(await hooks(page, 'map')).terrain[closed]!]!.color;
    expect(at(plain, closed)).toEqual([(terrain >> 16) & 255, (terrain >> 8) & 255, terrain & 255]);
    expect(at(explored, closed)).not.toEqual(at(plain, closed));
  });

  test('damaged files are refused with their importer\'s sentence, and the map stays as it was', async ({ page }, info) => {
    const before = await mapContents(page);
    const png = pngOf(20, 20, () => colourOf('Grass'));
    await importThrough(page, 'Image…', fileAt(info.outputPath('cut.png'), png.slice(0, png.length - 30)));
    await expectNotice(page, 'error', /^"cut\.png" could not be imported\. This PNG image is/);
    await importThrough(page, 'MovingAI map…', fileAt(info.outputPath('bad.map'), 'type octile\nheight 2\nwidth 3\nmap\n...\n.X.\n'));
    await expectNotice(page, 'error', '"bad.map" could not be imported. Line 6, column 2: "X" is not a MovingAI terrain; use one of . G @ O T S W.');
    await importThrough(page, 'Tiled map…', fileAt(info.outputPath('bad.tmj'), '{"type": "map", "layers": [}'));
    await expectNotice(page, 'error', /^"bad\.tmj" could not be imported\. This file is not valid JSON \(line 1, column \d+\)/);
    await importThrough(page, 'MovingAI scenarios…', fileAt(info.outputPath('bad.scen'), 'version 3\n'));
    await expectNotice(page, 'error', /^"bad\.scen" could not be imported\. Line 1, column 1: expected "version 1" or "version 1\.0"/);
    await screenshot(page, 'import-refused');
    expect(await mapContents(page)).toEqual(before);
    await expect(page).toHaveTitle('River valley — A* Studio');
  });

  test('unsaved changes are asked about before an import replaces the map', async ({ page }, info) => {
    await paint(page, '7', [10, 10], [30, 10]);
    const painted = await mapContents(page);
    await menu(page, 'File', 'Import', 'MovingAI map…');
    const prompt = page.getByRole('alertdialog', { name: 'Save changes?' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    expect(await mapContents(page)).toEqual(painted);

    const chooser = page.waitForEvent('filechooser');
    await menu(page, 'File', 'Import', 'MovingAI map…');
    await prompt.getByRole('button', { name: "Don't Save" }).click();
    await (await chooser).setFiles(fileAt(info.outputPath('small.map'), movingAiMapText(12, 9)));
    await mapIs(page, 12, 9);
  });
});

// The import worker's messages are held and let through one a frame: the bar shows while the import
// waits (it shows once a task has run 150 ms), and every stage the worker reports is drawn, however
// fast or loaded the machine (a race with the clock would miss the bar when the import is quick).
test('a large map imports with a progress bar the page keeps drawing', async ({ page }, info) => {
  const worker = await gateWorker(page, IMPORT_WORKER);
  await withoutFileSystemAccess(page);
  await openStudio(page);
  const path = fileAt(info.outputPath('large.map'), movingAiMapText(4096, 4096));
  // What the progress bar said, as the page drew it (recorded in the page, so no moment is missed).
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = said;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const text = bar && `${bar.getAttribute('aria-label')}: ${bar.getAttribute('aria-valuetext')}`;
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await importThrough(page, 'MovingAI map…', path);
  // Nothing has come back from the worker yet (not even that it started): the bar shows and waits.
  const bar = page.getByRole('progressbar', { name: 'Importing large.map' });
  await expect(bar).toHaveAttribute('aria-valuetext', 'Starting…');
  // The file read in slices, then the map parsed: the bar stays on the last stage until the answer.
  await worker.releaseThrough({ kind: 'progress', stage: 'Reading the map' });
  await expect(bar).toHaveAttribute('aria-valuetext', 'Reading the map…');
  expect((await hooks(page, 'size')).width).not.toBe(4096);
  await worker.open();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 4096, height: 4096 });
  await expect(page.getByRole('progressbar')).toBeHidden();

  // The bar drew every stage and share the worker reported, in order.
  const reported = (await worker.released()).filter((m) => m['kind'] === 'progress');
  const reading = reported.filter((m) => m['stage'] === 'Reading the file').map((m) => m['fraction'] as number);
  expect(reading.at(-1)).toBe(1);
  expect(reading).toEqual([...reading].sort((a, b) => a - b));
  const texts = reported.map((m) => `Importing large.map: ${m['stage']}${m['fraction'] === null ? '…' : `: ${Math.round((m['fraction'] as number) * 100)}%`}`);
  const said = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  expect(said).toEqual(['Importing large.map: Starting…', ...texts]);
});

test('with the File System Access API, imports and exports go through its pickers', async ({ page }) => {
  await withPrivateFilePickers(page);
  await openStudio(page);
  const text = movingAiMapText(20, 14);
  await page.evaluate(async (t) => {
    const handle = await (await navigator.storage.getDirectory()).getFileHandle('picked.map', { create: true });
    const stream = await handle.createWritable();
    await stream.write(t);
    await stream.close();
    (window as unknown as { __pickFile: string }).__pickFile = 'picked.map';
  }, text);
  await menu(page, 'File', 'Import', 'MovingAI map…');
  await mapIs(page, 20, 14);
  await menu(page, 'File', 'Export', 'Image…');
  await expectNotice(page, 'info', 'Exported "picked.png".');
  const bytes = await page.evaluate(async () => Array.from(new Uint8Array(await (await (await (await navigator.storage.getDirectory()).getFileHandle('picked.png')).getFile()).arrayBuffer())));
  const image = decodePngImage(Uint8Array.from(bytes));
  expect([image.width, image.height]).toEqual([20, 14]);
});
