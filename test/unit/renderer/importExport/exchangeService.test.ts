// The import/export worker's work as the page gets it (through the page-side client, which runs
// the same service): files are read from a browser File with progress or from main's bytes, a
// MovingAI map and a .scen come in whole, a PNG's colours and preview are summarised and its map
// made with the user's mapping, a Tiled map's layers and tile ids likewise, maps go out as .map
// (saying what was dropped), PNG and Tiled and come back the same, a path goes out as JSON and
// CSV, a picture too big is refused with a sentence, and damaged files with their importer's.
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { parseMovingAiMap, parseMovingAiScenario } from '../../../../src/shared/formats/movingai';
import { parsePathJson } from '../../../../src/shared/formats/pathExport';
import { decodePngImage, TRANSPARENT } from '../../../../src/shared/formats/pngMap';
import { parseTiledMap } from '../../../../src/shared/formats/tiled';
import { DEFAULT_SEARCH_OPTIONS, runSearch } from '../../../../src/shared/engine/index';
import { CellState } from '../../../../src/shared/engine/types';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import { ExchangeRefusal } from '../../../../src/renderer/importExport/exchangeFailure';
import { inlineExchange, type ExchangeAsk } from '../../../../src/renderer/importExport/exchangeClient';
import type { ExchangeAnswer } from '../../../../src/renderer/importExport/exchangeProtocol';
import { exploredCells } from '../../../../src/renderer/importExport/exchangeService';

const ARENA = ['type octile', 'height 4', 'width 6', 'map', '......', '.@@@..', '.T..S.', '......', ''].join('\n');
const encoder = new TextEncoder();

async function ask<K extends ExchangeAnswer['kind']>(request: ExchangeAsk, kind: K, progress?: (stage: string, fraction: number | null) => void) {
  const answer = await inlineExchange().run(request, progress).answer;
  expect(answer.kind).toBe(kind);
  return answer as Extract<ExchangeAnswer, { kind: K }>;
}

/** A client whose requests share one service (held images and Tiled maps stay between them). */
function oneWorker() {
  const client = inlineExchange();
  return <K extends ExchangeAnswer['kind']>(request: ExchangeAsk, kind: K) =>
    client.run(request).answer.then((a) => {
      expect(a.kind).toBe(kind);
      return a as Extract<ExchangeAnswer, { kind: K }>;
    });
}

function paintedGrid(): Grid {
  const grid = createGrid(12, 8, 0, defaultPalette());
  for (let x = 2; x < 10; x++) grid.terrain[3 * 12 + x] = 1;
  grid.terrain[5 * 12 + 6] = 2;
  return grid;
}

describe('reading chosen files', () => {
  it('reads a browser File in slices, saying how much is read, into the MovingAI map it holds', async () => {
    const seen: [string, number | null][] = [];
    const answer = await ask({ kind: 'read-map', format: 'movingai', file: new File([ARENA], 'arena.map') }, 'grid', (stage, fraction) => seen.push([stage, fraction]));
    const expected = parseMovingAiMap(ARENA);
    expect({ ...answer.grid, terrain: Array.from(answer.grid.terrain) }).toEqual({ ...expected, terrain: Array.from(expected.terrain) });
    const reading = seen.filter(([stage]) => stage === 'Reading the file').map(([, f]) => f);
    expect(reading[0]).toBe(0);
    expect(reading.at(-1)).toBe(1);
  });

  it('reads bytes main handed over just the same, and a scenario file into its pairs', async () => {
    const map = await ask({ kind: 'read-map', format: 'movingai', file: encoder.encode(ARENA) }, 'grid');
    expect(map.grid.width).toBe(6);
    const scen = 'version 1\n0\tarena.map\t6\t4\t0\t0\t5\t3\t5.82842712\n';
    const scenario = await ask({ kind: 'read-scenarios', file: encoder.encode(scen) }, 'scenario');
    expect(scenario.scenario).toEqual(parseMovingAiScenario(scen));
  });

  it('refuses a damaged file with its importer\'s sentence', async () => {
    const refused = await inlineExchange().run({ kind: 'read-map', format: 'movingai', file: encoder.encode('type octile\nheight 2\nwidth 3\nmap\n...\n.X.\n') }).answer.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ExchangeRefusal);
    expect((refused as Error).message).toBe('Line 6, column 2: "X" is not a MovingAI terrain; use one of . G @ O T S W.');
    const png = await inlineExchange().run({ kind: 'read-image', file: new Uint8Array([1, 2, 3]), palette: defaultPalette() }).answer.catch((e: unknown) => e);
    expect(png).toBeInstanceOf(ExchangeRefusal);
    expect((png as Error).message).toMatch(/not a PNG/i);
  });
});

