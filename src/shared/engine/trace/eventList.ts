// An append-only list of increasing event numbers (the expansions of a trace, in order) in chunks:
// it grows to tens of millions without copying. "How many are below e" looks up the count at the
// start of e's block of 256 events, then searches the few entries inside the block.
import { CHUNK_BITS, CHUNK_MASK, CHUNK_WORDS } from './recording';

// Local bindings: an imported binding can cost a lookup per use (module interop).
const BITS = CHUNK_BITS, MASK = CHUNK_MASK, WORDS = CHUNK_WORDS;
const BLOCK_BITS = 8;

export class EventList {
  length = 0;
  private readonly chunks: Int32Array[] = [];
  /** blocks[b]: entries below event b · 256 (for every block up to the last entry's). */
  private blocks = new Int32Array(256);
  private blockCount = 0;

  push(event: number): void {
    while (this.blockCount << BLOCK_BITS <= event) {
      if (this.blockCount === this.blocks.length) {
        const grown = new Int32Array(2 * this.blocks.length);
        grown.set(this.blocks);
        this.blocks = grown;
      }
      this.blocks[this.blockCount++] = this.length;
    }
    const i = this.length++;
    if ((i & MASK) === 0) this.chunks.push(new Int32Array(WORDS));
    this.chunks[i >>> BITS]![i & MASK] = event;
  }

  /** The i-th entry (0 ≤ i < length). */
  at(i: number): number {
    return this.chunks[i >>> BITS]![i & MASK]!;
  }

  /** How many entries are smaller than `event`. */
  countBelow(event: number): number {
    const b = event >> BLOCK_BITS;
    if (b >= this.blockCount) return this.length; // every entry is below the blocks recorded
    let lo = this.blocks[b]!, hi = b + 1 < this.blockCount ? this.blocks[b + 1]! : this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.chunks[mid >>> BITS]![mid & MASK]! < event) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  get byteLength(): number {
    return this.chunks.length * WORDS * 4 + this.blocks.byteLength;
  }
}
