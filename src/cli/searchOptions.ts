// The search options every command takes (--algo, --heuristic, --weight, --diagonal) and the keys
// only a batch --config takes, declared by the table of search options, and the SearchOptions they
// make. On a MovingAI map movement follows MovingAI (8-connected, no corner cutting, octile by
// default); on a project, the project's settings.
import {
  ALGORITHMS,
  DEFAULT_SEARCH_OPTIONS,
  SEARCH_OPTION_LIST,
  algorithmInfo,
  textInUse,
  type AlgorithmChoice,
  type AlgorithmName,
  type SearchOptionKey,
  type SearchOptions,
  type SearchOptionSpec,
  type TextOption,
} from '../shared/engine/index';
import { plainDecimal, plainWhole } from '../shared/formats/plainNumbers';
import { quoted } from '../shared/formats/printable';
import { UsageError, type CliIo, type CommandLine, type OptionSpec } from './args';

type CliOption = SearchOptionSpec & { key: SearchOptionKey; cli: NonNullable<SearchOptionSpec['cli']> };

const CLI_OPTIONS = SEARCH_OPTION_LIST.filter((o): o is CliOption => o.cli !== undefined).sort((a, b) => a.cli.order - b.cli.order);
const FLAG_OPTIONS = CLI_OPTIONS.filter((o) => !o.cli.configOnly);
/** The options only a batch --config takes (path and scen take the project's or MovingAI's). */
export const CONFIG_ONLY_OPTIONS = CLI_OPTIONS.filter((o) => o.cli.configOnly);

/** The weight of an algorithm that reads one, when --weight is not given. */
export const DEFAULT_CLI_WEIGHT = FLAG_OPTIONS.find((o) => o.key === 'weight')!.cli.default!;

/** How the help and the parser see an option: its flag, its value, its choices from the catalog. */
export function optionSpecOf(o: CliOption): OptionSpec {
  const { flag, value, help, example, configOnly } = o.cli;
  return {
    name: flag,
    ...(value === undefined ? {} : { value }),
    help,
    // An empty default (the unit type: the map's own costs) is said in words; a formula is quoted.
    ...(configOnly || o.kind === 'flag' ? {} : { defaultText: `${o.cli.default ?? (o.default === '' ? "the map's costs" : o.kind === 'text' ? `"${o.default}"` : o.default)} (on a project, its own)` }),
    ...(o.kind === 'choice' ? { choices: o.choices, noun: o.noun } : {}),
    example,
  };
}

export const SEARCH_OPTIONS: readonly OptionSpec[] = FLAG_OPTIONS.map(optionSpecOf);

/** "reads no weight (weighted-astar does)": the readers are named when few algorithms read it. */
function ignoredNote(algorithm: AlgorithmName, o: CliOption): string {
  const readers = ALGORITHMS.filter((a: AlgorithmChoice) => o.readBy?.(a) ?? true).map((a) => a.name);
  const named = readers.length <= ALGORITHMS.length / 2 ? ` (${readers.join(', ')} does)` : '';
  return `Note: ${algorithm} reads no ${o.noun}${named}; --${o.cli.flag} is ignored.`;
}

/**
 * A number option's value from its flag's text (undefined: not given, so `fallback`); refuses text
 * that is not plain digits or out of bounds with `refuse`'s sentence.
 */
export function numberFrom(o: CliOption, text: string | undefined, fallback: number, refuse: (sentence: string) => never): number {
  if (o.kind !== 'number') throw new TypeError(`${o.key} is not a number option.`);
  const n = text === undefined ? fallback : ((o.whole ? plainWhole(text) : plainDecimal(text)) ?? Number.NaN);
  if (o.problem(n) !== null) refuse(`${o.cli.flag} must be ${o.cli.mustBe}, not "${text}"`);
  return n;
}

/**
 * SearchOptions from the command line (names already checked against the catalog by the parser)
 * over `base`: MovingAI's rules for a `.map`, a project's own settings for a project, so the flags
 * given override them and the rest is kept. A setting the chosen algorithm does not read is named
 * on stderr, not refused, so one script can loop over every algorithm with the same options; it
 * searches with the setting's default.
 */
