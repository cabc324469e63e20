// Every command of `astar-studio`, in the order the help lists them. A new command is a file that
// exports a CommandSpec (see args.ts) and a line here: the dispatcher and the help read this list.
import type { CommandSpec } from './args';
import { batchCommand } from './batchCommand';
import { convertCommand } from './convertCommand';
import { pathCommand } from './pathCommand';
import { scenCommand } from './scenCommand';
import { analyzeCommand } from './analyzeCommand';
import { checkCommand } from './checkCommand';

export const COMMANDS: readonly CommandSpec[] = [scenCommand, pathCommand, batchCommand, convertCommand, analyzeCommand, checkCommand];
