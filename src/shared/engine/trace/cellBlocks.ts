// A summary of every block of 32 cells (flat cell index c >> 5), so that drawing cell states reads
// single cells only near the search's frontier: at any step most blocks lie wholly ahead of it
// (nothing pushed yet) or wholly behind it (every cell that was ever pushed already expanded).
// Per block: the first push into it, the latest first expansion in it, how many of its pushed
// cells are still unexpanded, and a bit per cell saying whether it was ever pushed.
import { NEVER } from './never';

/** The open count of a block with a reopened cell: its cells are always read one by one. */
const MIXED = 255;

export class CellBlocks {
  readonly firstPush: Int32Array;
  readonly lastExpansion: Int32Array;
  /** Pushed cells not yet expanded, as far as indexed (MIXED once a cell was reopened). */
  readonly unexpanded: Uint8Array;
  /** Bit c & 31 of pushed[c >> 5]: cell c was pushed at some indexed event. */
  readonly pushed: Uint32Array;

  constructor(cells: number) {
    const blocks = (cells + 31) >>> 5;
    this.firstPush = new Int32Array(blocks).fill(NEVER);
    this.lastExpansion = new Int32Array(blocks);
    this.unexpanded = new Uint8Array(blocks);
    this.pushed = new Uint32Array(blocks);
  }

  /** Cell c was pushed for the first time, at event i. */
  firstPushed(c: number, i: number): void {
    const b = c >>> 5;
    if (this.firstPush[b] === NEVER) this.firstPush[b] = i;
    this.pushed[b] = this.pushed[b]! | (1 << (c & 31));
    if (this.unexpanded[b] !== MIXED) this.unexpanded[b]!++;
  }

  /** Cell c was expanded for the first time, at event i. */
  firstExpanded(c: number, i: number): void {
    const b = c >>> 5;
    this.lastExpansion[b] = i;
    if (this.unexpanded[b] !== MIXED) this.unexpanded[b]!--;
  }

  /** Cell c was reopened: its block is read cell by cell from now on. */
  reopened(c: number): void {
    this.unexpanded[c >>> 5] = MIXED;
  }

  get byteLength(): number {
    return this.firstPush.byteLength + this.lastExpansion.byteLength + this.unexpanded.byteLength + this.pushed.byteLength;
  }
}
