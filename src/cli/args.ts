// A small command-line parser: positional words and `--name value` options, with a typed error.

/** A command line the CLI cannot use; the message says what to type instead. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  positional: string[];
  options: Map<string, string>;
  flags: Set<string>;
}

/** Options that take no value. */
const FLAGS = new Set(['help']);

export function parseArgs(argv: string[], known: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (FLAGS.has(name)) {
      flags.add(name);
      continue;
    }
    if (!known.includes(name)) throw new UsageError(`Unknown option --${name}; the options here are ${known.map((k) => `--${k}`).join(', ')}.`);
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value, for example --${name} ${example(name)}.`);
    options.set(name, value);
  }
  return { positional, options, flags };
}

function example(name: string): string {
  return ({ algo: 'astar', heuristic: 'octile', sample: '100', from: '3,4', to: '10,12', format: 'json', weight: '1.5' } as Record<string, string>)[name] ?? 'VALUE';
}

/** Parses "x,y". */
export function parsePoint(name: string, text: string | undefined): { x: number; y: number } {
  const m = text === undefined ? null : /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(`--${name} needs a cell as x,y (column, row from the top-left), for example --${name} 3,4.`);
  return { x: Number(m[1]), y: Number(m[2]) };
}
