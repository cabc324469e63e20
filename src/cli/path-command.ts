// `astar-studio path MAP --from x,y --to x,y`: prints one path as JSON or CSV.
import { readFileSync } from 'node:fs';
import { runSearch } from '../shared/engine/index';
import { parseMovingAiMap } from '../shared/formats/movingai';
import { UsageError, parsePoint, type CliIo, type CommandLine, type CommandSpec } from './args';
import { SEARCH_OPTIONS, searchOptionsFrom } from './search-options';

const FORMATS = [
  { name: 'json', label: '{status, cost, steps, expanded, ms, path: [[x, y], …]}' },
  { name: 'csv', label: 'x,y then one cell per row' },
] as const;

export const pathCommand: CommandSpec = {
  name: 'path',
  operands: [{ placeholder: 'MAP.map', what: 'a map file' }],
  summary: 'prints one path as JSON or CSV',
  description: 'Searches one path on a MovingAI map and prints it. x is the column and y the row, from 0 at the top-left.',
  exitStatus: '0 a path to the goal was found, 1 none was',
  options: [
    { name: 'from', value: 'x,y', help: 'start cell', required: true, example: '3,4' },
    { name: 'to', value: 'x,y', help: 'goal cell', required: true, example: '10,12' },
    ...SEARCH_OPTIONS,
    { name: 'format', value: 'FORMAT', help: 'output', defaultText: 'json', choices: FORMATS, noun: 'format', example: 'csv' },
  ],
  run: runPath,
};

/** Returns the exit status: 0 when a path to the goal was found, 1 otherwise. */
function runPath(line: CommandLine, io: CliIo): number {
  const file = line.operands[0]!;
  const format = line.value('format') ?? 'json';
  const from = parsePoint('from', line.value('from'));
  const to = parsePoint('to', line.value('to'));
  const options = searchOptionsFrom(line, io);
  const grid = parseMovingAiMap(readFileSync(file, 'utf8'));
  for (const [name, p] of [['from', from], ['to', to]] as const) {
    if (p.x >= grid.width || p.y >= grid.height)
      throw new UsageError(`--${name} ${p.x},${p.y} is outside the ${grid.width}×${grid.height} map; x must be below ${grid.width} and y below ${grid.height}.`);
  }
  const r = runSearch(grid, { start: from.y * grid.width + from.x, goal: to.y * grid.width + to.x, options });
  const points = Array.from(r.path, (c) => [c % grid.width, Math.floor(c / grid.width)] as [number, number]);
  if (format === 'csv') {
    io.out('x,y');
    for (const [x, y] of points) io.out(`${x},${y}`);
  } else {
    io.out(JSON.stringify({
      status: r.status,
      cost: Number.isFinite(r.cost) ? r.cost : null,
      steps: r.steps,
      expanded: r.metrics.expanded,
      ms: Math.round(r.metrics.elapsedMs * 1000) / 1000,
      path: points,
    }));
  }
  return r.status === 'found' ? 0 : 1;
}
