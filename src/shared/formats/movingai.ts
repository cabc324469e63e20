// MovingAI benchmark `.map` grids: reading one (line by line, sizes in plain digits, file content
// quoted escaped in every message), writing a grid back as a `.map`, and saying what that drops (a
// `.map` knows passable and blocked cells of five letters, nothing else). Scenario files (`.scen`)
// are movingaiScenario.ts.
import { strFromU8 } from 'fflate';
import { MAX_MAP_SIDE, type Grid } from '../grid/grid';
import type { MapTopology } from '../grid/mapTopology';
import type { TerrainType } from '../grid/terrain';
import { isOverFileLimit, MAX_FILE_SIZE_TEXT } from './fileLimits';
import { ImportError } from './importError';
import { plainWhole } from './plainNumbers';
import { printable, quoted } from './printable';
import { TextLines } from './textLines';

export { parseMovingAiScenario, type Scenario, type ScenarioEntry } from './movingaiScenario';

/** A MovingAI file that cannot be read; the message names the line and column and what to fix. */
export class MovingAiParseError extends ImportError {
  constructor(readonly line: number, readonly column: number, problem: string) {
    super(`Line ${line}, column ${column}: ${problem}`);
    this.name = 'MovingAiParseError';
  }
}

/** The terrain types of a MovingAI map. Every passable type costs 1, as in MovingAI's own rules. */
export const MOVINGAI_TERRAIN: readonly (TerrainType & { chars: string })[] = Object.freeze([
  { name: 'Ground', color: 0xc8b78e, cost: 1, passable: true, chars: '.G' },
  { name: 'Out of bounds', color: 0x1e1e24, cost: 1, passable: false, chars: '@O' },
  { name: 'Trees', color: 0x2f6b2f, cost: 1, passable: false, chars: 'T' },
  { name: 'Swamp', color: 0x6b7a4a, cost: 1, passable: true, chars: 'S' },
  { name: 'Water', color: 0x3f78c8, cost: 1, passable: false, chars: 'W' },
]);

const CHAR_TYPE = new Int16Array(128).fill(-1);
MOVINGAI_TERRAIN.forEach((t, i) => {
  for (const ch of t.chars) CHAR_TYPE[ch.charCodeAt(0)] = i;
});

/** The sentence for a MovingAI file (`what`: "map", "scenario file") longer than any file A* Studio reads. */
export function movingAiTooLarge(what: string): ImportError {
  return new ImportError(`This file holds more than ${MAX_FILE_SIZE_TEXT} of text, more than any MovingAI ${what}; check that it is the right file.`);
}

/** Reads a `.map` file into a grid whose palette holds the MovingAI terrain types. */
export function parseMovingAiMap(text: string): Grid {
  if (isOverFileLimit(text.length)) throw movingAiTooLarge('map');
  const lines = new TextLines(text);
  /** Each header value with where it stands, for messages. */
  const header = new Map<string, { value: string; line: number; column: number }>();
  // Header: `type`, `height`, `width` in any order, then `map`.
  for (;;) {
    const raw = lines.next();
    if (raw === null)
      throw new MovingAiParseError(lines.number, 1, 'the file ends before the `map` line. Check that this is a MovingAI .map file.');
    const line = raw.trim();
    if (line === '') continue;
    if (line === 'map') break;
    const m = /^(\S+)\s+(\S+)$/.exec(line);
    if (!m || !['type', 'height', 'width'].includes(m[1]!))
      throw new MovingAiParseError(lines.number, 1, `expected "type", "height", "width" or "map", found ${quoted(line)}. Check that this is a MovingAI .map file.`);
    header.set(m[1]!, { value: m[2]!, line: lines.number, column: raw.lastIndexOf(m[2]!) + 1 });
  }
  const size = (key: 'height' | 'width') => {
    const entry = header.get(key);
    if (entry === undefined) throw new MovingAiParseError(1, 1, `the header needs a "${key}" line with a positive whole number. Fix the header.`);
    const n = plainWhole(entry.value);
    if (n === null || n < 1)
      throw new MovingAiParseError(entry.line, entry.column, `the ${key} must be a positive whole number in plain digits, not ${quoted(entry.value, 20)}. Fix the header.`);
    // Checked here, with the line, rather than by the grid: a map this size is a file to fix, not a bug.
    if (n > MAX_MAP_SIDE)
      throw new MovingAiParseError(entry.line, entry.column, `the map's ${key} is ${n}, but A* Studio holds maps of at most ${MAX_MAP_SIDE} cells a side. Crop the map to fit.`);
    return n;
  };
  const height = size('height'), width = size('width');
  const terrain = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const line = lines.next();
    const lineNo = line === null ? lines.number + 1 : lines.number;
    if (line === null || line.trim() === '')
      throw new MovingAiParseError(lineNo, 1, `the map has ${y} rows but its header says ${height}. Add the missing rows or fix "height".`);
    const row = line.trimEnd();
    if (row.length < width)
      throw new MovingAiParseError(lineNo, row.length + 1, `the row has ${row.length} cells but the header says ${width}. Complete the row or fix "width".`);
    if (row.length > width)
      throw new MovingAiParseError(lineNo, width + 1, `the row has ${row.length} cells but the header says ${width}. Shorten the row or fix "width".`);
    for (let x = 0; x < width; x++) {
      const code = row.charCodeAt(x);
      const t = code < 128 ? CHAR_TYPE[code]! : -1;
      if (t < 0)
        throw new MovingAiParseError(lineNo, x + 1, `${quoted(String.fromCodePoint(row.codePointAt(x)!))} is not a MovingAI terrain; use one of . G @ O T S W.`);
      terrain[y * width + x] = t;
    }
  }
  const extra = lines.nextNonBlankLine();
  if (extra > 0) throw new MovingAiParseError(extra, 1, `the map has more rows than its header's height ${height}. Remove them or fix "height".`);
  const palette = MOVINGAI_TERRAIN.map(({ chars: _chars, ...t }) => ({ ...t }));
  return { width, height, terrain, heights: null, palette };
}

