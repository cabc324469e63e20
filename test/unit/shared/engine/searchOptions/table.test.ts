// The table of search options is the one place an option is declared: these tests go over every
// entry, so a new one is checked by them without a line here. Each option must reach the engine's
// plan, survive a project file and a path file, pass the worker's schema, and have a place in the
// panel, on the command line (if any) and in the pane summary that no other option takes.
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  DEFAULT_SEARCH_OPTIONS,
  SEARCH_OPTION_LIST,
  firstSettingsProblem,
  runSearch,
  sameSearch,
  searchSettingsProblems,
  type SearchOptions,
  type SearchOptionSpec,
} from '../../../../../src/shared/engine/index';
import { mapContext } from '../../../../../src/shared/engine/mapContext';
import { planSearch } from '../../../../../src/shared/engine/plan';
import { createProject, parseProject, serializeProject } from '../../../../../src/shared/formats/project';
import { parsePathJson } from '../../../../../src/shared/formats/pathRecord';
import { pathToJson } from '../../../../../src/shared/formats/pathExport';
import { parseWorkerRequest } from '../../../../../src/shared/protocol/validate';
import { gridFromText } from '../helpers';

/** A value of the option other than its default, that the plain A* search below still accepts. */
function otherValue(spec: SearchOptionSpec): unknown {
  switch (spec.kind) {
    case 'choice':
      return spec.choices.find((c) => c.name !== spec.default)!.name;
    case 'number':
      return Math.min(spec.default + 1, spec.max);
    case 'flag':
      return !spec.default;
    case 'costs':
      return Object.fromEntries(Object.entries(spec.fields).map(([f, c]) => [f, c.initial + 0.5]));
    case 'name':
      return 'Tank';
    case 'text':
      return 'max(dx, dy)';
  }
}

/** A value the worker's schema refuses for the option. */
const badValue = (spec: SearchOptionSpec): unknown => (spec.kind === 'name' || spec.kind === 'text' ? 'x'.repeat(spec.maxLength + 1) : 'not a value');

// With the unit type the name options' other value names (a path file's breakdown costs the path as it).
const GRID = { ...gridFromText(`
....
.#..
....
`), unitTypes: [{ name: 'Tank', costs: [] }] };

const changed = (key: string, value: unknown): SearchOptions => ({ ...DEFAULT_SEARCH_OPTIONS, [key]: value }) as SearchOptions;

describe('the table of search options', () => {
  it('gives defaults that pass their own checks and are among their choices', () => {
    expect(searchSettingsProblems({ ...DEFAULT_SEARCH_OPTIONS })).toEqual({});
    for (const o of SEARCH_OPTION_LIST) {
      if (o.kind === 'choice') expect(o.choices.map((c) => c.name), o.key).toContain(o.default);
      if (o.kind === 'number') expect(o.problem(o.default), o.key).toBeNull();
      if (o.kind === 'text') expect([o.problem(o.default, false), o.problem(o.default, true)], o.key).toEqual([null, null]);
    }
  });

  it('gives each option its own place in the panel, on the command line and in the summary', () => {
    const unique = (xs: unknown[]) => new Set(xs).size === xs.length;
    expect(unique(SEARCH_OPTION_LIST.map((o) => `${o.panel.section} ${o.panel.order}`))).toBe(true);
    expect(unique(SEARCH_OPTION_LIST.map((o) => o.panel.name))).toBe(true);
    const cli = SEARCH_OPTION_LIST.flatMap((o) => (o.cli ? [o.cli] : []));
    expect(unique(cli.map((c) => c.flag)) && unique(cli.map((c) => c.order))).toBe(true);
    const summary = SEARCH_OPTION_LIST.flatMap((o) => (o.summary ? [o.summary.order] : []));
    expect(unique(summary)).toBe(true);
    // A number on the command line says what it must be when refused.
    for (const o of SEARCH_OPTION_LIST) if (o.kind === 'number' && o.cli) expect(o.cli.mustBe, o.key).toBeTruthy();
  });

  it('has at least one algorithm that reads each option', () => {
    for (const o of SEARCH_OPTION_LIST) expect(ALGORITHMS.some((a) => o.readBy?.(a) ?? true), o.key).toBe(true);
  });

  it.each(SEARCH_OPTION_LIST.map((o) => [o.key, o] as const))('%s reaches the engine\'s plan, and a change made in place is noticed', (key, spec) => {
    const ctx = mapContext(GRID);
    const query = { start: 0, goal: 11, options: { ...DEFAULT_SEARCH_OPTIONS } };
    expect(planSearch(ctx, query).options[key]).toEqual(spec.default);
    (query.options as Record<string, unknown>)[key] = otherValue(spec);
    expect(planSearch(ctx, query).options[key]).toEqual(otherValue(spec));
  });

  it.each(SEARCH_OPTION_LIST.map((o) => [o.key, o] as const))('%s is kept by a project file, its setups and the worker\'s schema', (key, spec) => {
    const options = changed(key, otherValue(spec));
    const project = { ...createProject(GRID), settings: options, setups: [{ name: 'Other', options }] };
    const back = parseProject(serializeProject(project, 'test'));
    expect(back.settings[key]).toEqual(otherValue(spec));
    expect(back.setups[0]!.options[key]).toEqual(otherValue(spec));
    const request = { kind: 'search', requestId: 1, mapId: 'm', revision: 0, query: { start: 0, goal: 11, options } };
    expect(parseWorkerRequest(request).ok).toBe(true);
    expect(parseWorkerRequest({ ...request, query: { ...request.query, options: { ...options, [key]: badValue(spec) } } }).ok).toBe(false);
  });

  it.each(SEARCH_OPTION_LIST.map((o) => [o.key, o] as const))('%s is kept by a path file unless it only says how a run is kept', (key, spec) => {
    const options = changed(key, otherValue(spec));
    const result = runSearch(GRID, { start: 0, goal: 11, options });
    const record = parsePathJson(pathToJson({ grid: GRID, topology: 'square', start: 0, goal: 11, options, result, appVersion: 'test' }));
    expect(record.settings[key]).toEqual(spec.runOnly ? spec.default : otherValue(spec));
  });

  it('tells two configurations apart by every option that changes the search, and by no other', () => {
    for (const o of SEARCH_OPTION_LIST)
      expect(sameSearch(DEFAULT_SEARCH_OPTIONS, changed(o.key, otherValue(o))), o.key).toBe(o.runOnly === true);
  });

  it('says the first problem in the panel\'s order', () => {
    const bad = { ...DEFAULT_SEARCH_OPTIONS, weight: 0, maxExpansions: -1, heightCosting: { uphill: -1, downhill: 1 } };
    expect(Object.keys(searchSettingsProblems(bad))).toEqual(['weight', 'uphill', 'maxExpansions']);
    expect(firstSettingsProblem(bad)).toMatch(/heuristic weight/);
  });
});
