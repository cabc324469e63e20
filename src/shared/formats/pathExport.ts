// A found path as a file someone else can check: JSON with the cells, cost, length and search
// figures, plus everything needed to reproduce it (the full search settings, start and goal, the
// map's size, layout and hash, and the app version) and what its cost is made of (the breakdown),
// or CSV with the cost so far at each step. A route through waypoints also lists its waypoints and
// legs (JSON) and marks each row's leg (CSV).
import { answerOptions } from '../engine/searchOptions/options';
import { legStarts } from '../engine/route';
import type { SearchOptions, SearchResult } from '../engine/types';
import type { Grid } from '../grid/grid';
import type { MapTopology } from '../grid/mapTopology';
import { mapHash } from './mapHash';
import { costBreakdown } from '../paths/costBreakdown';
import { pathBreakdown, roundCost } from './pathBreakdown';

export { parsePathJson, type PathRecord } from './pathRecord';

/** The `format` field of a path file. */
export const PATH_FORMAT = 'astar-studio-path';
/** The version of the path file's layout this code writes and reads. */
export const PATH_FORMAT_VERSION = 1;

/** A finished search on a map, as an export needs it. */
export interface PathExport {
  /** The map itself, with its unit types (the one the settings name is applied to cost the path). */
  grid: Grid;
  /** The map's own layout (a hex map is searched with hex moves). */
  topology: MapTopology;
  /** Cell indices (y · width + x) of the start and goal, -1 when not placed. */
  start: number;
  goal: number;
  options: SearchOptions;
  /** The whole path's result (a route's legs joined: route.ts). */
  result: SearchResult;
  appVersion: string;
  /** A route's waypoints (cell indices, in order) and each leg's result; absent for a path without waypoints. */
  route?: { waypoints: readonly number[]; legs: readonly SearchResult[] };
}

/** The leg (1, 2, …) whose move reaches each cell of a route's joined path; the start is in leg 1. */
export function legOfCells(legs: readonly SearchResult[], cells: number): Uint16Array {
  const starts = legStarts(legs);
  const leg = new Uint16Array(cells).fill(1);
  for (let k = 1; k < starts.length; k++) leg.fill(k + 1, starts[k]! + 1);
  return leg;
}

/** A cell index as [x, y] from the top-left, or null for -1. */
function point(grid: Grid, cell: number): [number, number] | null {
  return cell < 0 ? null : [cell % grid.width, Math.floor(cell / grid.width)];
}

/**
 * The path as JSON: format marker and version, app version, map (size, topology, hash), start,
 * goal, the settings (all but those that change no answer, such as recordTrace), status, cost (null when
 * none), steps, expanded, generated, ms (with `liveWork` when they are a live update's, not a search
 * of these settings), the path as [x, y] pairs, one line, and for a found path its cost breakdown (its
 * cost so far at each cell on one line too).
 */
export function pathToJson(e: PathExport): string {
  const settings = answerOptions(e.options);
  const { result, grid } = e;
  const head = {
    format: PATH_FORMAT,
    formatVersion: PATH_FORMAT_VERSION,
    appVersion: e.appVersion,
    map: { width: grid.width, height: grid.height, topology: e.topology, hash: mapHash(grid) },
    start: point(grid, e.start),
    goal: point(grid, e.goal),
    settings,
    status: result.status,
    cost: Number.isFinite(result.cost) ? result.cost : null,
    steps: result.steps,
    expanded: result.metrics.expanded,
    generated: result.metrics.generated,
    ms: Math.round(result.metrics.elapsedMs * 1000) / 1000,
    // The live path's repaired answer: the three figures above are that update's, not a search of these settings.
    ...(result.liveWork ? { liveWork: result.liveWork } : {}),
    ...(e.route ? routeFields(e, e.route) : {}),
  };
  const cells = Array.from(result.path, (c) => `[${c % grid.width},${Math.floor(c / grid.width)}]`).join(',');
  const breakdown = result.status === 'found' ? pathBreakdown(costBreakdown(grid, e.options, result.path)) : null;
  // Pretty but for the path and the cost along it, which stay on one line however long they are.
  const tail = breakdown ? `,\n  "breakdown": ${breakdownJson(breakdown)}` : '';
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "path": [${cells}]${tail}\n}\n`;
}

/** The breakdown at the path file's indent, its cost along the path on one line. */
function breakdownJson(b: ReturnType<typeof pathBreakdown>): string {
  const { costAlong, ...rest } = b;
  const pretty = JSON.stringify(rest, null, 2).replace(/\n/g, '\n  ');
  return `${pretty.slice(0, -4)},\n    "costAlong": [${costAlong.join(',')}]\n  }`;
}

/** A route's waypoints and legs as the JSON keeps them: each leg's ends, cost, steps and the index in `path` where it begins. */
function routeFields(e: PathExport, route: NonNullable<PathExport['route']>) {
  const starts = legStarts(route.legs);
  return {
    waypoints: route.waypoints.map((c) => point(e.grid, c)),
    legs: route.legs.map((l, i) => ({
      from: point(e.grid, l.path[0] ?? -1),
      to: point(e.grid, l.path.at(-1) ?? -1),
      status: l.status,
      cost: Number.isFinite(l.cost) ? l.cost : null,
      steps: l.steps,
      start: starts[i]!,
    })),
  };
}

/**
 * The path as CSV: a header, then step, x, y and the cost so far (g) for each cell from the start;
 * a route through waypoints adds the leg (1, 2, …) whose move reaches the cell.
 */
export function pathToCsv(e: Pick<PathExport, 'grid' | 'options' | 'result' | 'route'>): string {
  const { grid, result } = e;
  const g = costBreakdown(grid, e.options, result.path).along.cost;
  const leg = e.route ? legOfCells(e.route.legs, result.path.length) : null;
  const rows = [leg ? 'step,x,y,g,leg' : 'step,x,y,g'];
  result.path.forEach((c, i) => rows.push(`${i},${c % grid.width},${Math.floor(c / grid.width)},${roundCost(g[i]!)}${leg ? `,${leg[i]}` : ''}`));
  return rows.join('\n') + '\n';
}
