// Turns the schema's issues into sentences a person can act on. The table is keyed by the path of
// the value in the file, numbers written `*`; an issue deeper than any key takes its nearest
// ancestor's sentence (a bad x in `start` is a bad start). Each sentence says what the value must
// be and what the file holds, so a person editing it by hand knows what to change.
import { quoted } from '../printable';
import type { z } from 'zod';
import { MAX_RANDOM_PAIRS } from '../../batch/pairs';
import { MAX_SEED } from '../../batch/rng';
import { TOPOLOGIES, namesOf, type EngineChoice } from '../../engine/catalog';
import { SEARCH_OPTION_LIST } from '../../engine/searchOptions/options';
import type { SearchOptionSpec } from '../../engine/searchOptions/spec';
import { MAX_MAP_SIDE } from '../../grid/grid';
import { terrainCostProblem } from '../../grid/limits';
import { MAX_TERRAIN_TYPES } from '../../grid/terrain';
import { INVARIANTS } from '../../debug/breakpoint';
import { MAX_UNIT_TYPE_NAME, MAX_UNIT_TYPES } from '../../grid/unitTypes';
import {
  MAX_BREAKPOINTS,
  MAX_WAYPOINTS,
  MAX_COMPARE_PANES,
  MAX_CONDITION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_SETUPS,
} from './bounds';
import { PROJECT_FORMAT_VERSION } from './schema';
import { levelSentences } from './levelFields';

interface IssueContext {
  /** The value the issue is about, read from the file (undefined when absent). */
  value: unknown;
  /** The list positions on the issue's path, outermost first. */
  at: number[];
  /** The whole file, to name things (a terrain by its name). */
  file: unknown;
}

type Sentence = (c: IssueContext) => string;

