// `astar-studio path MAP --from x,y --to x,y`: prints one path as JSON or CSV.
import { readFileSync } from 'node:fs';
import { runSearch } from '../shared/engine/index';
import { parseMovingAiMap } from '../shared/formats/movingai';
import { UsageError, parsePoint, type ParsedArgs } from './args';
import { searchOptionsFrom } from './search-options';

/** Returns the exit status: 0 when a path to the goal was found, 1 otherwise. */
export function pathCommand(args: ParsedArgs, out: (line: string) => void): number {
  const file = args.positional[0];
  if (!file) throw new UsageError('Name a map file: astar-studio path MAP.map --from x,y --to x,y.');
  const format = args.options.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') throw new UsageError(`--format is json or csv, not "${format}".`);
  const from = parsePoint('from', args.options.get('from'));
  const to = parsePoint('to', args.options.get('to'));
  const grid = parseMovingAiMap(readFileSync(file, 'utf8'));
  for (const [name, p] of [['from', from], ['to', to]] as const) {
    if (p.x >= grid.width || p.y >= grid.height)
      throw new UsageError(`--${name} ${p.x},${p.y} is outside the ${grid.width}×${grid.height} map; x must be below ${grid.width} and y below ${grid.height}.`);
  }
  const r = runSearch(grid, { start: from.y * grid.width + from.x, goal: to.y * grid.width + to.x, options: searchOptionsFrom(args.options) });
  const points = Array.from(r.path, (c) => [c % grid.width, Math.floor(c / grid.width)] as [number, number]);
  if (format === 'csv') {
    out('x,y');
    for (const [x, y] of points) out(`${x},${y}`);
  } else {
    out(JSON.stringify({
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
