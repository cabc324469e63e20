// Where the goal must lie for a jump point to be worth opening. JPS finds the goal as the one
// successor of a node whose canonical run reaches it (goalInSight), so a (jump point, arrival)
// pair can only lead to goals on its own runs or on the runs of the pairs it leads to, however
// deep. The union of those cells, bounded by a box per pair, is computed once per map over the
// jump graph's strongly connected components (pairs that lead to one another share one region).
// A search leaves a jump point closed when the goal is outside its pair's box: its whole canonical
// subtree could never reach the goal, so no optimal path uses it. It is the dead-end rule
// (buildDeadEnds) carried up the graph: on the Dragon Age maps rooms and corridors that only lead
// deeper in are left alone unless the goal is in them, a fifth to a third fewer expansions.
// JPS (jumpGraph.ts) and JPSW (jpsw/weightedRegions.ts) each describe their pairs and what
// they lead to; the regions are computed alike for both.
import { JUMP_DX, JUMP_DY } from './jumpTable';

/** A box that bounds nothing: the check always passes. */
export const UNBOUNDED_LOW = -32768, UNBOUNDED_HIGH = 32767;
/**
 * Boxes covering this much of the passable cells' bounding box or more are left unbounded: they
 * would rule out too few goals to pay for the check.
 */
const USEFUL_AREA = 0.9;

/** What the regions are computed from: the pairs, the moves they keep and what they lead to. */
export interface RegionInputs {
  /** How many pairs there are. */
  count: number;
  /** Per pair, its cell (in map order) and the moves kept there after its arrival (mask bits). */
  cell: Int32Array;
  moves: Uint8Array;
  /** Pair p leads to the pairs targets[first[p]] … targets[first[p + 1] − 1]. */
  first: Int32Array;
  targets: Int32Array;
  /** Per pair, 1 where it leads to more than was listed: its region is left unbounded (null: none). */
  open: Uint8Array | null;
}

/**
 * Pairs and list entries (or cells) to work through between pauses (a power of two): a few
 * milliseconds, so a worker catching the regions up while it is idle answers a live edit or a
 * cancel almost at once. JPSW's regions (jpsw/weightedRegions.ts) pause as often.
 */
export const PAUSE_STEPS = 1 << 16;

/**
 * Per pair, the box [minX, minY, maxX, maxY] at 4 · pair that holds every goal the pair's
 * canonical subtree could generate, or an unbounded box (see USEFUL_AREA). Pauses after each part
 * and every 65,536 or so steps within one, so a worker can answer a cancel or an edit meanwhile.
 */
export function* regionBoxes(graph: RegionInputs, mask: Uint8Array, width: number, height: number): Generator<void, Int16Array, void> {
  const pairs = graph.count;
  const boxes = yield* sweepBoxes(graph, mask, width, height);
  if (graph.open !== null) {
    for (let p = 0; p < pairs; p++) {
      if (graph.open[p] === 0) continue;
      boxes[4 * p] = UNBOUNDED_LOW; boxes[4 * p + 1] = UNBOUNDED_LOW; boxes[4 * p + 2] = UNBOUNDED_HIGH; boxes[4 * p + 3] = UNBOUNDED_HIGH;
    }
  }
  yield* unionOverComponents(graph, boxes, pairs);
  yield;
  const [x0, y0, x1, y1] = passableBounds(mask, width, height);
  const area = (x1 - x0 + 1) * (y1 - y0 + 1);
  yield;
  for (let b = 0; b < 4 * pairs; b += 4) {
    if ((b & (4 * PAUSE_STEPS - 1)) === 4 * PAUSE_STEPS - 4) yield;
    if ((boxes[b + 2]! - boxes[b]! + 1) * (boxes[b + 3]! - boxes[b + 1]! + 1) < USEFUL_AREA * area) continue;
    boxes[b] = UNBOUNDED_LOW; boxes[b + 1] = UNBOUNDED_LOW; boxes[b + 2] = UNBOUNDED_HIGH; boxes[b + 3] = UNBOUNDED_HIGH;
  }
  return boxes;
}

