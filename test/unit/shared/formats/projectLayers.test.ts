// The layer codecs on their own: base64 agrees with Node's, heights keep every int16 in both
// layouts, inflating checks the size exactly, and a readable legend gives each type its own symbol.
import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../../../../src/shared/formats/projectFile/base64';
import { decodeHeights, encodeHeights } from '../../../../src/shared/formats/projectFile/heightLayer';
import { inflateExactly } from '../../../../src/shared/formats/projectFile/inflate';
import { jsonErrorOffset, lineAndColumn } from '../../../../src/shared/formats/projectFile/jsonSyntax';
import { legendFor } from '../../../../src/shared/formats/projectFile/terrainRows';
import { defaultPalette } from '../../../../src/shared/grid/terrain';

describe('base64', () => {
  it('writes what Node writes and reads it back, with or without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(text)).toEqual(bytes);
        expect(base64ToBytes(text.replace(/=+$/, ''))).toEqual(bytes);
      }),
    );
  });

  it('refuses text that is not base64', () => {
    for (const bad of ['ab$d', 'abcde', 'ab===', 'é123']) expect(base64ToBytes(bad)).toBeNull();
  });
});

describe('heights', () => {
  const extremes = Int16Array.from([32767, -32768, 32767, 0, -1, 1, -32768, -32768, 12, 32767, -32768, 5]);

  it('keep every int16, steep steps included, in the row-delta layout', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: -32768, max: 32767 }), { minLength: 1, maxLength: 81 }), (width, values) => {
        const height = Math.floor(values.length / width);
        fc.pre(height > 0);
        const heights = Int16Array.from(values.slice(0, width * height));
        expect(decodeHeights(encodeHeights(heights, width, height), width, height)).toEqual(heights);
      }),
    );
    expect(decodeHeights(encodeHeights(extremes, 4, 3), 4, 3)).toEqual(extremes);
  });

  it('read format 1 files as plain little-endian int16', () => {
    const bytes = new Uint8Array(extremes.length * 2);
    extremes.forEach((h, i) => {
      bytes[2 * i] = h & 255;
      bytes[2 * i + 1] = (h >> 8) & 255;
    });
    const layer = { encoding: 'deflate-base64' as const, layout: 'int16le' as const, data: bytesToBase64(deflateSync(bytes)) };
    expect(decodeHeights(layer, 6, 2)).toEqual(extremes);
  });
});

describe('inflating a layer', () => {
  const data = deflateSync(Uint8Array.from({ length: 1000 }, (_, i) => i % 7));

  it('gives exactly the declared size', () => {
    expect(inflateExactly(data, 1000, 'terrain')).toEqual(Uint8Array.from({ length: 1000 }, (_, i) => i % 7));
  });

  it('refuses data that is short, long, empty or not deflate', () => {
    expect(() => inflateExactly(data, 1001, 'terrain')).toThrow('The terrain layer decompresses to 1000 bytes, but the map needs 1001');
    expect(() => inflateExactly(data, 999, 'terrain')).toThrow('The terrain layer decompresses to more than the 999 bytes its map needs');
    expect(() => inflateExactly(new Uint8Array(0), 4, 'terrain')).toThrow('The terrain layer is damaged and cannot be decompressed');
    expect(() => inflateExactly(Uint8Array.from([0xff, 0xff, 0xff, 0xff]), 4, 'height')).toThrow('The height layer is damaged');
  });
});

describe('a readable legend', () => {
  it('uses the conventional symbols of the default palette', () => {
    expect(legendFor(defaultPalette())).toBe('.=,T%~#');
  });

  it('gives each of up to 92 types its own printable symbol, and has none for more', () => {
    const many = (n: number) => Array.from({ length: n }, () => ({ name: 'Same', color: 0, cost: 1, passable: true }));
    const legend = legendFor(many(92))!;
    expect(new Set(legend).size).toBe(92);
    expect(legend).toMatch(/^[!-~]+$/);
    expect(legend).not.toMatch(/["\\]/);
    expect(legendFor(many(93))).toBeNull();
  });
});

describe('finding where a text stops being JSON', () => {
  it('agrees with JSON.parse on whether text is JSON, at any nesting depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), fc.string({ maxLength: 3 }), (value, at, inserted) => {
        const valid = JSON.stringify(value, null, at % 3);
        expect(jsonErrorOffset(valid)).toBe(-1);
        const where = at % (valid.length + 1);
        const text = valid.slice(0, where) + inserted + valid.slice(where);
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(jsonErrorOffset(text) === -1).toBe(parses);
      }),
      { numRuns: 2000 },
    );
    expect(jsonErrorOffset('['.repeat(100_000))).toBe(100_000);
  });

  it('points at the offending character by line and column', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    const offset = jsonErrorOffset(text);
    expect(text[offset]).toBe('"');
    expect(lineAndColumn(text, offset)).toEqual({ line: 3, column: 3 });
  });
});