/**
 * Writes a grid as a `.map`. A palette read from a MovingAI file keeps its letters (T, S, W …); any
 * other palette is written as `.` for passable and `@` for impassable types. See exportMovingAiMap
 * for what the conversion drops.
 */
export function writeMovingAiMap(grid: Grid): string {
  const codes = Uint8Array.from(movingAiLetters(grid.palette), (c) => c.charCodeAt(0));
  const head = `type octile\nheight ${grid.height}\nwidth ${grid.width}\nmap\n`;
  // Written as bytes, then one string: appending 16 M characters one by one takes seconds.
  const { width, height, terrain } = grid;
  const bytes = new Uint8Array(head.length + height * (width + 1));
  for (let i = 0; i < head.length; i++) bytes[i] = head.charCodeAt(i);
  let o = head.length;
  for (let y = 0, cell = 0; y < height; y++) {
    for (let x = 0; x < width; x++, cell++) bytes[o++] = codes[terrain[cell]!] ?? AT;
    bytes[o++] = NEWLINE;
  }
  return strFromU8(bytes, true);
}

const AT = '@'.charCodeAt(0);
const NEWLINE = 10;

/** A `.map` text and, one sentence each, what the map had that the file cannot keep. */
export interface MovingAiExport {
  text: string;
  dropped: string[];
}

/**
 * Writes a grid as a `.map` and says what is lost: costs other than MovingAI's (every passable
 * cell costs 1 there), terrain types folded into `.` and `@`, heights, and a hex layout.
 */
export function exportMovingAiMap(grid: Grid, topology: MapTopology = 'square'): MovingAiExport {
  return { text: writeMovingAiMap(grid), dropped: movingAiDrops(grid, topology) };
}

/** The letter each palette type is written as. */
function movingAiLetters(palette: readonly TerrainType[]): string[] {
  const fromMovingAi = isMovingAiPalette(palette);
  return palette.map((t) => {
    const known = fromMovingAi ? MOVINGAI_TERRAIN.find((m) => m.name === t.name) : undefined;
    return known ? known.chars[0]! : t.passable ? '.' : '@';
  });
}

/** Whether every type of the palette is one of MovingAI's, by name and passability. */
function isMovingAiPalette(palette: readonly TerrainType[]): boolean {
  return palette.every((t) => MOVINGAI_TERRAIN.some((m) => m.name === t.name && m.passable === t.passable));
}

function movingAiDrops(grid: Grid, topology: MapTopology): string[] {
  const used = new Uint8Array(grid.palette.length);
  for (let i = 0; i < grid.terrain.length; i++) used[grid.terrain[i]!] = 1;
  // Names as a message shows them (a name from a file may hold control characters).
  const types = grid.palette.filter((_, i) => used[i] === 1).map((t) => ({ ...t, name: printable(t.name) }));
  const dropped: string[] = [];
  const costly = types.filter((t) => t.passable && t.cost !== 1);
  if (costly.length > 0)
    dropped.push(`Terrain costs: every passable cell of a .map costs 1, so ${listOf(costly.map((t) => `${t.name} (${t.cost})`))} now cost 1.`);
  if (!isMovingAiPalette(grid.palette)) {
    const folded = (passable: boolean) => types.filter((t) => t.passable === passable).map((t) => t.name);
    const open = folded(true), blocked = folded(false);
    const parts = [open.length > 0 && `${listOf(open)} as "." (passable)`, blocked.length > 0 && `${listOf(blocked)} as "@" (blocked)`].filter(Boolean);
    if (types.length > 1 || (types.length === 1 && types[0]!.name !== 'Ground'))
      dropped.push(`Terrain types: a .map knows passable and blocked cells, so ${parts.join(' and ')} are written.`);
  }
  if (grid.heights) dropped.push('Heights: a .map has no height layer, so the heights are left out.');
  if (topology === 'hex') dropped.push('Hex layout: a .map is a square grid, so the hexes are written as squares in the same rows and columns.');
  return dropped;
}

/** "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}
