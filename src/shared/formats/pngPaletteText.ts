// The palette A* Studio writes into its PNG exports (a tEXt chunk), so that a map exported as a
// picture imports back with its terrain names, costs and passability, not only its colours. The
// chunk is a note, not a requirement: a missing or unreadable one is ignored, never refused.
import { strFromU8 } from 'fflate';
import { isTerrainCost } from '../grid/limits';
import { MAX_TERRAIN_TYPES, type TerrainType } from '../grid/terrain';

/** The tEXt keyword of the palette chunk. */
export const PALETTE_KEYWORD = 'A* Studio palette';
/** Longest terrain name kept (the project format's limit). */
const MAX_NAME = 256;
/** Longest palette text read; far above 256 types with long names. */
const MAX_TEXT = 256 * (MAX_NAME * 6 + 100);

/** The palette as JSON in plain ASCII (tEXt is Latin-1, so other characters are \u-escaped). */
export function paletteText(palette: readonly TerrainType[]): string {
  const json = JSON.stringify(palette.map((t) => ({ name: t.name, color: t.color, cost: t.cost, passable: t.passable })));
  return json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The palette a tEXt chunk's bytes after the keyword describe (null: no chunk, or not one A* Studio wrote). */
export function paletteFromChunk(text: Uint8Array | null): TerrainType[] | null {
  // Measured before decoding: a huge chunk is not a palette, and need not become a string.
  return text === null || text.length > MAX_TEXT ? null : paletteFromText(strFromU8(text, true));
}

/** The palette a chunk's text describes, or null when it is not one A* Studio wrote. */
function paletteFromText(text: string | undefined): TerrainType[] | null {
  if (text === undefined || text.length > MAX_TEXT) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(json) || json.length < 1 || json.length > MAX_TERRAIN_TYPES) return null;
  const palette: TerrainType[] = [];
  for (const t of json as unknown[]) {
    if (typeof t !== 'object' || t === null) return null;
    const { name, color, cost, passable } = t as Record<string, unknown>;
    if (typeof name !== 'string' || name.length < 1 || name.length > MAX_NAME) return null;
    if (typeof color !== 'number' || !Number.isInteger(color) || color < 0 || color > 0xffffff) return null;
    if (typeof cost !== 'number' || !isTerrainCost(cost) || typeof passable !== 'boolean') return null;
    palette.push({ name, color, cost, passable });
  }
  return palette;
}

