// The path file's optional "breakdown" field: what the path's cost is made of (paths/costBreakdown.ts),
// with the cost so far at each cell of the path (`costAlong`, as long as `path`). Files written
// before it existed have none and still read.
import { z } from '../zod';
import type { CostBreakdown } from '../paths/costBreakdown';

/** The breakdown as a path file keeps it: the breakdown's figures, its cost so far at each cell of `path` (0 at the start) on one line. */
export type PathBreakdown = Omit<CostBreakdown, 'along'> & { costAlong: number[] };

const amount = z.number().min(0);
const count = z.number().int().min(0);

export const pathBreakdownSchema = z.object({
  cost: amount,
  length: amount,
  terrains: z.array(z.object({ terrain: z.number().int().min(0).max(255), name: z.string().max(256), cells: count, length: amount, cost: amount })).max(256),
  straight: count,
  diagonal: count,
  angled: count,
  turns: count,
  turnCost: amount.default(0),
  height: z.object({ uphill: amount, downhill: amount, climb: amount, descent: amount }),
  costAlong: z.array(amount),
});

/** Costs to 9 significant decimals: enough to compare, without float noise like 2.0000000000000004. */
export function roundCost(v: number): number {
  return Math.round(v * 1e9) / 1e9;
}

/** The breakdown as the file keeps it, its figures rounded like the file's other costs. */
export function pathBreakdown(b: CostBreakdown): PathBreakdown {
  const r = roundCost;
  return {
    cost: r(b.cost),
    length: r(b.length),
    terrains: b.terrains.map((t) => ({ terrain: t.terrain, name: t.name, cells: t.cells, length: r(t.length), cost: r(t.cost) })),
    straight: b.straight,
    diagonal: b.diagonal,
    angled: b.angled,
    turns: b.turns,
    turnCost: r(b.turnCost),
    height: { uphill: r(b.height.uphill), downhill: r(b.height.downhill), climb: b.height.climb, descent: b.height.descent },
    costAlong: Array.from(b.along.cost, r),
  };
}
