// Where a batch's start/goal pairs come from: random passable pairs (seeded, so a batch can be run
// again exactly; each goal reachable from its start under every configuration's movement rules),
// the current start and goal markers, or the lines of a MovingAI scenario file.
import type { ScenarioEntry } from '../formats/movingai';
import type { Grid } from '../grid/grid';
import { componentsOf, type Components } from './components';
import type { Movement } from './movement';
import { seededRandom, type SeededRandom } from './rng';
import type { BatchQuery } from './types';

/** A batch that cannot be set up as asked; the message says what to do. */
export class BatchInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchInputError';
  }
}

/** Most random pairs one batch may ask for. */
export const MAX_RANDOM_PAIRS = 100_000;

/** Draws of a goal not connected to its start allowed per pair before the batch gives up (a map of many tiny rooms). */
const MISSES_PER_PAIR = 1000;

/**
 * `count` pairs of distinct passable cells, the goal reachable from the start under each of
 * `movements`, drawn from `seed`: start and goal uniform over the cells that have a partner, a
 * draw kept when the two are connected, so every connected ordered pair is as likely as any other.
 * Yields while labelling a large map.
 */
export function* randomPairs(grid: Grid, movements: readonly Movement[], count: number, seed: number): Generator<void, BatchQuery[], void> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_RANDOM_PAIRS)
    throw new BatchInputError(`The number of pairs must be a whole number from 1 to ${MAX_RANDOM_PAIRS}, not ${count}.`);
  const labellings: Components[] = [];
  for (const m of movements) labellings.push(yield* componentsOf(grid, m));
  const hasPartner = (c: number) => labellings.every((l) => l.label[c]! >= 0 && l.size[l.label[c]!]! >= 2);
  const connected = (a: number, b: number) => labellings.every((l) => l.label[a] === l.label[b]);
  const draw = cellDrawer(grid.width * grid.height, hasPartner);
  if (draw === null) throw noPairs(0, count);
  const random = seededRandom(seed);
  const pairs: BatchQuery[] = [];
  let misses = 0;
  while (pairs.length < count) {
    const start = draw(random), goal = draw(random);
    if (start !== goal && connected(start, goal)) pairs.push({ index: pairs.length, start, goal, listedOptimal: null });
    else if (++misses > MISSES_PER_PAIR * (pairs.length + 1)) throw noPairs(pairs.length, count);
  }
  return pairs;
}

/**
 * Draws a cell uniformly among those `eligible` accepts, or null when none is: by redrawing any
 * cell while most cells are eligible, from a list of them when few are (a list of every cell of a
 * 4096² map would cost 64 MB).
 */
function cellDrawer(cells: number, eligible: (c: number) => boolean): ((random: SeededRandom) => number) | null {
  let count = 0;
  for (let c = 0; c < cells; c++) if (eligible(c)) count++;
  if (count === 0) return null;
  if (count * 16 >= cells)
    return (random) => {
      for (;;) {
        const c = random.below(cells);
        if (eligible(c)) return c;
      }
    };
  const list = new Int32Array(count);
  for (let c = 0, k = 0; c < cells; c++) if (eligible(c)) list[k++] = c;
  return (random) => list[random.below(count)]!;
}

function noPairs(found: number, wanted: number): BatchInputError {
  return new BatchInputError(
    `Only ${found} of ${wanted} start/goal pairs with a reachable goal were found on this map: its open areas are too small or too scattered. Open up larger areas, or use the current markers or a scenario file.`,
  );
}

/** The current start and goal markers as the batch's one pair. */
export function markerPair(grid: Grid, start: number, goal: number): BatchQuery[] {
  if (start < 0 || goal < 0) throw new BatchInputError('Place a start and a goal on the map first, or choose random pairs or a scenario file.');
  if (start >= grid.width * grid.height || goal >= grid.width * grid.height) throw new BatchInputError('The start or goal lies outside the map; place them again.');
  return [{ index: 0, start, goal, listedOptimal: null }];
}

/** The pairs of a scenario's lines, with their listed optima; every cell must lie inside `grid`. */
export function scenarioPairs(grid: Grid, entries: readonly ScenarioEntry[], fileName: string): BatchQuery[] {
  if (entries.length === 0) throw new BatchInputError(`${fileName} lists no start/goal pairs; choose a scenario file with lines after "version".`);
  return entries.map((e, index) => {
    if (e.startX >= grid.width || e.startY >= grid.height || e.goalX >= grid.width || e.goalY >= grid.height)
      throw new BatchInputError(
        `Line ${e.line} of ${fileName} goes from ${e.startX},${e.startY} to ${e.goalX},${e.goalY}, outside this ${grid.width}×${grid.height} map; choose the scenario file made for this map.`,
      );
    return { index, start: e.startY * grid.width + e.startX, goal: e.goalY * grid.width + e.goalX, listedOptimal: e.optimal };
  });
}
