// Walks a recording's events in order and keeps, per side, each cell's g (and, when asked, its
// parent) exactly as the search had them, recomputing every g from its parent's (moveCost.ts).
// The trace store builds its index with it; the wide legacy arrays are decoded with it.
import { TraceEventKind } from '../types';
import { eventCell, eventKind, eventSide, eventViaParent } from './encoding';
import { ANY_ANGLE } from '../plan';
import type { ReplayFrame } from './frame';
import { moveG } from './moveCost';

// Local bindings for the loop: an imported binding can cost a lookup per use (module interop).
const cellOf = eventCell, kindOf = eventKind, sideOf = eventSide, viaParentOf = eventViaParent, gOfMove = moveG;
const EXPAND = TraceEventKind.Expand;

export class EventReplay {
  /** Per side: each seen cell's g after the events applied so far (other entries are stale). */
  readonly g: Float64Array[];
  /** Per side: each seen cell's parent (-1 for a start), or null when not kept. */
  readonly parent: Int32Array[] | null;
  /** The cell being expanded (the last expand event), -1 before the first. */
  expanding = -1;
  /** Its parent when it was expanded. */
  expandingParent = -1;
  /** The g and parent of the cell of the last applied event, after it. */
  lastG = 0;
  lastParent = -1;
  /** Bit 31 links a cell to the expanding node's parent (Theta*) rather than saying something else (encoding.ts). */
  private readonly theta: boolean;

  /** Theta* needs parents to replay (a push may link to the expanding node's parent); `keepParents` keeps them for every search. */
  constructor(private readonly frame: ReplayFrame, keepParents: boolean) {
    const sides = frame.bidirectional ? 2 : 1;
    this.theta = frame.policy === ANY_ANGLE;
    this.g = Array.from({ length: sides }, () => new Float64Array(frame.cells));
    this.parent = keepParents || frame.policy === ANY_ANGLE ? Array.from({ length: sides }, () => new Int32Array(frame.cells)) : null;
  }

  /** Applies one event word. */
  apply(word: number): void {
    const cell = cellOf(word), side = sideOf(word);
    const g = this.g[side]!, parent = this.parent?.[side];
    if (kindOf(word) === EXPAND) {
      this.expanding = cell;
      this.lastG = g[cell]!;
      this.lastParent = parent ? parent[cell]! : -1;
      this.expandingParent = this.lastParent;
      return;
    }
    let ng = 0, from = -1;
    if (this.expanding >= 0) {
      const via = viaParentOf(word);
      from = via && this.theta ? this.expandingParent : this.expanding;
      ng = gOfMove(this.frame, side, from, cell, g[from]!, via);
    }
    g[cell] = ng;
    if (parent) parent[cell] = from;
    this.lastG = ng;
    this.lastParent = from;
  }
}
