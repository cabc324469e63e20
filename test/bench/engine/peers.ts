// The JavaScript peers, set to MovingAI's movement rules (8-connected, no corner cutting, octile):
// PathFinding.js's A* and ngraph.path's A*. Each prepares outside any timer: ngraph.path's graph
// once per map, PathFinding.js's node grid before every query (its searches dirty the grid).
import { createRequire } from 'node:module';
import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import type { Grid } from '../../../src/shared/grid/grid';

const require = createRequire(import.meta.url);
// pathfinding ships no types; the little used here is typed by hand.
type PfGrid = object;
interface PfModule {
  Grid: new (width: number, height: number, matrix: number[][]) => PfGrid;
  AStarFinder: new (opts: object) => { findPath(sx: number, sy: number, gx: number, gy: number, grid: PfGrid): number[][] };
  DiagonalMovement: { OnlyWhenNoObstacles: number };
  Heuristic: { octile: (dx: number, dy: number) => number };
}
const PF = require('pathfinding') as PfModule;

const SQRT2 = Math.SQRT2;

function pathLength(points: [number, number][]): number {
  let len = 0;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!, [bx, by] = points[i]!;
    len += ax !== bx && ay !== by ? SQRT2 : 1;
  }
  return len;
}

/** A peer ready for queries on one map: `prepare` runs outside the timer, `run` inside. */
export interface Peer {
  prepare(): void;
  run(start: number, goal: number): void;
  /** Length of the last path found (Infinity when none). */
  lastLength(): number;
}

export function pathfindingPeer(grid: Grid): Peer {
  const matrix: number[][] = [];
  for (let y = 0; y < grid.height; y++) {
    const row: number[] = [];
    for (let x = 0; x < grid.width; x++) row.push(grid.palette[grid.terrain[y * grid.width + x]!]!.passable ? 0 : 1);
    matrix.push(row);
  }
  const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles, heuristic: PF.Heuristic.octile });
  let fresh: PfGrid | null = null;
  let last: number[][] = [];
  return {
    // A fresh grid per search, as PathFinding.js asks, from its own constructor: `grid.clone()` gives
    // the same nodes but builds every node twice (a blank grid first, thrown away), which only
    // costs set-up time and garbage.
    prepare() { fresh = new PF.Grid(grid.width, grid.height, matrix); },
    run(start, goal) {
      const w = grid.width;
      last = finder.findPath(start % w, Math.floor(start / w), goal % w, Math.floor(goal / w), fresh!);
    },
    lastLength: () => (last.length ? pathLength(last as [number, number][]) : Infinity),
  };
}

export function ngraphPeer(grid: Grid): Peer {
  const { width: w, height: h } = grid;
  const open = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && grid.palette[grid.terrain[y * w + x]!]!.passable;
  const graph = createGraph<null, number>();
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (open(x, y)) graph.addNode(y * w + x, null);
  // Each undirected link once: east, south, and the two diagonals below, with no corner cutting.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!open(x, y)) continue;
      const c = y * w + x;
      if (open(x + 1, y)) graph.addLink(c, c + 1, 1);
      if (open(x, y + 1)) graph.addLink(c, c + w, 1);
      if (open(x + 1, y + 1) && open(x + 1, y) && open(x, y + 1)) graph.addLink(c, c + w + 1, SQRT2);
      if (open(x - 1, y + 1) && open(x - 1, y) && open(x, y + 1)) graph.addLink(c, c + w - 1, SQRT2);
    }
  }
  const finder = ngraphPath.aStar(graph, {
    oriented: false,
    distance: (_a, _b, link) => link.data,
    heuristic: (a, b) => {
      const ai = a.id as number, bi = b.id as number;
      const dx = Math.abs((ai % w) - (bi % w)), dy = Math.abs(Math.floor(ai / w) - Math.floor(bi / w));
      return dx > dy ? dx + (SQRT2 - 1) * dy : dy + (SQRT2 - 1) * dx;
    },
  });
  let last: { id: unknown }[] = [];
  return {
    prepare() {},
    run(start, goal) { last = finder.find(start, goal); },
    lastLength: () => {
      if (!last.length) return Infinity;
      const pts = last.map((n) => [(n.id as number) % w, Math.floor((n.id as number) / w)] as [number, number]);
      return pathLength(pts);
    },
  };
}
