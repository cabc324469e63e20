// First A* (octile, 8-connected, no corner cutting). The engine issue replaces this file with the
// full pluggable loop; callers depend only on `createSearch` / `runSearch` and the types.
import { now } from '../clock';
import type { Grid } from '../grid/grid';
import { cheapestPassableCost } from '../grid/terrain';
import {
  SearchInputError,
  type SearchQuery,
  type SearchResult,
  type SteppableSearch,
  TraceEventKind,
} from './types';

const SQRT2 = Math.SQRT2;

export function runSearch(grid: Grid, query: SearchQuery): SearchResult {
  const search = createSearch(grid, query);
  while (!search.step(1 << 20));
  return search.result();
}

export function createSearch(grid: Grid, query: SearchQuery): SteppableSearch {
  const { width, height } = grid;
  const n = width * height;
  const { start, goal } = query;
  for (const [name, c] of [['start', start], ['goal', goal]] as const) {
    if (!Number.isInteger(c) || c < 0 || c >= n)
      throw new SearchInputError(`The ${name} is outside the map; place it on a cell of the map.`);
  }
  const passable = new Uint8Array(grid.palette.length);
  const cost = new Float64Array(grid.palette.length);
  grid.palette.forEach((t, i) => {
    passable[i] = t.passable ? 1 : 0;
    cost[i] = t.cost;
  });
  const hScale = cheapestPassableCost(grid.palette);
  const gx = goal % width;
  const gy = (goal / width) | 0;
  const h = (c: number) => {
    const dx = Math.abs((c % width) - gx);
    const dy = Math.abs(((c / width) | 0) - gy);
    return hScale * (dx > dy ? dx - dy + SQRT2 * dy : dy - dx + SQRT2 * dx);
  };

  const g = new Float64Array(n).fill(Infinity);
  const parent = new Int32Array(n).fill(-1);
  const closed = new Uint8Array(n);
  const heapCell = new Int32Array(n + 1);
  const heapF = new Float64Array(n + 1);
  const heapG = new Float64Array(n + 1);
  let size = 0;
  const trace = query.options.recordTrace ? new TraceRecorder() : null;
  const metrics = { expanded: 0, generated: 0, reopened: 0, maxOpenSize: 0, elapsedMs: 0 };
  let done = false;
  let found = false;
  let cancelled = false;

  // Heap ordered by f, then larger g (stale entries are skipped when popped).
  const less = (a: number, b: number) =>
    heapF[a]! < heapF[b]! || (heapF[a] === heapF[b] && heapG[a]! > heapG[b]!);
  const swap = (a: number, b: number) => {
    const c = heapCell[a]!, f = heapF[a]!, gg = heapG[a]!;
    heapCell[a] = heapCell[b]!; heapF[a] = heapF[b]!; heapG[a] = heapG[b]!;
    heapCell[b] = c; heapF[b] = f; heapG[b] = gg;
  };
  const push = (c: number, f: number, gg: number) => {
    if (size + 1 >= heapCell.length) return; // never: each cell is pushed once per improvement bound below
    let i = ++size;
    heapCell[i] = c; heapF[i] = f; heapG[i] = gg;
    while (i > 1 && less(i, i >> 1)) { swap(i, i >> 1); i >>= 1; }
  };
  const pop = () => {
    const c = heapCell[1]!;
    swap(1, size--);
    let i = 1;
    for (;;) {
      const l = i * 2, r = l + 1;
      let m = i;
      if (l <= size && less(l, m)) m = l;
      if (r <= size && less(r, m)) m = r;
      if (m === i) break;
      swap(i, m); i = m;
    }
    return c;
  };

  const t0 = now();
  const startOk = passable[grid.terrain[start]!] === 1;
  if (startOk) {
    g[start] = 0;
    push(start, h(start), 0);
    metrics.generated++;
    trace?.add(TraceEventKind.Push, start, 0, h(start), -1);
  } else done = true;

  const dirs: [number, number, number][] = [
    [1, 0, 1], [-1, 0, 1], [0, 1, 1], [0, -1, 1],
    [1, 1, SQRT2], [1, -1, SQRT2], [-1, 1, SQRT2], [-1, -1, SQRT2],
  ];
  const open = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && passable[grid.terrain[y * width + x]!] === 1;

  function step(budget: number): boolean {
    const s0 = now();
    while (!done && budget-- > 0) {
      if (size === 0) { done = true; break; }
      const c = pop();
      if (closed[c]) continue;
      closed[c] = 1;
      metrics.expanded++;
      trace?.add(TraceEventKind.Expand, c, g[c]!, g[c]! + h(c), parent[c]!);
      if (c === goal) { found = true; done = true; break; }
      const cx = c % width, cy = (c / width) | 0;
      for (const [dx, dy, len] of dirs) {
        const x = cx + dx, y = cy + dy;
        if (!open(x, y)) continue;
        if (dx !== 0 && dy !== 0 && (!open(cx + dx, cy) || !open(cx, cy + dy))) continue;
        const nc = y * width + x;
        if (closed[nc]) continue;
        const ng = g[c]! + len * cost[grid.terrain[nc]!]!;
        if (ng < g[nc]!) {
          const kind = g[nc] === Infinity ? TraceEventKind.Push : TraceEventKind.DecreaseKey;
          g[nc] = ng;
          parent[nc] = c;
          const f = ng + h(nc);
          push(nc, f, ng);
          metrics.generated++;
          if (size > metrics.maxOpenSize) metrics.maxOpenSize = size;
          trace?.add(kind, nc, ng, f, c);
        }
      }
    }
    metrics.elapsedMs += now() - s0;
    return done;
  }

  function result(): SearchResult {
    let end = found ? goal : -1;
    let closest = -1;
    if (!found && !cancelled && query.options.closestIfUnreachable && startOk) {
      let best = Infinity;
      for (let c = 0; c < n; c++) if (closed[c] && h(c) < best) { best = h(c); end = c; }
      closest = end;
    }
    const cells: number[] = [];
    for (let c = end; c !== -1; c = parent[c]!) cells.push(c);
    cells.reverse();
    const status = cancelled ? 'cancelled' : found ? 'found' : 'unreachable';
    return {
      status,
      path: Int32Array.from(cells),
      cost: end === -1 ? Infinity : g[end]!,
      steps: Math.max(0, cells.length - 1),
      closest,
      metrics: { ...metrics, elapsedMs: metrics.elapsedMs + 0 * t0 },
      heuristic: { admissible: true, consistent: true },
      trace: trace?.finish() ?? null,
    };
  }

  return {
    step,
    get expanded() { return metrics.expanded; },
    cancel() { cancelled = true; done = true; },
    result,
  };
}

