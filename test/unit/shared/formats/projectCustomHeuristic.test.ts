// A custom heuristic's formula in a project: kept in the settings, the saved setups and the compare
// panes; a file whose formula has a mistake is refused with the formula's sentence, saying where;
// and a project cannot be saved with one (the writer says so, as for a number out of bounds).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/index';
import { createProject, parseProject, ProjectFormatError, serializeProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';

const custom = (heuristicExpr: string): SearchOptions => ({ ...DEFAULT_SEARCH_OPTIONS, heuristic: 'custom', heuristicExpr });

describe('a project with a custom heuristic', () => {
  it('keeps the formula in its settings, setups and compare panes', () => {
    const project = {
      ...createProject(createGrid(4, 3)),
      settings: custom('cmin * max(dx, dy)'),
      setups: [{ name: 'Manhattan typed', options: custom('dx + dy') }],
      compare: { panes: [{ name: 'A', options: custom('0') }], linkCameras: true, timeline: 'expansions' as const },
    };
    const back = parseProject(serializeProject(project, 'test'));
    expect([back.settings.heuristicExpr, back.setups[0]!.options.heuristicExpr, back.compare!.panes[0]!.options.heuristicExpr]).toEqual(['cmin * max(dx, dy)', 'dx + dy', '0']);
    expect(back.settings.heuristic).toBe('custom');
  });

  it('refuses a file whose formula has a mistake, with its sentence, and will not save one', () => {
    const text = serializeProject({ ...createProject(createGrid(4, 3)), setups: [{ name: 'Mine', options: custom('dx + dy') }] }, 'test');
    const broken = text.replace('"heuristicExpr":"dx + dy"', '"heuristicExpr":"dx + dy)"');
    expect(broken).not.toBe(text);
    expect(() => parseProject(broken)).toThrow(new ProjectFormatError('Saved search setup "Mine" in this file: the formula cannot be read at character 8: Unexpected ")".'));
    expect(() => serializeProject({ ...createProject(createGrid(4, 3)), settings: custom('max(dx') }, 'test')).toThrow(/^The search settings: the formula has a \( without its \)/);
  });
});
