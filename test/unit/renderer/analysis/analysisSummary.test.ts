// The Analysis section's answers in words, and the distance field's automatic contour step.
import { describe, expect, it } from 'vitest';
import type { AnalysisAnswer } from '../../../../src/shared/analysis/analysisJob';
import { analysisSummary } from '../../../../src/renderer/analysis/analysisSummary';
import { autoContourStep, contourStepOf } from '../../../../src/renderer/analysis/fieldScale';

const field = (over: Partial<Extract<AnalysisAnswer, { what: 'field' }>>): AnalysisAnswer => ({
  what: 'field', direction: 'from', topology: 'square8', costs: new Float32Array(0), flow: new Uint8Array(0), reached: 1200, unreachable: 30, farthest: 312.43, farthestCell: 5, ...over,
});
const cut = (over: Partial<Extract<AnalysisAnswer, { what: 'cut' }>>): AnalysisAnswer => ({ what: 'cut', width: 3, cells: Int32Array.of(1, 2, 3), uncuttable: null, articulation: null, ...over });

describe('analysis summary', () => {
  it('says how far the farthest reachable cell is, from the start or to the goal', () => {
    expect(analysisSummary(field({}), 0)).toBe('Farthest reachable cell costs 312.4 from the start · 1,200 cells reached · 30 unreachable');
    expect(analysisSummary(field({ direction: 'to', unreachable: 0 }), 0)).toBe('Farthest cell costs 312.4 to reach the goal · 1,200 cells reach it');
    expect(analysisSummary(field({ reached: 1, farthest: 0 }), 0)).toBe('No cell can be reached from the start.');
  });

  it('names the narrowest passage, start and goal already apart, neighbours, and the articulation cells', () => {
    expect(analysisSummary(cut({}), 0)).toBe('Narrowest passage: 3 cells');
    expect(analysisSummary(cut({ width: 1, cells: Int32Array.of(4) }), 0)).toBe('Narrowest passage: 1 cell');
    expect(analysisSummary(cut({ width: 0, cells: new Int32Array(0) }), 0)).toBe('Start and goal are already apart');
    expect(analysisSummary(cut({ width: 0, cells: new Int32Array(0), uncuttable: 'The start and the goal are neighbours.' }), 0)).toBe('The start and the goal are neighbours.');
    expect(analysisSummary(cut({ articulation: Int32Array.of(1, 2) }), 0)).toBe('Narrowest passage: 3 cells · 2 cells whose blocking alone splits a region');
  });
});

describe('contour step', () => {
  it('is a round step giving about ten bands', () => {
    expect(autoContourStep(312.4)).toBe(50);
    expect(autoContourStep(100)).toBe(10);
    expect(autoContourStep(7)).toBe(1);
    expect(autoContourStep(1500)).toBe(200);
    expect(autoContourStep(0)).toBe(1);
  });

  it('is the one typed when it is a cost above 0, else the automatic one', () => {
    const answer = field({ farthest: 100 });
    expect(contourStepOf({ contourStep: 7, answer })).toBe(7);
    expect(contourStepOf({ contourStep: null, answer })).toBe(10);
    expect(contourStepOf({ contourStep: -1, answer })).toBe(10);
  });
});
