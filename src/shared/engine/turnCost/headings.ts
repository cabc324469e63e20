// Headings and turns for the turn-cost searches: a move's heading as a number of angle units (45° on
// squares, 60° on hexes, counted clockwise from east with y down), how many units a change of heading
// turns through (a reversal: 4 on squares, 3 on hexes), and the turns along a finished path. A
// search state is a cell and the heading it was entered with (or NO_HEADING at the start, whose
// first move turns through nothing): state = cell × HEADINGS + heading.
import { moveTable } from '../moves';
import type { Topology } from '../types';

/** Headings a state can have: 8 directions on squares (6 used on hexes), and none (the start). */
export const HEADINGS = 9;
/** The heading of a state no move entered (the start; for the backward side of bidirectional A*, the goal). */
export const NO_HEADING = 8;

/** Angle units of the move table's directions (moves.ts order E, W, S, N, SE, NE, SW, NW; hex E, W, NE, NW, SE, SW). */
const SQUARE_UNITS = [0, 4, 2, 6, 1, 7, 3, 5];
const HEX_UNITS = [0, 3, 5, 4, 1, 2];

/** Units in a full turn: 8 × 45° on squares, 6 × 60° on hexes. */
export function unitsPerCircle(topology: Topology): number {
  return topology === 'hex' ? 6 : 8;
}

/** The heading (in angle units) of each direction of `topology`'s move table. */
export function directionUnits(topology: Topology): readonly number[] {
  return topology === 'hex' ? HEX_UNITS : SQUARE_UNITS;
}

/** Units turned going from heading a to heading b (0 when either is NO_HEADING). */
export function turnUnits(a: number, b: number, circle: number): number {
  if (a === NO_HEADING || b === NO_HEADING) return 0;
  const d = a > b ? a - b : b - a;
  return d < circle - d ? d : circle - d;
}

/** The turn between every pair of headings, [a × HEADINGS + b], in angle units. */
export function turnMatrix(topology: Topology): Uint8Array {
  const circle = unitsPerCircle(topology), m = new Uint8Array(HEADINGS * HEADINGS);
  for (let a = 0; a < HEADINGS; a++) for (let b = 0; b < HEADINGS; b++) m[a * HEADINGS + b] = turnUnits(a, b, circle);
  return m;
}

/** The turns of a path: how many times its heading changes, the angle units turned, and what they cost. */
export interface PathTurns {
  /** Changes of heading along the path. */
  count: number;
  /** 45° (squares) or 60° (hexes) units turned in all. */
  units: number;
  /** units × the turn cost. */
  cost: number;
}

/** The angle units turned by the move into each cell of `path` (0 for the first two cells: the first move is free). */
export function turnsAlong(path: ArrayLike<number>, width: number, topology: Topology): Uint8Array {
  const table = moveTable(topology, width), units = directionUnits(topology), circle = unitsPerCircle(topology), hex = topology === 'hex';
  const turned = new Uint8Array(path.length);
  let heading = NO_HEADING;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    const ay = Math.floor(a / width), dx = (b % width) - (a % width), dy = Math.floor(b / width) - ay;
    const parity = hex ? (ay & 1) << 3 : 0;
    let next = NO_HEADING;
    for (let d = 0; d < table.count; d++) if (table.dx[parity + d] === dx && table.dy[parity + d] === dy) next = units[d]!;
    turned[i] = turnUnits(heading, next, circle);
    heading = next;
  }
  return turned;
}

/** The turns along `path` (consecutive cells one move apart under `topology`) at `turnCost` a unit. */
export function pathTurns(path: ArrayLike<number>, width: number, topology: Topology, turnCost: number): PathTurns {
  let count = 0, units = 0;
  for (const t of turnsAlong(path, width, topology)) if (t > 0) { count++; units += t; }
  return { count, units, cost: units * turnCost };
}
