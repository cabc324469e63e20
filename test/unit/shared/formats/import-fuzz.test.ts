// Thousands of damaged files per importer, made by a seeded mutator from valid ones: PNG (bits
// flipped with the checksums made right again so the damage reaches the decoder, headers claiming
// huge images, decompression bombs), Tiled JSON (fields broken, tile data garbage or bombs),
// MovingAI maps and scenarios, and path files. Each either reads as a usable map (or path) or is refused with an
// ImportError whose message is a sentence: no other exception, and no decompression much past
// what the file declares.
import { strFromU8, strToU8 } from 'fflate';
import { encode } from 'fast-png';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSearch } from '../../../../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/types';
import { INFLATE_SLICE, type InflateMeter } from '../../../../src/shared/formats/bounded-inflate';
import { ImportError } from '../../../../src/shared/formats/import-error';
import { parseMovingAiMap, parseMovingAiScenario } from '../../../../src/shared/formats/movingai';
import { parsePathJson, pathToJson } from '../../../../src/shared/formats/path-export';
import { crc32, scanlineBytes, scanPng } from '../../../../src/shared/formats/png-chunks';
import { decodePngImage, gridToPng, imageColours, imageToGrid, pathPicture, suggestMapping } from '../../../../src/shared/formats/png-map';
import { gridToTiled, parseTiledMap, suggestTiledMapping, tiledToGrid } from '../../../../src/shared/formats/tiled';
import { createGrid, MAX_MAP_SIDE, type Grid } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import { holders, int, mutateBytes, mutateJson, pick, seeded, zlibBomb, zlibOf, type Rand } from './mutations';

const FILES = 2500;
const FIXTURES = resolve(process.cwd(), 'test/fixtures/formats');
/** Most one step of decompression can produce past the declared size: a slice at deflate's ~1032:1. */
const SLICE_OUTPUT = INFLATE_SLICE * 1032 + 258;
/** Wording a person must never see. */
const RAW = /\bundefined\b|\[object |NaN|Unexpected token|is not a function|Cannot read prop/;

function expectSentence(e: unknown): void {
  if (!(e instanceof ImportError)) throw e;
  expect(e.message).toMatch(/^(This|Line \d+, column \d+:) .+[.!]$/s);
  expect(e.message).not.toMatch(RAW);
}

function expectUsableGrid(g: Grid): void {
  expect(g.width >= 1 && g.width <= MAX_MAP_SIDE && g.height >= 1 && g.height <= MAX_MAP_SIDE).toBe(true);
  expect(g.terrain.length).toBe(g.width * g.height);
  expect(g.terrain.every((t) => t < g.palette.length)).toBe(true);
}

function sampleGrid(w: number, h: number, seed: number): Grid {
  const rand = seeded(seed);
  const g = createGrid(w, h);
  for (let i = 0; i < g.terrain.length; i++) g.terrain[i] = int(rand, g.palette.length);
  return g;
}

/** Sets every chunk's CRC right, so flipped bits get past the checksum to the decoder. */
function fixChecksums(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let at = 8; at + 12 <= out.length; ) {
    const length = view.getUint32(at);
    if (at + 12 + length > out.length) break;
    view.setUint32(at + 8 + length, crc32(out, at + 4, at + 8 + length));
    at += 12 + length;
  }
  return out;
}

