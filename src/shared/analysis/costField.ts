// The cost between one cell and every other under a map's movement rules: from the cell (how far a
// unit gets: movement range, the distance field from the start) or to it (the field a crowd
// follows to the goal). One Dijkstra sweep, optionally stopped at a cost limit, advanced in slices
// so a worker answers pings and cancels between them.
import { CostHeap } from '../engine/costHeap';
import { rowOf } from '../engine/paths';
import type { MoveRules } from './moveRules';

/** 'from': the cost of reaching each cell from the origin; 'to': the cost of reaching the origin from each cell. */
export type FieldDirection = 'from' | 'to';

export interface CostFieldRequest {
  origin: number;
  direction: FieldDirection;
  /** Cells costing more than this are left unreached (Infinity); Infinity for the whole map. */
  limit: number;
}

export interface CostField {
  /** Settles up to `n` more cells; true when the sweep is done. */
  step(n: number): boolean;
  /** Cost per cell, Infinity where unreached (walls, other regions, beyond the limit). Valid once `step` returned true. */
  result(): Float64Array;
  /** The costs of the cells settled so far (Infinity for the rest): a caller that needs a few cells may stop once they are settled. */
  settledCosts(): Float64Array;
  readonly settled: number;
}

/** A sweep from (or to) `request.origin`; an impassable origin reaches nothing. */
export function createCostField(rules: MoveRules, request: CostFieldRequest): CostField {
  const { width, height, cells, hex, mask, terrain, typeCost, heights, uphill, downhill } = rules;
  const { count, offset, dx, dy, length } = rules.table;
  const forward = request.direction === 'from', limit = request.limit;
  const invWidth = 1 / width;
  const cost = new Float64Array(cells).fill(Infinity);
  let heap = new CostHeap(new Int32Array(cells));
  let settled = 0;
  if (request.origin >= 0 && request.origin < cells && rules.typePassable[terrain[request.origin]!] === 1) heap.offer(request.origin, 0);

  function step(n: number): boolean {
    let budget = n;
    while (budget > 0 && heap.size > 0) {
      const cv = heap.topKey();
      if (cv > limit) break;
      const v = heap.pop();
      cost[v] = cv;
      settled++;
      budget--;
      const vy = hex ? rowOf(v, invWidth) : 0, vx = v - vy * width;
      const parity = hex ? (vy & 1) << 3 : 0;
      const hv = heights !== null ? heights[v]! : 0;
      const enterV = typeCost[terrain[v]!]!;
      for (let d = 0; d < count; d++) {
        let u: number;
        if (forward) {
          // The move v → u, allowed by v's own mask.
          if ((mask[v]! & (1 << d)) === 0) continue;
          u = v + offset[parity + d]!;
          let move = length[d]! * typeCost[terrain[u]!]!;
          if (heights !== null) {
            const dh = heights[u]! - hv;
            move += dh > 0 ? uphill * dh : -downhill * dh;
          }
          heap.offer(u, cv + move);
        } else {
          // The cell u whose move in direction d enters v (height costs are not symmetric).
          if (hex) {
            const uy = vy - dy[d]!, k = ((uy & 1) << 3) + d, ux = vx - dx[k]!;
            if (uy < 0 || uy >= height || ux < 0 || ux >= width) continue;
            u = v - offset[k]!;
          } else {
            u = v - offset[d]!;
            if (u < 0 || u >= cells) continue;
          }
          if ((mask[u]! & (1 << d)) === 0) continue;
          let move = length[d]! * enterV;
          if (heights !== null) {
            const dh = hv - heights[u]!;
            move += dh > 0 ? uphill * dh : -downhill * dh;
          }
          heap.offer(u, cv + move);
        }
      }
    }
    if (heap.size > 0 && heap.topKey() <= limit) return false;
    if (heap.slot.length > 0) heap = new CostHeap(new Int32Array(0));
    return true;
  }

  return {
    step,
    result() {
      if (heap.size > 0 && heap.topKey() <= limit) throw new Error('The cost field is still being computed; call step() until it returns true.');
      return cost;
    },
    settledCosts: () => cost,
    get settled() {
      return settled;
    },
  };
}

/** The whole sweep at once (the command line, tests). */
export function costField(rules: MoveRules, request: CostFieldRequest): Float64Array {
  const field = createCostField(rules, request);
  while (!field.step(1 << 20));
  return field.result();
}
