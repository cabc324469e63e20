// What the image import dialog is shown of a decoded PNG: its most used colours with the terrain
// each would become, how many colours are left out of the table, and a small preview (the colour
// key of a sample of pixels) the dialog colours by the mapping as the user edits it.
import { imageColours, OPAQUE_ALPHA, suggestMapping, TRANSPARENT, type PngImage } from '../../shared/formats/pngMap';
import type { TerrainType } from '../../shared/grid/terrain';
import type { ImagePreview, ImageSummary } from './exchangeProtocol';
import { samplePreview } from './previewSample';

/** Most colours the mapping table lists; the rest take their nearest terrain. */
export const MAX_LISTED_COLOURS = 64;

/** The summary of `image` held under `held`; terrain is suggested from the image's own palette if it carries one. */
export function summariseImage(image: PngImage, held: number, palette: readonly TerrainType[]): ImageSummary {
  const used = image.palette && image.palette.length > 0 ? image.palette : palette;
  const colours = imageColours(image);
  const listed = colours.slice(0, MAX_LISTED_COLOURS);
  const others = colours.slice(MAX_LISTED_COLOURS);
  const preview = previewOf(image);
  const previewKeys = [...new Set(preview.keys)].map((rgb) => ({ rgb, count: 1 }));
  const previewTerrain = suggestMapping(previewKeys, used);
  return {
    held,
    width: image.width,
    height: image.height,
    colours: listed,
    otherColours: others.length,
    otherPixels: others.reduce((sum, c) => sum + c.count, 0),
    suggested: [...suggestMapping(listed, used)],
    palette: used.map((t) => ({ ...t })),
    ownPalette: used !== palette,
    fallback: Uint8Array.from(preview.keys, (key) => previewTerrain.get(key)!),
    preview,
  };
}

/** The image sampled down for the preview, as colour keys. */
export function previewOf(image: PngImage): ImagePreview {
  const rgba = image.rgba;
  return samplePreview(image.width, image.height, (i) => {
    const o = i * 4;
    return rgba[o + 3]! < OPAQUE_ALPHA ? TRANSPARENT : (rgba[o]! << 16) | (rgba[o + 1]! << 8) | rgba[o + 2]!;
  });
}
