// Scratch room for the successors of one expansion, filled by an expansion policy (jump points,
// Theta*'s relinking) and read by the search loop. Jump Point Search can yield many successors
// from one long diagonal, so the buffer grows, all of its arrays together.

export interface SuccessorBuffer {
  cell: Int32Array;
  g: Float64Array;
  parent: Int32Array;
  x: Int32Array;
  y: Int32Array;
}

/** At least 8 (one per direction), which is all that grid-neighbour policies ever need. */
export function createSuccessorBuffer(capacity = 16): SuccessorBuffer {
  return {
    cell: new Int32Array(capacity), g: new Float64Array(capacity), parent: new Int32Array(capacity),
    x: new Int32Array(capacity), y: new Int32Array(capacity),
  };
}

/** Makes room for `count` successors, keeping those already written. */
export function reserveSuccessors(buffer: SuccessorBuffer, count: number): void {
  if (count <= buffer.cell.length) return;
  const cap = Math.max(count, 2 * buffer.cell.length);
  const cell = new Int32Array(cap); cell.set(buffer.cell); buffer.cell = cell;
  const g = new Float64Array(cap); g.set(buffer.g); buffer.g = g;
  const parent = new Int32Array(cap); parent.set(buffer.parent); buffer.parent = parent;
  const x = new Int32Array(cap); x.set(buffer.x); buffer.x = x;
  const y = new Int32Array(cap); y.set(buffer.y); buffer.y = y;
}
