// Reads a PNG file into 8-bit RGBA with fast-png, after pngChunks.ts has checked its structure and
// the image data has been inflated once under a bound. fast-png inflates without one (the image
// data, and an ICC profile of any size), so it is handed only the chunks that make the pixels:
// a small file could otherwise expand to gigabytes before anything checks its size.
import { decode } from 'fast-png';
import type { TerrainType } from '../grid/terrain';
import { inflateBounded, type InflateMeter } from './boundedInflate';
import { ImportError } from './importError';
import { pixelsOnlyPng, scanlineBytes, scanPng } from './pngChunks';
import { paletteFromChunk } from './pngPaletteText';
import { toRgba8 } from './pngPixels';

/** An image as 8-bit RGBA, one pixel per future map cell. */
export interface PngImage {
  width: number;
  height: number;
  /** Red, green, blue, alpha per pixel, row by row. */
  rgba: Uint8Array;
  /** The terrain palette A* Studio wrote into its own export, or null for any other image. */
  palette?: TerrainType[] | null;
}

/**
 * Decodes a PNG of any colour type and bit depth into RGBA8. Throws ImportError, with a sentence,
 * for a file that is not a PNG, is larger than a map may be, or is damaged or cut short.
 */
export function decodePngImage(bytes: Uint8Array, meter?: InflateMeter): PngImage {
  const layout = scanPng(bytes);
  const { header, imageData } = layout;
  const damaged = 'This PNG image is damaged (its image data cannot be decompressed); export it again from the program that made it, then import it again.';
  inflateBounded(imageData, 'zlib', scanlineBytes(header), {
    damaged,
    tooLong: `This PNG image is damaged (its image data holds more than a ${header.width}×${header.height} image); export it again from the program that made it, then import it again.`,
    tooShort: 'This PNG image is cut short (its image data ends before the last row); copy or export it again, then import it again.',
  }, meter, false);
  let png;
  try {
    png = decode(pixelsOnlyPng(layout), { checkCrc: false });
  } catch {
    // Structure, checksums and data size are already checked; what is left is a bad filter byte or palette.
    throw new ImportError(damaged);
  }
  return { width: header.width, height: header.height, rgba: toRgba8(png, header), palette: paletteFromChunk(layout.paletteText) };
}
