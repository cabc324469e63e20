// Repairs a jump table (jumpTable.ts) after cells changed passability, instead of sweeping the
// whole map again. An entry depends on its own cell's moves, the next cell's kept moves and the
// next cell's entry (a diagonal's also on the next cell's two straight entries): so the entries
// that can change are those within two cells of a changed one (the move masks changed within one,
// and a straight run's kept moves read the cell before), and from each of those the change travels
// backwards along its run, one cell at a time, until an entry comes out as it was (everything
// before it reads only that entry and cells that did not change). Straight runs are repaired
// first; a diagonal entry whose next cell's straight entry changed is then repaired the same way.
// The work is the length of the runs the edit changed, not the map.
import { diagonalEntry, JUMP_DX, JUMP_DY, MAP_ORDER, stopFlags, straightEntry, type EntryIndex, type KeptMoves } from './jumpTable';

/** What a repair changed: the cells with any entry changed (their dead ends may change too). */
export interface JumpRepair {
  cells: Int32Array;
  count: number;
}

/**
 * Repairs `table` for the mask and kept moves as they are now, where only cells within distance
 * two of `seeds` (cells whose passability changed, any order) changed their moves. `at` says where
 * a cell's entries are (JPSW keeps them in its tiled records).
 */
export function repairJumpTable(mask: Uint8Array, table: Int16Array, width: number, height: number, kept: KeptMoves, flagged: boolean, seeds: Int32Array, at: EntryIndex = MAP_ORDER): JumpRepair {
  const near = dilate(seeds, width, height, 2);
  const changed = new Marks();
  const straightChanged: number[][] = [[], [], [], []];
  for (let d = 0; d < 4; d++) repairStraight(mask, table, at, width, height, kept, d, near, changed, straightChanged[d]!);
  const flags = stopFlags(flagged);
  for (let d = 4; d < 8; d++) {
    const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!, h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
    const step = dy * width + dx;
    // Rows in the sweep's order: the next cell's row (y + dy) first.
    const rows: (number[] | undefined)[] = new Array(height);
    const add = (c: number) => {
      const y = (c / width) | 0, x = c - y * width;
      if (x < 0 || x >= width || y < 0 || y >= height) return;
      (rows[y] ??= []).push(c);
    };
    for (let i = 0; i < near.length; i++) add(near[i]!);
    for (const n of straightChanged[h]!) if (inside(n, -dx, -dy, width, height)) add(n - step);
    for (const n of straightChanged[v]!) if (inside(n, -dx, -dy, width, height)) add(n - step);
    for (let i = 0; i < height; i++) {
      const y = dy > 0 ? height - 1 - i : i;
      const row = rows[y];
      if (row === undefined) continue;
      const done = new Set<number>();
      for (const c of row) {
        if (done.has(c)) continue;
        done.add(c);
        const value = diagonalEntry(mask, table, at, kept, c, c + step, d, flags);
        if (value === table[at(c) + d]) continue;
        table[at(c) + d] = value;
        changed.mark(c);
        if (inside(c, -dx, -dy, width, height)) (rows[y - dy] ??= []).push(c - step);
      }
    }
  }
  return { cells: changed.list, count: changed.count };
}

/** Repairs straight direction `d` of every row (E, W) or column (S, N) that holds a cell of `near`. */
function repairStraight(mask: Uint8Array, table: Int16Array, at: EntryIndex, width: number, height: number, kept: KeptMoves, d: number, near: Int32Array, changed: Marks, out: number[]): void {
  const horizontal = d < 2, forward = d === 0 || d === 2;
  const lines = new Map<number, number[]>();
  for (let i = 0; i < near.length; i++) {
    const c = near[i]!, y = (c / width) | 0, x = c - y * width;
    const line = horizontal ? y : x, pos = horizontal ? x : y;
    let list = lines.get(line);
    if (!list) lines.set(line, (list = []));
    list.push(pos);
  }
  const length = horizontal ? width : height;
  const stride = horizontal ? 1 : width;
  const ahead = forward ? stride : -stride;
  for (const [line, ats] of lines) {
    // The sweep goes against the direction of travel: the next cell's entry first.
    ats.sort((a, b) => (forward ? b - a : a - b));
    const cellAt = (pos: number) => (horizontal ? line * width + pos : pos * width + line);
    let i = 0, pos = ats[0]!;
    for (;;) {
      const c = cellAt(pos);
      const value = straightEntry(mask, table, at, kept, c, c + ahead, d);
      const moved = value !== table[at(c) + d];
      if (moved) {
        table[at(c) + d] = value;
        changed.mark(c);
        out.push(c);
      }
      while (i < ats.length && (forward ? ats[i]! >= pos : ats[i]! <= pos)) i++;
      const before = forward ? pos - 1 : pos + 1;
      if (moved && before >= 0 && before < length) pos = before;
      else if (i < ats.length) pos = ats[i]!;
      else break;
    }
  }
}

/** Whether the cell (dx, dy) away from `c` lies on the map. */
function inside(c: number, dx: number, dy: number, width: number, height: number): boolean {
  const y = (c / width) | 0, x = c - y * width;
  return x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height;
}

/** The cells within Chebyshev distance `r` of `seeds`, each once. */
export function dilate(seeds: Int32Array, width: number, height: number, r: number): Int32Array {
  const marks = new Marks();
  for (let i = 0; i < seeds.length; i++) {
    const c = seeds[i]!, y = (c / width) | 0, x = c - y * width;
    for (let ny = Math.max(0, y - r); ny <= Math.min(height - 1, y + r); ny++)
      for (let nx = Math.max(0, x - r); nx <= Math.min(width - 1, x + r); nx++) marks.mark(ny * width + nx);
  }
  return marks.list.slice(0, marks.count);
}

/** A set of cells kept as a list (marks live in a Set: an edit touches few cells of a large map). */
class Marks {
  private readonly seen = new Set<number>();
  list = new Int32Array(64);
  count = 0;
  mark(c: number): void {
    if (this.seen.has(c)) return;
    this.seen.add(c);
    if (this.count === this.list.length) {
      const grown = new Int32Array(2 * this.list.length);
      grown.set(this.list);
      this.list = grown;
    }
    this.list[this.count++] = c;
  }
}
