// What the table (table.ts) gives everyone who handles a whole set of options: the SearchOptions
// type, the defaults, the options in table order, and the operations that go over every option
// (copying, comparing, the movement rules, the typed numbers' problems). None of these name an option.
import { algorithmInfo } from '../catalog';
import type { CostsOption, NumberOption, SearchOptionSpec, TextOption } from './spec';
import { SEARCH_OPTION_TABLE } from './table';

type Table = typeof SEARCH_OPTION_TABLE;

/** A search's settings: one field per entry of the table, of the type its entry declares. */
export type SearchOptions = { -readonly [K in keyof Table]: Table[K]['default'] };
/** The name of a search option. */
export type SearchOptionKey = keyof Table;

/** The table's entries in order, each with its key. */
export const SEARCH_OPTION_LIST: readonly (SearchOptionSpec & { key: SearchOptionKey })[] = Object.freeze(
  (Object.keys(SEARCH_OPTION_TABLE) as SearchOptionKey[]).map((key) => ({ ...(SEARCH_OPTION_TABLE[key] as SearchOptionSpec), key })),
);

/** The entry of an option. */
export function optionSpec(key: SearchOptionKey): SearchOptionSpec {
  return SEARCH_OPTION_TABLE[key] as SearchOptionSpec;
}

export const DEFAULT_SEARCH_OPTIONS: Readonly<SearchOptions> = Object.freeze(
  Object.fromEntries(SEARCH_OPTION_LIST.map((o) => [o.key, o.default])) as SearchOptions,
);

/** A deep copy (a set of costs is an object of its own), safe to keep and edit. */
export function copySearchOptions<O extends Partial<SearchOptions>>(options: O): O {
  const copy: Record<string, unknown> = { ...options };
  for (const o of SEARCH_OPTION_LIST) {
    const v = copy[o.key];
    if (o.kind === 'costs' && v) copy[o.key] = { ...(v as object) };
  }
  return copy as O;
}

/** Whether two values of an option are the same (a set of costs field by field). */
function sameValue(spec: SearchOptionSpec, a: unknown, b: unknown): boolean {
  if (spec.kind !== 'costs' || a === null || b === null || a === undefined || b === undefined) return a === b;
  const x = a as Record<string, number>, y = b as Record<string, number>;
  return Object.keys(spec.fields).every((f) => x[f] === y[f]);
}

/** Whether two configurations search the same way (how a run is kept, such as its trace, aside). */
export function sameSearch(a: SearchOptions, b: SearchOptions): boolean {
  return SEARCH_OPTION_LIST.every((o) => o.runOnly || sameValue(o, a[o.key], b[o.key]));
}

/** The options that make up the movement rules (which paths exist and what they cost). */
export const MOVEMENT_KEYS = Object.freeze(SEARCH_OPTION_LIST.filter((o) => o.movement).map((o) => o.key));

/** The options marked `movement` in the table. */
type MovementKey = { [K in keyof Table]: true extends Table[K]['movement'] ? K : never }[keyof Table];
/** The movement rules of a configuration. */
export type Movement = Pick<SearchOptions, MovementKey>;

/** The movement rules of `options`, copied. */
export function movementOf(options: Movement): Movement {
  return copySearchOptions(Object.fromEntries(MOVEMENT_KEYS.map((k) => [k, options[k as keyof Movement]])) as Movement);
}

/** A string equal for equal movement rules (a map key). */
export function movementKey(m: Movement): string {
  return MOVEMENT_KEYS.map((k) => {
    const v = m[k as keyof Movement] as unknown;
    const spec = optionSpec(k);
    if (spec.kind !== 'costs') return String(v);
    return v ? Object.keys(spec.fields).map((f) => (v as Record<string, number>)[f]).join('/') : 'flat';
  }).join('|');
}

/** The typed numbers, each with the value it reads from a set of options: a field's problem is its own. */
export interface TypedNumber {
  /** The option's key, or the field's name within a set of costs (uphill, downhill). */
  key: string;
  spec: NumberOption | CostsOption['fields'][string];
  value: (options: SearchOptions) => unknown;
  /** The set of costs it belongs to (absent when off), or null for a number option. */
  within: SearchOptionKey | null;
}

