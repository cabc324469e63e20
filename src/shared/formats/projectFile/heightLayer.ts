// The optional height layer: one 16-bit integer per cell, deflated. Format 2 writes each row as
// differences from the cell to its left, zigzag-folded so small steps up or down are small
// numbers, with the low bytes of every cell before the high bytes: painted heights change
// gradually, so the high bytes are nearly all zero and deflate to almost nothing (the painted
// 4096² map of the benchmark: 7.4 MiB deflated as plain int16, 2.2 MiB in this layout). Format 1
// files hold plain little-endian int16.
import { deflateSync } from 'fflate';
import { base64ToBytes, bytesToBase64 } from './base64';
import { ProjectFormatError } from './errors';
import type { InflateMeter } from '../boundedInflate';
import { inflateExactly } from './inflate';
import { LAYER_DEFLATE_LEVEL } from './terrainLayer';

/** How the inflated bytes hold the heights. */
export type HeightLayout = 'row-delta' | 'int16le';

/** The height layer as a project file stores it. */
export interface HeightLayer {
  encoding: 'deflate-base64';
  layout: HeightLayout;
  data: string;
}

/** Heights from a layer; every value is an int16 by construction. */
export function decodeHeights(layer: HeightLayer, width: number, height: number, probe?: InflateMeter): Int16Array {
  const bytes = base64ToBytes(layer.data);
  if (bytes === null) throw new ProjectFormatError('The height layer\'s data is not base64 text; the file is damaged. Restore it from a backup.');
  const cells = width * height;
  const raw = inflateExactly(bytes, cells * 2, 'height', probe);
  const heights = new Int16Array(cells);
  if (layer.layout === 'int16le') {
    for (let i = 0; i < cells; i++) heights[i] = raw[2 * i]! | (raw[2 * i + 1]! << 8);
    return heights;
  }
  for (let y = 0; y < height; y++) {
    let previous = 0;
    for (let i = y * width, end = i + width; i < end; i++) {
      const folded = raw[i]! | (raw[cells + i]! << 8);
      // Unfold zigzag (0, 1, 2, 3 … → 0, -1, 1, -2 …); Int16Array wraps the sum like the encoder did.
      previous = (previous + ((folded >>> 1) ^ -(folded & 1))) << 16 >> 16;
      heights[i] = previous;
    }
  }
  return heights;
}

/** The layer as format 2 writes it (row-delta layout). */
export function encodeHeights(heights: Int16Array, width: number, height: number): HeightLayer {
  return { encoding: 'deflate-base64', layout: 'row-delta', data: bytesToBase64(deflateSync(rowDeltaBytes(heights, width, height), { level: LAYER_DEFLATE_LEVEL })) };
}

/** The bytes the row-delta layout deflates: zigzag row differences, low-byte plane then high-byte plane. */
export function rowDeltaBytes(heights: Int16Array, width: number, height: number): Uint8Array {
  const cells = width * height;
  const raw = new Uint8Array(cells * 2);
  for (let y = 0; y < height; y++) {
    let previous = 0;
    for (let i = y * width, end = i + width; i < end; i++) {
      const h = heights[i]!;
      const delta = ((h - previous) << 16) >> 16; // wraps into int16, as the decoder unwraps it
      const folded = ((delta << 1) ^ (delta >> 31)) & 0xffff;
      raw[i] = folded & 255;
      raw[cells + i] = folded >>> 8;
      previous = h;
    }
  }
  return raw;
}
