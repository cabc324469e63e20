// `npx tsx test/bench/projectFormat.bench.ts`: how long a 4096² project takes to save and open,
// and how large its file is. Not a test: it prints tables. Maps: a painted outdoor map (regions
// of six terrains, roads, walled towns and a height layer of rolling hills), the same without
// heights, and a map of one terrain. Then the deflate level trade-off on the painted layers,
// which chose LAYER_DEFLATE_LEVEL. Wall time is what a person waits on an idle machine; CPU time
// (user + system of this process) is steadier on a busy one.
import { deflateSync } from 'fflate';
import { createProject, parseProject, serializeProject, type Project } from '../../src/shared/formats/project';
import { rowDeltaBytes } from '../../src/shared/formats/projectFile/heightLayer';
import { LAYER_DEFLATE_LEVEL } from '../../src/shared/formats/projectFile/terrainLayer';
import { createGrid } from '../../src/shared/grid/grid';
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

const painted = paintOutdoor(SIDE, SIDE, 96, 7);
const maps: [string, Project][] = [
  ['painted, with heights', createProject(painted, 'Painted')],
  ['painted, no heights', createProject({ ...painted, heights: null }, 'Painted flat')],
  ['one terrain', createProject(createGrid(SIDE, SIDE), 'Plain')],
];

const rows: (string | number)[][] = [];
for (const [name, project] of maps) {
  const saves: Timing[] = [];
  const opens: Timing[] = [];
  let size = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const [text, save] = timed(() => serializeProject(project, 'bench'));
    const [opened, open] = timed(() => parseProject(text));
    if (opened.grid.terrain.length !== SIDE * SIDE) throw new Error('the map did not open whole');
    size = text.length;
    saves.push(save);
    opens.push(open);
  }
  rows.push([name, ms(saves, 'wallMs'), ms(saves, 'cpuMs'), ms(opens, 'wallMs'), ms(opens, 'cpuMs'), mib(size)]);
}
console.log(`Project files, ${SIDE}×${SIDE}, deflate level ${LAYER_DEFLATE_LEVEL}, median of ${ROUNDS} rounds\n`);
console.log(table(['map', 'save ms', 'save cpu ms', 'open ms', 'open cpu ms', 'file MiB'], rows));

const terrain = painted.terrain;
const heights = rowDeltaBytes(painted.heights!, SIDE, SIDE);
const levels: (string | number)[][] = [];
for (const level of [1, 2, 4, 6, 9] as const) {
  const tt: Timing[] = [];
  const th: Timing[] = [];
  let sizes = [0, 0];
  for (let r = 0; r < ROUNDS; r++) {
    const [t, terrainTime] = timed(() => deflateSync(terrain, { level }));
    const [h, heightTime] = timed(() => deflateSync(heights, { level }));
    tt.push(terrainTime);
    th.push(heightTime);
    sizes = [t.length, h.length];
  }
  levels.push([level, mib(sizes[0]!), ms(tt, 'cpuMs'), mib(sizes[1]!), ms(th, 'cpuMs')]);
}
console.log(`\nDeflate level on the painted map's layers (before base64), median of ${ROUNDS} rounds\n`);
console.log(table(['level', 'terrain MiB', 'terrain cpu ms', 'heights MiB', 'heights cpu ms'], levels));
