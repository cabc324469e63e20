// `astar-studio path MAP`: prints one path as JSON or CSV, on a MovingAI map (--from and --to
// given) or on a project (its own start, goal and settings unless the flags say otherwise).
import { runSearch } from '../shared/engine/index';
import { pathToJson } from '../shared/formats/path-export';
import { mapTopologyOf } from '../shared/grid/mapTopology';
import { APP_VERSION } from './app-version';
import { UsageError, parsePoint, type CliIo, type CommandLine, type CommandSpec } from './args';
import { readMapFile, type MapFile } from './map-file';
import { checkSearchFlags, SEARCH_OPTIONS, searchOptionsFrom } from './search-options';

const FORMATS = [
  { name: 'json', label: 'an A* Studio path file: {format, appVersion, map: {width, height, topology, hash}, start, goal, settings, status, cost, steps, expanded, generated, ms, path: [[x, y], …]}' },
  { name: 'csv', label: 'x,y then one cell per row' },
] as const;

export const pathCommand: CommandSpec = {
  name: 'path',
  operands: [{ placeholder: 'MAP', what: 'a map file (.map) or project (.astar)' }],
  summary: "prints one path as JSON or CSV, on a MovingAI map or a project (with the project's start, goal and settings)",
  description:
    'Searches one path and prints it. x is the column and y the row, from 0 at the top-left. MAP is a MovingAI .map ' +
    '(give --from and --to) or an A* Studio project, whose palette, costs, heights, topology, start, goal and search ' +
    'settings are used unless --from, --to, --algo, --heuristic or --weight say otherwise. The JSON output is the path file ' +
    "the app exports: with the full search settings, the app version and the map's SHA-256 hash, so the path can be reproduced.",
  exitStatus: '0 a path to the goal was found, 1 none was',
  options: [
    { name: 'from', value: 'x,y', help: "start cell (required on a .map; on a project, default the project's start)", example: '3,4' },
    { name: 'to', value: 'x,y', help: "goal cell (required on a .map; on a project, default the project's goal)", example: '10,12' },
    ...SEARCH_OPTIONS,
    { name: 'format', value: 'FORMAT', help: 'output', defaultText: 'json', choices: FORMATS, noun: 'format', example: 'csv' },
  ],
  run: runPath,
};

/** Returns the exit status: 0 when a path to the goal was found, 1 otherwise. */
function runPath(line: CommandLine, io: CliIo): number {
  const format = line.value('format') ?? 'json';
  const from = line.has('from') ? parsePoint('from', line.value('from')) : null;
  const to = line.has('to') ? parsePoint('to', line.value('to')) : null;
  checkSearchFlags(line);
  const map = readMapFile(line.operands[0]!);
  const { grid } = map;
  const options = searchOptionsFrom(line, io, map.project?.settings);
  const start = endpoint(map, 'from', from);
  const goal = endpoint(map, 'to', to);
  const r = runSearch(grid, { start, goal, options });
  if (format === 'csv') {
    io.out('x,y');
    for (const c of r.path) io.out(`${c % grid.width},${Math.floor(c / grid.width)}`);
  } else {
    const topology = mapTopologyOf(options.topology);
    io.out(pathToJson({ grid, topology, start, goal, options, result: r, appVersion: APP_VERSION }).trimEnd());
  }
  return r.status === 'found' ? 0 : 1;
}

/** The start (--from) or goal (--to) cell: the flag's, else the project's; checked inside the map. */
function endpoint(map: MapFile, flag: 'from' | 'to', point: { x: number; y: number } | null): number {
  const { width, height } = map.grid;
  if (point) {
    if (point.x >= width || point.y >= height)
      throw new UsageError(`--${flag} ${point.x},${point.y} is outside the ${width}×${height} map; x must be below ${width} and y below ${height}.`);
    return point.y * width + point.x;
  }
  const what = flag === 'from' ? 'start' : 'goal';
  if (!map.project) throw new UsageError(`path on a MovingAI map needs --${flag} x,y (the ${what} cell), for example --${flag} ${flag === 'from' ? '3,4' : '10,12'}.`);
  const cell = flag === 'from' ? map.project.start : map.project.goal;
  if (cell < 0) throw new UsageError(`The project ${map.path} has no ${what} placed; give --${flag} x,y.`);
  return cell;
}
