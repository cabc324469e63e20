// Reading and writing MovingAI maps and scenarios, and the messages a broken file gets.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../../src/shared/formats/fileLimits';
import { ImportError } from '../../../../src/shared/formats/importError';
import { createGrid } from '../../../../src/shared/grid/grid';
import {
  MovingAiParseError,
  parseMovingAiMap,
  parseMovingAiScenario,
  writeMovingAiMap,
} from '../../../../src/shared/formats/movingai';

const DIR = resolve(process.cwd(), '../shared/benchmarks/movingai');
const small = 'type octile\nheight 2\nwidth 4\nmap\n.G@O\nTSW.\n';

function errorOf(fn: () => unknown): MovingAiParseError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(MovingAiParseError);
    return e as MovingAiParseError;
  }
  throw new Error('expected a MovingAiParseError');
}

describe('MovingAI maps', () => {
  it('reads each terrain letter into its own palette type, passable with cost 1 or blocked', () => {
    const g = parseMovingAiMap(small);
    expect([g.width, g.height]).toEqual([4, 2]);
    const names = Array.from(g.terrain, (t) => g.palette[t]!.name);
    expect(names).toEqual(['Ground', 'Ground', 'Out of bounds', 'Out of bounds', 'Trees', 'Swamp', 'Water', 'Ground']);
    expect(g.palette.filter((t) => t.passable).map((t) => t.name)).toEqual(['Ground', 'Swamp']);
    expect(g.palette.every((t) => t.cost === 1)).toBe(true);
    expect(new Set(g.palette.map((t) => t.color)).size).toBe(g.palette.length);
  });

  it('accepts CRLF line ends', () => {
    expect(parseMovingAiMap(small.replace(/\n/g, '\r\n')).terrain.length).toBe(8);
  });

  it('reads every benchmark map', () => {
    for (const name of ['arena', 'Berlin_0_1024', 'dustwallowkeys']) {
      const g = parseMovingAiMap(readFileSync(resolve(DIR, `${name}.map`), 'utf8'));
      expect(g.terrain.length).toBe(g.width * g.height);
    }
  });

  it('round-trips through writeMovingAiMap', () => {
    const g = parseMovingAiMap(small);
    expect(writeMovingAiMap(g)).toBe('type octile\nheight 2\nwidth 4\nmap\n..@@\nTSW.\n');
  });

  it('writes other palettes as . for passable and @ for blocked', () => {
    const g = createGrid(3, 1);
    g.terrain.set([0, 6, 4]); // Ground, Wall, Swamp (the app's own palette)
    expect(writeMovingAiMap(g).split('\n')[4]).toBe('.@.');
  });

  it('names the line and column of a bad cell', () => {
    const e = errorOf(() => parseMovingAiMap('type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n'));
    expect([e.line, e.column]).toEqual([6, 2]);
    expect(e.message).toBe('Line 6, column 2: "x" is not a MovingAI terrain; use one of . G @ O T S W.');
  });

  it('names short rows, missing rows and a bad header', () => {
    expect(errorOf(() => parseMovingAiMap('type octile\nheight 2\nwidth 3\nmap\n..\n...\n'))).toMatchObject({ line: 5, column: 3 });
    expect(errorOf(() => parseMovingAiMap('type octile\nheight 3\nwidth 3\nmap\n...\n...\n')).line).toBe(7);
    expect(errorOf(() => parseMovingAiMap('hello\n')).message).toContain('Check that this is a MovingAI .map file.');
    expect(errorOf(() => parseMovingAiMap('type octile\nheight -3\nwidth 3\nmap\n')).message).toBe(
      'Line 2, column 8: the height must be a positive whole number in plain digits, not "-3". Fix the header.',
    );
  });

  it('refuses a map larger than the app holds, naming the header line, before reading its rows', () => {
    const e = errorOf(() => parseMovingAiMap('type octile\nheight 5000\nwidth 10\nmap\n'));
    expect(e.message).toBe("Line 2, column 8: the map's height is 5000, but A* Studio holds maps of at most 4096 cells a side. Crop the map to fit.");
    expect(errorOf(() => parseMovingAiMap('type octile\nwidth   99999\nheight 2\nmap\n'))).toMatchObject({ line: 2, column: 9 });
  });
});