export function searchOptionsFrom(line: CommandLine, io: CliIo, base: SearchOptions = DEFAULT_SEARCH_OPTIONS, fileRead = true): SearchOptions {
  const algorithm = (line.value('algo') ?? base.algorithm) as AlgorithmName;
  const info = algorithmInfo(algorithm), baseInfo = algorithmInfo(base.algorithm);
  const options: Record<string, unknown> = { ...base };
  for (const o of FLAG_OPTIONS) {
    const reads = o.readBy?.(info) ?? true;
    if (line.has(o.cli.flag) && !reads) io.err(ignoredNote(algorithm, o));
    if (o.kind === 'flag') {
      // On the command line a flag takes no value (given: on); in a batch --config it is key=yes or key=no. Absent, the base's (a project's own) stands.
      const text = line.value(o.cli.flag);
      if (text === undefined || !line.has(o.cli.flag)) options[o.key] = base[o.key];
      else if (text === '' || text === 'yes') options[o.key] = true;
      else if (text === 'no') options[o.key] = false;
      else throw new UsageError(`${o.cli.flag} is yes or no in a --config, not "${text}"; for example ${o.cli.flag}=yes.`);
      continue;
    }
    const text = line.value(o.cli.flag);
    if (o.kind === 'text' && text !== undefined) pickChoiceOf(o, line, options);
    if (o.kind !== 'number') {
      options[o.key] = text ?? base[o.key];
      continue;
    }
    // Without the flag, a base that already reads it keeps its own (a project's weighted A*).
    const fallback = reads && !(o.readBy?.(baseInfo) ?? true) ? (o.cli.default ?? o.default) : (base[o.key] as number);
    const n = numberFrom(o, text, fallback, (sentence) => {
      throw new UsageError(`--${sentence}; for example --${o.cli.flag} ${o.cli.example}.`);
    });
    options[o.key] = reads ? n : o.default;
  }
  // A run's own options (the trace is for the app's debugger): a command line only prints the result.
  for (const o of SEARCH_OPTION_LIST) if (o.runOnly) options[o.key] = o.default;
  // Before the file is read only the texts given are checked: a project may carry its own formula.
  for (const o of FLAG_OPTIONS) if (o.kind === 'text' && (fileRead || line.has(o.cli.flag))) checkText(o, line, options as SearchOptions, fileRead);
  return options as SearchOptions;
}

/** Refuses bad search flags (--weight) before any file is read: a typo should not wait for a large map. */
export function checkSearchFlags(line: CommandLine): void {
  searchOptionsFrom(line, { out: () => {}, err: () => {} }, DEFAULT_SEARCH_OPTIONS, false);
}

/** A text's flag picks the choice that reads it (--heuristic-expr: --heuristic custom), unless another choice was asked for. */
function pickChoiceOf(o: TextOption & CliOption, line: CommandLine, options: Record<string, unknown>): void {
  const { option, choice } = o.readWhen;
  const chooser = CLI_OPTIONS.find((c) => c.key === option)!;
  const asked = line.value(chooser.cli.flag);
  if (asked !== undefined && asked !== choice)
    throw new UsageError(`--${o.cli.flag} gives the ${o.noun} of --${chooser.cli.flag} ${choice}, not of --${chooser.cli.flag} ${asked}; drop one of them.`);
  options[option] = choice;
}

/** Refuses a text the search would read but cannot use (a formula with a mistake, or none), with its sentence. */
function checkText(o: TextOption & CliOption, line: CommandLine, options: SearchOptions, fileRead: boolean): void {
  if (!textInUse(o, options)) return;
  const text = options[o.key] as string;
  // Before the map is read its kind is unknown: a text refused on squares and on hexes alike is
  // refused with the squares' sentence; one that only hexes take waits for the map.
  const problem = fileRead ? o.problem(text, options.topology === 'hex') : o.problem(text, true) && o.problem(text, false);
  if (problem === null) return;
  const { option, choice } = o.readWhen;
  const chooser = CLI_OPTIONS.find((c) => c.key === option)!.cli.flag;
  if (line.has(o.cli.flag)) throw new UsageError(`--${o.cli.flag} ${quoted(text)}: ${problem}`);
  throw new UsageError(text.trim() === ''
    ? `--${chooser} ${choice} needs --${o.cli.flag} ${o.cli.value}, for example --${o.cli.flag} ${o.cli.example}.`
    : `The file's ${o.noun} ${quoted(text)} cannot be used: ${problem} Give --${o.cli.flag} ${o.cli.value} to search with another.`);
}
