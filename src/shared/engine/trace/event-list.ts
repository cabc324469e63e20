// An append-only list of increasing event numbers (the expansions of a trace, in order) in chunks:
// it grows to tens of millions without copying, and "how many are below e" is a binary search.
import { CHUNK_BITS, CHUNK_MASK, CHUNK_WORDS } from './recording';

// Local bindings: an imported binding can cost a lookup per use (module interop).
const BITS = CHUNK_BITS, MASK = CHUNK_MASK, WORDS = CHUNK_WORDS;

export class EventList {
  length = 0;
  private readonly chunks: Int32Array[] = [];

  push(event: number): void {
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
    let lo = 0, hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.chunks[mid >>> BITS]![mid & MASK]! < event) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  get byteLength(): number {
    return this.chunks.length * WORDS * 4;
  }
}
