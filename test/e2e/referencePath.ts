// An independent, deliberately plain Dijkstra (8-connected, √2 diagonals unless told otherwise, no corner cutting,
// cost = step × terrain cost of the cell entered) that e2e tests use to know the optimal cost.
export interface PlainMap {
  width: number;
  height: number;
  terrain: number[];
  costs: number[];
  passable: boolean[];
}

export function referenceCost(map: PlainMap, start: number, goal: number, diagonal = Math.SQRT2): number {
  const { width, height } = map;
  const n = width * height;
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  const open = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && map.passable[map.terrain[y * width + x]!]!;
  // A plain binary heap of [distance, cell].
  const heap: [number, number][] = [[0, start]];
  dist[start] = 0;
  const pop = () => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    }
    return top;
  };
  const push = (item: [number, number]) => {
    heap.push(item);
    for (let i = heap.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (heap[p]![0] <= heap[i]![0]) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  while (heap.length > 0) {
    const [d, c] = pop();
    if (done[c]) continue;
    done[c] = 1;
    if (c === goal) return d;
    const cx = c % width, cy = Math.floor(c / width);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        if (!dx && !dy) continue;
        const x = cx + dx, y = cy + dy;
        if (!open(x, y)) continue;
        if (dx && dy && (!open(cx + dx, cy) || !open(cx, cy + dy))) continue;
        const nc = y * width + x;
        const nd = d + (dx && dy ? diagonal : 1) * map.costs[map.terrain[nc]!]!;
        if (nd < dist[nc]!) {
          dist[nc] = nd;
          push([nd, nc]);
        }
      }
  }
  return Infinity;
}
