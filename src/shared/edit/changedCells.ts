// The set of cells of one layer that changed since it was last taken, as a bitset with a summary
// level (one bit per 32 words, so 1,024 cells): marking costs per span, and taking the set costs
// per changed block, never per map cell. A 4096² map's set is 2 MB of bits plus 2 KB of summary,
// and a brush stroke's worth of changes is found without reading the 2 MB.
import { growInt32 } from './cells';

const WORD_BITS = 32;
/** Words per summary bit. */
const BLOCK_WORDS = 32;

export class ChangedCells {
  private readonly words: Uint32Array;
  private readonly blocks: Uint32Array;
  /** Cells marked since the last take (each counted once). */
  private marked = 0;

  constructor(readonly cellCount: number) {
    this.words = new Uint32Array(Math.ceil(cellCount / WORD_BITS));
    this.blocks = new Uint32Array(Math.ceil(this.words.length / BLOCK_WORDS / WORD_BITS));
  }

  /** Whether any cell is marked. */
  get isEmpty(): boolean {
    return this.marked === 0;
  }

  /** How many distinct cells are marked. */
  get count(): number {
    return this.marked;
  }

  /** Marks `length` cells from `start` (clipped to the layer). */
  mark(start: number, length: number): void {
    const from = Math.max(0, start);
    const to = Math.min(this.cellCount, start + length); // exclusive
    for (let i = from; i < to; ) {
      const w = i >>> 5;
      const bit = i & 31;
      const take = Math.min(WORD_BITS - bit, to - i);
      const mask = take === WORD_BITS ? 0xffffffff : ((1 << take) - 1) << bit;
      const before = this.words[w]!;
      const added = mask & ~before;
      if (added !== 0) {
        this.words[w] = before | mask;
        this.marked += popcount(added);
        const b = (w / BLOCK_WORDS) | 0;
        this.blocks[b >>> 5]! |= 1 << (b & 31);
      }
      i += take;
    }
  }

  /**
   * The marked cells as ascending, disjoint [start, length] runs (adjacent cells merged), and the
   * count; the set is empty afterwards.
   */
  take(): { runs: Int32Array; cells: number } {
    let runs: Int32Array = new Int32Array(64);
    let n = 0; // ints used in `runs`
    const cells = this.marked;
    const { words, blocks } = this;
    for (let sw = 0; sw < blocks.length; sw++) {
      let summary = blocks[sw]!;
      if (summary === 0) continue;
      blocks[sw] = 0;
      while (summary !== 0) {
        const bit = trailingZeros(summary);
        const b = sw * WORD_BITS + bit;
        summary = bit === 31 ? 0 : (summary >>> (bit + 1)) << (bit + 1);
        const end = Math.min(words.length, (b + 1) * BLOCK_WORDS);
        for (let w = b * BLOCK_WORDS; w < end; w++) {
          let bits = words[w]!;
          if (bits === 0) continue;
          words[w] = 0;
          while (bits !== 0) {
            const first = trailingZeros(bits);
            // The run of set bits starting at `first` (the ones below it are already taken).
            const length = trailingZeros(~(bits >>> first));
            const start = w * WORD_BITS + first;
            if (n > 0 && runs[n - 2]! + runs[n - 1]! === start) runs[n - 1]! += length;
            else {
              if (n + 2 > runs.length) runs = growInt32(runs, n + 2);
              runs[n++] = start;
              runs[n++] = length;
            }
            bits = first + length >= WORD_BITS ? 0 : (bits >>> (first + length)) << (first + length);
          }
        }
      }
    }
    this.marked = 0;
    return { runs: runs.slice(0, n), cells };
  }

  /** Forgets every mark. */
  clear(): void {
    if (this.marked === 0) return;
    this.take();
  }
}

/** Zero bits below the lowest set bit of a 32-bit value (32 for 0). */
function trailingZeros(x: number): number {
  const low = x & -x;
  return low === 0 ? WORD_BITS : 31 - Math.clz32(low);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
