// Per-cell search memory (state, g, parent) reused across searches on one map, never cleared
// between searches (lazy reset). Each search gets a fresh `base`, above every value the previous
// search wrote: state ≤ base means "not seen yet", base + 1 "closed", and base + 2 + i "open, at
// index i of the open list", so the open list can find a cell for decrease-key without another array.

import { CellState, type SearchSideState } from './types';

const LIMIT = 0x7fff0000;

export class NodeTable {
  readonly state: Int32Array;
  readonly g: Float64Array;
  readonly parent: Int32Array;
  /** This search's base: closed = base + 1, open = base + 2 + heap index. */
  base = 0;

  constructor(readonly cells: number) {
    this.state = new Int32Array(cells);
    this.g = new Float64Array(cells);
    this.parent = new Int32Array(cells);
    this.base = -(cells + 2);
  }

  get byteLength(): number {
    return this.state.byteLength + this.g.byteLength + this.parent.byteLength;
  }

  /** Starts a new search: every cell becomes unseen in O(1) (with an O(cells) clear now and then). */
  begin(): void {
    this.base += this.cells + 2;
    if (this.base + 2 * this.cells + 4 > LIMIT || this.base < 0) {
      this.state.fill(0);
      this.base = 0;
    }
  }
}

/** Every cell's state, g, f (from `fOf`) and parent as plain arrays: a snapshot for the debugger. */
export function snapshotNodes(nodes: NodeTable, fOf: (cell: number, g: number) => number): SearchSideState {
  const n = nodes.cells, { state: marks, g, parent, base } = nodes;
  const state = new Uint8Array(n), gs = new Float64Array(n).fill(Infinity), fs = new Float64Array(n).fill(Infinity);
  const ps = new Int32Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    if (marks[c]! <= base) continue;
    state[c] = marks[c] === base + 1 ? CellState.Closed : CellState.Open;
    gs[c] = g[c]!;
    fs[c] = fOf(c, g[c]!);
    ps[c] = parent[c]!;
  }
  return { state, g: gs, f: fs, parent: ps };
}
