// Shared body of the benchmark proofs: run an algorithm on the lines of the MovingAI scenario files
// and compare every cost with the listed optimal length. By default each map checks up to
// DEFAULT_LINES lines spread evenly over its file (so the suite stays within minutes on CI);
// ENGINE_PROOF=full checks every line of every file.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type AlgorithmName } from '../../../../src/shared/engine/index';
import { lengthMatches, loadBenchmark, walkedCost } from './helpers';

/** Maps with reliable optimal lengths (the old-format Warcraft III file, dustwallowkeys, is not one). */
export const PROOF_MAPS = [
  'arena', 'den011d', 'lak303d', 'brc202d', 'AR0011SR', 'Berlin_0_256',
  'random512-20-0', '16room_000', 'maze512-1-0', 'Berlin_0_1024',
];

const DEFAULT_LINES = 400;
export const FULL_PROOF = process.env.ENGINE_PROOF === 'full';

export function proveScenarios(algorithm: AlgorithmName, maps: string[]): void {
  describe(`${algorithm} on the MovingAI benchmarks (${FULL_PROOF ? 'every line' : `up to ${DEFAULT_LINES} lines per map; ENGINE_PROOF=full for all`})`, () => {
    it.each(maps)('%s: every checked line has the listed optimal length', (name) => {
      const { grid, scen } = loadBenchmark(name);
      const all = scen.entries;
      const count = FULL_PROOF ? all.length : Math.min(all.length, DEFAULT_LINES);
      const oldFormat = scen.version === '1.0';
      const wrong: string[] = [];
      for (let i = 0; i < count; i++) {
        const e = all[Math.floor((i * all.length) / count)]!;
        const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm };
        const r = runSearch(grid, { start: e.startY * grid.width + e.startX, goal: e.goalY * grid.width + e.goalX, options });
        if (r.status !== 'found' || !lengthMatches(r.cost, e.optimal, oldFormat)) wrong.push(`line ${e.line}: ${r.status} ${r.cost} vs ${e.optimal}`);
        // The path itself: legal moves from start to goal that cost what the result says.
        else if (r.path[0] !== e.startY * grid.width + e.startX || r.path.at(-1) !== e.goalY * grid.width + e.goalX
          || !(Math.abs(walkedCost(grid, r.path, options) - r.cost) <= 1e-9 * r.cost))
          wrong.push(`line ${e.line}: the path does not walk from start to goal for ${r.cost}`);
      }
      expect(wrong).toEqual([]);
    }, 3_600_000);
  });
}
