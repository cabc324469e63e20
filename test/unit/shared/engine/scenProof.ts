// Shared body of the benchmark proofs: run an algorithm on the lines of the MovingAI scenario files
// and compare every cost with the listed optimal length. By default each map checks up to
// DEFAULT_LINES lines spread evenly over its file (so the suite stays within minutes on CI);
// ENGINE_PROOF=full checks every line of every file. Each map runs in a worker thread
// (proofThread.ts), so a search that hangs fails its test instead of stalling the run.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AlgorithmName } from '../../../../src/shared/engine/index';
import { parseMovingAiScenario } from '../../../../src/shared/formats/movingai';
import { BENCHMARK_DIR } from './helpers';
import { proveInThread } from './proofThread';

/** Maps with reliable optimal lengths (the old-format Warcraft III file, dustwallowkeys, is not one). */
export const PROOF_MAPS = [
  'arena', 'den011d', 'lak303d', 'brc202d', 'AR0011SR', 'Berlin_0_256',
  'random512-20-0', '16room_000', 'maze512-1-0', 'Berlin_0_1024',
];

const DEFAULT_LINES = 400;
export const FULL_PROOF = process.env.ENGINE_PROOF === 'full';

/**
 * How long one map may take. This is not what catches a hang: a line that runs past
 * LINE_STALL_MS (a minute) fails its map at once. This bounds a map that still moves, only far
 * too slowly. The heaviest map is Dijkstra on Berlin_0_1024. On a two-core machine shared with
 * other busy processes (load average 6 to 12), all 3,850 of its lines took about 320 s of CPU and
 * 10 to 15 minutes; 400 of them took 91 s, every other map under 40 s.
 */
const MAP_TIMEOUT_MS = (FULL_PROOF ? 30 : 10) * 60_000;

/**
 * Proves `algorithm` on `maps`; `defaultLines` lowers the sample for a map where every line costs
 * a sweep of the whole map (Dijkstra on Berlin_0_1024: 400 lines took over 10 minutes at load 17).
 */
export function proveScenarios(algorithm: AlgorithmName, maps: string[], defaultLines = DEFAULT_LINES): void {
  describe(`${algorithm} on the MovingAI benchmarks (${FULL_PROOF ? 'every line' : `up to ${defaultLines} lines per map; ENGINE_PROOF=full for all`})`, () => {
    it.for(maps)('%s: every checked line has the listed optimal length', { timeout: MAP_TIMEOUT_MS }, async (map, { signal }) => {
      const lines = parseMovingAiScenario(readFileSync(resolve(BENCHMARK_DIR, `${map}.map.scen`), 'utf8')).entries.length;
      const maxLines = FULL_PROOF ? Infinity : defaultLines;
      const report = await proveInThread({ algorithm, map, maxLines }, signal);
      expect(report.wrong).toEqual([]);
      expect(report.checked).toBe(Math.min(lines, maxLines));
    });
  });
}
