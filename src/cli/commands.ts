// Every command of `astar-studio`, in the order the help lists them. A new command is a file that
// exports a CommandSpec (see args.ts) and a line here: the dispatcher and the help read this list.
import type { CommandSpec } from './args';
import { batchCommand } from './batch-command';
import { convertCommand } from './convert-command';
import { pathCommand } from './path-command';
import { scenCommand } from './scen-command';
import { analyzeCommand } from './analyze-command';

export const COMMANDS: readonly CommandSpec[] = [scenCommand, pathCommand, batchCommand, convertCommand, analyzeCommand];
