// What replaying a compact trace needs besides its events: the map the search ran on and the
// numbers of its plan (weights, heuristic, tie-break, cost rules). With them every g, f, key and
// parent the search computed can be recomputed exactly, so the events themselves carry none.
// The map must not change while a trace of it is read (the worker's maps are fixed per revision).
import { algorithmInfo } from '../catalog';
import { distance, type HeuristicCode } from '../heuristics';
import type { JumpGraph } from '../jumpGraph';
import type { MapContext } from '../mapContext';
import type { MoveTable } from '../moves';
import { weightedJumps, type WeightedJumps } from '../jpsw/weightedJumps';
import { ANY_ANGLE, isUniformCostMap, JUMP_POINTS, NEIGHBOURS, uniformCost, WEIGHTED_JUMPS, type SearchPlan } from '../plan';
import { eventViaParent } from './encoding';
import type { CornerRule, Topology } from '../types';

/**
 * The map as a replay reads it: the arrays themselves, not the map's cached context (which would
 * keep the search's pooled node tables alive for as long as the trace).
 */
export interface TraceMap {
  terrain: Uint8Array;
  heights: Int16Array | null;
  /** Cost and passability per palette index. */
  typeCost: Float64Array;
  typePassable: Uint8Array;
  /** Allowed moves per cell under the search's topology and corner rule. */
  mask: Uint8Array;
  table: MoveTable;
  /** JPS: the jump table the search read, or null when it scanned. */
  jumps: Int16Array | null;
  /** The jump graph, whose dead ends and regions decide which jump points are opened (with the table). */
  jumpGraph: JumpGraph | null;
  /** JPSW: the map's jump table, run costs and running sums its moves were costed from (only their map part is read). */
  weighted: WeightedJumps | null;
}

/**
 * Everything of a search but its events that a replay reads: the frame its events are read in.
 * (The renderer's TraceFrame is another thing: what its overlays show at one step.)
 */
export interface ReplayFrame {
  map: TraceMap;
  width: number;
  height: number;
  cells: number;
  start: number;
  goal: number;
  /** Two searches (forward from the start, backward from the goal) share one trace. */
  bidirectional: boolean;
  /** How the search found successors (plan.ts: NEIGHBOURS, JUMP_POINTS, ANY_ANGLE or WEIGHTED_JUMPS). */
  policy: number;
  topology: Topology;
  cornerRule: CornerRule;
  /** Where each side's estimate aims: [forward, backward] (the goal, then the start). */
  targetX: readonly [number, number];
  targetY: readonly [number, number];
  heuristic: HeuristicCode;
  /** f = gWeight·g + hScale·distance, as the loops compute it. */
  gWeight: number;
  hScale: number;
  /** The cheapest used terrain: h shown to a person is minCost·distance (unweighted). */
  minCost: number;
  /** Secondary open-list key: tieSign × (g, or insertion number when tieBySequence). */
  tieSign: number;
  tieBySequence: boolean;
  /** Every move costs 1 (breadth-first). */
  unitCost: boolean;
  heightCost: boolean;
  uphill: number;
  downhill: number;
  /** The one cost of a passable cell, which jump points and Theta* multiply lengths by. */
  uniform: number;
  /** Theta* on a map of several costs: its moves cost what their segments cross (engine/lineCost.ts). */
  weightedLines: boolean;
  /** Closed cells may be reopened when a better g reaches them. */
  reopen: boolean;
  /** The node budget (0: none); the best-first loop stops at it before generating neighbours. */
  maxExpansions: number;
}

/** The frame of a search about to run on `ctx` with `plan`. */
export function replayFrame(ctx: MapContext, plan: SearchPlan): ReplayFrame {
  const o = plan.options, w = ctx.width;
  const policy = plan.policy;
  const sx = plan.start % w, gx = plan.goal % w;
  return {
    map: {
      terrain: ctx.terrain,
      heights: ctx.heights,
      typeCost: ctx.typeCost,
      typePassable: ctx.typePassable,
      mask: ctx.moveMask(o.topology, o.cornerRule),
      table: ctx.moveTable(o.topology, plan.diagonal),
      jumps: policy === JUMP_POINTS ? ctx.jumpTable() : null,
      jumpGraph: policy === JUMP_POINTS ? ctx.jumpGraph() : null,
      weighted: policy === WEIGHTED_JUMPS ? weightedJumps(ctx) : null,
    },
    width: w,
    height: ctx.height,
    cells: ctx.cells,
    start: plan.start,
    goal: plan.goal,
    bidirectional: algorithmInfo(o.algorithm).sides === 2,
    policy,
    topology: o.topology,
    cornerRule: o.cornerRule,
    targetX: [gx, sx],
    targetY: [(plan.goal - gx) / w, (plan.start - sx) / w],
    heuristic: plan.heuristic,
    gWeight: plan.gWeight,
    hScale: ctx.minCost * plan.hWeight,
    minCost: ctx.minCost,
    tieSign: plan.tieSign,
    tieBySequence: plan.tieBySequence,
    unitCost: plan.unitCost,
    heightCost: plan.heightCost,
    uphill: o.heightCosting?.uphill ?? 0,
    downhill: o.heightCosting?.downhill ?? 0,
    uniform: policy === NEIGHBOURS ? 1 : uniformCost(ctx),
    weightedLines: policy === ANY_ANGLE && !isUniformCostMap(ctx),
    reopen: plan.reopen,
    maxExpansions: o.maxExpansions,
  };
}

const estimate = distance; // a local binding: no module-interop lookup per call

/** The unscaled distance from `cell` to what `side` aims at. */
export function distanceToTarget(frame: ReplayFrame, side: number, cell: number): number {
  const x = cell % frame.width;
  return estimate(frame.heuristic, x, (cell - x) / frame.width, frame.targetX[side]!, frame.targetY[side]!);
}

/** f of `cell` at `g` on `side`, bit for bit as the search loop computes it. */
export function fOf(frame: ReplayFrame, side: number, cell: number, g: number): number {
  return frame.gWeight * g + frame.hScale * distanceToTarget(frame, side, cell);
}

/** The estimate a person reads (h = cheapest terrain × distance, before any weight). */
export function hOf(frame: ReplayFrame, side: number, cell: number): number {
  return frame.minCost * distanceToTarget(frame, side, cell);
}

/** 1 when event `word` links its cell to the expanding node's parent (Theta*'s line of sight), else 0 (encoding.ts, bit 31). */
export function linksToParent(frame: ReplayFrame, word: number): number {
  return frame.policy === ANY_ANGLE ? eventViaParent(word) : 0;
}
