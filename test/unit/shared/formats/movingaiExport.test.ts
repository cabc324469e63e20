// Writing a map as MovingAI's .map says what the file cannot keep; a MovingAI map read and written
// again is the same map; a broken .map is an ImportError like every importer's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../../src/shared/formats/importError';
import { exportMovingAiMap, MOVINGAI_TERRAIN, MovingAiParseError, parseMovingAiMap, writeMovingAiMap } from '../../../../src/shared/formats/movingai';
import { createGrid } from '../../../../src/shared/grid/grid';

const BENCH = resolve(process.cwd(), '../shared/benchmarks/movingai');

describe('exportMovingAiMap', () => {
  it('drops nothing from a map read from a .map', () => {
    const g = parseMovingAiMap('type octile\nheight 2\nwidth 4\nmap\n.G@O\nTSW.\n');
    expect(exportMovingAiMap(g)).toEqual({ text: writeMovingAiMap(g), dropped: [] });
  });

  it('names the costs, the folded terrain types, the heights and the hex layout of an app map, counting only types in use', () => {
    const g = createGrid(4, 1);
    g.terrain.set([1, 2, 6, 5]); // Road 0.5, Grass 1.5, Wall, Water; Forest and Swamp unused
    g.heights = new Int16Array(4);
    const { dropped } = exportMovingAiMap(g, 'hex');
    expect(dropped).toEqual([
      'Terrain costs: every passable cell of a .map costs 1, so Road (0.5) and Grass (1.5) now cost 1.',
      'Terrain types: a .map knows passable and blocked cells, so Road and Grass as "." (passable) and Water and Wall as "@" (blocked) are written.',
      'Heights: a .map has no height layer, so the heights are left out.',
      'Hex layout: a .map is a square grid, so the hexes are written as squares in the same rows and columns.',
    ]);
  });

  it('drops nothing from a map of plain ground', () => {
    expect(exportMovingAiMap(createGrid(3, 3)).dropped).toEqual([]);
  });

  it('names a MovingAI terrain whose cost was changed', () => {
    const g = parseMovingAiMap('type octile\nheight 1\nwidth 2\nmap\n.S\n');
    g.palette[3]!.cost = 3;
    expect(exportMovingAiMap(g).dropped).toEqual(['Terrain costs: every passable cell of a .map costs 1, so Swamp (3) now cost 1.']);
  });
});

describe('a MovingAI map written and read again', () => {
  it('is the same map, and the same text when the file used the first letter of each terrain', () => {
    const letters = fc.constantFrom(...MOVINGAI_TERRAIN.flatMap((t) => [...t.chars]));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.array(letters, { minLength: 144, maxLength: 144 }), (w, h, cells) => {
        const rows = Array.from({ length: h }, (_, y) => cells.slice(y * w, y * w + w).join(''));
        const text = `type octile\nheight ${h}\nwidth ${w}\nmap\n${rows.join('\n')}\n`;
        const once = parseMovingAiMap(text);
        const twice = parseMovingAiMap(writeMovingAiMap(once));
        expect(twice).toEqual(once);
        const canonical = text.replace(/G/g, '.').replace(/O/g, '@');
        expect(writeMovingAiMap(once)).toBe(canonical);
      }),
      { numRuns: 200 },
    );
  });

  it('gives back a benchmark map byte for byte', () => {
    const text = readFileSync(resolve(BENCH, 'arena.map'), 'utf8');
    expect(writeMovingAiMap(parseMovingAiMap(text))).toBe(text);
  });
});

it('a broken .map is an ImportError', () => {
  expect(() => parseMovingAiMap('nonsense')).toThrow(ImportError);
  expect(() => parseMovingAiMap('nonsense')).toThrow(MovingAiParseError);
});
