// A PNG as a map format without a dialog (the command line's convert): colours become the terrain
// of the picture's own A* Studio palette, or the nearest of the palette given, saying which were
// guessed; a map becomes one pixel per cell, saying what a picture cannot keep.
import { defaultPalette, type TerrainType } from '../grid/terrain';
import type { MapReadOptions, MapToWrite, ReadMap, WrittenMap } from './mapFormat';
import { decodePngImage, gridToPng, imageColours, imageToGrid, suggestMapping, TRANSPARENT } from './pngMap';
import { printable } from './printable';

export function readPngMap(bytes: Uint8Array, name: string, options: MapReadOptions): ReadMap {
  const image = decodePngImage(bytes);
  const palette = image.palette ?? [...(options.palette ?? defaultPalette())];
  const colours = imageColours(image);
  const mapping = suggestMapping(colours, palette);
  const dropped: string[] = [];
  const inexact = colours.filter((c) => c.rgb !== TRANSPARENT && palette[mapping.get(c.rgb)!]!.color !== c.rgb);
  if (inexact.length > 0) {
    const examples = inexact.slice(0, 3).map((c) => `${hex(c.rgb)} → ${printable(palette[mapping.get(c.rgb)!]!.name)}`);
    dropped.push(`Colours: ${inexact.length} colour${inexact.length === 1 ? ' is' : 's are'} not a terrain colour and became the nearest terrain (${examples.join(', ')}${inexact.length > 3 ? ', …' : ''}).`);
  }
  const transparent = colours.find((c) => c.rgb === TRANSPARENT);
  if (transparent) dropped.push(`Transparency: ${transparent.count} transparent pixel${transparent.count === 1 ? '' : 's'} became ${printable(palette[mapping.get(TRANSPARENT)!]!.name)}.`);
  return { grid: imageToGrid(image, mapping, palette), topology: 'square', project: null, name, dropped };
}

export function writePngMap({ grid, topology }: MapToWrite): WrittenMap {
  const dropped: string[] = [];
  if (grid.heights) dropped.push('Heights: a picture has no height layer, so the heights are left out.');
  if (topology === 'hex') dropped.push('Hex layout: a picture has square pixels, so the hexes become squares in the same rows and columns (importing it gives a square map).');
  dropped.push(...sharedColours(grid.palette));
  return { bytes: gridToPng(grid), companions: [], dropped };
}

/** Terrain types a picture cannot tell apart because they share a colour. */
function sharedColours(palette: readonly TerrainType[]): string[] {
  const first = new Map<number, string>();
  const out: string[] = [];
  for (const t of palette) {
    const earlier = first.get(t.color);
    const name = printable(t.name);
    if (earlier === undefined) first.set(t.color, name);
    else out.push(`Shared colours: ${earlier} and ${name} are both ${hex(t.color)}, so a picture cannot tell their cells apart; ${name}'s cells read back as ${earlier}.`);
  }
  return out;
}

function hex(rgb: number): string {
  return `#${rgb.toString(16).padStart(6, '0')}`;
}
