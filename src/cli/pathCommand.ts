// `astar-studio path MAP`: prints one path as JSON or CSV, on a MovingAI map (--from and --to
// given) or on a project (its own start, goal, waypoints and settings unless the flags say
// otherwise). With waypoints (--via, repeated) the path is a route: one optimal search per leg.
// --breakdown prints what the path's cost is made of as a table instead.
import { baselineSentence, runSearch, withGridBaseline } from '../shared/engine/index';
import { routeStops, searchRoute } from '../shared/engine/route';
import { legOfCells, pathToJson } from '../shared/formats/pathExport';
import { breakdownText } from '../shared/paths/breakdownTable';
import { costBreakdown } from '../shared/paths/costBreakdown';
import { mapTopologyOf } from '../shared/grid/mapTopology';
import { APP_VERSION } from './appVersion';
import { UsageError, parsePoint, type CliIo, type CommandLine, type CommandSpec } from './args';
import { readMapFile, type MapFile } from './mapFile';
import { checkSearchFlags, SEARCH_OPTIONS, searchOptionsFrom } from './searchOptions';
import { gridOfUnitType } from './unitTypeFlag';

const FORMATS = [
  { name: 'json', label: 'an A* Studio path file: {format, appVersion, map: {width, height, topology, hash}, start, goal, settings, status, cost, steps, expanded, generated, ms, path: [[x, y], …], breakdown: {cost, length, terrains, straight, diagonal, angled, turns, height, costAlong}}' },
  { name: 'csv', label: 'x,y then one cell per row (x,y,leg with waypoints: the leg whose move reaches the cell)' },
] as const;

export const pathCommand: CommandSpec = {
  name: 'path',
  operands: [{ placeholder: 'MAP', what: 'a map file (.map) or project (.astar)' }],
  summary: "prints one path as JSON or CSV, on a MovingAI map or a project (with the project's start, goal and settings)",
  description:
    'Searches one path and prints it. x is the column and y the row, from 0 at the top-left. MAP is a MovingAI .map ' +
    '(give --from and --to) or an A* Studio project, whose palette, costs, heights, topology, start, goal and search ' +
    'settings are used unless --from, --to, --algo, --heuristic or --weight say otherwise. --via adds a waypoint the path ' +
    'passes, in the order given (a project\'s own waypoints are used when no --via is given): the path is then a route of one ' +
    'optimal search per leg, and its JSON lists the waypoints and each leg. The JSON output is the path file ' +
    "the app exports: with the full search settings, the app version and the map's SHA-256 hash, so the path can be reproduced, " +
    'and what its cost is made of. --breakdown prints that as a table instead: per terrain the cells, length, cost and share, ' +
    'the height costs, the straight, diagonal and angled moves and the turns.',
  exitStatus: '0 a path to the goal was found, 1 none was',
  options: [
    { name: 'from', value: 'x,y', help: "start cell (required on a .map; on a project, default the project's start)", example: '3,4' },
    { name: 'to', value: 'x,y', help: "goal cell (required on a .map; on a project, default the project's goal)", example: '10,12' },
    { name: 'via', value: 'x,y', help: "a waypoint the path passes, in order; give it again for each (on a project, default the project's waypoints)", example: '6,8', multiple: true },
    ...SEARCH_OPTIONS,
    { name: 'format', value: 'FORMAT', help: 'output', defaultText: 'json', choices: FORMATS, noun: 'format', example: 'csv' },
    { name: 'breakdown', help: "print what the path's cost is made of (per terrain, heights, moves, turns) as a table instead of the path" },
  ],
  run: runPath,
};

/** Returns the exit status: 0 when a path to the goal was found, 1 otherwise. */
function runPath(line: CommandLine, io: CliIo): number {
  const format = line.value('format') ?? 'json';
  const from = line.has('from') ? parsePoint('from', line.value('from')) : null;
  const to = line.has('to') ? parsePoint('to', line.value('to')) : null;
  const via = line.values('via').map((v) => parsePoint('via', v));
  checkSearchFlags(line);
  const map = readMapFile(line.operands[0]!);
  const { grid } = map;
  const options = searchOptionsFrom(line, io, map.project?.settings);
  const searched = gridOfUnitType(line, map.path, grid, map.project !== null, options.unitType);
  const start = endpoint(map, 'from', from);
  const goal = endpoint(map, 'to', to);
  const waypoints = line.has('via') ? via.map((p) => inside(map, 'via', p)) : (map.project?.waypoints ?? []);
  const { legs, result: r } = searchRoute(routeStops(start, waypoints, goal), (from, to) => withGridBaseline(searched, { start: from, goal: to, options }, runSearch(searched, { start: from, goal: to, options })));
  // What straightening gained (smoothing, or an any-angle path against the grid's), per leg, on stderr: stdout stays the path.
  for (const leg of legs) {
    const note = baselineSentence(leg.result);
    if (note !== null) io.err(legs.length > 1 ? `Leg ${legs.indexOf(leg) + 1}: ${note}` : note);
  }
  const route = waypoints.length > 0 ? { waypoints, legs: legs.map((l) => l.result) } : undefined;
  if (line.has('breakdown')) {
    if (r.status === 'found') for (const l of breakdownText(costBreakdown(grid, options, r.path))) io.out(l);
    else io.err(`No path was found (${r.status}), so there is no cost to break down; move the start or goal, or open a way.`);
  } else if (format === 'csv') {
    const legOf = route ? legOfCells(route.legs, r.path.length) : null;
    io.out(legOf ? 'x,y,leg' : 'x,y');
    r.path.forEach((c, i) => io.out(`${c % grid.width},${Math.floor(c / grid.width)}${legOf ? `,${legOf[i]}` : ''}`));
  } else {
    const topology = mapTopologyOf(options.topology);
    // One line at a time: each output call is a line (a terminal-safety check reads them so).
    for (const l of pathToJson({ grid, topology, start, goal, options, result: r, appVersion: APP_VERSION, ...(route ? { route } : {}) }).trimEnd().split('\n')) io.out(l);
  }
  return r.status === 'found' ? 0 : 1;
}

/** The cell of a point a flag gave, checked inside the map. */
function inside(map: MapFile, flag: 'from' | 'to' | 'via', point: { x: number; y: number }): number {
  const { width, height } = map.grid;
  if (point.x >= width || point.y >= height)
    throw new UsageError(`--${flag} ${point.x},${point.y} is outside the ${width}×${height} map; x must be below ${width} and y below ${height}.`);
  return point.y * width + point.x;
}

/** The start (--from) or goal (--to) cell: the flag's, else the project's; checked inside the map. */
function endpoint(map: MapFile, flag: 'from' | 'to', point: { x: number; y: number } | null): number {
  if (point) return inside(map, flag, point);
  const what = flag === 'from' ? 'start' : 'goal';
  if (!map.project) throw new UsageError(`path on a MovingAI map needs --${flag} x,y (the ${what} cell), for example --${flag} ${flag === 'from' ? '3,4' : '10,12'}.`);
  const cell = flag === 'from' ? map.project.start : map.project.goal;
  if (cell < 0) throw new UsageError(`The project ${map.path} has no ${what} placed; give --${flag} x,y.`);
  return cell;
}
