// One live lane (a pane's path, a waypoint leg): answers each new revision of the map for its
// query, reusing what it learnt before, and says how (`LiveMethod`):
// - 'same': nothing that matters changed (the markers and the map as they were, or an edit that
//   only raised costs and left the previous path's cost as it was: every other path only got
//   dearer, so it is still optimal);
// - 'incremental': the field of bounds (goalField.ts), anchored at the goal or at the start,
//   repaired for the costs the edits lowered and shifted when its anchor moved, guides an A* from
//   the other end that stops on the previous path (liveAstar.ts);
// - 'jump': such a repair on a map of one cost that ran past its budget, answered by a fresh JPS
//   instead (JUMP_AFTER_EXPANSIONS);
// - 'fresh': a search from the other end to the anchor that builds the field (new rules, a palette
//   change, a map the lane did not follow; and a marker that keeps moving while the other stays: the
//   field's shifts add up, so once they have cost as much as a fresh search the field is anchored
//   at the end that stays, by a search that closes every reachable cell, so every later move of
//   the dragged one, wherever it goes, is cheap);
// - 'engine': the engine's own search of the query, for the configurations whose answer is not
//   simply "an optimal path" (weighted A*, greedy, breadth-first, Theta*, an inadmissible estimate,
//   a node budget, a recorded trace), or whose cost is not a cell's (a turn cost: the field of bounds
//   is over cells, the search over cells and headings) and for an unreachable goal (the engine picks the closest
//   cell to answer with).
// Every answer is what a fresh search of the configuration finds, at the same cost.
import type { Grid } from '../../grid/grid';
import { moveRulesOfPlan, type MoveRules } from '../../analysis/moveRules';
import { algorithmInfo } from '../catalog';
import { H_HEX, H_MANHATTAN, heuristicCodeFor } from '../heuristics';
import { mapContext, type MapChange } from '../mapContext';
import { isUniformCostMap, planSearch, type SearchPlan } from '../plan';
import { createSearch, createSearchAsPrepared } from '../search';
import { SearchInputError, type LiveWorkKind, type SearchQuery, type SearchResult, type SteppableSearch } from '../types';
import { GoalField } from './goalField';
import { LiveAStar, type LiveAnswer } from './liveAstar';
import { keptPath } from './keptPath';

/** How the lane answered: as before, by its own work (SearchResult.liveWork), or by the engine's search of the query. */
export type LiveMethod = 'same' | LiveWorkKind | 'engine';

/**
 * Expansions a repair may take on a map of one cost before a fresh Jump Point Search answers
 * instead. A long wall across the path of an open map leaves a wide band of stale bounds that the
 * repair re-expands (1.5 M cells for a 410-cell wall on 4096², two seconds), where JPS jumps over
 * the open ground in a few dozen expansions (about 0.1 s, scanning its runs on 4096²). A smaller
 * repair (a dab beside the path) finishes well within this.
 */
export const JUMP_AFTER_EXPANSIONS = 20_000;

/** A live answer under way: advanced in slices, then its result. */
export interface LiveWork {
  readonly method: LiveMethod;
  /** Expands up to `n` nodes; true when the answer is ready. */
  step(n: number): boolean;
  result(): SearchResult;
  /** Stops it; the lane answers its next request afresh where it cannot trust what it kept. */
  cancel(): void;
}

/** What a lane kept of its last answer. */
interface LaneMemory {
  query: SearchQuery;
  result: SearchResult;
  /** The rules the field was made under (moves, corner rule, diagonal, height prices). */
  rulesKey: string;
}

export class LiveLane {
  private field: GoalField | null = null;
  /**
   * The field's estimate scale: the cheapest cost the map used when it was made. Scaling by the
   * palette's cheapest instead (a Road at 0.5 that is never painted) halved every estimate and made
   * the first live search on an open 4096² map expand 13.7 M cells where A* expands 3,697.
   */
  private fieldScale = Infinity;
  /** Where the next fresh field is anchored: the end that stayed put last (true: the start). */
  private fromStart = false;
  private last: LaneMemory | null = null;
  /** Cells the last fresh search expanded (what a repair is weighed against). */
  private freshWork = 0;
  /** Cells the searches on the field expanded since its anchor first moved (what re-anchoring it is weighed against). */
  private shiftedWork = 0;
  private shifted = false;

