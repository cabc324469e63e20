// Which cells can reach which: connected components of the passable cells under one set of
// movement rules (every move of the engine can be taken back, so "reachable" is symmetric). Used to
// draw start/goal pairs whose goal can be reached. Computed in bands so a page can stay responsive
// on a 4096² map; the queue grows only as far as the search frontier needs.
import { moveTable } from '../engine/moves';
import type { Grid } from '../grid/grid';
import { gridForUnitType } from '../grid/unitTypes';
import type { Movement } from './movement';

/** Each cell's component (−1 for impassable cells), and each component's size in cells. */
export interface Components {
  label: Int32Array;
  size: number[];
}

/** Cells labelled between two yields of `componentsOf`. */
export const CELLS_PER_BAND = 1 << 18;

/** Labels the components of `grid` under `movement`, yielding every CELLS_PER_BAND cells or so. */
export function* componentsOf(map: Grid, movement: Pick<Movement, 'topology' | 'cornerRule'> & Partial<Pick<Movement, 'unitType'>>): Generator<void, Components, void> {
  // Where a unit type may step is its own passability.
  const grid = gridForUnitType(map, movement.unitType ?? '');
  const { width, height } = grid;
  const cells = width * height;
  const passable = new Uint8Array(256);
  grid.palette.forEach((t, i) => (passable[i] = t.passable ? 1 : 0));
  const open = (c: number) => passable[grid.terrain[c]!] === 1;
  const table = moveTable(movement.topology, width);
  const hex = movement.topology === 'hex';
  // Hex moves also change x and y together, but only square diagonals pass between two corners.
  const corners = movement.topology === 'square8';
  const rule = movement.cornerRule;
  const label = new Int32Array(cells).fill(-1);
  const size: number[] = [];
  let queue: Int32Array<ArrayBuffer> = new Int32Array(1 << 12);
  let budget = CELLS_PER_BAND;

  for (let seed = 0; seed < cells; seed++) {
    if (label[seed] !== -1 || !open(seed)) continue;
    const id = size.length;
    let head = 0, tail = 0, count = 0;
    label[seed] = id;
    queue[tail++] = seed;
    while (head < tail) {
      const c = queue[head++]!;
      count++;
      if (--budget === 0) {
        budget = CELLS_PER_BAND;
        yield;
      }
      const x = c % width, y = (c - x) / width;
      const parity = hex ? (y & 1) * 8 : 0;
      for (let d = 0; d < table.count; d++) {
        const k = parity + d;
        const dx = table.dx[k]!, dy = table.dy[k]!;
        const nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const n = c + table.offset[k]!;
        if (label[n] !== -1 || !open(n)) continue;
        if (corners && dx !== 0 && dy !== 0 && !cornerAllows(rule, open(c + dx), open(c + dy * width))) continue;
        label[n] = id;
        if (tail === queue.length) {
          queue = withRoom(queue, head, tail);
          tail -= head;
          head = 0;
        }
        queue[tail++] = n;
      }
    }
    size.push(count);
  }
  return { label, size };
}

/** Whether a diagonal move may pass between its two orthogonal neighbours (open or not). */
function cornerAllows(rule: Movement['cornerRule'], first: boolean, second: boolean): boolean {
  if (rule === 'allow') return true;
  return rule === 'no-cutting' ? first && second : first || second;
}

/** The queue's live part (head to tail) moved to the front, into a larger array when it is over half full. */
function withRoom(queue: Int32Array<ArrayBuffer>, head: number, tail: number): Int32Array<ArrayBuffer> {
  if ((tail - head) * 2 <= queue.length) return queue.copyWithin(0, head, tail);
  const larger = new Int32Array(queue.length * 2);
  larger.set(queue.subarray(head, tail));
  return larger;
}

/** Runs a sliced computation to its end at once (the command line has no page to keep responsive). */
export function runToEnd<T>(work: Generator<void, T, void>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
