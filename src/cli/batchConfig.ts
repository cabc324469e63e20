// `--config "algo=jps,heuristic=octile"`: one configuration of a batch, written as key=value pairs
// with the names the rest of the command line and the engine's catalog use. algo, heuristic, weight,
// diagonal and turn-cost are read exactly as path and scen read their flags (searchOptions.ts); the keys the
// table of search options gives to --config only (tie, moves, corners, budget) add the settings a
// project keeps. The text itself labels the configuration.
import { algorithmInfo, CUSTOM_HEURISTIC } from '../shared/engine/index';
import type { SearchOptions, Topology } from '../shared/engine/types';
import type { BatchConfig } from '../shared/batch/types';
import { mapTopologyOf, type MapTopology } from '../shared/grid/mapTopology';
import { checkChoice, UsageError, type CliIo, type CommandLine, type OptionSpec } from './args';
import { CONFIG_ONLY_OPTIONS, numberFrom, optionSpecOf, SEARCH_OPTIONS, searchOptionsFrom } from './searchOptions';

/** Every key a --config takes, in the order the help lists them. */
export const CONFIG_KEYS: readonly OptionSpec[] = [...SEARCH_OPTIONS, ...CONFIG_ONLY_OPTIONS.map(optionSpecOf)];

/** "algo=NAME, heuristic=NAME, …" for the help. */
export function configKeysText(): string {
  return CONFIG_KEYS.map((k) => `${k.name} (${k.choices ? k.choices.map((c) => c.name).join('|') : `${k.value ?? 'yes|no'}: ${k.help}`})`).join('; ');
}

/**
 * The configuration a --config text describes, over `base` (the project's settings, or MovingAI's
 * rules on a .map) on a map of squares or hexes. Notes about keys an algorithm ignores go to `io`.
 */
export function parseConfig(text: string, base: SearchOptions, map: MapTopology, io: CliIo): BatchConfig {
  const values = new Map<string, string>();
  for (const part of configParts(text)) {
    const m = /^\s*([a-z][a-z-]*)\s*=\s*(\S(?:.*\S)?)\s*$/.exec(part);
    if (!m) throw new UsageError(`--config "${text}": "${part.trim()}" is not key=value; write it like --config "algo=astar,heuristic=octile".`);
    const [, key, value] = m as unknown as [string, string, string];
    const spec = CONFIG_KEYS.find((k) => k.name === key);
    if (!spec) throw new UsageError(`--config "${text}": there is no key "${key}"; use ${CONFIG_KEYS.map((k) => k.name).join(', ')}.`);
    if (values.has(key)) throw new UsageError(`--config "${text}" gives ${key} twice; give it once.`);
    try {
      checkChoice({ name: `config ${key}`, choices: spec.choices, noun: spec.noun }, value);
    } catch (e) {
      throw new UsageError(`--config "${text}": ${(e as Error).message.replace(`use --config ${key} with`, `use ${key}= with`)}`);
    }
    values.set(key, value);
  }
  const line: CommandLine = {
    operands: [],
    value: (name) => values.get(name),
    values: (name) => (values.has(name) ? [values.get(name)!] : []),
    has: (name) => values.has(name),
  };
  let options: SearchOptions;
  try {
    options = searchOptionsFrom(line, prefixed(io, text), base);
  } catch (e) {
    if (e instanceof UsageError) throw new UsageError(`--config "${text}": ${asKeys(e.message)}`);
    throw e;
  }
  const config: Record<string, unknown> = { ...options };
  for (const o of CONFIG_ONLY_OPTIONS) if (o.kind !== 'number') config[o.key] = values.get(o.cli.flag) ?? options[o.key];
  const topology = config['topology'] as Topology;
  if (mapTopologyOf(topology) !== map)
    throw new UsageError(`--config "${text}": moves=${topology} needs a map of ${mapTopologyOf(topology) === 'hex' ? 'hexes' : 'squares'}, and this map has ${map === 'hex' ? 'hexes (use moves=hex)' : 'squares (use moves=square8 or moves=square4)'}.`);
  for (const o of CONFIG_ONLY_OPTIONS) {
    if (o.kind !== 'number') continue;
    config[o.key] = numberFrom(o, values.get(o.cli.flag), options[o.key] as number, (sentence) => {
      throw new UsageError(`--config "${text}": ${sentence}.`);
    });
  }
  return { label: text.trim(), options: config as SearchOptions };
}

/** The configuration used when no --config is given: the file's own settings, labelled by what they are. */
export function defaultConfig(base: SearchOptions): BatchConfig {
  const parts = [`algo=${base.algorithm}`, `heuristic=${base.heuristic}`];
  if (base.heuristic === CUSTOM_HEURISTIC.name) parts.push(`heuristic-expr=${base.heuristicExpr}`);
  if (algorithmInfo(base.algorithm).usesWeight) parts.push(`weight=${base.weight}`);
  return { label: parts.join(','), options: { ...base, recordTrace: false } };
}

/** Notes about one configuration name it. */
function prefixed(io: CliIo, text: string): CliIo {
  return { out: io.out, err: (l) => io.err(asKeys(l.replace(/^Note: /, `Note (--config "${text}"): `))) };
}

/** A message about flags, said with the keys of a --config (--weight → weight=, --turn-cost → turn-cost=, --heuristic-expr → heuristic-expr=). */
function asKeys(message: string): string {
  return message.replace(/--(weight|turn-cost|heuristic-expr|heuristic)\b(?!-)/g, '$1=');
}

/**
 * The key=value parts of a --config text: split at its commas, but not at those inside brackets
 * (a formula's min(dx, dy)).
 */
export function configParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0, from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}
