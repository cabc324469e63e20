// The fuzz corpus: valid files of every format A* Studio reads (fixtures, and files its own writers
// make), the bombs every reader must survive among them (1×1 PNGs whose iCCP, zTXt, iTXt or fdAT
// chunk inflates to a gibibyte, Tiled layers and a project layer likewise), and a seeded mutator
// per format that damages them: bytes flipped (PNG checksums made right again so the damage
// reaches the decoder), headers lying about sizes, compressed data replaced by bombs or garbage,
// fields swapped, deleted, made huge or given text a terminal would obey.
import { strFromU8, strToU8 } from 'fflate';
import { encode } from 'fast-png';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runSearch } from '../../../../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/types';
import { pathToJson } from '../../../../src/shared/formats/pathExport';
import { gridToPng, pathPicture } from '../../../../src/shared/formats/pngMap';
import { gridToTiled } from '../../../../src/shared/formats/tiled';
import { createGrid } from '../../../../src/shared/grid/grid';
import { GIBIBYTE_MIB, gzipZeros, zlibZeros } from './deflateBomb';
import { BASE_BOMB_MIB } from './fuzzBudget';
import { sampleGrid } from './fuzzChecks';
import { holders, int, mutateBytes, mutateJson, once, pick, TERMINAL_ESCAPES, zlibBomb, zlibOf, type Json, type Rand } from './mutations';
import { chunksOf, COMPRESSED_ANCILLARY, compressedChunkData, fixChecksums, pngOf, type PngChunk } from './pngFiles';
import { damageProject, projectBases } from './projectCorpus';

const FIXTURES = resolve(process.cwd(), 'test/fixtures/formats');
const BENCH = resolve(process.cwd(), '../shared/benchmarks/movingai');

// PNG ---------------------------------------------------------------------------------------------

/** A 1×1 RGB image, the host of the chunk bombs. */
const onePixel = () => encode({ width: 1, height: 1, data: Uint8Array.from([10, 20, 30]), channels: 3, depth: 8 });

/** APNG's animation chunks around one frame whose fdAT data is `zlib`: compressed data the map never needs. */
function animationChunks(zlib: Uint8Array): PngChunk[] {
  const actl = new Uint8Array(8);
  new DataView(actl.buffer).setUint32(0, 1);
  const fctl = new Uint8Array(26);
  const view = new DataView(fctl.buffer);
  view.setUint32(4, 1);
  view.setUint32(8, 1);
  const fdat = new Uint8Array(4 + zlib.length);
  new DataView(fdat.buffer).setUint32(0, 1);
  fdat.set(zlib, 4);
  return [['acTL', actl], ['fcTL', fctl], ['fdAT', fdat]];
}

/** A PNG with `extra` chunks placed before its first IDAT. */
function withChunks(png: Uint8Array, extra: PngChunk[]): Uint8Array {
  const chunks = chunksOf(png);
  chunks.splice(chunks.findIndex(([t]) => t === 'IDAT'), 0, ...extra);
  return pngOf(chunks);
}

/** Valid PNGs: the golden fixtures, pictures A* Studio writes (with its palette chunk), other encoders' files, and one bomb per compressed ancillary chunk. */
export const pngBases = once(() => [
  ...readdirSync(FIXTURES).filter((f) => f.endsWith('.png')).map((f) => new Uint8Array(readFileSync(resolve(FIXTURES, f)))),
  gridToPng(sampleGrid(64, 40, 1)),
  pathPicture(sampleGrid(12, 9, 2), Int32Array.from([0, 1, 2, 14, 26]), null, 3),
  encode({ width: 30, height: 20, data: Uint8Array.from({ length: 30 * 20 * 4 }, (_, i) => (i * 37) & 255), channels: 4, depth: 8 }),
  encode({ width: 17, height: 5, data: Uint16Array.from({ length: 17 * 5 * 3 }, (_, i) => i * 611), channels: 3, depth: 16 }, { interlace: 'Adam7' }),
  ...pngBombs(BASE_BOMB_MIB),
]);

/** 1×1 PNGs whose iCCP, zTXt, iTXt or fdAT chunk inflates to `mib` MiB (a gibibyte from about 1 MiB). */
export function pngBombs(mib = GIBIBYTE_MIB): Uint8Array[] {
  return [
    ...COMPRESSED_ANCILLARY.map((type) => withChunks(onePixel(), [[type, compressedChunkData(type, zlibZeros(mib))]])),
    withChunks(onePixel(), animationChunks(zlibZeros(mib))),
  ];
}

/** Compressed data for a chunk: a bomb, honest data of the wrong size, garbage, or nothing. */
function zlibPayload(rand: Rand): Uint8Array {
  return pick(rand, [() => zlibBomb(20_000 + int(rand, 200_000)), () => zlibZeros(1 + int(rand, 64)), () => zlibOf(int(rand, 100_000)), () => Uint8Array.from({ length: int(rand, 40) }, () => int(rand, 256)), () => new Uint8Array(0)])();
}

