// The true cost of the cheapest path from every cell to a query's goal (h*), for the debugger's
// heuristic-error layer: a Dijkstra search run backwards from the goal over the moves of the query's
// rules (topology, corner rule, diagonal cost, terrain costs, height costs). Height costs are not
// symmetric, so a cell u is reached from its successor v by the forward move u → v and pays what
// the forward search pays for that move. It runs in slices (`step`), so a worker can answer pings
// in between; a 4096² map takes a few seconds.
import type { Grid } from '../grid/grid';
import { mapContext } from './map-context';
import { planSearch } from './plan';
import { CostHeap } from './cost-heap';
import { rowOf } from './paths';
import type { SearchQuery } from './types';

/** A reverse Dijkstra from a goal, advanced in slices. */
export interface CostToGoal {
  /** Settles up to `n` more cells; returns true when every cell that can reach the goal is settled. */
  step(n: number): boolean;
  /** h* per cell: the cheapest cost from the cell to the goal, Infinity where the goal cannot be reached. Valid once `step` returned true. */
  result(): Float32Array;
  /** Cells settled so far (for progress reports). */
  readonly settled: number;
}

/**
 * The cost from every cell to `query.goal` under the query's rules, counted as the forward search
 * counts a path's cost: step length (1, or the diagonal cost) × cost of the cell entered, plus the
 * height term of the move (uphill and downhill priced apart) when the query has height costing.
 * Breadth-first search is searched by steps but its paths cost what the map says, so its h* is the
 * map's cost too (without heights, as its path costs are). Moves are grid moves: Theta*'s any-angle
 * paths may be cheaper than h*. Throws SearchInputError for a query the engine would refuse.
 */
export function createCostToGoal(grid: Grid, query: SearchQuery): CostToGoal {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, query);
  const o = plan.options;
  const hex = o.topology === 'hex';
  const table = ctx.moveTable(o.topology, plan.diagonal);
  const mask = ctx.moveMask(o.topology, o.cornerRule);
  const { width, height, cells, terrain, typeCost } = ctx;
  const heights = plan.heightCost ? ctx.heights : null;
  const uphill = o.heightCosting?.uphill ?? 0, downhill = o.heightCosting?.downhill ?? 0;
  const count = table.count, offsets = table.offset, dxs = table.dx, dys = table.dy, lengths = table.length;
  const invWidth = 1 / width;

  // Exact costs of open cells live in the heap's Float64 keys; a cell's heap slot is in `slot`
  // (0 unseen, −1 settled, i + 1 at heap index i), so a better offer moves the cell up in place
  // instead of queueing a duplicate (duplicates doubled the pops on an open map). `cost` holds the
  // answer, written as each cell is settled.
  const cost = new Float32Array(cells).fill(Infinity);
  let heap = new CostHeap(new Int32Array(cells));
  let slot = heap.slot;
  let settled = 0;
  if (ctx.typePassable[terrain[plan.goal]!] === 1) heap.offer(plan.goal, 0);

  function step(n: number): boolean {
    let budget = n;
    while (budget > 0 && heap.size > 0) {
      const dv = heap.topKey(), v = heap.pop();
      cost[v] = dv;
      settled++;
      budget--;
      const enter = typeCost[terrain[v]!]!;
      const vy = hex ? rowOf(v, invWidth) : 0, vx = v - vy * width;
      const hv = heights ? heights[v]! : 0;
      for (let d = 0; d < count; d++) {
        // u: the cell whose move in direction d enters v.
        let u: number;
        if (hex) {
          const uy = vy - dys[d]!, k = ((uy & 1) << 3) + d, ux = vx - dxs[k]!;
          if (uy < 0 || uy >= height || ux < 0 || ux >= width) continue;
          u = v - offsets[k]!;
        } else {
          // A square move's offset is the same on every row: mask[u] allowing direction d means
          // u + offset[d] is u's real neighbour, so a u that wrapped around a row edge is refused by it.
          u = v - offsets[d]!;
          if (u < 0 || u >= cells) continue;
        }
        if ((mask[u]! & (1 << d)) === 0 || slot[u]! < 0) continue;
        let move = lengths[d]! * enter;
        if (heights) {
          const dh = hv - heights[u]!;
          move += dh > 0 ? uphill * dh : -downhill * dh;
        }
        heap.offer(u, dv + move);
      }
    }
    if (heap.size > 0) return false;
    // Done: the slots (4 bytes a cell) go, only the answer stays.
    if (slot.length > 0) {
      heap = new CostHeap(new Int32Array(0));
      slot = heap.slot;
    }
    return true;
  }

  return {
    step,
    result() {
      if (heap.size > 0) throw new Error('The cost to the goal is still being computed; call step() until it returns true.');
      return cost;
    },
    get settled() {
      return settled;
    },
  };
}
