// What `batch` runs on: a map or project with random pairs, or a scenario file's lines on the map
// beside it (every line must name the same map). A project brings its own settings as the base of
// every --config; a MovingAI map brings MovingAI's rules.
import { basename, dirname, resolve } from 'node:path';
import { runToEnd } from '../shared/batch/components';
import { distinctMovements } from '../shared/batch/movement';
import { MAX_RANDOM_PAIRS, randomPairs, scenarioPairs } from '../shared/batch/pairs';
import { MAX_SEED } from '../shared/batch/rng';
import type { BatchQuery } from '../shared/batch/types';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../shared/engine/index';
import { plainWhole } from '../shared/formats/plainNumbers';
import type { Grid } from '../shared/grid/grid';
import { mapTopologyOf, type MapTopology } from '../shared/grid/mapTopology';
import { UsageError, type CommandLine } from './args';
import { InputFileError } from './inputFile';
import { readMapFile, readScenarioFile } from './mapFile';

/** Random pairs drawn when --pairs is not given. */
export const DEFAULT_PAIRS = 100;
/** The seed used when --seed is not given. */
export const DEFAULT_SEED = 1;

/** The map a batch runs on, and where its pairs come from. */
export interface BatchInput {
  /** The map or project file read. */
  mapPath: string;
  grid: Grid;
  /** Whether the map is a project (only a project has unit types). */
  project: boolean;
  /** Every --config builds on these: the project's settings, or MovingAI's rules. */
  base: SearchOptions;
  map: MapTopology;
  /** The pairs, given the configurations' options (random pairs keep to goals every one can reach). */
  pairs(options: readonly SearchOptions[]): BatchQuery[];
  /** How the pairs were chosen, for stderr: "scenario arena.map.scen, 30 of 130 lines" or "100 random pairs, seed 1". */
  describe: string;
}

export function isScenarioFile(path: string): boolean {
  return /\.scen$/i.test(path);
}

/** Reads FILE: a scenario file (its lines), or a map or project (random pairs). */
export function readBatchInput(file: string, line: CommandLine): BatchInput {
  const count = wholeNumber(line, 'pairs', 1, MAX_RANDOM_PAIRS, 100);
  if (isScenarioFile(file)) {
    if (line.has('seed')) throw new UsageError('--seed chooses random pairs on a map; a scenario file lists its own pairs. Remove --seed, or give a .map or project.');
    return scenarioInput(file, count);
  }
  const seed = wholeNumber(line, 'seed', 0, MAX_SEED, 7) ?? DEFAULT_SEED;
  const n = count ?? DEFAULT_PAIRS;
  const read = readMapFile(file);
  const base = read.project?.settings ?? DEFAULT_SEARCH_OPTIONS;
  return {
    mapPath: file,
    grid: read.grid,
    project: read.project !== null,
    base,
    map: mapTopologyOf(base.topology),
    pairs: (options) => runToEnd(randomPairs(read.grid, distinctMovements(options), n, seed)),
    describe: `${n} random pairs, seed ${seed}`,
  };
}

/** A scenario's lines (or `count` of them spread evenly over it) on the map beside it. */
function scenarioInput(file: string, count: number | undefined): BatchInput {
  const scenario = readScenarioFile(file);
  const all = scenario.entries;
  if (all.length === 0) throw new InputFileError(`${file} lists no start/goal pairs; give a scenario file with lines after "version".`);
  const name = (m: string) => basename(m.replace(/\\/g, '/'));
  const other = all.find((e) => name(e.map) !== name(all[0]!.map));
  if (other)
    throw new InputFileError(`${file} names two maps (${name(all[0]!.map)} and, on line ${other.line}, ${name(other.map)}); batch runs one map. Split the file by map.`);
  const n = Math.min(count ?? all.length, all.length);
  const entries = Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)]!);
  const mapPath = resolve(dirname(file), name(all[0]!.map));
  const read = readMapFile(mapPath);
  const base = read.project?.settings ?? DEFAULT_SEARCH_OPTIONS;
  const queries = scenarioPairs(read.grid, entries, basename(file));
  return {
    mapPath,
    grid: read.grid,
    project: read.project !== null,
    base,
    map: mapTopologyOf(base.topology),
    pairs: () => queries,
    describe: `scenario ${basename(file)}, ${n === all.length ? `all ${n}` : `${n} of ${all.length}`} lines`,
  };
}

/** A whole-number option from `min` to `max`; undefined when not given. */
export function wholeNumber(line: CommandLine, name: string, min: number, max: number, example = min): number | undefined {
  const text = line.value(name);
  if (text === undefined) return undefined;
  const n = plainWhole(text);
  if (n === null || n < min || n > max)
    throw new UsageError(`--${name} needs a whole number from ${min} to ${max} in plain digits, not "${text}"; for example --${name} ${example}.`);
  return n;
}
