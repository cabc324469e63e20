// What recording every step costs JPSW: the weighted benchmark's maps and queries (weightedBench.ts),
// each searched by JPSW untraced and traced (the debugger's recording: an event word per expansion
// and per jump point pushed), timed the same way, engines interleaved. Prints one line per map and
// `jpsw-record-overhead Y`: traced time / untraced time, geometric mean over the maps (target ≤ 2),
// checking that the traced search returns the same path, cost and expansions on every query.
// Run alone: `npx tsx test/bench/engine/jpswRecordBench.ts [map names]` (or `npm run bench --
// --only-jpsw-record [map names]`).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchOptions } from '../../../src/shared/engine/index';
import { loadBundledEngine, type BundledEngine } from './bundledEngine';
import { fixed, geomean } from './stats';
import { weightedCases, type WeightedCase } from './weightedBench';

/** Timing rounds on maps under a million cells (each query keeps its best time); larger maps run once. */
const ROUNDS = 3;
const WARMUP_MS = 200;

interface RecordReport { name: string; untracedMs: number; tracedMs: number; events: number; mismatches: number }

function benchCase(engine: BundledEngine, w: WeightedCase): RecordReport {
  const { runSearch, mapContext, weightedJumps } = engine;
  const { grid, queries } = w;
  const untraced: SearchOptions = { ...engine.DEFAULT_SEARCH_OPTIONS, algorithm: 'jpsw', closestIfUnreachable: false, recordTrace: false };
  const traced: SearchOptions = { ...untraced, recordTrace: true };
  weightedJumps(mapContext(grid)); // built once, outside the timer, as in the weighted benchmark
  const modes = [untraced, traced];
  for (const options of modes) {
    const start = performance.now();
    for (let k = 0; k < 1 || performance.now() - start < WARMUP_MS; k++) runSearch(grid, { ...queries[k % queries.length]!, options });
  }
  const rounds = grid.width * grid.height < 1_000_000 ? ROUNDS : 1;
  const best = modes.map(() => queries.map(() => Infinity));
  const answers = modes.map(() => [] as string[]);
  let events = 0;
  for (let round = 0; round < rounds; round++) {
    modes.forEach((options, m) => {
      queries.forEach((q, i) => {
        const s = performance.now();
        const r = runSearch(grid, { start: q.start, goal: q.goal, options });
        best[m]![i] = Math.min(best[m]![i]!, performance.now() - s);
        if (round > 0) return;
        answers[m]!.push(`${r.status} ${r.cost} ${r.metrics.expanded} ${r.path.join(',')}`);
        events += r.trace?.length ?? 0;
      });
    });
  }
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  return {
    name: w.name, untracedMs: sum(best[0]!), tracedMs: sum(best[1]!), events,
    mismatches: queries.filter((_, i) => answers[0]![i] !== answers[1]![i]).length,
  };
}

/** Runs the comparison on the weighted benchmark's maps (only the named MovingAI maps when given). */
export function runJpswRecordBench(engine: BundledEngine, only: readonly string[] = []): { overhead: number; mismatches: number } {
  console.log('');
  console.log('JPSW recording every step: the weighted maps and queries above, JPSW untraced and traced (the debugger\'s recording),');
  console.log(`best of ${ROUNDS} interleaved rounds per query on maps under a million cells; the ratio is traced total time over untraced.`);
  const reports = weightedCases(only).map((c) => {
    const r = benchCase(engine, c);
    console.log(`jpsw-record ${r.name.replace(/\s+/g, '_')} untraced-ms ${fixed(r.untracedMs, 2)} traced-ms ${fixed(r.tracedMs, 2)} ratio ${fixed(r.tracedMs / r.untracedMs, 2)} events ${r.events} mismatches ${r.mismatches}`);
    return r;
  });
  const overhead = geomean(reports.map((r) => r.tracedMs / r.untracedMs));
  const mismatches = reports.reduce((a, r) => a + r.mismatches, 0);
  console.log(`jpsw-record-overhead ${fixed(overhead, 2)} (traced / untraced JPSW time, geometric mean over the maps; target ≤ 2; the traced search's path, cost and expansions ${mismatches === 0 ? 'equal the untraced one\'s on every query' : `DIFFER on ${mismatches} queries`})`);
  return { overhead, mismatches };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runJpswRecordBench(await loadBundledEngine(), process.argv.slice(2).filter((a) => !a.startsWith('-')));
}
