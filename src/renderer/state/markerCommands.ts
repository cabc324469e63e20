// Start and goal moves that belong to a map edit's undo entry (a resize moves or clears them).
import type { EditCommand } from '../../shared/edit/history';

export interface Markers {
  start: number;
  goal: number;
}

/** Sets start and goal to `after` on redo and back to `before` on undo. */
export function moveMarkersCommand(target: Markers, before: Markers, after: Markers): EditCommand {
  return {
    bytes: 32,
    area: 'all',
    reportCells: () => {}, // markers are no cells
    redo: () => {
      target.start = after.start;
      target.goal = after.goal;
    },
    undo: () => {
      target.start = before.start;
      target.goal = before.goal;
    },
  };
}
