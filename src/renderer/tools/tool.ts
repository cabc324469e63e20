// What every editing tool is: a small state machine driven by cell-level pointer events, which
// can describe what it would do (the cursor preview the canvas draws).
import type { CellPointer } from '../canvas/mapInput';
import type { MapDocument } from '../state/document.svelte';
import type { EditorState } from '../state/editor.svelte';
import type { ToolPreview } from './preview';

export interface Tool {
  down(p: CellPointer): void;
  move(p: CellPointer): void;
  up(p: CellPointer): void;
  /** Abandons a gesture in progress (Escape, tool switch). */
  cancel(): void;
  /** What to draw under the cursor at `hover` (or while dragging); null for nothing. */
  preview(hover: CellPointer | null): ToolPreview | null;
  /** Work that goes on after the pointer let go (a fill spreading over frames) is under way. */
  readonly busy?: boolean;
  /** Completes that work at once (before undo, or before another edit starts). */
  finish?(): void;
}

/** Runs `task` later: the next animation frame in the app, a plain callback in tests. */
export type Scheduler = (task: () => void) => void;

export const nextFrame: Scheduler = (task) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => task());
  else setTimeout(task, 0);
};

/** What tools work on. */
export interface ToolContext {
  readonly doc: MapDocument;
  readonly editor: EditorState;
  /** How work spread over frames is scheduled. */
  readonly schedule: Scheduler;
  /** Milliseconds such work may take per frame (tests: 0, one step per frame); the tool's own when absent. */
  readonly sliceMs?: number;
}
