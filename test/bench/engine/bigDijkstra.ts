// Run in its own process by the benchmark: Dijkstra across a 4096×4096 open map (16.7 M cells),
// corner to corner, reporting time and the process's peak resident memory as one JSON line.
import { readFileSync } from 'node:fs';
import { createGrid } from '../../../src/shared/grid/grid';
import { DEFAULT_SEARCH_OPTIONS, runSearch } from '../../../src/shared/engine/index';

const side = Number(process.argv[2] ?? 4096);
const grid = createGrid(side, side);
const t0 = performance.now();
const result = runSearch(grid, {
  start: 0,
  goal: side * side - 1,
  options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' },
});
const ms = performance.now() - t0;
const expected = (side - 1) * Math.SQRT2;
console.log(JSON.stringify({
  side,
  cells: side * side,
  status: result.status,
  costOk: Math.abs(result.cost - expected) < 1e-6 * expected,
  expanded: result.metrics.expanded,
  ms: Math.round(ms),
  maxRssMB: Math.round(peakResidentKB() / 1024),
}));

/**
 * This process's peak resident memory in kB. On Linux, getrusage's maximum (resourceUsage) starts a
 * child at what its parent held when it was forked, so the benchmark's own memory would be counted;
 * /proc's VmHWM is this process's alone.
 */
function peakResidentKB(): number {
  try {
    const line = readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
    if (line) return Number(line.replace(/\D+/g, ''));
  } catch {
    // not Linux: getrusage below
  }
  return process.resourceUsage().maxRSS;
}
