// Breakpoints survive a save and an open: the debugger's cell and condition breakpoints go into
// the project file and come back the same (ids aside), a hand-written cell-with-condition keeps
// both parts as one condition, and the studio saves them, reopens them clean, and marks a change
// to them as unsaved.
import { describe, expect, it } from 'vitest';
import type { Breakpoint } from '../../../../src/shared/debug/breakpoint';
import { createProject, parseProject, serializeProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { breakpointsFromProject, breakpointsToProject } from '../../../../src/renderer/runs/breakpointFile';
import { Studio } from '../../../../src/renderer/state/studio.svelte';
import { fakeHost } from '../fakeHost';

const withoutIds = (bs: Breakpoint[]) => bs.map(({ id: _, ...b }) => b);

describe('breakpoints in the project file', () => {
  const debuggerBreakpoints: Breakpoint[] = [
    { kind: 'cell', id: 'a', enabled: true, cell: 3 * 20 + 7, on: 'either' },
    { kind: 'cell', id: 'b', enabled: false, cell: 0, on: 'opened' },
    { kind: 'condition', id: 'c', enabled: true, expression: 'open > 500 && f > 120' },
    { kind: 'condition', id: 'd', enabled: true, expression: 'reopened > 0', every: true },
  ];

  it('round-trips through a saved file', () => {
    const project = createProject(createGrid(20, 10), 'bp');
    project.breakpoints = breakpointsToProject(debuggerBreakpoints);
    const reopened = parseProject(serializeProject(project, 'test'));
    expect(withoutIds(breakpointsFromProject(reopened.breakpoints, 20))).toEqual(withoutIds(debuggerBreakpoints));
  });

  it('reads a hand-written cell with a condition as one condition naming the cell', () => {
    const read = breakpointsFromProject([{ cell: 2 * 20 + 5, on: 'expanded', condition: 'g > 3', enabled: true }], 20);
    expect(read).toEqual([{ kind: 'condition', id: 'saved-0', enabled: true, expression: 'x == 5 && y == 2 && (g > 3)' }]);
  });

  it('the studio saves them, reopens them clean, and a change to them is unsaved', () => {
    const { host } = fakeHost();
    const studio = new Studio(host, createProject(createGrid(20, 10), 'bp'));
    expect(studio.snapshot().project.breakpoints).toBeUndefined(); // none: the file stays as before
    studio.runs.toggleCellBreakpoint(47, 20);
    studio.runs.addConditionBreakpoint('reopened > 0');
    expect(studio.file.dirty).toBe(true);
    const text = serializeProject(studio.snapshot().project, 'test');
    studio.load(parseProject(text), { path: '/maps/bp.astar', name: 'bp.astar' });
    expect(studio.file.dirty).toBe(false);
    expect(withoutIds(studio.runs.breakpoints)).toEqual([
      { kind: 'cell', enabled: true, cell: 47, on: 'either' },
      { kind: 'condition', enabled: true, expression: 'reopened > 0' },
    ]);
    studio.runs.breakpoints[0]!.enabled = false;
    expect(studio.file.dirty).toBe(true);
  });
});
