// Maps as pictures: a PNG imported as a map (its colours, each matched to a palette terrain, one
// cell per pixel) and a map exported as a PNG (one pixel per cell in the palette's colours, with
// the palette itself in a text chunk so A* Studio reads it back whole). The decoder and the path
// picture live beside this file; everything a PNG import or export needs is exported here.
import { encode } from 'fast-png';
import { assertMapSize, type Grid } from '../grid/grid';
import { wallTerrainIndex, type TerrainType } from '../grid/terrain';
import { labOf, nearestColour } from './colourMatch';
import type { PngImage } from './pngDecode';
import { PALETTE_KEYWORD, paletteText } from './pngPaletteText';

export { decodePngImage, type PngImage } from './pngDecode';
export { pathPicture, pictureScale } from './pathPicture';

/** The colour key of transparent pixels in imageColours and mappings. */
export const TRANSPARENT = -1;
/** A pixel whose alpha is below this counts as transparent (antialiased edges go either way). */
export const OPAQUE_ALPHA = 128;
/** Distinct colours counted in a Map before switching to a table of every 24-bit colour (64 MiB). */
const MAP_COUNT_LIMIT = 1 << 16;

/** One colour of an image and how many pixels have it; rgb is 0xRRGGBB, or TRANSPARENT. */
export interface ImageColour {
  rgb: number;
  count: number;
}

/** The colour key of pixel i: 0xRRGGBB, or TRANSPARENT. */
function keyAt(rgba: Uint8Array, i: number): number {
  const o = i * 4;
  return rgba[o + 3]! < OPAQUE_ALPHA ? TRANSPARENT : (rgba[o]! << 16) | (rgba[o + 1]! << 8) | rgba[o + 2]!;
}

/**
 * Remembers the slot of recently seen colour keys in a small direct-mapped table, so that a pixel
 * costs a Map lookup only when its colour was not seen lately (a 4096² image in a tenth the time).
 */
class ColourCache {
  private readonly keys = new Int32Array(4096).fill(-2);
  private readonly slots = new Int32Array(4096);

  /** The cached slot of `key`, or -1. */
  get(key: number): number {
    const h = Math.imul(key, 0x9e3779b1) >>> 20;
    return this.keys[h] === key ? this.slots[h]! : -1;
  }

  set(key: number, slot: number): void {
    const h = Math.imul(key, 0x9e3779b1) >>> 20;
    this.keys[h] = key;
    this.slots[h] = slot;
  }
}

/**
 * The image's distinct opaque colours, most used first (ties by colour value), with transparent
 * pixels (alpha below OPAQUE_ALPHA) as one entry of rgb TRANSPARENT.
 */
export function imageColours(image: PngImage): ImageColour[] {
  const pixels = image.width * image.height;
  const cache = new ColourCache();
  const slotOf = new Map<number, number>();
  const keys: number[] = [];
  let counts = new Float64Array(256);
  let i = 0;
  for (; i < pixels; i++) {
    const key = keyAt(image.rgba, i);
    let slot = cache.get(key);
    if (slot < 0) {
      slot = slotOf.get(key) ?? -1;
      if (slot < 0) {
        // A photograph has millions of colours; a Map of them would take gigabytes.
        if (keys.length >= MAP_COUNT_LIMIT) break;
        slot = keys.length;
        keys.push(key);
        slotOf.set(key, slot);
        if (slot === counts.length) {
          const grown = new Float64Array(counts.length * 2);
          grown.set(counts);
          counts = grown;
        }
      }
      cache.set(key, slot);
    }
    counts[slot]!++;
  }
  if (i < pixels) return denseColours(image, i, keys, counts);
  return keys.map((rgb, slot) => ({ rgb, count: counts[slot]! })).sort(byUse);
}

const byUse = (a: ImageColour, b: ImageColour) => b.count - a.count || a.rgb - b.rgb;