/** Rebuilds a PNG from chunks (type, data), with correct lengths and checksums. */
function pngOf(chunks: [string, Uint8Array][]): Uint8Array {
  const parts = [Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])];
  for (const [type, data] of chunks) {
    const c = new Uint8Array(12 + data.length);
    const view = new DataView(c.buffer);
    view.setUint32(0, data.length);
    c.set(strToU8(type), 4);
    c.set(data, 8);
    view.setUint32(8 + data.length, crc32(c, 4, 8 + data.length));
    parts.push(c);
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function chunksOf(png: Uint8Array): [string, Uint8Array][] {
  const out: [string, Uint8Array][] = [];
  const view = new DataView(png.buffer, png.byteOffset);
  for (let at = 8; at + 12 <= png.length; ) {
    const length = view.getUint32(at);
    out.push([strFromU8(png.subarray(at + 4, at + 8)), png.slice(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return out;
}

/** A damaged PNG: byte damage (checksums fixed half the time), a lying header, a bomb, or a changed colour type. */
function mutatePng(rand: Rand, base: Uint8Array): Uint8Array {
  const kind = int(rand, 6);
  if (kind <= 1) {
    const damaged = mutateBytes(rand, base);
    return kind === 0 ? damaged : fixChecksums(damaged);
  }
  const chunks = chunksOf(base);
  const ihdr = chunks[0]![1];
  const view = new DataView(ihdr.buffer, ihdr.byteOffset);
  if (kind === 2) {
    view.setUint32(pick(rand, [0, 4]), pick(rand, [0, 1, 7, 4096, 4097, 65535, 0x7fffffff, 0xffffffff]));
  } else if (kind === 3) {
    const idat = chunks.findIndex(([t]) => t === 'IDAT');
    chunks[idat]![1] = pick(rand, [zlibBomb(20_000 + int(rand, 200_000)), zlibOf(int(rand, 100_000)), Uint8Array.from({ length: 40 }, () => int(rand, 256))]);
  } else if (kind === 4) {
    ihdr[8] = pick(rand, [1, 2, 4, 8, 16, 3, 0]);
    ihdr[9] = pick(rand, [0, 2, 3, 4, 6, 1, 7]);
    if (rand() < 0.3) ihdr[12] = 1;
  } else {
    // Drop, repeat or reorder a chunk.
    const i = int(rand, chunks.length);
    if (rand() < 0.5) chunks.splice(i, 1);
    else chunks.splice(int(rand, chunks.length), 0, chunks[i]!);
  }
  return pngOf(chunks);
}

describe(`${FILES} damaged PNG files`, () => {
  const bases = [
    ...readdirSync(FIXTURES).filter((f) => f.endsWith('.png')).map((f) => new Uint8Array(readFileSync(resolve(FIXTURES, f)))),
    gridToPng(sampleGrid(64, 40, 1)),
    pathPicture(sampleGrid(12, 9, 2), Int32Array.from([0, 1, 2, 14, 26]), null, 3),
    encode({ width: 30, height: 20, data: Uint8Array.from({ length: 30 * 20 * 4 }, (_, i) => (i * 37) & 255), channels: 4, depth: 8 }),
    encode({ width: 17, height: 5, data: Uint16Array.from({ length: 17 * 5 * 3 }, (_, i) => i * 611), channels: 3, depth: 16 }, { interlace: 'Adam7' }),
  ];

  it('each reads as a usable map or is refused with a sentence, inflating no more than its header declares', () => {
    const rand = seeded(11);
    let read = 0, refused = 0;
    for (let n = 0; n < FILES; n++) {
      const bytes = mutatePng(rand, pick(rand, bases));
      const meter: InflateMeter = { produced: 0 };
      try {
        const image = decodePngImage(bytes, meter);
        expect(image.rgba.length).toBe(image.width * image.height * 4);
        const palette = image.palette ?? defaultPalette();
        expectUsableGrid(imageToGrid(image, suggestMapping(imageColours(image), palette), palette));
        read++;
      } catch (e) {
        expectSentence(e);
        refused++;
      }
      let declared = 0;
      try {
        declared = scanlineBytes(scanPng(bytes).header);
      } catch {
        // Refused before any inflating.
      }
      expect(meter.produced).toBeLessThanOrEqual(declared + SLICE_OUTPUT);
    }
    // The mutations reach both outcomes, not only the signature check.
    expect(read).toBeGreaterThan(FILES / 20);
    expect(refused).toBeGreaterThan(FILES / 2);
  });
});

/** Tiled-specific damage: tile data replaced with garbage, a bomb or the wrong size, or a layer made infinite. */
function tiledSpecial(json: unknown, rand: Rand): void {
  const layers = holders(json, 'data');
  if (layers.length === 0) return;
  const layer = pick(rand, layers);
  switch (int(rand, 4)) {
    case 0:
      layer.encoding = 'base64';
      layer.compression = pick(rand, ['zlib', 'gzip']);
      layer.data = Buffer.from(pick(rand, [zlibBomb(20_000 + int(rand, 100_000)), zlibOf(int(rand, 5000)), Uint8Array.from({ length: 30 }, () => int(rand, 256))])).toString('base64');
      break;
    case 1:
      layer.data = Array.from({ length: int(rand, 30) }, () => pick(rand, [0, 1, 2, 3, 2 ** 31 + 1, 2 ** 32 - 1, -1, 1.5]));
      break;
    case 2:
      layer.data = pick(rand, ['!!!', '', 'AAAA', 'eJw=']);
      break;
    default: {
      const root = json as Record<string, unknown>;
      root.infinite = true;
      layer.chunks = [{ x: int(rand, 9000) - 4500, y: -2, width: 2, height: 2, data: [1, 2, 3, 4] }, { x: 0, y: 0, width: int(rand, 5), height: 2, data: [1, 1] }];
    }
  }
}

describe(`${FILES} damaged Tiled maps`, () => {
  const bases = [
    ...readdirSync(FIXTURES).filter((f) => f.endsWith('.tmj')).map((f) => readFileSync(resolve(FIXTURES, f), 'utf8')),
    gridToTiled(sampleGrid(50, 30, 3), 'Sample'),
    gridToTiled(sampleGrid(9, 7, 4), 'Hex', { topology: 'hex' }),
  ];

  it('each reads as usable layers or is refused with a sentence, inflating no more than its layers declare', () => {
    const rand = seeded(12);
    let read = 0, refused = 0;
    for (let n = 0; n < FILES; n++) {
      const base = pick(rand, bases);
      const text = rand() < 0.3 ? strFromU8(mutateBytes(rand, strToU8(base))) : mutateJson(rand, base, tiledSpecial);
      const meter: InflateMeter = { produced: 0 };
      try {
        const map = parseTiledMap(text, meter);
        for (const layer of map.layers) expect(layer.gids.length).toBe(map.width * map.height);
        expect(meter.produced).toBeLessThanOrEqual(map.layers.length * map.width * map.height * 4);
        const s = suggestTiledMapping(map, 0, defaultPalette());
        if (s.unmatched.length === 0) expectUsableGrid(tiledToGrid(map, 0, s.mapping, s.palette));
        read++;
      } catch (e) {
        expectSentence(e);
        refused++;
        // A refused layer may have been cut off mid-slice; every layer declares at most a 4096² map.
        expect(meter.produced).toBeLessThanOrEqual(4 * MAX_MAP_SIDE * MAX_MAP_SIDE * 4 + SLICE_OUTPUT);
      }
    }
    expect(read).toBeGreaterThan(FILES / 20);
    expect(refused).toBeGreaterThan(FILES / 5);
  });
});

describe(`${FILES} damaged MovingAI maps`, () => {
  const bases = [readFileSync(resolve(FIXTURES, 'tiny.map'), 'utf8'), readFileSync(resolve(process.cwd(), '../shared/benchmarks/movingai/arena.map'), 'utf8')];

  it('each reads as a usable map or is refused with a sentence naming the line', () => {
    const rand = seeded(13);
    let read = 0, refused = 0;
    for (let n = 0; n < FILES; n++) {
      const base = pick(rand, bases);
      // A third keep their shape with cells changed to other letters, valid or not.
      let text = rand() < 0.33 ? base.replace(/^[.@TSWGO]+$/gm, (row) => row.replace(/./g, (c) => (rand() < 0.02 ? pick(rand, [...'.@TSWGOx ']) : c))) : strFromU8(mutateBytes(rand, strToU8(base)));
      if (rand() < 0.2) text = text.replace(/(height|width) \d+/, (_, k: string) => `${k} ${pick(rand, ['0', '-1', '4096', '4097', '1e9', 'x', '2.5', '1'])}`);
      try {
        expectUsableGrid(parseMovingAiMap(text));
        read++;
      } catch (e) {
        expectSentence(e);
        refused++;
      }
    }
    expect(read).toBeGreaterThan(FILES / 50);
    expect(refused).toBeGreaterThan(FILES / 2);
  });
});

describe(`${FILES} damaged path files`, () => {
  const grid = sampleGrid(20, 20, 5);
  grid.terrain[0] = grid.terrain[399] = 0;
  const bases = ['astar', 'weighted-astar', 'bfs'].map((algorithm) => {
    const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: algorithm as 'astar', weight: algorithm === 'weighted-astar' ? 2 : 1 };
    return pathToJson({ grid, topology: 'square', start: 0, goal: 399, options, result: runSearch(grid, { start: 0, goal: 399, options }), appVersion: '1.0' });
  });

  it('each reads as a path inside its map or is refused with a sentence', () => {
    const rand = seeded(14);
    let read = 0, refused = 0;
    for (let n = 0; n < FILES; n++) {
      const base = pick(rand, bases);
      const text = rand() < 0.3 ? strFromU8(mutateBytes(rand, strToU8(base))) : mutateJson(rand, base);
      try {
        const record = parsePathJson(text);
        expect(record.path.every(([x, y]) => x < record.map.width && y < record.map.height)).toBe(true);
        read++;
      } catch (e) {
        expectSentence(e);
        refused++;
      }
    }
    expect(read).toBeGreaterThan(FILES / 50);
    expect(refused).toBeGreaterThan(FILES / 2);
  });
});

describe(`${FILES} damaged MovingAI scenarios`, () => {
  const base = readFileSync(resolve(process.cwd(), '../shared/benchmarks/movingai/arena.map.scen'), 'utf8').split('\n').slice(0, 60).join('\n');

  it('each reads as pairs on a map of the size each line names, or is refused with a sentence naming the line', () => {
    const rand = seeded(15);
    let read = 0, refused = 0;
    for (let n = 0; n < FILES; n++) {
      // Half keep their lines with fields spoiled (numbers, signs, words, tabs), half are byte soup.
      const text = rand() < 0.5
        ? base.replace(/\t([^\t\n]*)/g, (field, value: string) => (rand() < 0.03 ? `\t${pick(rand, ['-1', '99999', '1e9', 'x', '', '2.5', '0x1F', value + value])}` : field))
        : strFromU8(mutateBytes(rand, strToU8(base)));
      try {
        const scenario = parseMovingAiScenario(text);
        for (const e of scenario.entries) {
          const inside = (x: number, y: number) => Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < e.width && y < e.height;
          expect(inside(e.startX, e.startY) && inside(e.goalX, e.goalY)).toBe(true);
          expect(Number.isFinite(e.optimal) && e.optimal >= 0).toBe(true);
        }
        read++;
      } catch (e) {
        expectSentence(e);
        refused++;
      }
    }
    expect(read).toBeGreaterThan(FILES / 50);
    expect(refused).toBeGreaterThan(FILES / 5);
  });
});
