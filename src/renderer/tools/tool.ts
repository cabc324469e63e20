// What every editing tool is: a small state machine driven by cell-level pointer events.
import type { CellPointer } from '../canvas/mapInput';

export interface Tool {
  /** Shown in the tool bar's tooltip and the status bar. */
  readonly label: string;
  down(p: CellPointer): void;
  move(p: CellPointer): void;
  up(p: CellPointer): void;
  /** Abandons a gesture in progress (Escape, tool switch). */
  cancel(): void;
}