describe('what a MovingAI map may hold', () => {
  it('reads header sizes in plain decimal only: 1e1, 0x10, +4 and 4.0 are refused with a sentence', () => {
    const rows = (n: number) => '..\n'.repeat(n);
    expect(parseMovingAiMap(`type octile\nheight 10\nwidth 2\nmap\n${rows(10)}`).height).toBe(10);
    for (const value of ['1e1', '0x0a', '+10', '10.0', '0b1010', '1_0']) {
      expect(errorOf(() => parseMovingAiMap(`type octile\nheight ${value}\nwidth 2\nmap\n${rows(10)}`)).message).toBe(
        `Line 2, column 8: the height must be a positive whole number in plain digits, not "${value}". Fix the header.`,
      );
    }
  });

  it('shows control characters from the file escaped, never raw, in its messages', () => {
    const cell = errorOf(() => parseMovingAiMap('type octile\nheight 1\nwidth 2\nmap\n.\u0000\n'));
    expect(cell.message).toBe('Line 5, column 2: "\\u0000" is not a MovingAI terrain; use one of . G @ O T S W.');
    const header = errorOf(() => parseMovingAiMap('type octile\n\u001b]0;pwned\u0007\u001b[2J x\nmap\n'));
    expect(header.message).toBe('Line 2, column 1: expected "type", "height", "width" or "map", found "\\u001b]0;pwned\\u0007\\u001b[2J x". Check that this is a MovingAI .map file.');
    const scen = errorOf(() => parseMovingAiScenario('\u009b31mversion 1\n'));
    expect(scen.message).toMatch(/^Line 1, column 1: expected "version 1" or "version 1.0", found "\\u009b31mversion 1"/);
    for (const e of [cell, header, scen]) expect(e.message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('refuses a text longer than any file A* Studio reads, before reading its lines', () => {
    // Ropes: V8 builds them without holding the characters.
    const huge = 'type octile\n' + ' '.repeat(MAX_FILE_BYTES);
    for (const parse of [() => parseMovingAiMap(huge), () => parseMovingAiScenario(`version 1\n${' '.repeat(MAX_FILE_BYTES)}`)]) {
      expect(parse).toThrow(ImportError);
      expect(parse).toThrow(/^This file holds more than 256 MiB of text, more than any MovingAI (map|scenario file); check that it is the right file\.$/);
    }
  });
});

describe('MovingAI scenarios', () => {
  it('reads the tab-separated version 1', () => {
    const s = parseMovingAiScenario('version 1\n0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1\n');
    expect(s.version).toBe('1');
    expect(s.entries[0]).toMatchObject({ bucket: 0, map: 'maps/dao/arena.map', startX: 1, startY: 11, goalX: 1, goalY: 12, optimal: 1, line: 2 });
  });

  it('reads the space-separated version 1.0', () => {
    const s = parseMovingAiScenario('version 1.0\n61 maps/bgmaps/AR0011SR.map 512 512 210 395 87 201 244.95\n');
    expect(s.version).toBe('1.0');
    expect(s.entries[0]!.optimal).toBe(244.95);
  });

  it('reads every benchmark scenario file', () => {
    const s = parseMovingAiScenario(readFileSync(resolve(DIR, 'maze512-1-0.map.scen'), 'utf8'));
    expect(s.entries.length).toBe(11960);
  });

  it('reads numbers in plain decimal within sane bounds, refusing 1e20 buckets, 0x1F coordinates and a length of 1e308', () => {
    const line = (fields: string[]) => `version 1\n${fields.join('\t')}\n`;
    const good = ['3', 'm.map', '49', '40', '1', '11', '1', '12', '1.41421356'];
    expect(parseMovingAiScenario(line(good)).entries[0]).toMatchObject({ bucket: 3, width: 49, height: 40, optimal: 1.41421356 });
    const refused = (k: number, value: string) => {
      const fields = [...good];
      fields[k] = value;
      return errorOf(() => parseMovingAiScenario(line(fields))).message;
    };
    expect(refused(0, '1e20')).toBe('Line 2, column 1: "1e20" is not a whole number in plain digits. Fix this field.');
    expect(refused(0, '99999999')).toBe('Line 2, column 1: the bucket 99999999 is larger than any path on a 49×40 map could need (at most 1960). Fix this field.');
    expect(refused(4, '0x1')).toBe('Line 2, column 15: "0x1" is not a whole number in plain digits. Fix this field.');
    expect(refused(2, '5000')).toBe("Line 2, column 9: the map's width is 5000, but A* Studio holds maps of at most 4096 cells a side. Fix this field.");
    expect(refused(8, '1e308')).toBe('Line 2, column 25: "1e308" is not a length in plain decimal digits. Fix this field.');
    expect(refused(8, 'Infinity')).toBe('Line 2, column 25: "Infinity" is not a length in plain decimal digits. Fix this field.');
    expect(refused(8, '99999.5')).toBe('Line 2, column 25: the length 99999.5 is longer than any path on a 49×40 map (at most 2771.86). Fix this field.');
  });

  it('names the line and column of a bad field', () => {
    const e = errorOf(() => parseMovingAiScenario('version 1\n0\tm.map\t49\t49\t1\tx\t1\t12\t1\n'));
    expect([e.line, e.column]).toEqual([2, 17]);
    expect(errorOf(() => parseMovingAiScenario('version 2\n')).message).toContain('expected "version 1" or "version 1.0"');
  });
});
