// Loads the shared MovingAI benchmark maps and a bounded, evenly spread sample of their scenarios.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Grid } from '../../../src/shared/grid/grid';
import { parseMovingAiMap, parseMovingAiScenario, type ScenarioEntry } from '../../../src/shared/formats/movingai';

/** The benchmark folder, beside the repository (CI clones the repo with shared/ next to it). */
export const BENCHMARK_DIR = resolve(process.cwd(), '../shared/benchmarks/movingai');

export const BENCH_MAPS = [
  'arena', 'den011d', 'lak303d', 'brc202d', 'AR0011SR', 'maze512-1-0',
  'random512-20-0', '16room_000', 'Berlin_0_256', 'Berlin_0_1024', 'dustwallowkeys',
];

export interface BenchQuery {
  entry: ScenarioEntry;
  start: number;
  goal: number;
}

export interface BenchMap {
  name: string;
  grid: Grid;
  lineCount: number;
  queries: BenchQuery[];
}

/**
 * `count` indices spread evenly over `0 … length-1`, first included (all of them when `count ≥ length`).
 * The .scen files list their queries by increasing path length, so an even spread keeps the mix.
 */
export function spreadIndices(length: number, count: number): number[] {
  const n = Math.max(0, Math.min(count, length));
  return Array.from({ length: n }, (_, i) => Math.floor((i * length) / n));
}

/** `count` lines spread evenly over the file, skipping lines whose endpoints are blocked. */
export function loadBenchMap(name: string, count: number): BenchMap {
  const grid = parseMovingAiMap(readFileSync(resolve(BENCHMARK_DIR, `${name}.map`), 'utf8'));
  const scen = parseMovingAiScenario(readFileSync(resolve(BENCHMARK_DIR, `${name}.map.scen`), 'utf8'));
  const open = (c: number) => grid.palette[grid.terrain[c]!]!.passable;
  const usable = scen.entries
    .map((entry) => ({ entry, start: entry.startY * grid.width + entry.startX, goal: entry.goalY * grid.width + entry.goalX }))
    .filter((q) => open(q.start) && open(q.goal) && q.entry.optimal > 0);
  const queries = spreadIndices(usable.length, count).map((i) => usable[i]!);
  return { name, grid, lineCount: scen.entries.length, queries };
}
