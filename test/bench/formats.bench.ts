// `npx tsx test/bench/formats.bench.ts`: how long a 4096² map takes to export and import in each
// format (project, MovingAI .map, PNG, Tiled JSON), how large each file is, and the path exports
// (JSON, CSV, picture) for a long path on it. Not a test: it prints tables. Import means all the
// way to a grid: a PNG's colours counted and matched, a Tiled layer's ids mapped. Maps: a painted
// outdoor map (regions, roads, towns, hills) and one of random cells (nothing compresses). Wall
// time is what a person waits on an idle machine; CPU time (user + system of this process) is
// steadier on a busy one.
import { strFromU8, strToU8 } from 'fflate';
import { runSearch } from '../../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS } from '../../src/shared/engine/types';
import { mapHash } from '../../src/shared/formats/mapHash';
import { exportMovingAiMap, parseMovingAiMap } from '../../src/shared/formats/movingai';
import { pathToCsv, pathToJson } from '../../src/shared/formats/pathExport';
import { decodePngImage, gridToPng, imageColours, imageToGrid, pathPicture, pictureScale, suggestMapping } from '../../src/shared/formats/pngMap';
import { createProject, parseProject, serializeProject } from '../../src/shared/formats/project';
import { gridToTiled, parseTiledMap, suggestTiledMapping, tiledToGrid } from '../../src/shared/formats/tiled';
import { createGrid, type Grid } from '../../src/shared/grid/grid';
import { defaultPalette } from '../../src/shared/grid/terrain';
import { paintOutdoor } from '../../scripts/sampleMaps/outdoor';
import { median, table } from './engine/stats';

const SIDE = Number(process.env.BENCH_SIDE ?? 4096);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Timing {
  wallMs: number;
  cpuMs: number;
}

function timed<T>(fn: () => T): [T, Timing] {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return [value, { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 }];
}

const ms = (t: Timing[], key: keyof Timing) => median(t.map((x) => x[key])).toFixed(0);
const mib = (n: number) => (n / (1024 * 1024)).toFixed(2);

/** One format: writing a grid to bytes, and reading bytes back to a grid. */
interface Format {
  name: string;
  write(grid: Grid): Uint8Array;
  read(bytes: Uint8Array): Grid;
}

const FORMATS: Format[] = [
  { name: 'project (.astar)', write: (g) => strToU8(serializeProject(createProject(g, 'Bench'), 'bench')), read: (b) => parseProject(strFromU8(b)).grid },
  { name: 'MovingAI (.map)', write: (g) => strToU8(exportMovingAiMap(g).text), read: (b) => parseMovingAiMap(strFromU8(b)) },
  {
    name: 'PNG (.png)',
    write: gridToPng,
    read: (b) => {
      const image = decodePngImage(b);
      const palette = image.palette ?? defaultPalette();
      return imageToGrid(image, suggestMapping(imageColours(image), palette), palette);
    },
  },
  {
    name: 'Tiled (.tmj)',
    write: (g) => strToU8(gridToTiled(g, 'Bench')),
    read: (b) => {
      const map = parseTiledMap(strFromU8(b));
      const s = suggestTiledMapping(map, 0, defaultPalette());
      return tiledToGrid(map, 0, s.mapping, s.palette);
    },
  },
];

function randomCells(): Grid {
  const g = createGrid(SIDE, SIDE);
  let s = 1;
  for (let i = 0; i < g.terrain.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    g.terrain[i] = (s >>> 24) % 7;
  }
  return g;
}

const painted = paintOutdoor(SIDE, SIDE, 96, 7);
const maps: [string, Grid][] = [
  ['painted', { ...painted, heights: null }],
  ['random cells', randomCells()],
];

const rows: (string | number)[][] = [];
for (const [mapName, grid] of maps) {
  for (const format of FORMATS) {
    const writes: Timing[] = [], reads: Timing[] = [];
    let size = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const [bytes, write] = timed(() => format.write(grid));
      const [back, read] = timed(() => format.read(bytes));
      if (back.width !== SIDE || back.terrain.length !== grid.terrain.length) throw new Error(`${format.name} did not read back whole`);
      size = bytes.length;
      writes.push(write);
      reads.push(read);
    }
    rows.push([mapName, format.name, ms(writes, 'wallMs'), ms(writes, 'cpuMs'), ms(reads, 'wallMs'), ms(reads, 'cpuMs'), mib(size)]);
  }
}
console.log(`Map formats, ${SIDE}×${SIDE}, no heights (only the project keeps them), median of ${ROUNDS} rounds\n`);
console.log(table(['map', 'format', 'export ms', 'export cpu ms', 'import ms', 'import cpu ms', 'file MiB'], rows));

/** The passable cells reachable from `from` by 4-neighbour moves (a flood fill), as a mask. */
function reachable(grid: Grid, from: number): Uint8Array {
  const seen = new Uint8Array(grid.terrain.length);
  const queue = new Int32Array(grid.terrain.length);
  let head = 0, tail = 0;
  seen[from] = 1;
  queue[tail++] = from;
  while (head < tail) {
    const c = queue[head++]!, x = c % grid.width;
    for (const n of [x > 0 ? c - 1 : -1, x < grid.width - 1 ? c + 1 : -1, c - grid.width, c + grid.width]) {
      if (n < 0 || n >= seen.length || seen[n] || !grid.palette[grid.terrain[n]!]!.passable) continue;
      seen[n] = 1;
      queue[tail++] = n;
    }
  }
  return seen;
}

// A long path across the painted map (with its heights): from near the top-left corner to the
// reachable cell nearest the opposite one. Then each path export.
const start = painted.terrain.findIndex((t, i) => painted.palette[t]!.passable && reachable(painted, i).reduce((n, v) => n + v, 0) > painted.terrain.length / 4);
const region = reachable(painted, start);
const goal = region.lastIndexOf(1);
const options = { ...DEFAULT_SEARCH_OPTIONS, recordTrace: false };
const result = runSearch(painted, { start, goal, options });
const explored = new Uint8Array(SIDE * SIDE).fill(2, 0, (SIDE * SIDE) / 8);
const exportsOf: [string, () => string | Uint8Array][] = [
  ['map hash (with heights)', () => mapHash(painted)],
  ['path JSON', () => pathToJson({ grid: painted, topology: 'square', start, goal, options, result, appVersion: 'bench' })],
  ['path CSV', () => pathToCsv({ grid: painted, options, result })],
  [`path picture (${pictureScale(painted)} px a cell, an eighth explored)`, () => pathPicture(painted, result.path, explored)],
];
const pathRows: (string | number)[][] = [];
for (const [name, fn] of exportsOf) {
  const times: Timing[] = [];
  let size = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const [out, t] = timed(fn);
    times.push(t);
    size = out.length;
  }
  pathRows.push([name, ms(times, 'wallMs'), ms(times, 'cpuMs'), mib(size)]);
}
console.log(`\nPath exports on the painted map: a path of ${result.path.length} cells (${result.status}), median of ${ROUNDS} rounds\n`);
console.log(table(['export', 'ms', 'cpu ms', 'MiB'], pathRows));
