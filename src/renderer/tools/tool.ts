// What every editing tool is: a small state machine driven by cell-level pointer events, which
// can describe what it would do (the cursor preview the canvas draws).
import type { CellPointer } from '../canvas/mapInput';
import type { MapDocument } from '../state/document.svelte';
import type { EditorState } from '../state/editor.svelte';
import type { ToolPreview } from './preview';

export interface Tool {
  /** Shown in the tool bar's tooltip and the status bar. */
  readonly label: string;
  down(p: CellPointer): void;
  move(p: CellPointer): void;
  up(p: CellPointer): void;
  /** Abandons a gesture in progress (Escape, tool switch). */
  cancel(): void;
  /** What to draw under the cursor at `hover` (or while dragging); null for nothing. */
  preview(hover: CellPointer | null): ToolPreview | null;
}

/** What tools work on. */
export interface ToolContext {
  readonly doc: MapDocument;
  readonly editor: EditorState;
}
