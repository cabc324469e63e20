// The command line's grammar: commands declare their options once (name, value, help, choices),
// Node's util.parseArgs splits the words, and every mistake becomes a UsageError that says what to
// type instead. The same declarations write each command's --help (help.ts).
import { parseArgs } from 'node:util';
import type { EngineChoice } from '../shared/engine/index';

/** A command line the CLI cannot use; the message says what to type instead. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** One option a command accepts. */
export interface OptionSpec {
  /** Long name, without the dashes. */
  name: string;
  /** The value's placeholder in the help (NAME, N, x,y); absent for a flag that takes no value. */
  value?: string;
  /** What the option does, for the help: one phrase. */
  help: string;
  /** An example value, used in the sentence for a missing value. */
  example?: string;
  /** What the default is, for the help. */
  defaultText?: string;
  /** The values allowed (from the engine's catalog, or a fixed list), listed in the help and checked. */
  choices?: readonly EngineChoice[];
  /** What one choice is called ("algorithm"), for "There is no algorithm "dfs"". */
  noun?: string;
  /** May be given several times (its values are kept in order); otherwise a repeat is refused. */
  multiple?: boolean;
  /** Must be given (the usage line shows it outside the brackets). */
  required?: boolean;
  /** Takes this many words (2: `--cut 3,4 10,12`); the value is the words joined by a space. Default 1. */
  words?: 1 | 2;
}

/** Where a command writes: standard output and standard error, one line per call. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** What a command may need to know about how the program was started. */
export interface CliContext {
  /** The program's own entry file (the built astar-studio.js, or the TypeScript source under tsx): what batch forks as its search workers. */
  entry: string;
}

/** One command: its usage, its options and what it does. */
export interface CommandSpec {
  name: string;
  /** The words that follow the command name: placeholder (FILE.map.scen) and what it is (a scenario file). */
  operands: readonly { placeholder: string; what: string }[];
  /** One line for the command list. */
  summary: string;
  /** What the command does and prints, for its --help. */
  description: string;
  /** What exit statuses 0 and 1 mean for this command. */
  exitStatus: string;
  options: readonly OptionSpec[];
  /** Runs the command; returns the exit status (0 or 1; usage and file errors are thrown or rejected). */
  run(line: CommandLine, io: CliIo, context: CliContext): number | Promise<number>;
}

/** A command's words after parsing: operands and option values. */
export interface CommandLine {
  /** Words that are not options, in order. */
  operands: string[];
  /** The value of an option, or undefined when it was not given. */
  value(name: string): string | undefined;
  /** Every value of a repeatable option, in order. */
  values(name: string): string[];
  /** Whether an option was given. */
  has(name: string): boolean;
}

/** The flag every command takes. */
export const HELP_OPTION: OptionSpec = { name: 'help', help: 'show this help' };
const HELP_SHORT = 'h';

/** Parses a command's words; null when --help (or -h) was asked for. */
export function parseCommandLine(command: CommandSpec, argv: readonly string[]): CommandLine | null {
  const specs = new Map(command.options.map((o) => [o.name, o]));
  // Not strict: util.parseArgs' own errors name no remedy, so the tokens are checked here instead.
  const { tokens } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: HELP_SHORT, multiple: true },
      ...Object.fromEntries(command.options.map((o) => [o.name, { type: o.value ? 'string' : 'boolean', multiple: true } as const])),
    },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  if (tokens.some((t) => t.kind === 'option' && t.name === 'help')) return null;

  const operands: string[] = [];
  const given = new Map<string, string[]>();
  // An option of two words whose second word is still to come: its values and the index of the value.
  let second: { spec: OptionSpec; values: string[] } | null = null;
  for (const t of tokens) {
    if (t.kind === 'positional') {
      if (second) {
        second.values.push(`${second.values.pop()} ${t.value}`);
        second = null;
      } else operands.push(t.value);
    }
    if (t.kind !== 'option') continue;
    if (second) throw new UsageError(`--${second.spec.name} needs two values, for example --${second.spec.name} ${second.spec.example ?? second.spec.value}.`);
    const spec = specs.get(t.name);
    if (!spec) throw new UsageError(`Unknown option ${t.rawName}; ${command.name} takes ${optionList(command)} (astar-studio ${command.name} --help says more).`);
    const values = given.get(spec.name) ?? [];
    if (values.length > 0 && !spec.multiple) throw new UsageError(`--${spec.name} is given twice; give it once.`);
    given.set(spec.name, values);
    if (!spec.value) {
      if (t.value !== undefined) throw new UsageError(`--${spec.name} takes no value; write --${spec.name} alone.`);
      values.push('');
      continue;
    }
    // A missing value: the end of the line, or the next option taken for it (`--algo --sample 5`).
    if (t.value === undefined || (!t.inlineValue && /^-[^\d.]/.test(t.value)))
      throw new UsageError(`--${spec.name} needs a value, for example --${spec.name} ${spec.example ?? spec.value}.`);
    checkChoice(spec, t.value);
    values.push(t.value);
    // Two words may also come as one quoted word ("3,4 10,12").
    if (spec.words === 2 && !/\s/.test(t.value.trim())) second = { spec, values };
  }
  if (second) throw new UsageError(`--${second.spec.name} needs two values, for example --${second.spec.name} ${second.spec.example ?? second.spec.value}.`);
  for (const spec of command.options)
    if (spec.required && !given.has(spec.name))
      throw new UsageError(`${command.name} needs --${spec.name} ${spec.value}, for example --${spec.name} ${spec.example ?? spec.value}.`);
  const expected = command.operands;
  if (operands.length < expected.length) throw new UsageError(`Name ${expected[operands.length]!.what}: ${usageLine(command)}.`);
  if (operands.length > expected.length)
    throw new UsageError(`${command.name} takes ${expected.map((o) => o.what).join(' and ')}, not also "${operands[expected.length]}"; remove it.`);
  return {
    operands,
    value: (name) => given.get(name)?.at(-1),
    values: (name) => given.get(name) ?? [],
    has: (name) => given.has(name),
  };
}

/** "astar-studio path MAP.map --from x,y --to x,y [options]": operands, required options, then the rest. */
export function usageLine(command: CommandSpec): string {
  const required = command.options.filter((o) => o.required).map((o) => `--${o.name} ${o.value}`);
  return ['astar-studio', command.name, ...command.operands.map((o) => o.placeholder), ...required, '[options]'].join(' ');
}

/** Refuses a value that is not one of the option's choices, naming them. */
export function checkChoice(spec: Pick<OptionSpec, 'name' | 'choices' | 'noun'>, value: string): void {
  if (!spec.choices || spec.choices.some((c) => c.name === value)) return;
  throw new UsageError(`There is no ${spec.noun ?? 'value'} "${value}"; use --${spec.name} with one of ${spec.choices.map((c) => c.name).join(', ')}.`);
}

function optionList(command: CommandSpec): string {
  return [...command.options, HELP_OPTION].map((o) => `--${o.name}`).join(', ');
}

/** Parses "x,y" (column, row from the top-left). */
export function parsePoint(name: string, text: string | undefined): { x: number; y: number } {
  const m = text === undefined ? null : /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(`--${name} needs a cell as x,y (column, row from the top-left), for example --${name} 3,4.`);
  return { x: Number(m[1]), y: Number(m[2]) };
}