/** What the file holds there, as the end of "this file …". */
function said(value: unknown): string {
  if (value === undefined) return 'leaves it out';
  if (value === null) return 'says null';
  if (typeof value === 'string') return `says ${quoted(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `says ${value}`;
  if (Array.isArray(value)) return `has a list of ${value.length}`;
  return 'has an object';
}


const oneOf = (choices: readonly EngineChoice[]) => namesOf(choices).join(', ');
const count = (v: unknown) => (Array.isArray(v) ? `has ${v.length}` : said(v));

/** A name from the file for a message: escaped onto one line, at most 40 characters. */
function plainName(name: string): string {
  return quoted(name).slice(1, -1);
}

/** The name item i of a list in the file gives itself, or null. */
function nameAt(list: unknown, i: number): string | null {
  const item = Array.isArray(list) ? (list[i] as { name?: unknown } | undefined) : undefined;
  return typeof item?.name === 'string' && item.name !== '' ? plainName(item.name) : null;
}

const paletteOf = (file: unknown) => (file as { map?: { palette?: unknown } } | null)?.map?.palette;

/** Terrain i for a message: "Mud" when the file names it, else its place in the palette. */
function terrainName(file: unknown, i: number): string {
  const name = nameAt(paletteOf(file), i);
  return name ? `"${name}"` : `${i + 1} of the palette`;
}

function setupName(list: unknown, i: number, what: string): string {
  const name = nameAt(list, i);
  return name ? `${what} "${name}"` : `${what} ${i + 1}`;
}

const cellSentence = (what: string): Sentence => ({ value }) =>
  `The ${what} must be a cell written [x, y] with whole numbers from 0 (column, row from the top-left), or null when it is not placed; this file ${said(value)}.`;

const choiceSentence = (what: string, choices: readonly EngineChoice[]): Sentence => ({ value }) =>
  `${what} must be one of ${oneOf(choices)}; this file ${said(value)}${typeof value === 'string' ? ', which this A* Studio does not know (it may come from a newer version)' : ''}.`;

const flagSentence = (what: string): Sentence => ({ value }) => `${what} must be true or false; this file ${said(value)}.`;

/** The sentences for one search option (and each of its costs), keyed by their path under the settings. */
function optionSentences(key: string, spec: SearchOptionSpec): [string, Sentence][] {
  switch (spec.kind) {
    case 'choice':
      return [[key, choiceSentence(spec.fileText, spec.choices)]];
    case 'flag':
      return [[key, flagSentence(spec.fileText)]];
    case 'number':
    case 'name':
    case 'text':
      return [[key, ({ value }) => `${spec.fileText}; this file ${said(value)}.`]];
    case 'costs':
      return [
        [key, ({ value }) => `${spec.fileText}; this file ${said(value)}.`],
        ...Object.entries(spec.fields).map(([f, c]): [string, Sentence] => [`${key}.${f}`, ({ value }) => `${c.fileText}; this file ${said(value)}.`]),
      ];
  }
}

/** Sentences for the search settings, shared by the settings in use, saved setups and compare panes. */
const SEARCH: Record<string, Sentence> = {
  '': ({ value }) => `The search settings must be an object of named settings; this file ${said(value)}.`,
  ...Object.fromEntries(SEARCH_OPTION_LIST.flatMap((o) => optionSentences(o.key, o))),
};

/** The sentences of `inner` under `prefix`, each opened by `label` when one is given. */
function nested(prefix: string, inner: Record<string, Sentence>, label?: (c: IssueContext) => string): Record<string, Sentence> {
  return Object.fromEntries(
    Object.entries(inner).map(([key, sentence]) => [
      key ? `${prefix}.${key}` : prefix,
      label ? (c: IssueContext) => `${label(c)}: ${lowerFirst(sentence(c))}` : sentence,
    ]),
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const setupLabel = (c: IssueContext) =>
  setupName((c.file as { setups?: unknown } | null)?.setups, c.at[0]!, 'Saved search setup');

const SETUP: Record<string, Sentence> = {
  '': ({ value }) => `it must be an object with a name and search settings; this file ${said(value)}.`,
  name: ({ value }) => `its name must be 1 to ${MAX_NAME_LENGTH} characters of text; this file ${said(value)}.`,
  ...Object.fromEntries(Object.entries(SEARCH).map(([k, s]) => [k ? `search.${k}` : 'search', s])),
};

const paneLabel = (c: IssueContext) => {
  const panes = ((c.file as { compare?: { panes?: unknown } } | null)?.compare?.panes ?? undefined) as unknown;
  return setupName(panes, c.at[0]!, 'Compare pane');
};

const SENTENCES: Record<string, Sentence> = {
  '': ({ value }) => `This file is not an A* Studio project (it holds no project object; it ${said(value)}).`,
  appVersion: ({ value }) => `The file's "appVersion" must be text such as "0.1.0"; this file ${said(value)}.`,
  name: ({ value }) => `The project's name must be text of at most ${MAX_NAME_LENGTH} characters; this file ${said(value)}.`,
  notes: ({ value }) =>
    typeof value === 'string'
      ? `The notes are ${value.length} characters long; a project keeps at most ${MAX_NOTES_LENGTH}. Shorten them.`
      : `The notes must be text; this file ${said(value)}.`,
  map: ({ value }) => `The file's "map" must be an object with the map's size, palette and layers; this file ${said(value)}.`,
  'map.width': ({ value }) => `The map's width must be a whole number from 1 to ${MAX_MAP_SIDE}; this file ${said(value)}.`,
  'map.height': ({ value }) => `The map's height must be a whole number from 1 to ${MAX_MAP_SIDE}; this file ${said(value)}.`,
  'map.topology': choiceSentence("The map's topology", TOPOLOGIES),
  'map.palette': ({ value }) => `The palette must list 1 to ${MAX_TERRAIN_TYPES} terrain types; this file ${count(value)}.`,
  'map.palette.*': ({ value, at }) =>
    `Terrain ${at[0]! + 1} of the palette must be an object with a name, color, cost and passable; this file ${said(value)}.`,
  'map.palette.*.name': ({ value, at }) =>
    `Terrain ${at[0]! + 1} of the palette needs a name of 1 to ${MAX_NAME_LENGTH} characters; this file ${said(value)}.`,
  'map.palette.*.color': ({ value, at, file }) =>
    `Terrain ${terrainName(file, at[0]!)} needs a colour written #rrggbb, such as #3f78c8; this file ${said(value)}.`,
  'map.palette.*.cost': ({ value, at, file }) =>
    typeof value === 'number'
      ? terrainCostProblem(nameAt(paletteOf(file), at[0]!) ?? `${at[0]! + 1}`, value)
      : `Terrain ${terrainName(file, at[0]!)} needs a cost: a number such as 1 (ordinary ground); this file ${said(value)}.`,
  'map.palette.*.passable': ({ value, at, file }) =>
    `Terrain ${terrainName(file, at[0]!)} must say whether it is passable, true or false; this file ${said(value)}.`,
  'map.unitTypes': ({ value }) => `The unit types must be a list of at most ${MAX_UNIT_TYPES}; this file ${count(value)}.`,
  'map.unitTypes.*': ({ value, at }) => `Unit type ${at[0]! + 1} must be an object with a name and costs; this file ${said(value)}.`,
  'map.unitTypes.*.name': ({ value, at }) => `Unit type ${at[0]! + 1} needs a name of 1 to ${MAX_UNIT_TYPE_NAME} characters; this file ${said(value)}.`,
  'map.unitTypes.*.costs': ({ value, at }) =>
    `Unit type ${at[0]! + 1}'s costs must be a list with, per terrain of the palette in order, a cost or null (impassable for it); this file ${said(value)}.`,
  'map.terrain': ({ value }) =>
    `The terrain layer must be {"encoding": "rows", "legend": …, "rows": […]} or {"encoding": "deflate-base64", "data": …}; this file ${said(value)}.`,
  'map.terrain.encoding': ({ value }) => `The terrain layer's encoding must be "rows" or "deflate-base64"; this file ${said(value)}.`,
  'map.terrain.legend': ({ value }) =>
    `The terrain layer needs a legend: text with one symbol per palette type, such as ".#~"; this file ${said(value)}.`,
  'map.terrain.rows': ({ value }) =>
    `The terrain layer's rows must be a list of at most ${MAX_MAP_SIDE} lines of text, one per map row; this file ${said(value)}.`,
  'map.terrain.rows.*': ({ value, at }) => `Line ${at[0]! + 1} of the terrain layer must be text; this file ${said(value)}.`,
  'map.terrain.data': ({ value }) => `The terrain layer's data must be base64 text; this file ${said(value)}.`,
  'map.heights': ({ value }) =>
    `The height layer must be null (no heights) or {"encoding": "deflate-base64", "layout": …, "data": …}; this file ${said(value)}.`,
  'map.heights.encoding': ({ value }) => `The height layer's encoding must be "deflate-base64"; this file ${said(value)}.`,
  'map.heights.layout': ({ value }) => `The height layer's layout must be "row-delta" or "int16le"; this file ${said(value)}.`,
  'map.heights.data': ({ value }) => `The height layer's data must be base64 text; this file ${said(value)}.`,
  start: cellSentence('start'),
  goal: cellSentence('goal'),
  ...nested('search', SEARCH),
  setups: ({ value }) => `The saved search setups must be a list of at most ${MAX_SETUPS}; this file ${count(value)}.`,
  ...nested('setups.*', SETUP, setupLabel),
  waypoints: ({ value }) => `The waypoints must be a list of at most ${MAX_WAYPOINTS} cells [x, y]; this file ${count(value)}.`,
  'waypoints.*': ({ value, at }) => `Waypoint ${at[0]! + 1} must be [x, y] with whole numbers from 0; this file ${said(value)}.`,
  breakpoints: ({ value }) => `The breakpoints must be a list of at most ${MAX_BREAKPOINTS}; this file ${count(value)}.`,
  'breakpoints.*': ({ value, at }) => `Breakpoint ${at[0]! + 1} must be an object with a cell; this file ${said(value)}.`,
  'breakpoints.*.cell': ({ value, at }) =>
    `Breakpoint ${at[0]! + 1}'s cell must be [x, y] with whole numbers from 0, or null for a condition on every cell; this file ${said(value)}.`,
  'breakpoints.*.on': ({ value, at }) => `Breakpoint ${at[0]! + 1} must stop on "opened", "expanded" or "either"; this file ${said(value)}.`,
  'breakpoints.*.condition': ({ value, at }) =>
    `Breakpoint ${at[0]! + 1}'s condition must be text of at most ${MAX_CONDITION_LENGTH} characters; this file ${said(value)}.`,
  'breakpoints.*.enabled': ({ value, at }) => flagSentence(`Breakpoint ${at[0]! + 1}'s "enabled"`)({ value, at, file: null }),
  'breakpoints.*.every': ({ value, at }) => flagSentence(`Breakpoint ${at[0]! + 1}'s "every"`)({ value, at, file: null }),
  'breakpoints.*.invariant': ({ value, at }) =>
    `Breakpoint ${at[0]! + 1}'s invariant must be one of ${INVARIANTS.map((i) => `"${i.name}"`).join(', ')}; this file ${said(value)}.`,
  compare: ({ value }) => `The compare layout must be an object with panes; this file ${said(value)}.`,
  'compare.panes': ({ value }) => `The compare layout must have 1 to ${MAX_COMPARE_PANES} panes; this file ${count(value)}.`,
  ...nested('compare.panes.*', SETUP, paneLabel),
  'compare.linkCameras': flagSentence('The compare layout\'s "linkCameras"'),
  'compare.timeline': ({ value }) => `The compare layout's timeline must be "expansions" or "progress"; this file ${said(value)}.`,
  batch: ({ value }) => `The batch settings must be an object with a source, pairs and a seed; this file ${said(value)}.`,
  'batch.source': ({ value }) => `The batch settings' source must be "random", "markers" or "scenario"; this file ${said(value)}.`,
  'batch.pairs': ({ value }) => `The batch settings' pairs must be a whole number from 1 to ${MAX_RANDOM_PAIRS}; this file ${said(value)}.`,
  'batch.seed': ({ value }) => `The batch settings' seed must be a whole number from 0 to ${MAX_SEED}; this file ${said(value)}.`,
  'batch.scenario': ({ value }) => `The batch settings' scenario must be null or a file name of 1 to ${MAX_NAME_LENGTH} characters; this file ${said(value)}.`,
  ...levelSentences(said),
};

/** The sentence for a schema issue in `file`. */
export function issueSentence(issue: z.core.$ZodIssue, file: unknown): string {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  for (let depth = path.length; depth >= 0; depth--) {
    const key = path.slice(0, depth).map((p) => (typeof p === 'number' ? '*' : p)).join('.');
    const sentence = SENTENCES[key];
    if (sentence) {
      const at = path.slice(0, depth).filter((p): p is number => typeof p === 'number');
      return sentence({ value: valueAt(file, path.slice(0, depth)), at, file });
    }
  }
  return `This project file holds something A* Studio cannot read at ${path.join('.')}; it may be damaged or from a newer version (this one reads format ${PROJECT_FORMAT_VERSION}).`;
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let v = root;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = Object.prototype.hasOwnProperty.call(v, p) ? (v as Record<string | number, unknown>)[p] : undefined;
  }
  return v;
}
