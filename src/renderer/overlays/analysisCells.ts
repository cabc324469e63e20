// What the analysis overlay paints in each cell, one byte per cell into one palette: regions
// tinted, the movement range's bands, the distance field's colour ramp (the debugger's viridis, so
// near is dark and far is bright as in the g heatmap) with contour lines every `step` of cost, and
// the chokepoints' cut and articulation cells. Plain functions with no Pixi, so tests read them.
import { EDGE_BAND, type AnalysisAnswer } from '../../shared/analysis/analysisJob';
import { HEAT_ALPHA, scaleColour } from './heatScale';
import { premultiplied } from './premultiplied';

/** Tints for regions, cycled: distinct hues a little see-through, so the terrain reads beneath. */
export const REGION_TINTS = [0x4e79a7, 0xf28e2b, 0x59a14f, 0xb07aa1, 0x76b7b2, 0xedc948, 0xff9da7, 0x9c755f, 0xbab0ac, 0x86bcb6];
/** Cells that cannot reach the start (regions), or that the field's origin cannot reach or be reached from. */
export const UNREACHABLE_TINT = 0xd62728;
/** The movement range: within the budget, its edge, within 2× and within 3×. */
export const RANGE_TINTS = { move: 0x2f6fdf, edge: 0x0b2e7a, dash: 0x7fa8ef, twoTurns: 0xc4d6f7 } as const;
/** The chokepoints: the narrowest passage's cells, and the cells whose blocking alone splits a region. */
export const CUT_TINTS = { cut: 0xff2bd6, articulation: 0xff9f1c } as const;

// Byte values: 0 nothing; regions 1 … 10 by tint, 11 unreachable from the start; range 20 + band
// (21 move, 22 dash, 23 two turns), 24 the edge; the field's ramp 30 … 129 and its contour lines
// 130 … 229 (the same levels, shaded); 230 unreachable by the field; 231 a cut cell, 232 an articulation cell.
export const MARK = { unreachable: 11, range: 20, edge: 24, ramp: 30, contour: 130, fieldUnreachable: 230, cut: 231, articulation: 232 } as const;
/** Levels of the field's colour ramp. */
export const RAMP_LEVELS = 100;

const rgba = (rgb: number, alpha: number) => premultiplied((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, alpha);

/** The palette of every byte value above. */
export function analysisPalette(): Uint32Array {
  const palette = new Uint32Array(256);
  REGION_TINTS.forEach((rgb, i) => (palette[1 + i] = rgba(rgb, 110)));
  palette[MARK.unreachable] = rgba(UNREACHABLE_TINT, 170);
  palette[MARK.range + 1] = rgba(RANGE_TINTS.move, 150);
  palette[MARK.range + 2] = rgba(RANGE_TINTS.dash, 130);
  palette[MARK.range + 3] = rgba(RANGE_TINTS.twoTurns, 120);
  palette[MARK.edge] = rgba(RANGE_TINTS.edge, 200);
  for (let l = 0; l < RAMP_LEVELS; l++) {
    const [r, g, b] = scaleColour('g', l / (RAMP_LEVELS - 1));
    palette[MARK.ramp + l] = premultiplied(r, g, b, HEAT_ALPHA);
    // A contour is the ramp darkened on its bright half and lightened on its dark half, so it reads all along.
    const towards = l > RAMP_LEVELS * 0.45 ? 0 : 255, mix = (c: number) => Math.round(c + (towards - c) * 0.7);
    palette[MARK.contour + l] = premultiplied(mix(r), mix(g), mix(b), 235);
  }
  palette[MARK.fieldUnreachable] = rgba(UNREACHABLE_TINT, 150);
  palette[MARK.cut] = rgba(CUT_TINTS.cut, 255);
  palette[MARK.articulation] = rgba(CUT_TINTS.articulation, 190);
  return palette;
}

/** How the map's cells are read while painting: passable or not (walls stay unpainted). */
export type PassableAt = (cell: number) => boolean;

/** Writes the bytes of `answer` (a field drawn with contours every `step`); false when its size is not the map's. */
export function writeAnalysisCells(bytes: Uint8Array, width: number, answer: AnalysisAnswer, step: number, passable: PassableAt): boolean {
  switch (answer.what) {
    case 'regions': {
      const { labels, startRegion } = answer;
      if (labels.length !== bytes.length) return false;
      for (let c = 0; c < bytes.length; c++) {
        const r = labels[c]!;
        bytes[c] = r < 0 ? 0 : startRegion >= 0 && r !== startRegion ? MARK.unreachable : 1 + (r % REGION_TINTS.length);
      }
      return true;
    }
    case 'range': {
      const { band } = answer;
      if (band.length !== bytes.length) return false;
      for (let c = 0; c < bytes.length; c++) bytes[c] = band[c] === 0 ? 0 : band[c] === EDGE_BAND ? MARK.edge : MARK.range + band[c]!;
      return true;
    }
    case 'field':
      if (answer.costs.length !== bytes.length) return false;
      writeField(bytes, width, answer.costs, answer.farthest, step, passable);
      return true;
    case 'cut':
      bytes.fill(0);
      if (answer.articulation) for (const c of answer.articulation) if (c < bytes.length) bytes[c] = MARK.articulation;
      for (const c of answer.cells) if (c < bytes.length) bytes[c] = MARK.cut;
      return true;
  }
}

/**
 * The ramp level of each reached cell, and a contour where a cell's band of `step` differs from its
 * right or lower neighbour's (the lower band's side of the line is drawn, one cell thick).
 */
function writeField(bytes: Uint8Array, width: number, costs: Float32Array, farthest: number, step: number, passable: PassableAt): void {
  const n = bytes.length, scale = farthest > 0 ? (RAMP_LEVELS - 1) / farthest : 0;
  const band = (v: number) => Math.floor(v / step + 1e-9);
  for (let c = 0; c < n; c++) {
    const v = costs[c]!;
    if (v === Infinity) {
      bytes[c] = passable(c) ? MARK.fieldUnreachable : 0;
      continue;
    }
    const level = Math.min(RAMP_LEVELS - 1, Math.round(v * scale));
    const b = band(v), x = c % width;
    const right = x + 1 < width ? costs[c + 1]! : Infinity, below = c + width < n ? costs[c + width]! : Infinity;
    const contour = (right !== Infinity && band(right) > b) || (below !== Infinity && band(below) > b)
      || (x > 0 && costs[c - 1]! !== Infinity && band(costs[c - 1]!) > b) || (c >= width && costs[c - width]! !== Infinity && band(costs[c - width]!) > b);
    bytes[c] = (contour ? MARK.contour : MARK.ramp) + level;
  }
}

/** What the overlay shows at a byte: 'region', 'unreachable', 'move', 'edge', 'dash', 'two-turns', 'field', 'contour', 'cut', 'articulation', or null. */
export function markOf(b: number): string | null {
  if (b === 0) return null;
  if (b === MARK.unreachable || b === MARK.fieldUnreachable) return 'unreachable';
  if (b < MARK.unreachable) return 'region';
  if (b <= MARK.edge) return b === MARK.edge ? 'edge' : (['move', 'dash', 'two-turns'] as const)[b - MARK.range - 1]!;
  if (b < MARK.contour) return 'field';
  if (b < MARK.fieldUnreachable) return 'contour';
  return b === MARK.cut ? 'cut' : 'articulation';
}
