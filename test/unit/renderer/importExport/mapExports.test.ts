// File › Export over a real search worker and a disk that keeps what is exported: the map goes out
// as .map (the notice lists what it dropped), PNG and Tiled (then the tiles' picture is offered);
// the path needs a search that found one on the map as it is (else a sentence saying what to do),
// and goes out as JSON and CSV, onto the clipboard, and as a picture whose explored cells are those
// the worker recorded at the cursor's step. A cancelled Save dialog writes and says nothing.
import { describe, expect, it } from 'vitest';
import { CellState } from '../../../../src/shared/engine/types';
import { parseMovingAiMap } from '../../../../src/shared/formats/movingai';
import { parsePathJson } from '../../../../src/shared/formats/pathExport';
import { decodePngImage } from '../../../../src/shared/formats/pngMap';
import { parseTiledMap } from '../../../../src/shared/formats/tiled';
import { GOAL, START, walledGrid } from '../runs/workerHost';
import { APP_VERSION, exchangeStudio } from './exchangeSetup';

/** The studio on the walled map with its start and goal placed, searched (recorded) if asked. */
async function walledStudio(searched: boolean) {
  const setup = exchangeStudio(walledGrid());
  setup.studio.doc.start = START;
  setup.studio.doc.goal = GOAL;
  if (searched) await setup.studio.runs.goToEnd(setup.studio.doc);
  return setup;
}
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('exporting the map', () => {
  it('as a .map, saying what the format dropped', async () => {
    const { exchange, disk, notices } = await walledStudio(false);
    await exchange.exports.map('movingai');
    const back = parseMovingAiMap(text(disk.exportedFiles.get('test-map')));
    expect(back.width).toBe(30);
    expect(disk.log).toContain('export-file-dialog movingai test-map');
    expect(notices('info').at(-1)).toBe(
      'Exported "test-map". A .map cannot keep everything this map has: Terrain costs: every passable cell of a .map costs 1, so Swamp (4) now cost 1. Terrain types: a .map knows passable and blocked cells, so Ground and Swamp as "." (passable) and Water as "@" (blocked) are written.',
    );
  });

  it('as a PNG, and as a Tiled map whose tiles picture is offered and saved under the name it refers to', async () => {
    const { exchange, disk } = await walledStudio(false);
    await exchange.exports.map('png');
    expect(decodePngImage(disk.exportedFiles.get('test-map')!).palette?.map((t) => t.name)).toContain('Swamp');
    disk.exportAnswer = 'level.tmj';
    await exchange.exports.map('tiled');
    const tiled = parseTiledMap(text(disk.exportedFiles.get('level.tmj')));
    expect([tiled.width, tiled.height]).toEqual([30, 30]);
    expect(exchange.exports.tileset?.image).toBe('test-map-terrain.png');
    disk.exportAnswer = undefined;
    await exchange.exports.saveTileset();
    expect(exchange.exports.tileset).toBeNull();
    expect(decodePngImage(disk.exportedFiles.get('test-map-terrain')!).height).toBe(16);
  });

  it('a cancelled Save dialog writes nothing and says nothing', async () => {
    const { exchange, disk, notices } = await walledStudio(false);
    disk.exportAnswer = null;
    await exchange.exports.map('png');
    expect(disk.exportedFiles.size).toBe(0);
    expect(notices('info')).toEqual([]);
    expect(notices('error')).toEqual([]);
  });
});

describe('exporting the path', () => {
  it('needs a search first, and one made on the map as it is', async () => {
    const { studio, exchange, notices } = await walledStudio(false);
    await exchange.exports.path('json');
    expect(notices('error')).toEqual(['There is no path to export yet: run the search first (F9).']);
    await studio.runs.goToEnd(studio.doc);
    studio.doc.goal = GOAL - 1;
    await exchange.exports.copyPath();
    expect(notices('error').at(-1)).toBe('The map, start or goal changed since the last search: run the search again (F9), then export its path.');
  });

  it('as JSON with the settings, the app version and the map hash; as CSV; and onto the clipboard', async () => {
    const { studio, exchange, disk, clipboard } = await walledStudio(true);
    const result = studio.runs.result!;
    await exchange.exports.path('json');
    const record = parsePathJson(text(disk.exportedFiles.get('test-map-path')));
    expect(record.path.map(([x, y]) => y * 30 + x)).toEqual(Array.from(result.path));
    expect(record.appVersion).toBe(APP_VERSION);
    expect(record.settings.algorithm).toBe(studio.runs.options.algorithm);
    await exchange.exports.copyPath();
    expect(clipboard).toEqual([text(disk.exportedFiles.get('test-map-path'))]);
    await exchange.exports.path('csv');
    const rows = text(disk.exportedFiles.get('test-map-path')).trim().split('\n');
    expect(rows[0]).toBe('step,x,y,g');
    expect(rows).toHaveLength(result.path.length + 1);
  });

  it('as a picture, tinting the cells explored at the cursor\'s step', async () => {
    const { studio, exchange, disk, host } = await walledStudio(true);
    const run = studio.runs.run!;
    studio.runs.seek(studio.doc, 5);
    exchange.exports.openPicture();
    expect(exchange.exports.picture).toMatchObject({ scale: 16, explored: { step: 5, steps: run.steps } });
    await exchange.exports.exportPicture(1, true);
    const picture = decodePngImage(disk.exportedFiles.get('test-map-picture')!);
    expect([picture.width, picture.height]).toEqual([30, 30]);
    const view = await host.search.traceQuery(run.id, { kind: 'view', step: 5, request: { rect: { x: 0, y: 0, width: 30, height: 30 } } });
    const path = new Set(studio.runs.result!.path);
    const states = view.states!;
    const closed = [...states.keys()].find((cell) => (states[cell]! & 3) === CellState.Closed && !path.has(cell))!;
    const unseen = [...states.keys()].find((cell) => states[cell] === 0 && !path.has(cell) && studio.doc.grid.terrain[cell] === studio.doc.grid.terrain[closed])!;
    const rgb = (cell: number) => Array.from(picture.rgba.slice(cell * 4, cell * 4 + 3));
    expect(rgb(closed)).not.toEqual(rgb(unseen)); // the same terrain, tinted where closed
  });
});