  /** `jumpAfter`: the expansions a repair may take before JPS answers instead (JUMP_AFTER_EXPANSIONS; the proof tries small ones). */
  constructor(private readonly jumpAfter = JUMP_AFTER_EXPANSIONS) {}

  /**
   * Starts answering `query` on `grid`, which `changes` (in order) changed since the lane's last
   * answer; null when the lane cannot know (a new map, a missed edit): it then starts afresh.
   * Throws SearchInputError for a query the engine refuses.
   */
  begin(grid: Grid, query: SearchQuery, changes: readonly MapChange[] | null): LiveWork {
    const ctx = mapContext(grid);
    const plan = planSearch(ctx, query);
    const last = this.last;
    const unchanged = changes !== null && changes.every((c) => c.cells.length === 0 && c.oldPalette === null && !c.heightsLayer);
    if (unchanged && last !== null && sameQuery(last.query, query)) return settled('same', last.result);
    const rules = moveRulesOfPlan(ctx, plan);
    const rulesKey = keyOf(plan);
    if (!answersOptimally(plan) || rules.mask[plan.start] === 0 || rules.mask[plan.goal] === 0 || plan.start === plan.goal) {
      this.field = null;
      return this.engineWork(grid, query);
    }
    const field = this.field;
    // A terrain cheaper than the field's scale now on the map makes its estimates overestimate.
    const canRepair = changes !== null && field !== null && last !== null && last.rulesKey === rulesKey && field.cells === rules.cells
      && changes.every((c) => c.oldPalette === null && !c.heightsLayer) && ctx.minCost >= this.fieldScale;
    if (!canRepair) return this.fresh(grid, query, plan, rules, rulesKey, this.fromStart);
    const anchor = field.fromStart ? plan.start : plan.goal;
    const stays = field.fromStart ? plan.goal === last.query.goal : plan.start === last.query.start;
    if (field.goal !== anchor && stays && this.shifted && this.shiftedWork >= this.freshWork) return this.fresh(grid, query, plan, rules, rulesKey, !field.fromStart, true);
    const seeds = loweredCells(rules, changes);
    // A repair that would take more than half the cells a fresh search expanded gives way to one.
    if (seeds.cells.length > 0 && !field.lower(rules, seeds.cells, (c) => seeds.opened.has(c), this.freshWork / 2)) return this.fresh(grid, query, plan, rules, rulesKey, field.fromStart);
    if (field.goal !== anchor) {
      field.moveGoal(anchor);
      this.shifted = true;
    }
    // A path from another start or to another goal (moved now, or in a request cancelled since) has no part to stop on at that end.
    const path = last.result.path;
    const kept = path[field.fromStart ? 0 : path.length - 1] === anchor ? keptPath(rules, path) : null;
    if (seeds.cells.length === 0 && path[0] === plan.start && path[path.length - 1] === plan.goal && kept !== null && kept.validFrom === 0 && kept.rest[0] === last.result.cost) {
      this.last = { ...last, query };
      return settled('same', last.result);
    }
    return this.searchWork('incremental', grid, query, plan, rulesKey, new LiveAStar(ctx, rules, field, plan.start, plan.goal, false, kept, 0, 1));
  }

