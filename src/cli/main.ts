// `astar-studio`'s dispatcher: picks the command, parses its words, runs it, and turns every error
// a user can cause into one sentence on stderr. Every line printed passes through printableLines,
// so nothing a file holds (a map name with an escape sequence, a NUL) reaches the terminal raw.
// Exit status: 0 success, 1 a mismatch, no path or a failed level check, 2 a command line or file the tool cannot use.
import { BatchInputError } from '../shared/batch/pairs';
import { SearchInputError } from '../shared/engine/index';
import { ImportError } from '../shared/formats/importError';
import { printableLines } from '../shared/formats/printable';
import { ProjectFormatError } from '../shared/formats/project';
import { MapSizeError } from '../shared/grid/grid';
import { UsageError, parseCommandLine, type CliContext, type CliIo } from './args';
import { COMMANDS } from './commands';
import { commandHelp, programHelp } from './help';
import { fileErrorSentence, InputFileError, isSystemError } from './inputFile';

const HELP_WORDS = new Set(['--help', '-h', 'help']);

const CONSOLE: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/**
 * Runs one command line; returns the exit status, or a promise of it for a command that works
 * asynchronously (batch). `context.entry` defaults to the script Node was started with.
 */
export function main(argv: readonly string[], terminal: CliIo = CONSOLE, context: CliContext = { entry: process.argv[1] ?? '' }): number | Promise<number> {
  const io: CliIo = { out: (l) => terminal.out(printableLines(l)), err: (l) => terminal.err(printableLines(l)) };
  const [name, ...rest] = argv;
  const failed = (e: unknown): number => {
    const message = userMessage(e);
    if (message === null) throw e; // a bug: its stack trace is what a report needs
    io.err(message);
    return 2;
  };
  try {
    if (name === undefined) {
      io.err(programHelp(COMMANDS));
      return 2;
    }
    if (HELP_WORDS.has(name)) {
      const topic = rest[0] === undefined ? undefined : COMMANDS.find((c) => c.name === rest[0]);
      if (rest[0] !== undefined && !topic) throw unknownCommand(rest[0]);
      io.out(topic ? commandHelp(topic) : programHelp(COMMANDS));
      return 0;
    }
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) throw unknownCommand(name);
    const line = parseCommandLine(command, rest);
    if (line === null) {
      io.out(commandHelp(command));
      return 0;
    }
    const status = command.run(line, io, context);
    return typeof status === 'number' ? status : status.catch(failed);
  } catch (e) {
    return failed(e);
  }
}

function unknownCommand(name: string): UsageError {
  const names = COMMANDS.map((c) => c.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
  return new UsageError(`There is no command "${name}"; use ${list} (astar-studio --help lists them).`);
}

/** The sentence for an error the user can fix (a command line, a file), or null for a bug. */
function userMessage(e: unknown): string | null {
  if (e instanceof UsageError || e instanceof InputFileError || e instanceof SearchInputError || e instanceof ImportError) return e.message;
  if (e instanceof ProjectFormatError || e instanceof MapSizeError || e instanceof BatchInputError) return e.message;
  // Reads and writes name their file already; this is for any other call the system refused.
  if (isSystemError(e)) return fileErrorSentence(/^(open|read|stat|lstat|fstat|scandir)/.test(e.syscall ?? '') ? 'read' : 'write', e.path ?? 'a file', e);
  return null;
}