/**
 * Each pair's own box: the cells its canonical runs cross, as goalInSight follows them (straight
 * runs to the wall; diagonal runs to the wall, and from each of their cells the two straight runs
 * the diagonal is made of). A diagonal's sweep from a cell is its sweep from the next cell plus the
 * cell's own two runs, so it is made for every cell at once, one direction at a time.
 */
function* sweepBoxes(graph: RegionInputs, mask: Uint8Array, width: number, height: number): Generator<void, Int16Array, void> {
  const wall = yield* wallDistances(mask, width, height);
  yield;
  const boxes = new Int16Array(4 * graph.count);
  const invWidth = 1 / width;
  for (let pair = 0; pair < graph.count; pair++) {
    if ((pair & (PAUSE_STEPS - 1)) === PAUSE_STEPS - 1) yield;
    const c = graph.cell[pair]!, cy = ((c + 0.5) * invWidth) | 0, cx = c - cy * width;
    let x0 = cx, y0 = cy, x1 = cx, y1 = cy;
    for (let m = graph.moves[pair]! & 15; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const ex = cx + wall[d]![c]! * JUMP_DX[d]!, ey = cy + wall[d]![c]! * JUMP_DY[d]!;
      x0 = Math.min(x0, ex); x1 = Math.max(x1, ex); y0 = Math.min(y0, ey); y1 = Math.max(y1, ey);
    }
    boxes[4 * pair] = x0; boxes[4 * pair + 1] = y0; boxes[4 * pair + 2] = x1; boxes[4 * pair + 3] = y1;
  }
  // Per diagonal direction: the farthest column and row its sweep from each cell reaches.
  const farX = new Int16Array(width * height), farY = new Int16Array(width * height);
  const rows = Math.max(1, Math.floor(PAUSE_STEPS / width));
  for (let d = 4; d < 8; d++) {
    yield;
    const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!, h = wall[dx > 0 ? 0 : 1]!, v = wall[dy > 0 ? 2 : 3]!, step = dy * width + dx;
    // Cells in an order that reaches the next cell along the diagonal first.
    for (let i = 0; i < height; i++) {
      if (i % rows === rows - 1) yield;
      const y = dy > 0 ? height - 1 - i : i;
      for (let j = 0; j < width; j++) {
        const x = dx > 0 ? width - 1 - j : j, c = y * width + x;
        let fx = x + dx * h[c]!, fy = y + dy * v[c]!;
        if ((mask[c]! & (1 << d)) !== 0) {
          const n = c + step;
          fx = dx > 0 ? Math.max(fx, farX[n]!) : Math.min(fx, farX[n]!);
          fy = dy > 0 ? Math.max(fy, farY[n]!) : Math.min(fy, farY[n]!);
        }
        farX[c] = fx;
        farY[c] = fy;
      }
    }
    for (let pair = 0; pair < graph.count; pair++) {
      if ((pair & (PAUSE_STEPS - 1)) === PAUSE_STEPS - 1) yield;
      if ((graph.moves[pair]! & (1 << d)) === 0) continue;
      const c = graph.cell[pair]!, b = 4 * pair;
      boxes[b] = Math.min(boxes[b]!, farX[c]!); boxes[b + 2] = Math.max(boxes[b + 2]!, farX[c]!);
      boxes[b + 1] = Math.min(boxes[b + 1]!, farY[c]!); boxes[b + 3] = Math.max(boxes[b + 3]!, farY[c]!);
    }
  }
  return boxes;
}

/** Steps possible from each cell before a wall, per straight direction (mask order E, W, S, N). */
function* wallDistances(mask: Uint8Array, width: number, height: number): Generator<void, Int16Array[], void> {
  const rows = Math.max(1, Math.floor(PAUSE_STEPS / width)), columns = Math.max(1, Math.floor(PAUSE_STEPS / height));
  const wall = [new Int16Array(width * height), new Int16Array(width * height), new Int16Array(width * height), new Int16Array(width * height)];
  const [east, west, south, north] = wall as [Int16Array, Int16Array, Int16Array, Int16Array];
  for (let y = 0; y < height; y++) {
    if (y % rows === rows - 1) yield;
    for (let x = width - 1, c = y * width + x; x >= 0; x--, c--) east[c] = (mask[c]! & 1) !== 0 ? 1 + east[c + 1]! : 0;
    for (let x = 0, c = y * width; x < width; x++, c++) west[c] = (mask[c]! & 2) !== 0 ? 1 + west[c - 1]! : 0;
  }
  for (let x = 0; x < width; x++) {
    if (x % columns === columns - 1) yield;
    for (let y = height - 1, c = y * width + x; y >= 0; y--, c -= width) south[c] = (mask[c]! & 4) !== 0 ? 1 + south[c + width]! : 0;
    for (let y = 0, c = x; y < height; y++, c += width) north[c] = (mask[c]! & 8) !== 0 ? 1 + north[c - width]! : 0;
  }
  return wall;
}

