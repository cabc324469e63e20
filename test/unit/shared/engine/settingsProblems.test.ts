// What the side panel checks before a search starts: every typed setting out of bounds gets one
// sentence, and Run is refused with the first of them while any remains.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, firstSettingsProblem, searchSettingsProblems, type SearchOptions } from '../../../../src/shared/engine/index';

const settings = (over: Partial<Record<keyof SearchOptions, unknown>>) => ({ ...DEFAULT_SEARCH_OPTIONS, ...over }) as SearchOptions;

describe('search settings problems', () => {
  it('finds none in the defaults or at the edges of every bound', () => {
    expect(searchSettingsProblems(settings({}))).toEqual({});
    expect(searchSettingsProblems(settings({ weight: 1000, maxExpansions: 2 ** 31 - 1, heightCosting: { uphill: 0, downhill: 1000 } }))).toEqual({});
    expect(firstSettingsProblem(settings({ weight: 1 }))).toBeNull();
  });

  it('refuses a weight below 1, above the bound, or empty', () => {
    expect(searchSettingsProblems(settings({ weight: 0.9 })).weight).toBe('The heuristic weight must be a number from 1 to 1000; it is 0.9. Set a weight in that range.');
    expect(searchSettingsProblems(settings({ weight: 1000.5 })).weight).toContain('it is 1000.5');
    for (const empty of [null, undefined, Number.NaN]) expect(searchSettingsProblems(settings({ weight: empty })).weight).toBe('Type a heuristic weight from 1 to 1000, such as 1.5.');
  });

  it('refuses a fractional, negative, too large or empty node budget', () => {
    for (const n of [2.5, -1, 2 ** 31]) expect(searchSettingsProblems(settings({ maxExpansions: n })).maxExpansions).toContain(`it is ${n}.`);
    expect(searchSettingsProblems(settings({ maxExpansions: null })).maxExpansions).toBe('Type a node budget: a whole number of expansions, or 0 for no limit.');
  });

  it('refuses height costs out of range, each under its own field, only while height costing is on', () => {
    const p = searchSettingsProblems(settings({ heightCosting: { uphill: -0.5, downhill: 1e4 } }));
    expect(p).toEqual({
      uphill: 'The uphill cost must be from 0 to 1000 per unit of height; it is -0.5. Set it in that range.',
      downhill: 'The downhill cost must be from 0 to 1000 per unit of height; it is 10000. Set it in that range.',
    });
    expect(searchSettingsProblems(settings({ heightCosting: null }))).toEqual({});
  });

  it('checks the weight whichever algorithm is chosen (the worker checks the whole request)', () => {
    expect(searchSettingsProblems(settings({ algorithm: 'dijkstra', weight: 0 })).weight).toContain('it is 0.');
  });

  it('checks a custom heuristic’s formula while the heuristic is "Custom…" and an algorithm reads it, with its sentence', () => {
    const custom = (over: Partial<SearchOptions>) => searchSettingsProblems(settings({ heuristic: 'custom', ...over })).heuristicExpr;
    expect(custom({ heuristicExpr: 'max(dx, dy' })).toBe('The formula has a ( without its ): close the bracket near character 11.');
    expect(custom({ heuristicExpr: '' })).toBe('The formula is empty: write one, as in max(dx, dy) + 0.41 * min(dx, dy).');
    expect(custom({ heuristicExpr: 'dq + dr' })).toMatch(/^The name dq is a cube distance part, on hex maps only/);
    expect(custom({ heuristicExpr: 'dq + dr', topology: 'hex' })).toBeUndefined();
    // Not read: another heuristic, or an algorithm that reads none.
    expect(searchSettingsProblems(settings({ heuristic: 'octile', heuristicExpr: 'max(' }))).toEqual({});
    expect(custom({ heuristicExpr: 'max(', algorithm: 'dijkstra' })).toBeUndefined();
    expect(firstSettingsProblem(settings({ heuristic: 'custom', heuristicExpr: 'dx +', maxExpansions: -1 }))).toMatch(/^The formula cannot be read/);
  });

  it('gives Run the first problem in the panel’s order', () => {
    expect(firstSettingsProblem(settings({ maxExpansions: -1, weight: 0 }))).toContain('heuristic weight');
    expect(firstSettingsProblem(settings({ maxExpansions: -1, heightCosting: { uphill: 1, downhill: -1 } }))).toContain('downhill');
  });
});
