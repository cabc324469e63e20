// Walks a PNG file's chunks before any pixel is decoded: the signature, every chunk's length and
// checksum, a header within the map size limit, a colour type and bit depth the format allows, a
// palette where one is needed, and the image data's pieces. Everything a damaged or hostile file
// could use to make the decoder allocate too much is refused here, with a sentence. Only the chunks a
// map needs are kept for the decoder; every other one (an ICC profile, compressed or international
// text, animation frames: anything that might inflate) is skipped unread.
import { MAX_MAP_SIDE } from '../grid/grid';
import { ImportError } from './importError';
import { PALETTE_KEYWORD } from './pngPaletteText';

/** What the IHDR chunk says about the image. */
export interface PngHeader {
  width: number;
  height: number;
  /** Bits per sample: 1, 2, 4, 8 or 16. */
  depth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
  colourType: number;
  /** Samples per pixel for the colour type. */
  channels: number;
  interlaced: boolean;
}

/** A PNG file's structure, checked. */
export interface PngLayout {
  header: PngHeader;
  /** The IDAT chunks' data, in order: together one zlib stream. */
  imageData: Uint8Array[];
  /** The chunks a decoder needs for the pixels (IHDR, PLTE, tRNS, IDAT), whole and in order, without IEND. */
  pixelChunks: Uint8Array[];
  /** The file up to its IEND when it holds no other chunk (so the decoder can take it as it is), else null. */
  pixelsOnly: Uint8Array | null;
  /** The bytes of the tEXt chunk A* Studio writes its palette into, after the keyword; null when there is none. */
  paletteText: Uint8Array | null;
}

/** Chunks whose content makes the pixels; every other chunk is skipped unread. */
const PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT']);
/** The palette chunk's keyword and its NUL separator, as bytes (tEXt is Latin-1). */
const PALETTE_PREFIX = Uint8Array.from(`${PALETTE_KEYWORD}\0`, (c) => c.charCodeAt(0));

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** Bit depths each colour type allows (PNG specification, table 11.1). */
const DEPTHS: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[n] = c;
}

/** The CRC-32 of bytes[from, to), as PNG chunks use it. */
export function crc32(bytes: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const damaged = (what: string) =>
  new ImportError(`This PNG image is damaged (${what}); export it again from the program that made it, then import it again.`);

/** Checks a PNG file's chunks and returns its header and image data; throws ImportError otherwise. */
export function scanPng(bytes: Uint8Array): PngLayout {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b))
    throw new ImportError('This file is not a PNG image (it does not start with the PNG signature); choose a .png file.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: PngHeader | null = null;
  let hasPalette = false;
  const imageData: Uint8Array[] = [];
  const pixelChunks: Uint8Array[] = [];
  let paletteText: Uint8Array | null = null;
  let skipped = false;
  let at = 8;
  for (;;) {
    if (at + 8 > bytes.length) throw cutShort();
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    if (length > 0x7fffffff || at + 12 + length > bytes.length) throw cutShort();
    if (crc32(bytes, at + 4, at + 8 + length) !== view.getUint32(at + 8 + length)) throw damaged(`its ${chunkName(type)} chunk fails its checksum`);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (header === null) {
      if (type !== 'IHDR' || length !== 13) throw damaged('it does not begin with an image header');
      header = readHeader(new DataView(data.buffer, data.byteOffset, 13));
    } else if (type === 'PLTE') hasPalette = true;
    else if (type === 'IDAT') imageData.push(data);
    else if (type === 'tEXt' && paletteText === null && startsWith(data, PALETTE_PREFIX)) paletteText = data.subarray(PALETTE_PREFIX.length);
    const chunkEnd = at + 12 + length;
    if (type === 'IEND') {
      at = chunkEnd;
      break;
    }
    if (PIXEL_CHUNKS.has(type)) pixelChunks.push(bytes.subarray(at, chunkEnd));
    else skipped = true;
    at = chunkEnd;
  }
  if (header.colourType === 3 && !hasPalette) throw damaged('it uses a colour palette but has none');
  if (imageData.length === 0) throw damaged('it holds no image data');
  return { header, imageData, pixelChunks, paletteText, pixelsOnly: skipped ? null : bytes.subarray(0, at) };
}

/**
 * The smallest PNG holding the same pixels: the signature, the pixel chunks and an end marker (the
 * file itself when that is all it holds, so a large image is not copied).
 */
export function pixelsOnlyPng(layout: PngLayout): Uint8Array {
  if (layout.pixelsOnly) return layout.pixelsOnly;
  const end = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
  const out = new Uint8Array(SIGNATURE.length + layout.pixelChunks.reduce((n, c) => n + c.length, 0) + end.length);
  out.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const chunk of layout.pixelChunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  out.set(end, at);
  return out;
}

function startsWith(data: Uint8Array, prefix: Uint8Array): boolean {
  return data.length >= prefix.length && prefix.every((b, i) => data[i] === b);
}

function readHeader(ihdr: DataView): PngHeader {
  const width = ihdr.getUint32(0), height = ihdr.getUint32(4);
  const depth = ihdr.getUint8(8), colourType = ihdr.getUint8(9);
  if (width === 0 || height === 0) throw damaged(`it is ${width}×${height} pixels`);
  // Checked before anything is allocated: the image's size is all a hostile header controls.
  if (width > MAX_MAP_SIDE || height > MAX_MAP_SIDE)
    throw new ImportError(
      `This image is ${width}×${height} pixels, but a map has one cell per pixel and at most ${MAX_MAP_SIDE} cells a side; scale or crop it to at most ${MAX_MAP_SIDE}×${MAX_MAP_SIDE} pixels, then import it again.`,
    );
  const kind = DEPTHS[colourType];
  if (!kind || !kind.depths.includes(depth)) throw damaged(`its header names colour type ${colourType} with ${depth} bits, which PNG does not have`);
  if (ihdr.getUint8(10) !== 0 || ihdr.getUint8(11) !== 0 || ihdr.getUint8(12) > 1) throw damaged('its header names a compression, filter or interlace method PNG does not have');
  const interlaced = ihdr.getUint8(12) === 1;
  // fast-png reads interlaced images of fewer than 8 bits per sample wrongly, so they are refused.
  if (interlaced && depth < 8)
    throw new ImportError(
      `This PNG image is interlaced with ${depth} bits per pixel, which A* Studio cannot read; save it again without interlacing (or with 8 bits per channel), then import it again.`,
    );
  return { width, height, depth, colourType, channels: kind.channels, interlaced };
}

/** The bytes of scanlines (with their filter bytes) the image's data must inflate to. */
export function scanlineBytes(h: PngHeader): number {
  const bytesPerRow = (w: number) => 1 + Math.ceil((w * h.channels * h.depth) / 8);
  if (!h.interlaced) return h.height * bytesPerRow(h.width);
  // Adam7's seven passes: start column and row, and step, of each.
  const passes = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((h.width - x0) / dx), rows = Math.ceil((h.height - y0) / dy);
    if (w > 0 && rows > 0) total += rows * bytesPerRow(w);
  }
  return total;
}

function cutShort(): ImportError {
  return new ImportError('This PNG image is cut short (it ends inside a chunk or before its end marker); copy or export it again, then import it again.');
}

/** A chunk type fit for a message: four letters, or "unnamed" for bytes that are not. */
function chunkName(type: string): string {
  return /^[A-Za-z]{4}$/.test(type) ? type : 'unnamed';
}