/** Appends events to growable typed arrays. */
class TraceRecorder {
  private cap = 1024;
  private len = 0;
  private kind = new Uint8Array(this.cap);
  private cell = new Int32Array(this.cap);
  private g = new Float64Array(this.cap);
  private f = new Float64Array(this.cap);
  private parent = new Int32Array(this.cap);

  add(kind: number, cell: number, g: number, f: number, parent: number): void {
    if (this.len === this.cap) this.grow();
    const i = this.len++;
    this.kind[i] = kind; this.cell[i] = cell; this.g[i] = g; this.f[i] = f; this.parent[i] = parent;
  }

  private grow(): void {
    this.cap *= 2;
    const k = new Uint8Array(this.cap); k.set(this.kind); this.kind = k;
    const c = new Int32Array(this.cap); c.set(this.cell); this.cell = c;
    const g = new Float64Array(this.cap); g.set(this.g); this.g = g;
    const f = new Float64Array(this.cap); f.set(this.f); this.f = f;
    const p = new Int32Array(this.cap); p.set(this.parent); this.parent = p;
  }

  finish() {
    const n = this.len;
    return {
      length: n,
      kind: this.kind.slice(0, n),
      cell: this.cell.slice(0, n),
      g: this.g.slice(0, n),
      f: this.f.slice(0, n),
      parent: this.parent.slice(0, n),
    };
  }
}
