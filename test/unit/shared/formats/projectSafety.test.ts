// Opening a hostile or damaged file costs bounded time and memory: a layer that inflates past its
// map is stopped at the map's size, a legend longer than the palette is refused instead of
// wrapping indices, decoding readable rows is linear in cells + legend, and text past the size
// bound is refused before it is parsed.
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../../src/shared/formats/fileLimits';
import { createProject, parseProject, ProjectFormatError, serializeProject } from '../../../../src/shared/formats/project';
import { bytesToBase64 } from '../../../../src/shared/formats/projectFile/base64';
import { INFLATE_SLICE, type InflateMeter } from '../../../../src/shared/formats/boundedInflate';
import type { DecodeWork } from '../../../../src/shared/formats/projectFile/terrainRows';
import { createGrid } from '../../../../src/shared/grid/grid';
import { zeroBomb } from './deflateBomb';

/** The most a fixed-Huffman stream can emit from one slice of input (13 bits per 258 bytes). */
const SLICE_OUTPUT_BOUND = Math.ceil((INFLATE_SLICE * 8) / 13) * 258 + 258;

const palette = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `T${i}`, color: '#808080', cost: 1, passable: true }));

function fileText(map: Record<string, unknown>): string {
  return JSON.stringify({ format: 'astar-studio-project', formatVersion: 2, name: 'Hostile', map });
}

function refusal(text: string, diagnostics?: Parameters<typeof parseProject>[1]): string {
  try {
    parseProject(text, diagnostics);
  } catch (err) {
    expect(err).toBeInstanceOf(ProjectFormatError);
    return (err as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('a decompression bomb', () => {
  // 1.1 M back-references: ~1.8 MB of data that would inflate to 290 MB.
  const bomb = zeroBomb(1_125_000);
  const side = 4096;

  it('in the terrain layer is refused once it passes the map size, having inflated little more', () => {
    const probe: InflateMeter = { produced: 0 };
    const text = fileText({ width: side, height: side, palette: palette(2), terrain: { encoding: 'deflate-base64', data: bytesToBase64(bomb) } });
    expect(text.length).toBeLessThan(2.5e6);
    expect(refusal(text, { inflate: probe })).toBe(
      'The terrain layer decompresses to more than the 16777216 bytes its map needs; the file is damaged or not safe to open. Restore it from a backup.',
    );
    expect(probe.produced).toBeGreaterThan(side * side);
    expect(probe.produced).toBeLessThanOrEqual(side * side + SLICE_OUTPUT_BOUND);
  });

  it('in the height layer is refused the same way', () => {
    const probe: InflateMeter = { produced: 0 };
    const terrain = serializeProject(createProject(createGrid(side, side)), '0.2.0');
    const file = JSON.parse(terrain);
    file.map.heights = { encoding: 'deflate-base64', layout: 'row-delta', data: bytesToBase64(bomb) };
    expect(refusal(JSON.stringify(file), { inflate: probe })).toMatch(/^The height layer decompresses to more than the 33554432 bytes its map needs/);
    expect(probe.produced).toBeLessThanOrEqual(side * side + 2 * side * side + SLICE_OUTPUT_BOUND);
  });
});

describe('a legend', () => {
  it('of 300 symbols is refused, even with the largest palette', () => {
    const legend = Array.from({ length: 300 }, (_, i) => String.fromCharCode(0x100 + i)).join('');
    // Every cell uses symbol 290, which a byte would have wrapped to terrain 34.
    const rows = [String.fromCharCode(0x100 + 290).repeat(4)];
    expect(refusal(fileText({ width: 4, height: 1, palette: palette(256), terrain: { encoding: 'rows', legend, rows } }))).toBe(
      'The terrain legend has 300 symbols, but the palette has 256 types; each symbol stands for the palette type in the same place, so remove symbols or add types.',
    );
  });

  it('longer than a small palette is refused', () => {
    expect(refusal(fileText({ width: 2, height: 1, palette: palette(2), terrain: { encoding: 'rows', legend: '.#~', rows: ['.~'] } }))).toMatch(
      /^The terrain legend has 3 symbols, but the palette has 2 types/,
    );
  });

  it('that repeats a symbol, or uses one wider than a character, is refused', () => {
    expect(refusal(fileText({ width: 2, height: 1, palette: palette(3), terrain: { encoding: 'rows', legend: '.#.', rows: ['.#'] } }))).toBe(
      "The terrain legend lists '.' twice; give each terrain type its own symbol.",
    );
    expect(refusal(fileText({ width: 1, height: 1, palette: palette(3), terrain: { encoding: 'rows', legend: '.🌲', rows: ['.'] } }))).toMatch(
      /^Symbol 2 of the terrain legend is not a single character/,
    );
  });

  it('of 256 symbols decodes a map in one step per cell plus one per symbol', () => {
    const legend = Array.from({ length: 256 }, (_, i) => String.fromCharCode(0x100 + i)).join('');
    const width = 300;
    const height = 200;
    // Every cell uses the last symbol: the worst case of searching the legend cell by cell.
    const rows = Array.from({ length: height }, () => legend[255]!.repeat(width));
    const work: DecodeWork = { steps: 0 };
    const p = parseProject(fileText({ width, height, palette: palette(256), terrain: { encoding: 'rows', legend, rows } }), { work });
    expect(p.grid.terrain.every((t) => t === 255)).toBe(true);
    expect(work.steps).toBe(width * height + legend.length);
  });
});

describe('the size of a file', () => {
  it('past the bound is refused before it is read', () => {
    // A rope string: V8 builds it without holding the characters.
    const huge = '{'.repeat(MAX_FILE_BYTES + 1);
    expect(refusal(huge)).toBe('This file holds more than 256 MiB of text, the most a project file may hold; it is not one A* Studio can open.');
  });
});
