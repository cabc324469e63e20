// Test helpers: small maps drawn as text, and independent reference searches to check the engine.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { DEFAULT_SEARCH_OPTIONS, diagonalLength, type SearchOptions } from '../../../../src/shared/engine/index';
import { parseMovingAiMap, parseMovingAiScenario, type Scenario } from '../../../../src/shared/formats/movingai';

/** Default palette letters: . Ground 1, r Road 0.5, g Grass 1.5, f Forest 2, s Swamp 4, ~ Water, # Wall. */
const LETTERS: Record<string, number> = { '.': 0, r: 1, g: 2, f: 3, s: 4, '~': 5, '#': 6 };

export function gridFromText(text: string): Grid {
  const rows = text.trim().split('\n').map((r) => r.trim());
  const grid = createGrid(rows[0]!.length, rows.length);
  rows.forEach((row, y) => [...row].forEach((ch, x) => (grid.terrain[y * grid.width + x] = LETTERS[ch]!)));
  return grid;
}

export const at = (grid: Grid, x: number, y: number) => y * grid.width + x;

export function options(over: Partial<SearchOptions> = {}): SearchOptions {
  return { ...DEFAULT_SEARCH_OPTIONS, ...over };
}

/** Neighbours of (x, y) with step lengths, written from the rules in the issue, not from the engine. */
export function referenceMoves(grid: Grid, x: number, y: number, o: SearchOptions): [number, number, number][] {
  const open = (a: number, b: number) =>
    a >= 0 && b >= 0 && a < grid.width && b < grid.height && grid.palette[grid.terrain[b * grid.width + a]!]!.passable;
  const out: [number, number, number][] = [];
  if (o.topology === 'hex') {
    const odd = y % 2 === 1;
    const deltas = odd
      ? [[1, 0], [-1, 0], [1, -1], [0, -1], [1, 1], [0, 1]]
      : [[1, 0], [-1, 0], [0, -1], [-1, -1], [0, 1], [-1, 1]];
    for (const [dx, dy] of deltas) if (open(x + dx!, y + dy!)) out.push([x + dx!, y + dy!, 1]);
    return out;
  }
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) if (open(x + dx!, y + dy!)) out.push([x + dx!, y + dy!, 1]);
  if (o.topology === 'square8') {
    for (const [dx, dy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) {
      if (!open(x + dx!, y + dy!)) continue;
      const a = open(x + dx!, y), b = open(x, y + dy!);
      if (o.cornerRule === 'no-cutting' && !(a && b)) continue;
      if (o.cornerRule === 'no-squeeze' && !(a || b)) continue;
      out.push([x + dx!, y + dy!, diagonalLength(o.diagonalCost)]);
    }
  }
  return out;
}

export function moveCost(grid: Grid, o: SearchOptions, from: number, to: number, length: number): number {
  let c = length * grid.palette[grid.terrain[to]!]!.cost;
  if (o.heightCosting && grid.heights) {
    const dh = grid.heights[to]! - grid.heights[from]!;
    c += dh > 0 ? o.heightCosting.uphill * dh : -o.heightCosting.downhill * dh;
  }
  return c;
}

/**
 * The cost of walking `path` cell by cell by the reference rules, or NaN when two consecutive cells
 * are not one legal move apart (a gap, a wall, a cut corner).
 */
export function walkedCost(grid: Grid, path: ArrayLike<number>, o: SearchOptions): number {
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    const move = referenceMoves(grid, a % grid.width, Math.floor(a / grid.width), o)
      .find(([x, y]) => y * grid.width + x === b);
    if (!move) return NaN;
    cost += moveCost(grid, o, a, b, move[2]);
  }
  return cost;
}

/** Plain Dijkstra with a linear scan for the minimum: slow, obviously right. Infinity if unreachable. */
export function referenceCost(grid: Grid, start: number, goal: number, o: SearchOptions, unit = false): number {
  const n = grid.width * grid.height;
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  if (!grid.palette[grid.terrain[start]!]!.passable) return Infinity;
  dist[start] = 0;
  for (;;) {
    let c = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < Infinity && (c < 0 || dist[i]! < dist[c]!)) c = i;
    if (c < 0) return Infinity;
    if (c === goal) return dist[c]!;
    done[c] = 1;
    const x = c % grid.width, y = Math.floor(c / grid.width);
    for (const [nx, ny, len] of referenceMoves(grid, x, y, o)) {
      const nb = ny * grid.width + nx;
      const d = dist[c]! + (unit ? 1 : moveCost(grid, o, c, nb, len));
      if (d < dist[nb]!) dist[nb] = d;
    }
  }
}

/** The shared MovingAI benchmark folder, resolved from the repository root. */
export const BENCHMARK_DIR = resolve(process.cwd(), '../shared/benchmarks/movingai');

export function loadBenchmark(name: string): { grid: Grid; scen: Scenario } {
  return {
    grid: parseMovingAiMap(readFileSync(resolve(BENCHMARK_DIR, `${name}.map`), 'utf8')),
    scen: parseMovingAiScenario(readFileSync(resolve(BENCHMARK_DIR, `${name}.map.scen`), 'utf8')),
  };
}

/** Relative tolerance of the listed lengths (5 decimals, single precision for the city maps; 2 in the old format). */
export function lengthMatches(cost: number, optimal: number, oldFormat: boolean): boolean {
  return Math.abs(cost - optimal) <= (oldFormat ? 0.006 : 1e-4 * Math.max(1, optimal));
}
