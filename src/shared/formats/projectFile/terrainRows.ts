// The readable terrain layer: one line of text per map row, one legend symbol per cell, the
// legend's n-th symbol standing for the palette's n-th type. Small maps and hand-written samples
// use it; decoding goes through a lookup table so a long legend costs no more than a short one.
import { printable, quoted } from '../printable';
import type { TerrainType } from '../../grid/terrain';
import { ProjectFormatError } from './errors';

/** The terrain layer as readable rows. */
export interface TerrainRows {
  encoding: 'rows';
  /** One symbol per palette type, in palette order. */
  legend: string;
  /** One string per map row, top to bottom, one symbol per cell. */
  rows: string[];
}

/** Counts the steps of a decode, for tests that check its cost is linear in cells + legend. */
export interface DecodeWork {
  steps: number;
}

const NO_SYMBOL = -1;

/** Decodes readable rows into terrain indices; every message names the line (row) and column. */
export function decodeTerrainRows(layer: TerrainRows, width: number, height: number, paletteSize: number, work?: DecodeWork): Uint8Array {
  const table = legendTable(layer.legend, paletteSize, work);
  if (layer.rows.length !== height)
    throw new ProjectFormatError(
      `The terrain layer has ${layer.rows.length} lines, but the map is ${height} high; add or remove lines, or fix the map's height.`,
    );
  const terrain = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = layer.rows[y]!;
    if (row.length !== width)
      throw new ProjectFormatError(
        `Line ${y + 1} of the terrain layer has ${row.length} cells, but the map is ${width} wide; make every line ${width} symbols long.`,
      );
    const base = y * width;
    for (let x = 0; x < width; x++) {
      const t = table[row.charCodeAt(x)]!;
      if (t === NO_SYMBOL)
        throw new ProjectFormatError(
          `Line ${y + 1}, column ${x + 1} of the terrain layer has ${quoteSymbol(row[x]!)}, which is not in the legend ${quoteText(layer.legend)}; use a legend symbol or add it to the legend.`,
        );
      terrain[base + x] = t;
    }
    if (work) work.steps += width;
  }
  return terrain;
}

/** Symbol (UTF-16 code unit) → palette index, checking the legend against the palette. */
function legendTable(legend: string, paletteSize: number, work?: DecodeWork): Int16Array {
  if (legend.length > paletteSize)
    throw new ProjectFormatError(
      `The terrain legend has ${legend.length} symbols, but the palette has ${paletteSize} types; each symbol stands for the palette type in the same place, so remove symbols or add types.`,
    );
  const table = new Int16Array(65536).fill(NO_SYMBOL);
  for (let i = 0; i < legend.length; i++) {
    const code = legend.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff)
      throw new ProjectFormatError(
        `Symbol ${i + 1} of the terrain legend is not a single character (emoji and other wide characters cannot be symbols); use letters, digits or punctuation.`,
      );
    if (table[code] !== NO_SYMBOL)
      throw new ProjectFormatError(`The terrain legend lists ${quoteSymbol(legend[i]!)} twice; give each terrain type its own symbol.`);
    table[code] = i;
  }
  if (work) work.steps += legend.length;
  return table;
}

/** Names symbols for common terrain names, so a saved readable map looks like its terrain. */
const CONVENTIONAL: Record<string, string> = {
  ground: '.', road: '=', grass: ',', forest: 'T', trees: 'T', swamp: '%', water: '~', wall: '#', sand: ':', mud: 'm', bridge: 'H', rock: '^',
};
/** Printable ASCII except the space and the characters JSON escapes (" and \). */
const SPARE = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).filter((c) => c !== '"' && c !== '\\');

/** A legend for a palette, one distinct readable symbol per type; null when it has too many types. */
export function legendFor(palette: readonly TerrainType[]): string | null {
  if (palette.length > SPARE.length) return null;
  const used = new Set<string>();
  const symbols = palette.map((t) => {
    const name = t.name.toLowerCase();
    const choices = [CONVENTIONAL[name], name[0], name[0]?.toUpperCase()];
    const pick = choices.find((c) => c !== undefined && SPARE.includes(c) && !used.has(c)) ?? SPARE.find((c) => !used.has(c))!;
    used.add(pick);
    return pick;
  });
  return symbols.join('');
}

/** Writes terrain as readable rows with `legend` (one symbol per palette type). */
export function encodeTerrainRows(terrain: Uint8Array, width: number, height: number, legend: string): TerrainRows {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += legend[terrain[y * width + x]!]!;
    rows.push(row);
  }
  return { encoding: 'rows', legend, rows };
}

/** A symbol for a message, on one line: 'x', or its code for a control or half-character. */
function quoteSymbol(symbol: string): string {
  const code = symbol.charCodeAt(0);
  if (printable(symbol) !== symbol || (code >= 0xd800 && code <= 0xdfff)) return `the character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return symbol === "'" ? '"\'"' : `'${symbol}'`;
}

/** The legend for a message: quoted, escaped onto one line, cut to 40 symbols. */
function quoteText(text: string): string {
  return quoted(text);
}