/** Every number a person types, in the panel's order (main list first, then "More options"). */
export const TYPED_NUMBERS: readonly TypedNumber[] = Object.freeze(
  [...SEARCH_OPTION_LIST]
    .sort((a, b) => (a.panel.section === b.panel.section ? a.panel.order - b.panel.order : a.panel.section === 'main' ? -1 : 1))
    .flatMap((o): TypedNumber[] => {
      const read = (options: SearchOptions) => options[o.key] as unknown;
      if (o.kind === 'number') return [{ key: o.key, spec: o, value: read, within: null }];
      if (o.kind !== 'costs') return [];
      return Object.entries(o.fields).map(([f, spec]) => ({
        key: f,
        spec,
        value: (options: SearchOptions) => (read(options) as Record<string, number> | null)?.[f],
        within: o.key,
      }));
    }),
);

/** The typed texts (a custom heuristic's formula), each checked only while its choice is picked. */
const TYPED_TEXTS = SEARCH_OPTION_LIST.filter((o): o is TextOption & { key: SearchOptionKey } => o.kind === 'text');

/**
 * Whether `options` read a text option: its choice is picked (the heuristic is "custom") and the
 * algorithm reads it. The panel shows its field, Run checks it and the summary names it only then.
 */
export function textInUse(spec: TextOption, options: SearchOptions): boolean {
  const { option, choice } = spec.readWhen;
  return (options as Record<string, unknown>)[option] === choice && (spec.readBy?.(algorithmInfo(options.algorithm)) ?? true);
}

/** A setting a person types: a number option's key, a cost's name within its set (uphill), or a text option's key. */
export type TypedSetting = string;

/** Every typed setting in the panel's order, as the keys of SettingsProblems. */
const TYPED_ORDER: readonly string[] = [...TYPED_NUMBERS.map((n) => n.key), ...TYPED_TEXTS.map((t) => t.key)].sort(
  (a, b) => panelRank(a) - panelRank(b),
);

function panelRank(setting: string): number {
  const o = SEARCH_OPTION_LIST.find((s) => s.key === setting || (s.kind === 'costs' && setting in s.fields))!;
  return (o.panel.section === 'main' ? 0 : 1000) + o.panel.order;
}

/** A sentence per typed setting that is out of bounds; empty when a search may start. */
export type SettingsProblems = Partial<Record<TypedSetting, string>>;

/**
 * Every typed setting that is out of bounds, whichever algorithm is chosen: the worker checks the
 * whole request, so a weight left out of bounds under weighted A* would stop A* too. A set of costs
 * that is off has nothing to check.
 */
export function searchSettingsProblems(options: SearchOptions): SettingsProblems {
  const problems: Record<string, string> = {};
  for (const n of TYPED_NUMBERS) {
    if (n.within !== null && !options[n.within]) continue;
    const problem = n.spec.problem(n.value(options));
    if (problem) problems[n.key] = problem;
  }
  for (const t of TYPED_TEXTS) {
    if (!textInUse(t, options)) continue;
    const problem = t.problem(options[t.key], options.topology === 'hex');
    if (problem) problems[t.key] = problem;
  }
  return problems;
}

/** The first problem of `searchSettingsProblems`, in the panel's order, or null: what Run says when it refuses. */
export function firstSettingsProblem(options: SearchOptions): string | null {
  const problems = searchSettingsProblems(options) as Record<string, string>;
  return TYPED_ORDER.map((key) => problems[key]).find((p) => p !== undefined) ?? null;
}

const RUN_ONLY = new Set<string>(SEARCH_OPTION_LIST.filter((o) => o.runOnly).map((o) => o.key));

/** The options that decide a search's answer, in their own order: those that say how a run is kept are left out. */
export function answerOptions(options: SearchOptions): Partial<SearchOptions> {
  return Object.fromEntries(Object.entries(options).filter(([k]) => !RUN_ONLY.has(k))) as Partial<SearchOptions>;
}

/** A copy of `options` with `f` applied to every number: number options and each cost of a set that is on. */
export function mapNumbers<O extends Partial<SearchOptions>>(options: O, f: (n: number) => number): O {
  const copy: Record<string, unknown> = { ...options };
  for (const o of SEARCH_OPTION_LIST) {
    const v = copy[o.key];
    if (o.kind === 'number' && typeof v === 'number') copy[o.key] = f(v);
    else if (o.kind === 'costs' && v) copy[o.key] = Object.fromEntries(Object.entries(v as Record<string, number>).map(([k, n]) => [k, f(n)]));
  }
  return copy as O;
}
