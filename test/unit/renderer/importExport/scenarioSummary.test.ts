import { describe, expect, it } from 'vitest';
import { lengthsAgree, summariseScenario, summaryText } from '../../../../src/renderer/importExport/scenarioSummary';

describe('scenario summary', () => {
  it('counts the pairs searched and those that agree, and names the worst difference', () => {
    const listed = [10, 20.5, 30, 40];
    const ours = [10, 21.25, NaN, Infinity];
    const s = summariseScenario(listed, ours);
    expect(s).toEqual({ searched: 3, agree: 1, worst: { index: 3, difference: Infinity } });
    expect(summaryText(s, 4)).toBe('✓ 1 of 3 agree (4 pairs in all) · worst: pair 4, no path found');
  });

  it('says "no difference" when every pair searched agrees, and a shorter path as shorter', () => {
    expect(summaryText(summariseScenario([5, 6], [5, 6]), 2)).toBe('✓ 2 of 2 agree · no difference');
    expect(summaryText(summariseScenario([5, 6], [5, 4.5]), 2)).toBe('✓ 1 of 2 agree · worst: pair 2, 1.5000 shorter than listed');
  });

  it('agrees within a millionth (the files list eight decimals) and not beyond', () => {
    expect(lengthsAgree(100.00000001, 100)).toBe(true);
    expect(lengthsAgree(100.001, 100)).toBe(false);
    expect(lengthsAgree(NaN, 100)).toBeNull();
  });
});
