// Turns what fast-png decodes (any colour type, 1 to 16 bits per sample, packed rows below 8 bits,
// a palette, a tRNS transparent colour) into one layout the importer works with: 8-bit RGBA.
import type { DecodedPng } from 'fast-png';
import { ImportError } from './importError';
import type { PngHeader } from './pngChunks';

/** The decoded image as 8-bit RGBA, row by row. */
export function toRgba8(png: DecodedPng, header: PngHeader): Uint8Array {
  const { width, height } = header;
  const out = new Uint8Array(width * height * 4);
  if (header.depth === 8 && !png.transparency && eightBit(png, header, out)) return out;
  const sample = sampleReader(png, header);
  const max = (1 << header.depth) - 1;
  const to8 = header.depth === 16 ? (v: number) => v >>> 8 : header.depth === 8 ? (v: number) => v : (v: number) => Math.round((v * 255) / max);
  const key = png.transparency;
  let o = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 4) {
      switch (header.colourType) {
        case 0: {
          const v = sample(x, y, 0);
          out[o] = out[o + 1] = out[o + 2] = to8(v);
          out[o + 3] = key && key[0] === v ? 0 : 255;
          break;
        }
        case 2: {
          const r = sample(x, y, 0), g = sample(x, y, 1), b = sample(x, y, 2);
          out[o] = to8(r);
          out[o + 1] = to8(g);
          out[o + 2] = to8(b);
          out[o + 3] = key && key[0] === r && key[1] === g && key[2] === b ? 0 : 255;
          break;
        }
        case 3: {
          const index = sample(x, y, 0);
          const colour = png.palette?.[index];
          if (!colour)
            throw new ImportError(
              `This PNG image is damaged (a pixel uses colour ${index} of a palette of ${png.palette?.length ?? 0}); export it again from the program that made it, then import it again.`,
            );
          out[o] = colour[0]!;
          out[o + 1] = colour[1]!;
          out[o + 2] = colour[2]!;
          out[o + 3] = colour[3] ?? 255;
          break;
        }
        case 4:
          out[o] = out[o + 1] = out[o + 2] = to8(sample(x, y, 0));
          out[o + 3] = to8(sample(x, y, 1));
          break;
        default:
          out[o] = to8(sample(x, y, 0));
          out[o + 1] = to8(sample(x, y, 1));
          out[o + 2] = to8(sample(x, y, 2));
          out[o + 3] = to8(sample(x, y, 3));
      }
    }
  }
  return out;
}

/** Reads sample `c` of pixel (x, y): from packed bytes below 8 bits, else straight from the array. */
function sampleReader(png: DecodedPng, header: PngHeader): (x: number, y: number, c: number) => number {
  const { data } = png;
  const { width, depth, channels } = header;
  if (depth >= 8) return (x, y, c) => data[(y * width + x) * channels + c]!;
  // Below 8 bits there is one sample per pixel, packed from the high bits, each row padded to a byte.
  const rowBytes = Math.ceil((width * depth) / 8), mask = (1 << depth) - 1;
  return (x, y) => {
    const bit = x * depth;
    return (data[y * rowBytes + (bit >>> 3)]! >>> (8 - depth - (bit & 7))) & mask;
  };
}

/**
 * The common 8-bit layouts without a tRNS colour key, in straight loops (a 4096² image in a
 * fraction of the general path's time); false for a layout left to the general path.
 */
function eightBit(png: DecodedPng, header: PngHeader, out: Uint8Array): boolean {
  const data = png.data as Uint8Array;
  const pixels = header.width * header.height;
  switch (header.colourType) {
    case 6:
      out.set(data.subarray(0, pixels * 4));
      return true;
    case 2:
      for (let i = 0, o = 0, d = 0; i < pixels; i++, o += 4, d += 3) {
        out[o] = data[d]!;
        out[o + 1] = data[d + 1]!;
        out[o + 2] = data[d + 2]!;
        out[o + 3] = 255;
      }
      return true;
    case 3: {
      // The palette as RGBA words; an index past its end is left to the general path's message.
      const palette = png.palette ?? [];
      const table = new Uint8Array(256 * 4);
      palette.forEach((c, i) => table.set([c[0]!, c[1]!, c[2]!, c[3] ?? 255], i * 4));
      for (let i = 0; i < pixels; i++) {
        const index = data[i]!;
        if (index >= palette.length) return false;
        const t = index * 4, o = i * 4;
        out[o] = table[t]!;
        out[o + 1] = table[t + 1]!;
        out[o + 2] = table[t + 2]!;
        out[o + 3] = table[t + 3]!;
      }
      return true;
    }
    default:
      return false;
  }
}