  /**
   * A search towards the anchor (the start when `fromStart`, else the goal) from the other end, making
   * a new field; `complete` (re-anchoring for a drag) closes every reachable cell, so the field is exact
   * wherever the dragged end goes next.
   */
  private fresh(grid: Grid, query: SearchQuery, plan: SearchPlan, rules: MoveRules, rulesKey: string, fromStart: boolean, complete = false): LiveWork {
    const ctx = mapContext(grid);
    if (this.field === null || this.field.cells !== rules.cells || this.field.width !== rules.width) this.field = new GoalField(rules.width, rules.cells);
    const code = estimateCode(plan), scale = (this.fieldScale = ctx.minCost);
    this.fromStart = fromStart;
    this.shifted = false;
    this.shiftedWork = 0;
    this.field.reset(fromStart ? plan.start : plan.goal, fromStart, code, scale);
    return this.searchWork('fresh', grid, query, plan, rulesKey, new LiveAStar(ctx, rules, this.field, plan.start, plan.goal, true, null, code, scale, complete));
  }

  /**
   * A live search, then its result (or, for an unreachable goal, the engine's answer). A repair
   * (incremental) on a map of one cost that runs past `jumpAfter` expansions gives way to a fresh
   * JPS of the same rules, when JPS takes them: the repair only lowered bounds, so the field stays
   * true for the next edit.
   */
  private searchWork(method: LiveMethod, grid: Grid, query: SearchQuery, plan: SearchPlan, rulesKey: string, search: LiveAStar): LiveWork {
    let engine: LiveWork | null = null;
    let jump: SteppableSearch | null = null;
    let spent = 0, jumpTried = method !== 'incremental';
    let answer: SearchResult | null = null;
    // A fresh search rebuilds the field: until it is done, nothing the lane kept holds. An
    // incremental one only lowered bounds (still consistent): cancelled, the lane repairs again
    // from its last answer.
    if (method === 'fresh') this.last = null;
    return {
      get method() {
        return jump !== null ? 'jump' : method;
      },
      step: (n) => {
        if (answer !== null) return true;
        if (engine !== null) {
          if (!engine.step(n)) return false;
          answer = engine.result();
          return true;
        }
        if (jump !== null) {
          if (!jump.step(n)) return false;
          const found = jump.result();
          if (found.status !== 'found') {
            engine = this.engineWork(grid, query);
            return false;
          }
          answer = { ...found, heuristic: plan.report, metrics: { ...found.metrics, expanded: spent + found.metrics.expanded }, liveWork: 'jump' };
          this.last = { query, result: answer, rulesKey };
          return true;
        }
        if (!jumpTried && spent >= this.jumpAfter) {
          jumpTried = true;
          jump = jumpSearchFor(grid, query, rulesKey);
          if (jump !== null) {
            search.cancel();
            return false;
          }
        }
        // Until JPS was weighed, a slice ends at the budget, so the switch comes when it is due.
        const slice = jumpTried ? n : Math.min(n, this.jumpAfter - spent);
        spent += slice;
        if (!search.step(slice)) return false;
        const found = search.answer();
        if (found.cost === Infinity) {
          engine = this.engineWork(grid, query);
          return false;
        }
        answer = { ...resultOf(found, plan), liveWork: method === 'fresh' ? 'fresh' : 'incremental' };
        this.last = { query, result: answer, rulesKey };
        if (method === 'fresh') this.freshWork = found.expanded;
        else if (this.shifted) this.shiftedWork += found.expanded;
        return true;
      },
      result: () => {
        if (answer === null) throw new Error('The live answer is not ready; call step() until it returns true.');
        return answer;
      },
      cancel: () => {
        search.cancel();
        jump?.cancel();
        engine?.cancel();
        if (answer === null && method === 'fresh') this.field = null; // half a field: start afresh next time
      },
    };
  }

  /** The engine's own search of the query (the lane keeps its answer, to repeat it while nothing changes). */
  private engineWork(grid: Grid, query: SearchQuery): LiveWork {
    const search: SteppableSearch = createSearch(grid, query);
    this.last = null;
    return {
      method: 'engine',
      step: (n) => {
        if (!search.step(n)) return false;
        this.last = { query, result: search.result(), rulesKey: '' };
        return true;
      },
      result: () => search.result(),
      cancel: () => search.cancel(),
    };
  }
}