describe('images', () => {
  const palette = defaultPalette();
  /** A 20×10 image: the first terrain's colour, a stripe of the second's, a red block, a transparent corner. */
  function picture(): Uint8Array {
    const rgba = new Uint8Array(20 * 10 * 4);
    const put = (x: number, y: number, rgb: number, alpha = 255) => rgba.set([rgb >> 16, (rgb >> 8) & 255, rgb & 255, alpha], (y * 20 + x) * 4);
    for (let y = 0; y < 10; y++) for (let x = 0; x < 20; x++) put(x, y, palette[0]!.color);
    for (let x = 0; x < 20; x++) put(x, 4, palette[1]!.color);
    for (let y = 6; y < 9; y++) for (let x = 3; x < 6; x++) put(x, y, 0xee1122);
    put(19, 9, 0, 0);
    return encode({ width: 20, height: 10, data: rgba, channels: 4, depth: 8 });
  }

  it('lists the colours most used first with the nearest terrain, and previews the map they make', async () => {
    const { image } = await ask({ kind: 'read-image', file: picture(), palette }, 'image');
    expect([image.width, image.height]).toEqual([20, 10]);
    expect(image.colours.map((c) => [c.rgb, c.count])).toEqual([
      [palette[0]!.color, 200 - 20 - 9 - 1],
      [palette[1]!.color, 20],
      [0xee1122, 9],
      [TRANSPARENT, 1],
    ]);
    const suggested = new Map(image.suggested);
    expect(suggested.get(palette[0]!.color)).toBe(0);
    expect(suggested.get(palette[1]!.color)).toBe(1);
    expect(image.ownPalette).toBe(false);
    expect([image.preview.width, image.preview.height]).toEqual([20, 10]);
    expect(image.preview.keys[4 * 20 + 7]).toBe(palette[1]!.color);
    expect(image.otherColours).toBe(0);
  });

  it('makes the map through the mapping the user chose', async () => {
    const run = oneWorker();
    const { image } = await run({ kind: 'read-image', file: picture(), palette }, 'image');
    const mapping = new Map(image.suggested);
    mapping.set(0xee1122, 1);
    const { grid } = await run({ kind: 'image-grid', image: image.held, mapping: [...mapping], palette: image.palette }, 'grid');
    expect(grid.terrain[7 * 20 + 4]).toBe(1);
    expect(grid.terrain[4 * 20 + 0]).toBe(1);
    expect(grid.terrain[0]).toBe(0);
    expect(grid.palette).toEqual(palette);
  });

  it('lets go of an image once released', async () => {
    const run = oneWorker();
    const { image } = await run({ kind: 'read-image', file: picture(), palette }, 'image');
    await run({ kind: 'release', held: image.held }, 'released');
    await expect(run({ kind: 'image-grid', image: image.held, mapping: [], palette }, 'grid')).rejects.toThrow(/no longer held/);
  });
});

