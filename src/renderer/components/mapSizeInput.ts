// Reads a map size typed by the user (New map, Resize): whole numbers of cells from 1 to MAX_MAP_SIDE.
import { MAX_MAP_SIDE } from '../../shared/grid/grid';

/** The side as a number, or a sentence saying what to type instead. */
function parseMapSide(value: unknown, what: string): number | string {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_MAP_SIDE) return `The ${what} must be a whole number of cells from 1 to ${MAX_MAP_SIDE}.`;
  return n;
}

/** Both sides as numbers, or the sentence for the first one that is wrong (the width's, then the height's). */
export function parseMapSize(width: unknown, height: unknown): { width: number; height: number } | string {
  const w = parseMapSide(width, 'width');
  if (typeof w === 'string') return w;
  const h = parseMapSide(height, 'height');
  if (typeof h === 'string') return h;
  return { width: w, height: h };
}
