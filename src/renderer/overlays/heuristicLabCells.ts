// What the heuristic lab's overlay paints in each cell, one byte per cell into one palette. On the
// h − h* map: an exact estimate faintly green, an underestimate in blues (darker the more it falls
// short, against the largest shortfall on the map), an overestimate in reds (against the largest
// overestimate). On the consistency map: each cell a move leaves from inconsistently, in oranges to
// reds by its largest violation. Plain functions with no Pixi, so tests read them.
import type { HeuristicLabAnswer } from '../../shared/analysis/heuristicLab';
import type { LabMap } from '../heuristicLab/heuristicLab.svelte';
import { premultiplied } from './premultiplied';

/** Levels of each ramp. */
export const LAB_LEVELS = 50;
// Byte values: 0 nothing; 1 exact; 2 … 51 under; 60 … 109 over; 120 … 169 inconsistent.
export const LAB_MARK = { exact: 1, under: 2, over: 60, inconsistent: 120 } as const;

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
const ramp = (from: [number, number, number], to: [number, number, number], t: number, alpha: number) =>
  premultiplied(mix(from[0], to[0], t), mix(from[1], to[1], t), mix(from[2], to[2], t), alpha);

/** The palette of every byte value above. */
export function heuristicLabPalette(): Uint32Array {
  const palette = new Uint32Array(256);
  palette[LAB_MARK.exact] = premultiplied(89, 161, 79, 90);
  for (let l = 0; l < LAB_LEVELS; l++) {
    const t = l / (LAB_LEVELS - 1);
    palette[LAB_MARK.under + l] = ramp([198, 219, 239], [8, 69, 148], t, 150);
    palette[LAB_MARK.over + l] = ramp([252, 146, 114], [165, 15, 21], t, 220);
    palette[LAB_MARK.inconsistent + l] = ramp([253, 174, 97], [189, 0, 38], t, 230);
  }
  return palette;
}

/** The ramp level of `value` in (0, largest]. */
const levelOf = (value: number, largest: number) => Math.min(LAB_LEVELS - 1, Math.max(0, Math.round((value / largest) * (LAB_LEVELS - 1))));

/** Writes the bytes of `map` from `answer`; false when the answer is not of this map's size. */
export function writeLabCells(bytes: Uint8Array, answer: HeuristicLabAnswer, map: Exclude<LabMap, 'off'>): boolean {
  if (answer.error.length !== bytes.length) return false;
  if (map === 'consistency') {
    const { violation, worstViolation } = answer;
    for (let c = 0; c < bytes.length; c++) bytes[c] = violation[c]! > 0 ? LAB_MARK.inconsistent + levelOf(violation[c]!, worstViolation) : 0;
    return true;
  }
  const { error, worstOverestimate } = answer;
  let shortest = 0;
  for (let c = 0; c < error.length; c++) if (error[c]! < shortest) shortest = error[c]!;
  for (let c = 0; c < bytes.length; c++) {
    const e = error[c]!;
    // NaN (the goal cannot be reached from here) fails every comparison and stays unpainted.
    bytes[c] = e > 0 ? LAB_MARK.over + levelOf(e, worstOverestimate) : e < 0 ? LAB_MARK.under + levelOf(e, shortest) : e === 0 ? LAB_MARK.exact : 0;
  }
  return true;
}

/** What the overlay shows at a byte: 'exact', 'under', 'over', 'inconsistent', or null. */
export function labMarkOf(b: number): 'exact' | 'under' | 'over' | 'inconsistent' | null {
  if (b === 0) return null;
  if (b === LAB_MARK.exact) return 'exact';
  return b >= LAB_MARK.inconsistent ? 'inconsistent' : b >= LAB_MARK.over ? 'over' : 'under';
}