describe('maps out and back', () => {
  it('a .map keeps passable and blocked cells and lists what it dropped', async () => {
    const grid = paintedGrid();
    const { bytes, dropped } = await ask({ kind: 'write-map', format: 'movingai', grid, name: 'level', topology: 'square' }, 'file');
    const back = parseMovingAiMap(new TextDecoder().decode(bytes));
    expect(Array.from(back.terrain, (t) => back.palette[t]!.passable)).toEqual(Array.from(grid.terrain, (t) => grid.palette[t]!.passable));
    expect(dropped.join(' ')).toMatch(/Terrain types/);
  });

  it('a PNG keeps every cell and the palette', async () => {
    const grid = paintedGrid();
    const { bytes } = await ask({ kind: 'write-map', format: 'png', grid: structuredClone(grid), name: 'level', topology: 'square' }, 'file');
    const image = decodePngImage(bytes);
    expect(image.palette).toEqual(grid.palette);
    const run = oneWorker();
    const read = await run({ kind: 'read-image', file: bytes, palette: [] }, 'image');
    expect(read.image.ownPalette).toBe(true);
    const made = await run({ kind: 'image-grid', image: read.image.held, mapping: read.image.suggested, palette: read.image.palette }, 'grid');
    expect(Array.from(made.grid.terrain)).toEqual(Array.from(grid.terrain));
  });

  it('a Tiled map comes back through the Tiled import as the same map, with its tileset\'s terrains', async () => {
    const grid = paintedGrid();
    const { bytes } = await ask({ kind: 'write-map', format: 'tiled', grid: structuredClone(grid), name: 'level', topology: 'square' }, 'file');
    expect(parseTiledMap(new TextDecoder().decode(bytes)).layers.map((l) => l.name)).toEqual(['level']);
    const run = oneWorker();
    const { tiled } = await run({ kind: 'read-tiled', file: bytes, palette: [] }, 'tiled');
    const [layer] = tiled.layers;
    expect(layer!.fromStudio).toBe(true);
    expect(layer!.tiles.map((t) => t.count).reduce((a, b) => a + b)).toBe(grid.width * grid.height);
    const made = await run({ kind: 'tiled-grid', tiled: tiled.held, layer: 0, mapping: layer!.suggested, palette: layer!.palette }, 'grid');
    expect(Array.from(made.grid.terrain)).toEqual(Array.from(grid.terrain));
    expect(made.grid.palette).toEqual(grid.palette);
    const picture = await run({ kind: 'write-tileset-picture', palette: grid.palette, topology: 'square' }, 'file');
    expect(decodePngImage(picture.bytes).width).toBe(16 * grid.palette.length);
  });
});

describe('paths and pictures', () => {
  const grid = paintedGrid();
  const options = { ...DEFAULT_SEARCH_OPTIONS };
  const start = 1 * 12 + 1, goal = 6 * 12 + 10;
  const result = { ...runSearch(grid, { start, goal, options }), trace: null };

  it('writes the path as JSON that reads back with the same cells, and as CSV', async () => {
    const path = { grid: structuredClone(grid), topology: 'square' as const, start, goal, options, result, appVersion: '1.2.3' };
    const json = await ask({ kind: 'write-path', format: 'json', path }, 'file');
    const record = parsePathJson(new TextDecoder().decode(json.bytes));
    expect(record.path.map(([x, y]) => y * 12 + x)).toEqual(Array.from(result.path));
    expect(record.appVersion).toBe('1.2.3');
    const csv = await ask({ kind: 'write-path', format: 'csv', path: { ...path, grid: structuredClone(grid) } }, 'file');
    expect(new TextDecoder().decode(csv.bytes).trim().split('\n')).toHaveLength(result.path.length + 1);
  });

  it('draws the picture at the scale asked, and refuses one beyond the largest with a sentence', async () => {
    const { bytes } = await ask({ kind: 'write-picture', grid: structuredClone(grid), path: result.path, explored: null, scale: 3, topology: 'square', start, goal }, 'file');
    expect([decodePngImage(bytes).width, decodePngImage(bytes).height]).toEqual([36, 24]);
    const refused = await inlineExchange()
      .run({ kind: 'write-picture', grid: structuredClone(grid), path: result.path, explored: null, scale: 5000, topology: 'square', start, goal })
      .answer.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ExchangeRefusal);
    expect((refused as Error).message).toMatch(/choose a whole number of pixels per cell/);
  });

  it('reads the debugger\'s cell states as explored cells: closed on either side, else open on either', () => {
    const forward = (s: number) => s, backward = (s: number) => s << 2;
    const states = Uint8Array.from([0, forward(1), forward(2), backward(1), backward(2), forward(1) | backward(2), forward(2) | backward(1)]);
    expect(Array.from(exploredCells(states))).toEqual([CellState.Unseen, CellState.Open, CellState.Closed, CellState.Open, CellState.Closed, CellState.Closed, CellState.Closed]);
  });
});
