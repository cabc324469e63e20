// Reads a map size typed by the user (New map, Resize): whole numbers of cells from 1 to MAX_MAP_SIDE.
import { MAX_MAP_SIDE } from '../../shared/grid/grid';

/** The side as a number, or a sentence saying what to type instead. */
function parseMapSide(value: unknown, what: string): number | string {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_MAP_SIDE) return `The ${what} must be a whole number of cells from 1 to ${MAX_MAP_SIDE}.`;
  return n;
}

/** A map's size in cells. */
export interface MapSize {
  width: number;
  height: number;
}

/** Both sides as numbers, or the sentence for the first one that is wrong (the width's, then the height's). */
export function parseMapSize(width: unknown, height: unknown): MapSize | string {
  const w = parseMapSide(width, 'width');
  if (typeof w === 'string') return w;
  const h = parseMapSide(height, 'height');
  if (typeof h === 'string') return h;
  return { width: w, height: h };
}

/**
 * A size form's submit handler (New map, Resize): `apply` the size `typed()` gives, or `refuse` it
 * with the sentence that says what to type instead. The form never reloads the page.
 */
export function submitMapSize(typed: () => { width: unknown; height: unknown }, apply: (size: MapSize) => void, refuse: (sentence: string) => void): (e: SubmitEvent) => void {
  return (e) => {
    e.preventDefault();
    const { width, height } = typed();
    const size = parseMapSize(width, height);
    if (typeof size === 'string') refuse(size);
    else apply(size);
  };
}