/** A damaged PNG: byte damage (checksums fixed half the time), a lying header, an image-data or ancillary-chunk bomb, a changed colour type, or chunks moved. */
export function damagePng(rand: Rand, base: Uint8Array): Uint8Array {
  const kind = int(rand, 7);
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
    chunks[idat]![1] = zlibPayload(rand);
  } else if (kind === 4) {
    ihdr[8] = pick(rand, [1, 2, 4, 8, 16, 3, 0]);
    ihdr[9] = pick(rand, [0, 2, 3, 4, 6, 1, 7]);
    if (rand() < 0.3) ihdr[12] = 1;
  } else if (kind === 5) {
    // A compressed ancillary chunk, anywhere after the header.
    const type = pick(rand, [...COMPRESSED_ANCILLARY, 'fdAT'] as const);
    const chunk: PngChunk[] = type === 'fdAT' ? animationChunks(zlibPayload(rand)) : [[type, compressedChunkData(type, zlibPayload(rand))]];
    chunks.splice(1 + int(rand, chunks.length - 1), 0, ...chunk);
  } else {
    // Drop, repeat or reorder a chunk.
    const i = int(rand, chunks.length);
    if (rand() < 0.5) chunks.splice(i, 1);
    else chunks.splice(int(rand, chunks.length), 0, chunks[i]!);
  }
  return pngOf(chunks);
}

// Tiled -------------------------------------------------------------------------------------------

/** A 64×64 Tiled map whose one layer is `data`, compressed with `compression`. */
function tiledWith(compression: 'zlib' | 'gzip', data: Uint8Array): string {
  const json = JSON.parse(gridToTiled(sampleGrid(64, 64, 9), 'Bomb')) as { layers: Record<string, unknown>[] };
  Object.assign(json.layers[0]!, { encoding: 'base64', compression, data: Buffer.from(data).toString('base64') });
  return JSON.stringify(json);
}

/** 64×64 Tiled maps whose one layer, zlib or gzip, inflates to `mib` MiB. */
export function tiledBombs(mib = GIBIBYTE_MIB): string[] {
  return [tiledWith('zlib', zlibZeros(mib)), tiledWith('gzip', gzipZeros(mib))];
}

/** Valid Tiled maps: the fixtures, maps A* Studio writes, and zlib and gzip layer bombs. */
export const tiledBases = once(() => [
  ...readdirSync(FIXTURES).filter((f) => f.endsWith('.tmj')).map((f) => readFileSync(resolve(FIXTURES, f), 'utf8')),
  gridToTiled(sampleGrid(50, 30, 3), 'Sample'),
  gridToTiled(sampleGrid(9, 7, 4), 'Hex', { topology: 'hex' }),
  ...tiledBombs(BASE_BOMB_MIB),
]);

/** Tiled-specific damage: tile data replaced with garbage, a bomb or the wrong size, a layer named with escapes, or a layer made infinite. */
function tiledSpecial(json: Json, rand: Rand): void {
  const layers = holders(json, 'data');
  if (layers.length === 0) return;
  const layer = pick(rand, layers);
  switch (int(rand, 5)) {
    case 0: {
      const compression = pick(rand, ['zlib', 'gzip'] as const);
      layer.encoding = 'base64';
      layer.compression = compression;
      const bomb = compression === 'zlib' ? zlibZeros(1 + int(rand, 64)) : gzipZeros(1 + int(rand, 64));
      layer.data = Buffer.from(pick(rand, [bomb, zlibBomb(20_000 + int(rand, 100_000)), zlibOf(int(rand, 5000)), Uint8Array.from({ length: 30 }, () => int(rand, 256))])).toString('base64');
      break;
    }
    case 1:
      layer.data = Array.from({ length: int(rand, 30) }, () => pick(rand, [0, 1, 2, 3, 2 ** 31 + 1, 2 ** 32 - 1, -1, 1.5]));
      break;
    case 2:
      layer.data = pick(rand, ['!!!', '', 'AAAA', 'eJw=']);
      break;
    case 3:
      layer.name = TERMINAL_ESCAPES;
      layer.width = int(rand, 3);
      break;
    default: {
      const root = json as Record<string, unknown>;
      root.infinite = true;
      layer.chunks = [{ x: int(rand, 9000) - 4500, y: -2, width: 2, height: 2, data: [1, 2, 3, 4] }, { x: 0, y: 0, width: int(rand, 5), height: 2, data: [1, 1] }];
    }
  }
}