/** imageColours from pixel `from` on with a table of every 24-bit colour (64 MiB), after the first colours' counts. */
function denseColours(image: PngImage, from: number, keys: readonly number[], counts: Float64Array): ImageColour[] {
  const table = new Uint32Array(1 << 24);
  let transparent = 0;
  keys.forEach((key, slot) => {
    if (key === TRANSPARENT) transparent = counts[slot]!;
    else table[key] = counts[slot]!;
  });
  for (let i = from, pixels = image.width * image.height; i < pixels; i++) {
    const key = keyAt(image.rgba, i);
    if (key === TRANSPARENT) transparent++;
    else table[key]!++;
  }
  const out: ImageColour[] = [];
  for (let rgb = 0; rgb < table.length; rgb++) if (table[rgb]! > 0) out.push({ rgb, count: table[rgb]! });
  if (transparent > 0) out.push({ rgb: TRANSPARENT, count: transparent });
  return out.sort(byUse);
}

/** The terrain transparent pixels become: the palette's wall (or first impassable type), else 0. */
export function transparentTerrain(palette: readonly TerrainType[]): number {
  return Math.max(0, wallTerrainIndex(palette));
}

/**
 * A terrain for each colour: the palette colour nearest as people see it (CIE L*a*b*), so an exact
 * palette colour maps to its terrain (the first, when two share it); transparent pixels map to
 * transparentTerrain.
 */
export function suggestMapping(colours: readonly ImageColour[], palette: readonly TerrainType[]): Map<number, number> {
  const labs = palette.map((t) => labOf(t.color));
  const mapping = new Map<number, number>();
  for (const { rgb } of colours) mapping.set(rgb, rgb === TRANSPARENT ? transparentTerrain(palette) : nearestColour(rgb, labs));
  return mapping;
}

/**
 * The map an image makes: each pixel's colour through `mapping` (colour key → terrain index); a
 * colour the mapping leaves out gets suggestMapping's choice, so a dialog may list only the main
 * colours. The grid gets a copy of `palette`.
 */
export function imageToGrid(image: PngImage, mapping: ReadonlyMap<number, number>, palette: readonly TerrainType[]): Grid {
  assertMapSize(image.width, image.height);
  for (const [rgb, t] of mapping)
    if (!Number.isInteger(t) || t < 0 || t >= palette.length) throw new RangeError(`Colour ${rgb} maps to terrain ${t}, which the palette of ${palette.length} does not have.`);
  const labs = palette.map((t) => labOf(t.color));
  const chosen = new Map(mapping);
  const terrainOf = (key: number) => {
    let t = chosen.get(key);
    if (t === undefined) {
      t = key === TRANSPARENT ? transparentTerrain(palette) : nearestColour(key, labs);
      chosen.set(key, t);
    }
    return t;
  };
  const terrain = new Uint8Array(image.width * image.height);
  const cache = new ColourCache();
  for (let i = 0; i < terrain.length; i++) {
    const key = keyAt(image.rgba, i);
    let t = cache.get(key);
    if (t < 0) {
      t = terrainOf(key);
      cache.set(key, t);
    }
    terrain[i] = t;
  }
  return { width: image.width, height: image.height, terrain, heights: null, palette: palette.map((t) => ({ ...t })) };
}

/**
 * The map as a PNG, one pixel per cell in its terrain's colour: an indexed image whose palette is
 * the terrain palette, so each pixel is its cell's terrain index, plus the palette's names, costs
 * and passability in a text chunk. Heights and the map's topology are not kept.
 */
export function gridToPng(grid: Grid): Uint8Array {
  return encode({
    width: grid.width,
    height: grid.height,
    data: grid.terrain,
    channels: 1,
    depth: 8,
    palette: grid.palette.map((t) => [(t.color >>> 16) & 255, (t.color >>> 8) & 255, t.color & 255]),
    text: { [PALETTE_KEYWORD]: paletteText(grid.palette) },
  });
}
