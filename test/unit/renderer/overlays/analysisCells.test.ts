// What the analysis overlay paints per cell for a distance field and chokepoints: the ramp from
// near to far, a contour line wherever a cell's band of the step meets a higher band, walls left
// clear, unreachable open cells marked, and the cut over the articulation cells.
import { describe, expect, it } from 'vitest';
import type { AnalysisAnswer } from '../../../../src/shared/analysis/analysisJob';
import { MARK, RAMP_LEVELS, analysisPalette, markOf, writeAnalysisCells } from '../../../../src/renderer/overlays/analysisCells';

const field = (costs: number[], farthest: number): AnalysisAnswer => ({
  what: 'field', direction: 'from', topology: 'square4', costs: Float32Array.from(costs), flow: new Uint8Array(costs.length),
  reached: costs.filter((c) => c !== Infinity).length, unreachable: 0, farthest, farthestCell: costs.indexOf(farthest),
});

describe('analysis cells', () => {
  it('ramp a field from its origin to its farthest cell, with a contour where the band of the step changes', () => {
    // One row: costs 0 … 9, contours every 4: cells 3 and 7 sit below a higher band on their right.
    const costs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const bytes = new Uint8Array(10);
    expect(writeAnalysisCells(bytes, 10, field(costs, 9), 4, () => true)).toBe(true);
    expect([...bytes].map(markOf)).toEqual(['field', 'field', 'field', 'contour', 'field', 'field', 'field', 'contour', 'field', 'field']);
    expect(bytes[0]).toBe(MARK.ramp);
    expect(bytes[9]).toBe(MARK.ramp + RAMP_LEVELS - 1);
    expect(bytes[3]).toBe(MARK.contour + 33);
  });

  it('leave walls clear and mark open cells the field never reached', () => {
    const bytes = new Uint8Array(4);
    writeAnalysisCells(bytes, 2, field([0, Infinity, 1, Infinity], 1), 10, (c) => c !== 3);
    expect([...bytes].map(markOf)).toEqual(['field', 'unreachable', 'field', null]);
  });

  it('refuse an answer of another map size', () => {
    expect(writeAnalysisCells(new Uint8Array(5), 5, field([0, 1], 1), 1, () => true)).toBe(false);
  });

  it('draw the cut over the articulation cells, and nothing elsewhere', () => {
    const bytes = new Uint8Array(6).fill(7);
    const cut: AnalysisAnswer = { what: 'cut', width: 1, cells: Int32Array.of(2), uncuttable: null, articulation: Int32Array.of(2, 4) };
    writeAnalysisCells(bytes, 3, cut, 1, () => true);
    expect([...bytes].map(markOf)).toEqual([null, null, 'cut', null, 'articulation', null]);
  });

  it('give every mark a visible colour', () => {
    const palette = analysisPalette();
    for (const b of [MARK.unreachable, MARK.edge, MARK.ramp, MARK.ramp + RAMP_LEVELS - 1, MARK.contour, MARK.fieldUnreachable, MARK.cut, MARK.articulation]) expect(palette[b]! >>> 24).toBeGreaterThan(100);
    // A contour differs from the ramp level it crosses.
    for (let l = 0; l < RAMP_LEVELS; l += 11) expect(palette[MARK.contour + l]).not.toBe(palette[MARK.ramp + l]);
  });
});
