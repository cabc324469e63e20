// `astar-studio scen FILE.map.scen`: runs scenario lines and compares each cost with the listed optimum.
import { basename, dirname, resolve } from 'node:path';
import { runSearch, type SearchOptions } from '../shared/engine/index';
import type { ScenarioEntry } from '../shared/formats/movingai';
import { plainWhole } from '../shared/formats/plainNumbers';
import type { Grid } from '../shared/grid/grid';
import { UsageError, type CliIo, type CommandLine, type CommandSpec } from './args';
import { InputFileError } from './inputFile';
import { readMapFile, readScenarioFile } from './mapFile';
import { checkSearchFlags, SEARCH_OPTIONS, searchOptionsFrom } from './searchOptions';
import { gridOfUnitType } from './unitTypeFlag';

interface Tally {
  lines: number;
  mismatches: number;
  expanded: number;
  ms: number;
}

const tallyLine = (label: string, t: Tally) =>
  `${label} lines ${t.lines} mismatches ${t.mismatches} expanded ${t.expanded} ms ${t.ms.toFixed(1)}`;

export const scenCommand: CommandSpec = {
  name: 'scen',
  operands: [{ placeholder: 'FILE.map.scen', what: 'a scenario file' }],
  summary: 'runs scenario lines and checks each path cost against the listed optimum',
  description:
    'Runs every line of a MovingAI scenario file (or --sample N lines spread evenly over it) on the map beside the file, ' +
    'whatever directory the line names, and prints per bucket and in total: lines, mismatches against the listed optimal ' +
    'length, expansions and milliseconds. Each mismatch is also reported on stderr with its line number. The map may ' +
    'be an A* Studio project (a line naming one, or --map PROJECT for every line): its palette, costs, heights and ' +
    'search settings are used, the flags overriding them, so its costs can differ from the listed optima on purpose.',
  exitStatus: '0 every line matched, 1 a mismatch or a line without a path',
  options: [
    ...SEARCH_OPTIONS,
    { name: 'sample', value: 'N', help: 'run N lines spread evenly over the file', defaultText: 'every line', example: '100' },
    { name: 'map', value: 'FILE', help: 'run every line on this map or project instead of the one each line names', example: 'arena.astar' },
  ],
  run: runScen,
};

/** Notes about the flags are printed once, for the first map read. */
const silent: CliIo = { out: () => {}, err: () => {} };

/** Returns the exit status: 0 when every line matched, 1 otherwise. */
function runScen(line: CommandLine, io: CliIo): number {
  const file = line.operands[0]!;
  checkSearchFlags(line);
  const sampleText = line.value('sample');
  const sample = sampleText === undefined ? null : plainWhole(sampleText);
  if (sampleText !== undefined && (sample === null || sample < 1))
    throw new UsageError(`--sample needs a whole number of lines above 0 in plain digits, not "${sampleText}"; for example --sample 100.`);
  const scen = readScenarioFile(file);
  const count = Math.min(sample ?? scen.entries.length, scen.entries.length);
  const entries: ScenarioEntry[] = [];
  for (let i = 0; i < count; i++) entries.push(scen.entries[Math.floor((i * scen.entries.length) / count)]!);

  // The map lies beside the scenario file, whatever directory the line names (or --map replaces it).
  const maps = new Map<string, { grid: Grid; options: SearchOptions }>();
  const override = line.value('map');
  const mapFor = (name: string) => {
    const path = override ?? resolve(dirname(file), basename(name.replace(/\\/g, '/')));
    let map = maps.get(path);
    if (!map) {
      const read = readMapFile(path);
      const options = searchOptionsFrom(line, maps.size === 0 ? io : silent, read.project?.settings);
      map = { grid: gridOfUnitType(line, path, read.grid, read.project !== null, options.unitType), options };
      maps.set(path, map);
    }
    return map;
  };

  const buckets = new Map<number, Tally>();
  const total: Tally = { lines: 0, mismatches: 0, expanded: 0, ms: 0 };
  const tolerance = (optimal: number) => (scen.version === '1.0' ? 0.006 : 1e-4 * Math.max(1, optimal));
  for (const e of entries) {
    const { grid, options } = mapFor(e.map);
    if (e.startX >= grid.width || e.startY >= grid.height || e.goalX >= grid.width || e.goalY >= grid.height)
      throw new InputFileError(`Line ${e.line} of ${file} goes from ${e.startX},${e.startY} to ${e.goalX},${e.goalY}, outside the ${grid.width}×${grid.height} map it runs on; check that the map is the scenario's.`);
    let bucket = buckets.get(e.bucket);
    if (!bucket) buckets.set(e.bucket, (bucket = { lines: 0, mismatches: 0, expanded: 0, ms: 0 }));
    const t0 = performance.now();
    const r = runSearch(grid, { start: e.startY * grid.width + e.startX, goal: e.goalY * grid.width + e.goalX, options });
    const ms = performance.now() - t0;
    const wrong = r.status !== 'found' || Math.abs(r.cost - e.optimal) > tolerance(e.optimal);
    if (wrong) io.err(`mismatch at line ${e.line}: ${r.status === 'found' ? `cost ${r.cost.toFixed(5)}` : r.status}, listed ${e.optimal}`);
    for (const t of [bucket, total]) {
      t.lines++;
      t.mismatches += wrong ? 1 : 0;
      t.expanded += r.metrics.expanded;
      t.ms += ms;
    }
  }
  for (const [b, t] of [...buckets].sort((x, y) => x[0] - y[0])) io.out(tallyLine(`bucket ${b}`, t));
  io.out(tallyLine('total', total));
  return total.mismatches > 0 ? 1 : 0;
}