/**
 * Widens each pair's box to its region: the union of the boxes of every pair it leads to. Tarjan's
 * strongly connected components (iteratively, the graph can be deep) come out sinks first, so each
 * component's successors outside it are final when it is reached.
 */
function* unionOverComponents(graph: RegionInputs, boxes: Int16Array, pairs: number): Generator<void, void, void> {
  const { first, targets } = graph;
  const index = new Int32Array(pairs).fill(-1), low = new Int32Array(pairs), onStack = new Uint8Array(pairs);
  const stack = new Int32Array(pairs), path = new Int32Array(pairs), next = new Int32Array(pairs);
  let sp = 0, counter = 0, work = 0;
  for (let root = 0; root < pairs; root++) {
    if (index[root] !== -1) continue;
    let depth = 0;
    const enter = (v: number) => {
      index[v] = low[v] = counter++;
      stack[sp++] = v;
      onStack[v] = 1;
      next[v] = first[v]!;
      path[depth++] = v;
    };
    enter(root);
    while (depth > 0) {
      if (++work > PAUSE_STEPS) { work = 0; yield; }
      const v = path[depth - 1]!;
      if (next[v]! < first[v + 1]!) {
        const w = targets[next[v]!++]!;
        if (index[w] === -1) enter(w);
        else if (onStack[w] === 1) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      depth--;
      if (depth > 0) low[path[depth - 1]!] = Math.min(low[path[depth - 1]!]!, low[v]!);
      if (low[v] !== index[v]) continue;
      // v roots a component: its members are on the stack from v up.
      let bottom = sp;
      do bottom--; while (stack[bottom] !== v);
      let x0 = UNBOUNDED_HIGH, y0 = UNBOUNDED_HIGH, x1 = UNBOUNDED_LOW, y1 = UNBOUNDED_LOW;
      for (let i = bottom; i < sp; i++) {
        const p = stack[i]!;
        work += 4 + first[p + 1]! - first[p]!;
        if (work > PAUSE_STEPS) { work = 0; yield; }
        // Its own box, then its successors' (those on the stack are in this component).
        for (let e = first[p]! - 1; e < first[p + 1]!; e++) {
          const q = e < first[p]! ? p : targets[e]!;
          if (q !== p && onStack[q] === 1) continue;
          x0 = Math.min(x0, boxes[4 * q]!); y0 = Math.min(y0, boxes[4 * q + 1]!);
          x1 = Math.max(x1, boxes[4 * q + 2]!); y1 = Math.max(y1, boxes[4 * q + 3]!);
        }
      }
      for (let i = bottom; i < sp; i++) {
        const p = stack[i]!;
        onStack[p] = 0;
        boxes[4 * p] = x0; boxes[4 * p + 1] = y0; boxes[4 * p + 2] = x1; boxes[4 * p + 3] = y1;
      }
      sp = bottom;
    }
  }
}

/** The bounding box [x0, y0, x1, y1] of the cells with a legal move (the whole map when none). */
function passableBounds(mask: Uint8Array, width: number, height: number): [number, number, number, number] {
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (let y = 0, c = 0; y < height; y++) {
    for (let x = 0; x < width; x++, c++) {
      if (mask[c] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? [0, 0, width - 1, height - 1] : [x0, y0, x1, y1];
}

/** Whether (gx, gy) is in pair's box. */
export function inRegion(boxes: Int16Array, pair: number, gx: number, gy: number): boolean {
  const b = 4 * pair;
  return gx >= boxes[b]! && gy >= boxes[b + 1]! && gx <= boxes[b + 2]! && gy <= boxes[b + 3]!;
}
