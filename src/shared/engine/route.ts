// A route: start → waypoint 1 → … → goal, found as one optimal search per leg (each leg is the
// cheapest way between its two stops under the configuration; the route is their sum). The app's
// live path and the CLI's `path --via` both go through here; how a leg is searched (in the worker,
// or on this thread) is the caller's.
import type { SearchResult, SearchStatus } from './types';

/** One leg of a route: from one stop to the next, and its search's answer. */
export interface RouteLeg {
  /** Cells (flat indices) the leg starts and ends at. */
  from: number;
  to: number;
  result: SearchResult;
}

/** A route's legs and the route as one result (path joined, cost and figures summed). */
export interface Route {
  legs: RouteLeg[];
  result: SearchResult;
}

/** The stops a route visits in order: the start, the waypoints, the goal. */
export function routeStops(start: number, waypoints: readonly number[], goal: number): number[] {
  return [start, ...waypoints, goal];
}

/** A leg a route asks to be searched next. */
export interface LegAsk {
  from: number;
  to: number;
}

/**
 * The legs between consecutive `stops`, in order: yields each leg to search and takes its result,
 * and returns the route. A leg that does not reach its stop (unreachable, out of budget, cancelled)
 * ends the route there: the legs after it would start from a stop the route never reached. A
 * generator, so a caller searching on this thread and one asking a worker share it.
 */
export function* planRoute(stops: readonly number[]): Generator<LegAsk, Route, SearchResult> {
  if (stops.length < 2) throw new Error('A route needs at least a start and a goal.');
  const legs: RouteLeg[] = [];
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1]!, to = stops[i]!;
    const result = yield { from, to };
    legs.push({ from, to, result });
    if (result.status !== 'found') break;
  }
  return { legs, result: joinLegs(legs.map((l) => l.result)) };
}

/** The route through `stops`, each leg searched by `searchLeg` on this thread (the CLI). */
export function searchRoute(stops: readonly number[], searchLeg: (from: number, to: number) => SearchResult): Route {
  const plan = planRoute(stops);
  let step = plan.next();
  while (!step.done) step = plan.next(searchLeg(step.value.from, step.value.to));
  return step.value;
}

/**
 * The legs' results as one: the paths joined (each leg's first cell is the last one's end), costs,
 * steps and counts summed, the largest open list, and the first leg's heuristic report. A leg that did
 * not reach its stop gives the route its status and its closest cell (its cost is that leg's, often
 * Infinity). No trace: each leg's is its own. One leg is returned as it is.
 */
export function joinLegs(legs: readonly SearchResult[]): SearchResult {
  if (legs.length === 0) throw new Error('A route has at least one leg.');
  if (legs.length === 1) return legs[0]!; // no waypoints: the route is the direct search
  const failed = legs.find((l) => l.status !== 'found');
  const status: SearchStatus = failed?.status ?? 'found';
  const parts = legs.map((l, i) => (i > 0 ? l.path.subarray(Math.min(1, l.path.length)) : l.path));
  const path = new Int32Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (path.set(p, at), at + p.length), 0);
  const sum = (f: (l: SearchResult) => number) => legs.reduce((s, l) => s + f(l), 0);
  return {
    status,
    path,
    cost: sum((l) => l.cost),
    steps: Math.max(0, path.length - 1),
    closest: failed ? failed.closest : -1,
    metrics: {
      expanded: sum((l) => l.metrics.expanded),
      generated: sum((l) => l.metrics.generated),
      reopened: sum((l) => l.metrics.reopened),
      maxOpenSize: Math.max(...legs.map((l) => l.metrics.maxOpenSize)),
      elapsedMs: sum((l) => l.metrics.elapsedMs),
    },
    heuristic: legs[0]!.heuristic,
    trace: null,
    // Each leg starts free of a turn (its first move), so the route's turns are the legs'.
    // A leg answered by a live lane's own work makes the summed figures not the configuration's.
    ...(legs.some((l) => l.liveWork) ? { liveWork: legs.find((l) => l.liveWork)!.liveWork } : {}),
    ...(legs.every((l) => l.turns) ? { turns: { count: sum((l) => l.turns!.count), units: sum((l) => l.turns!.units), cost: sum((l) => l.turns!.cost) } } : {}),
  };
}

/** Where each leg begins in the joined path (an index into it): each leg after the first begins on the last one's end. */
export function legStarts(legs: readonly SearchResult[]): number[] {
  const starts: number[] = [];
  let length = 0;
  legs.forEach((l, i) => {
    starts.push(i > 0 ? Math.max(0, length - 1) : 0);
    length += i > 0 ? Math.max(0, l.path.length - 1) : l.path.length;
  });
  return starts;
}
