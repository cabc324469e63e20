// The size typed into New map and Resize: whole cells within the app's limit, or a sentence.
import { describe, expect, it } from 'vitest';
import { parseMapSize } from '../../../../src/renderer/components/mapSizeInput';
import { MAX_MAP_SIDE } from '../../../../src/shared/grid/grid';

describe('parseMapSize', () => {
  it('gives both sides as numbers when both are whole cells in range', () => {
    expect(parseMapSize(1, `${MAX_MAP_SIDE}`)).toEqual({ width: 1, height: MAX_MAP_SIDE });
  });

  it("says what to type for the width first, then for the height", () => {
    const sentence = (what: string) => `The ${what} must be a whole number of cells from 1 to ${MAX_MAP_SIDE}.`;
    expect(parseMapSize(0, 2.5)).toBe(sentence('width'));
    expect(parseMapSize(10, 2.5)).toBe(sentence('height'));
    expect(parseMapSize(10, MAX_MAP_SIDE + 1)).toBe(sentence('height'));
    expect(parseMapSize('', 10)).toBe(sentence('width'));
  });
});
