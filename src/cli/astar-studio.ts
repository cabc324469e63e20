// The `astar-studio` command: headless searches on MovingAI maps and scenario files.
// Exit status: 0 success, 1 a mismatch or no path, 2 a command line or file the tool cannot use.
import { SearchInputError } from '../shared/engine/index';
import { MovingAiParseError } from '../shared/formats/movingai';
import { UsageError, parseArgs } from './args';
import { pathCommand } from './path-command';
import { scenCommand } from './scen-command';

const USAGE = `Usage:
  astar-studio scen FILE.map.scen [--algo NAME] [--heuristic NAME] [--sample N] [--weight W]
      Runs every scenario line (or N lines spread evenly) on the map beside the file and prints,
      per bucket and in total: lines, mismatches against the listed optimal length, expansions, ms.
  astar-studio path MAP.map --from x,y --to x,y [--algo NAME] [--heuristic NAME] [--format json|csv]
      Prints one path (x is the column, y the row, from 0 at the top-left).

Algorithms: astar, weighted-astar, dijkstra, greedy, bfs, bidirectional, jps, theta
Heuristics: manhattan, chebyshev, octile, euclidean, hex, zero
Movement: 8-connected, no corner cutting, as in MovingAI's benchmarks.`;

export function main(argv: string[], out = (l: string) => console.log(l), err = (l: string) => console.error(l)): number {
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === 'help') {
      out(USAGE);
      return command ? 0 : 2;
    }
    if (command === 'scen') return scenCommand(parseArgs(rest, ['algo', 'heuristic', 'sample', 'weight']), out, err);
    if (command === 'path') return pathCommand(parseArgs(rest, ['algo', 'heuristic', 'from', 'to', 'format', 'weight']), out);
    throw new UsageError(`There is no command "${command}"; use scen or path.`);
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof SearchInputError || e instanceof MovingAiParseError) {
      err(e.message);
      return 2;
    }
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      err(`Cannot read ${(e as NodeJS.ErrnoException).path}: ${code === 'ENOENT' ? 'no such file' : code}. Check the path.`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = main(process.argv.slice(2));
