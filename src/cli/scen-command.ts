// `astar-studio scen FILE.map.scen`: runs scenario lines and compares each cost with the listed optimum.
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { runSearch } from '../shared/engine/index';
import { parseMovingAiMap, parseMovingAiScenario, type ScenarioEntry } from '../shared/formats/movingai';
import type { Grid } from '../shared/grid/grid';
import { UsageError, type CliIo, type CommandLine, type CommandSpec } from './args';
import { SEARCH_OPTIONS, searchOptionsFrom } from './search-options';

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
    'length, expansions and milliseconds. Each mismatch is also reported on stderr with its line number.',
  exitStatus: '0 every line matched, 1 a mismatch or a line without a path',
  options: [
    ...SEARCH_OPTIONS,
    { name: 'sample', value: 'N', help: 'run N lines spread evenly over the file', defaultText: 'every line', example: '100' },
  ],
  run: runScen,
};

/** Returns the exit status: 0 when every line matched, 1 otherwise. */
function runScen(line: CommandLine, io: CliIo): number {
  const file = line.operands[0]!;
  const options = searchOptionsFrom(line, io);
  const scen = parseMovingAiScenario(readFileSync(file, 'utf8'));
  const sampleText = line.value('sample');
  const sample = sampleText === undefined ? scen.entries.length : Number(sampleText);
  if (!Number.isInteger(sample) || sample < 1) throw new UsageError('--sample needs a whole number of lines above 0, for example --sample 100.');
  const count = Math.min(sample, scen.entries.length);
  const entries: ScenarioEntry[] = [];
  for (let i = 0; i < count; i++) entries.push(scen.entries[Math.floor((i * scen.entries.length) / count)]!);

  // The map lies beside the scenario file, whatever directory the line names.
  const maps = new Map<string, Grid>();
  const mapFor = (name: string) => {
    const path = resolve(dirname(file), basename(name.replace(/\\/g, '/')));
    let grid = maps.get(path);
    if (!grid) {
      grid = parseMovingAiMap(readFileSync(path, 'utf8'));
      maps.set(path, grid);
    }
    return grid;
  };

  const buckets = new Map<number, Tally>();
  const total: Tally = { lines: 0, mismatches: 0, expanded: 0, ms: 0 };
  const tolerance = (optimal: number) => (scen.version === '1.0' ? 0.006 : 1e-4 * Math.max(1, optimal));
  for (const e of entries) {
    const grid = mapFor(e.map);
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
