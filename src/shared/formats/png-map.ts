// Maps as pictures: a PNG imported as a map (its colours, each matched to a palette terrain, one
// cell per pixel) and a map exported as a PNG (one pixel per cell in the palette's colours, with
// the palette itself in a text chunk so A* Studio reads it back whole). The decoder and the path
// picture live beside this file; everything a PNG import or export needs is exported here.
import { encode } from 'fast-png';
import { assertMapSize, type Grid } from '../grid/grid';
import { wallTerrainIndex, type TerrainType } from '../grid/terrain';
import { labOf, nearestColour } from './colour-match';
import type { PngImage } from './png-decode';
import { PALETTE_KEYWORD, paletteText } from './png-palette-text';

export { decodePngImage, type PngImage } from './png-decode';
export { pathPicture, pictureScale } from './path-picture';

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
 * The image's distinct opaque colours, most used first (ties by colour value), with transparent
 * pixels (alpha below OPAQUE_ALPHA) as one entry of rgb TRANSPARENT.
 */
export function imageColours(image: PngImage): ImageColour[] {
  const pixels = image.width * image.height;
  let counts: Map<number, number> | null = new Map();
  let dense: Uint32Array | null = null;
  let transparent = 0;
  let last = -2, run = 0;
  const flush = () => {
    if (run === 0) return;
    if (last === TRANSPARENT) transparent += run;
    else if (dense) dense[last]! += run;
    else {
      counts!.set(last, (counts!.get(last) ?? 0) + run);
      // A photograph has millions of colours; a Map of them would take gigabytes.
      if (counts!.size > MAP_COUNT_LIMIT) {
        dense = new Uint32Array(1 << 24);
        for (const [rgb, n] of counts!) dense[rgb] = n;
        counts = null;
      }
    }
  };
  for (let i = 0; i < pixels; i++) {
    const key = keyAt(image.rgba, i);
    if (key === last) run++;
    else {
      flush();
      last = key;
      run = 1;
    }
  }
  flush();
  const out: ImageColour[] = [];
  if (dense) {
    const table: Uint32Array = dense;
    for (let rgb = 0; rgb < table.length; rgb++) if (table[rgb]! > 0) out.push({ rgb, count: table[rgb]! });
  } else for (const [rgb, count] of counts!) out.push({ rgb, count });
  if (transparent > 0) out.push({ rgb: TRANSPARENT, count: transparent });
  return out.sort((a, b) => b.count - a.count || a.rgb - b.rgb);
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
  let last = -2, lastTerrain = 0;
  for (let i = 0; i < terrain.length; i++) {
    const key = keyAt(image.rgba, i);
    if (key !== last) {
      last = key;
      lastTerrain = terrainOf(key);
    }
    terrain[i] = lastTerrain;
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