/** A damaged Tiled map: byte damage to its text, or a field or its tile data broken. */
export function damageTiled(rand: Rand, base: string): string {
  return rand() < 0.3 ? strFromU8(mutateBytes(rand, strToU8(base))) : mutateJson(rand, base, tiledSpecial);
}

// MovingAI ----------------------------------------------------------------------------------------

export const mapBases = once(() => [readFileSync(resolve(FIXTURES, 'tiny.map'), 'utf8'), readFileSync(resolve(BENCH, 'arena.map'), 'utf8')]);

/** A damaged .map: cells changed to other letters or control characters, byte damage, and header sizes that are not plain numbers. */
export function damageMap(rand: Rand, base: string): string {
  let text = rand() < 0.33 ? base.replace(/^[.@TSWGO]+$/gm, (row) => row.replace(/./g, (c) => (rand() < 0.02 ? pick(rand, [...'.@TSWGOx \u0000\u001b\u202e']) : c))) : strFromU8(mutateBytes(rand, strToU8(base)));
  if (rand() < 0.2) text = text.replace(/(height|width) \d+/, (_, k: string) => `${k} ${pick(rand, ['0', '-1', '4096', '4097', '1e9', '1e1', '0x10', 'x', '2.5', '1', TERMINAL_ESCAPES])}`);
  return text;
}

export const scenarioBases = once(() => [readFileSync(resolve(BENCH, 'arena.map.scen'), 'utf8').split('\n').slice(0, 60).join('\n')]);

/** A damaged .scen: fields spoiled (numbers out of bounds, exponents, hexadecimal, words, escapes), or byte soup. */
export function damageScenario(rand: Rand, base: string): string {
  return rand() < 0.5
    ? base.replace(/\t([^\t\n]*)/g, (field, value: string) => (rand() < 0.03 ? `\t${pick(rand, ['-1', '99999', '1e9', '1e20', '1e308', 'x', '', '2.5', '0x1F', 'Infinity', TERMINAL_ESCAPES, value + value])}` : field))
    : strFromU8(mutateBytes(rand, strToU8(base)));
}

// Path files --------------------------------------------------------------------------------------

/** Path files of searches on a 20×20 map: A*, weighted A*, BFS, Theta* (any-angle) and a hex search. */
export const pathBases = once(() => {
  const grid = sampleGrid(20, 20, 5);
  grid.terrain[0] = grid.terrain[399] = 0;
  const uniform = createGrid(20, 20);
  const file = (g: typeof grid, topology: 'square' | 'hex', options: SearchOptions) =>
    pathToJson({ grid: g, topology, start: 0, goal: 399, options, result: runSearch(g, { start: 0, goal: 399, options }), appVersion: '1.0' });
  return [
    file(grid, 'square', DEFAULT_SEARCH_OPTIONS),
    file(grid, 'square', { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'weighted-astar', weight: 2 }),
    file(grid, 'square', { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'bfs' }),
    file(uniform, 'square', { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'theta', heuristic: 'euclidean' }),
    file(grid, 'hex', { ...DEFAULT_SEARCH_OPTIONS, topology: 'hex', heuristic: 'hex' }),
  ];
});

/** A damaged path file: byte damage, a field broken, or a cell of its path moved. */
export function damagePath(rand: Rand, base: string): string {
  const r = rand();
  if (r < 0.3) return strFromU8(mutateBytes(rand, strToU8(base)));
  if (r < 0.45) {
    const json = JSON.parse(base) as { path: number[][] };
    const cell = json.path[int(rand, json.path.length)];
    if (cell) cell[int(rand, 2)]! += pick(rand, [-2, -1, 1, 2]);
    return JSON.stringify(json);
  }
  return mutateJson(rand, base);
}

// Every format ------------------------------------------------------------------------------------

/** A format of the corpus: its file extension, its valid files and its mutator. */
export interface FuzzFormat {
  extension: string;
  bases(): readonly (Uint8Array | string)[];
  damage(rand: Rand, base: Uint8Array | string): Uint8Array | string;
}

/** Every format A* Studio reads, for tests that take any of them (the command line's). */
export const FUZZ_FORMATS: readonly FuzzFormat[] = [
  { extension: '.png', bases: pngBases, damage: (rand, base) => damagePng(rand, base as Uint8Array) },
  { extension: '.tmj', bases: tiledBases, damage: (rand, base) => damageTiled(rand, base as string) },
  { extension: '.map', bases: mapBases, damage: (rand, base) => damageMap(rand, base as string) },
  { extension: '.map.scen', bases: scenarioBases, damage: (rand, base) => damageScenario(rand, base as string) },
  { extension: '.json', bases: pathBases, damage: (rand, base) => damagePath(rand, base as string) },
  { extension: '.astar', bases: projectBases, damage: (rand, base) => damageProject(rand, base as string) },
];
