// Reads a map side typed by the user: a whole number of cells from 1 to MAX_MAP_SIDE.
import { MAX_MAP_SIDE } from '../../shared/grid/grid';

/** The side as a number, or a sentence saying what to type instead. */
export function parseMapSide(value: unknown, what: string): number | string {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_MAP_SIDE) return `The ${what} must be a whole number of cells from 1 to ${MAX_MAP_SIDE}.`;
  return n;
}