/**
 * A fresh Jump Point Search of `query` on `grid` under the same rules (`rulesKey`), scanning its
 * runs where the jump graph is not current; null where JPS does not apply (a map of several costs,
 * other moves or corner rules, heights priced).
 */
function jumpSearchFor(grid: Grid, query: SearchQuery, rulesKey: string): SteppableSearch | null {
  const ctx = mapContext(grid);
  if (!isUniformCostMap(ctx)) return null;
  const jumpQuery: SearchQuery = { ...query, options: { ...query.options, algorithm: 'jps', heuristic: 'octile' } };
  try {
    if (keyOf(planSearch(ctx, jumpQuery)) !== rulesKey) return null;
    return createSearchAsPrepared(grid, jumpQuery);
  } catch (err) {
    if (err instanceof SearchInputError) return null;
    throw err;
  }
}

/** An answer already known. */
function settled(method: LiveMethod, result: SearchResult): LiveWork {
  return { method, step: () => true, result: () => result, cancel: () => {} };
}

/**
 * Whether the query's answer is an optimal path whichever optimal search finds it: cost-counting,
 * grid moves, an admissible estimate at weight 1 (or none), no node budget, no trace and no turn cost.
 */
function answersOptimally(plan: SearchPlan): boolean {
  const info = algorithmInfo(plan.options.algorithm);
  return info.countsCost && !info.countsMoves && !info.anyAngle && plan.hWeight <= 1 && (plan.hWeight === 0 || plan.report.admissible)
    && plan.options.maxExpansions === 0 && !plan.options.recordTrace && plan.turnCost === 0 && !plan.options.smooth;
}

/** The estimate the field and the backward search use: exact on an open map of the cheapest terrain. */
function estimateCode(plan: SearchPlan): number {
  const topology = plan.options.topology;
  return topology === 'hex' ? H_HEX : topology === 'square4' ? H_MANHATTAN : heuristicCodeFor('octile', plan.diagonal);
}

/** The rules a field holds for: moves, corner rule, diagonal length, height prices. */
function keyOf(plan: SearchPlan): string {
  const o = plan.options;
  return `${o.topology}|${o.cornerRule}|${plan.diagonal}|${plan.heightCost ? `${o.heightCosting!.uphill}|${o.heightCosting!.downhill}` : '-'}`;
}

function sameQuery(a: SearchQuery, b: SearchQuery): boolean {
  return a.start === b.start && a.goal === b.goal && JSON.stringify(a.options) === JSON.stringify(b.options);
}

/**
 * The cells around which moves may have become cheaper (a cell whose cost fell, a wall removed, a
 * height changed) and the cells that were walls at some point of the changes and are open now.
 */
function loweredCells(rules: MoveRules, changes: readonly MapChange[]): { cells: number[]; opened: Set<number> } {
  const { terrain, typeCost, typePassable } = rules;
  const cells: number[] = [], opened = new Set<number>();
  for (const change of changes) {
    for (let i = 0; i < change.cells.length; i++) {
      const c = change.cells[i]!, before = change.oldTerrain[i]!, now = terrain[c]!;
      const wasWall = typePassable[before] === 0, isWall = typePassable[now] === 0;
      if (wasWall && !isWall) opened.add(c);
      // Equal terrain: the height changed. Otherwise a lower cost, or a wall opened.
      if (before === now || (!isWall && (wasWall || typeCost[now]! < typeCost[before]!))) cells.push(c);
    }
  }
  return { cells, opened };
}

function resultOf(found: LiveAnswer, plan: SearchPlan): SearchResult {
  return {
    status: 'found',
    path: found.path,
    cost: found.cost,
    steps: Math.max(0, found.path.length - 1),
    closest: -1,
    metrics: { expanded: found.expanded, generated: found.generated, reopened: 0, maxOpenSize: found.maxOpen, elapsedMs: found.elapsedMs },
    heuristic: plan.report,
    trace: null,
  };
}

