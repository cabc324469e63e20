// MovingAI benchmark files: `.map` grids and `.map.scen` scenario lists (both `version 1` with tabs
// and the older space-separated `version 1.0`), plus writing a grid back as a `.map` and saying what
// that drops (a `.map` knows passable and blocked cells of five letters, nothing else).
import { strFromU8 } from 'fflate';
import { MAX_MAP_SIDE, type Grid } from '../grid/grid';
import type { MapTopology } from '../grid/mapTopology';
import type { TerrainType } from '../grid/terrain';
import { ImportError } from './import-error';

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

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}

/** Reads a `.map` file into a grid whose palette holds the MovingAI terrain types. */
export function parseMovingAiMap(text: string): Grid {
  const lines = splitLines(text);
  let row = 0;
  /** Each header value with where it stands, for messages. */
  const header = new Map<string, { value: string; line: number; column: number }>();
  // Header: `type`, `height`, `width` in any order, then `map`.
  for (;;) {
    if (row >= lines.length)
      throw new MovingAiParseError(row, 1, 'the file ends before the `map` line. Check that this is a MovingAI .map file.');
    const raw = lines[row]!;
    const line = raw.trim();
    row++;
    if (line === '') continue;
    if (line === 'map') break;
    const m = /^(\S+)\s+(\S+)$/.exec(line);
    if (!m || !['type', 'height', 'width'].includes(m[1]!))
      throw new MovingAiParseError(row, 1, `expected "type", "height", "width" or "map", found "${line.slice(0, 40)}". Check that this is a MovingAI .map file.`);
    header.set(m[1]!, { value: m[2]!, line: row, column: raw.lastIndexOf(m[2]!) + 1 });
  }
  const size = (key: 'height' | 'width') => {
    const entry = header.get(key);
    if (entry === undefined) throw new MovingAiParseError(1, 1, `the header needs a "${key}" line with a positive whole number. Fix the header.`);
    const n = Number(entry.value);
    if (!Number.isInteger(n) || n < 1)
      throw new MovingAiParseError(entry.line, entry.column, `the ${key} must be a positive whole number, not "${entry.value.slice(0, 20)}". Fix the header.`);
    // Checked here, with the line, rather than by the grid: a map this size is a file to fix, not a bug.
    if (n > MAX_MAP_SIDE)
      throw new MovingAiParseError(entry.line, entry.column, `the map's ${key} is ${n}, but A* Studio holds maps of at most ${MAX_MAP_SIDE} cells a side. Crop the map to fit.`);
    return n;
  };
  const height = size('height'), width = size('width');
  const terrain = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const lineNo = row + y + 1;
    const line = lines[row + y];
    if (line === undefined || (line.trim() === '' && y < height))
      throw new MovingAiParseError(lineNo, 1, `the map has ${y} rows but its header says ${height}. Add the missing rows or fix "height".`);
    const text = line.trimEnd();
    if (text.length < width)
      throw new MovingAiParseError(lineNo, text.length + 1, `the row has ${text.length} cells but the header says ${width}. Complete the row or fix "width".`);
    if (text.length > width)
      throw new MovingAiParseError(lineNo, width + 1, `the row has ${text.length} cells but the header says ${width}. Shorten the row or fix "width".`);
    for (let x = 0; x < width; x++) {
      const code = text.charCodeAt(x);
      const t = code < 128 ? CHAR_TYPE[code]! : -1;
      if (t < 0)
        throw new MovingAiParseError(lineNo, x + 1, `"${text[x]}" is not a MovingAI terrain; use one of . G @ O T S W.`);
      terrain[y * width + x] = t;
    }
  }
  for (let r = row + height; r < lines.length; r++) {
    if (lines[r]!.trim() !== '')
      throw new MovingAiParseError(r + 1, 1, `the map has more rows than its header's height ${height}. Remove them or fix "height".`);
  }
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
  const types = grid.palette.filter((_, i) => used[i] === 1);
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

/** One start/goal pair of a scenario file; x is the column and y the row, from the top-left. */
export interface ScenarioEntry {
  /** Line number in the file (1-based), for messages. */
  line: number;
  bucket: number;
  map: string;
  width: number;
  height: number;
  startX: number;
  startY: number;
  goalX: number;
  goalY: number;
  /** Optimal length under 8-connected, no-corner-cutting, √2 diagonal moves. */
  optimal: number;
}

export interface Scenario {
  version: '1' | '1.0';
  entries: ScenarioEntry[];
}

/** Reads a `.map.scen` file (tab-separated `version 1` or space-separated `version 1.0`). */
export function parseMovingAiScenario(text: string): Scenario {
  const lines = splitLines(text);
  const first = lines[0]?.trim() ?? '';
  const vm = /^version\s+(1(?:\.0)?)$/.exec(first);
  if (!vm)
    throw new MovingAiParseError(1, 1, `expected "version 1" or "version 1.0", found "${first.slice(0, 40)}". Check that this is a MovingAI .scen file.`);
  const version = vm[1] as '1' | '1.0';
  const entries: ScenarioEntry[] = [];
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    // Fields are tab-separated in version 1 (a map name may hold spaces), space-separated in 1.0.
    const fields = version === '1' && raw.includes('\t') ? raw.split('\t') : raw.trim().split(/\s+/);
    if (fields.length !== 9)
      throw new MovingAiParseError(i + 1, 1, `expected 9 fields (bucket, map, width, height, start x, start y, goal x, goal y, length), found ${fields.length}. Fix or remove this line.`);
    let column = 1;
    const nums: number[] = [];
    fields.forEach((f, k) => {
      if (k !== 1) {
        const v = Number(f);
        const integer = k < 8;
        if (f.trim() === '' || !Number.isFinite(v) || (integer && !Number.isInteger(v)) || v < 0)
          throw new MovingAiParseError(i + 1, column, `"${f}" is not a valid ${integer ? 'whole number' : 'length'}. Fix this field.`);
        nums.push(v);
      }
      column += f.length + 1;
    });
    const [bucket, width, height, startX, startY, goalX, goalY, optimal] = nums as [number, number, number, number, number, number, number, number];
    if (startX >= width || goalX >= width || startY >= height || goalY >= height)
      throw new MovingAiParseError(i + 1, 1, `the start or goal lies outside the ${width}×${height} map. Fix the coordinates.`);
    entries.push({ line: i + 1, bucket, map: fields[1]!.trim(), width, height, startX, startY, goalX, goalY, optimal });
  }
  return { version, entries };
}
