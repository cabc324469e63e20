// Breakpoints as the project file keeps them (a cell or −1, the event, a condition, an invariant,
// enabled) and as the debugger uses them (a cell, condition or invariant breakpoint). A file written
// by hand may give a cell and a condition together: that becomes a condition that also names the
// cell, so nothing the file says is dropped. The compare view's divergence stop is not kept.
import type { Breakpoint } from '../../shared/debug/breakpoint';
import type { ProjectBreakpoint } from '../../shared/formats/project';

/** The debugger's breakpoints from a project's, on a map `width` cells wide. */
export function breakpointsFromProject(saved: readonly ProjectBreakpoint[] | undefined, width: number): Breakpoint[] {
  return (saved ?? []).map((b, i): Breakpoint => {
    const id = `saved-${i}`;
    if (b.invariant) return { kind: 'invariant', id, enabled: b.enabled, invariant: b.invariant };
    if (b.cell >= 0 && b.condition.trim() === '') return { kind: 'cell', id, enabled: b.enabled, cell: b.cell, on: b.on };
    const every = b.every ? { every: true } : {};
    if (b.cell < 0) return { kind: 'condition', id, enabled: b.enabled, expression: b.condition, ...every };
    const x = b.cell % width, y = Math.floor(b.cell / width);
    return { kind: 'condition', id, enabled: b.enabled, expression: `x == ${x} && y == ${y} && (${b.condition})`, ...every };
  });
}

/** The project's breakpoints from the debugger's. */
export function breakpointsToProject(breakpoints: readonly Breakpoint[]): ProjectBreakpoint[] {
  return breakpoints.flatMap((b): ProjectBreakpoint[] => {
    switch (b.kind) {
      case 'cell': return [{ cell: b.cell, on: b.on, condition: '', enabled: b.enabled }];
      case 'condition': return [{ cell: -1, on: 'expanded', condition: b.expression, enabled: b.enabled, ...(b.every ? { every: true } : {}) }];
      case 'invariant': return [{ cell: -1, on: 'expanded', condition: '', enabled: b.enabled, invariant: b.invariant }];
      case 'divergence': return [];
    }
  });
}
