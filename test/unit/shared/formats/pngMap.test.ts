// PNG maps: golden images made by another encoder (every colour type, 1 to 16 bits, tRNS, Adam7)
// decode to the pixels they hold; colours map to the nearest terrain as people see them; a map
// exported as PNG imports back as the same map with the same palette; refusals are sentences.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { encode } from 'fast-png';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../../src/shared/formats/importError';
import { crc32 } from '../../../../src/shared/formats/pngChunks';
import { zlibZeros } from './deflateBomb';
import { zlibBomb } from './mutations';
import { COMPRESSED_ANCILLARY, compressedChunkData, withChunkBeforeImage } from './pngFiles';
import { decodePngImage, gridToPng, imageColours, imageToGrid, suggestMapping, TRANSPARENT, type PngImage } from '../../../../src/shared/formats/pngMap';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { defaultPalette, DEFAULT_PALETTE } from '../../../../src/shared/grid/terrain';

const FIXTURES = resolve(process.cwd(), 'test/fixtures/formats');
const golden = (name: string) => decodePngImage(new Uint8Array(readFileSync(resolve(FIXTURES, name))));
/** The golden images' cells: default palette indices, null where transparent. */
const CELLS = [0, 1, 2, 3, 4, 5, 6, 0, null, 1, 5, 6];
const pixels = (image: PngImage) => Array.from({ length: image.width * image.height }, (_, i) => Array.from(image.rgba.subarray(i * 4, i * 4 + 4)));
const rgbOf = (c: number) => [(c >> 16) & 255, (c >> 8) & 255, c & 255];

function refusal(bytes: Uint8Array): string {
  try {
    decodePngImage(bytes);
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return (e as Error).message;
  }
  throw new Error('expected the image to be refused');
}

describe('decodePngImage on golden files', () => {
  it('reads 8-bit RGB, 16-bit RGBA, 4-bit indexed with tRNS and Adam7 RGBA as the cells they paint', () => {
    const expected = (opaqueBlack: boolean) => CELLS.map((t) => (t === null ? (opaqueBlack ? [0, 0, 0, 255] : [0, 0, 0, 0]) : [...rgbOf(DEFAULT_PALETTE[t]!.color), 255]));
    expect(pixels(golden('rgb8.png'))).toEqual(expected(true));
    for (const name of ['rgba16.png', 'indexed4-trns.png', 'rgba8-adam7.png']) {
      const image = golden(name);
      expect([image.width, image.height]).toEqual([4, 3]);
      expect(pixels(image).map((p) => (p[3] === 0 ? [0, 0, 0, 0] : p)), name).toEqual(expected(false));
    }
  });

  it('reads 1-bit and 16-bit grey (with a transparent grey) and grey with alpha', () => {
    const checker = pixels(golden('grey1.png')).map((p) => p[0]);
    expect(checker).toEqual([255, 0, 255, 0, 0, 255, 0, 255, 255, 0, 255, 0]);
    const grey16 = pixels(golden('grey16-trns.png'));
    expect(grey16.map((p) => p[3])).toEqual([255, 255, 255, 0, 255, 0, 255, 255, 255, 255, 0, 255]);
    expect(grey16.slice(0, 3).map((p) => p[0])).toEqual([0, 128, 255]);
    const ga = pixels(golden('greyalpha8.png'));
    expect(ga.slice(0, 4).map((p) => p[0])).toEqual([0, 80, 160, 240]);
    expect(ga[8]![3]).toBe(10);
    expect(golden('rgb8.png').palette).toBeNull();
  });
});

describe('colours to terrain', () => {
  it('counts colours most used first, transparent pixels as one entry', () => {
    const colours = imageColours(golden('indexed4-trns.png'));
    // Ground, Road, Water and Wall twice each, in colour order among equals.
    expect(colours.slice(0, 4)).toEqual([6, 5, 1, 0].map((t) => ({ rgb: DEFAULT_PALETTE[t]!.color, count: 2 })));
    expect(colours.find((c) => c.rgb === TRANSPARENT)).toEqual({ rgb: TRANSPARENT, count: 1 });
    expect(colours.reduce((n, c) => n + c.count, 0)).toBe(12);
  });

  it('maps each palette colour to its terrain, near colours to the terrain a person would pick, transparency to the wall', () => {
    const palette = defaultPalette();
    const colours = [...palette.map((t) => ({ rgb: t.color, count: 1 })), { rgb: 0x2255dd, count: 1 }, { rgb: 0x000000, count: 1 }, { rgb: 0x90c060, count: 1 }, { rgb: TRANSPARENT, count: 1 }];
    const mapping = suggestMapping(colours, palette);
    palette.forEach((t, i) => expect(mapping.get(t.color)).toBe(i));
    expect(palette[mapping.get(0x2255dd)!]!.name).toBe('Water');
    expect(palette[mapping.get(0x000000)!]!.name).toBe('Wall');
    expect(palette[mapping.get(0x90c060)!]!.name).toBe('Grass');
    expect(mapping.get(TRANSPARENT)).toBe(6);
  });

  it('follows an edited mapping, and gives colours it leaves out their nearest terrain', () => {
    const image = golden('rgb8.png');
    const mapping = new Map([[DEFAULT_PALETTE[0]!.color, 2]]);
    const grid = imageToGrid(image, mapping, defaultPalette());
    expect(Array.from(grid.terrain)).toEqual([2, 1, 2, 3, 4, 5, 6, 2, 6, 1, 5, 6]);
    expect(() => imageToGrid(image, new Map([[0, 9]]), defaultPalette())).toThrow(RangeError);
  });

  it('counts a photograph of a million colours without a Map of them', () => {
    const side = 1024;
    const rgba = new Uint8Array(side * side * 4);
    for (let i = 0; i < side * side; i++) rgba.set([i & 255, (i >> 8) & 255, (i >> 16) & 255, 255], i * 4);
    const colours = imageColours({ width: side, height: side, rgba });
    expect(colours.length).toBe(side * side);
    expect(colours.every((c) => c.count === 1)).toBe(true);
  });
});

/** A map of the palette's terrains, any size up to 40×40. */
const gridArbitrary = (palette: () => Grid['palette']) =>
  fc.record({ w: fc.integer({ min: 1, max: 40 }), h: fc.integer({ min: 1, max: 40 }), seed: fc.uint8Array({ minLength: 1600, maxLength: 1600 }) }).map(({ w, h, seed }) => {
    const g = createGrid(w, h, 0, palette());
    for (let i = 0; i < w * h; i++) g.terrain[i] = seed[i]! % g.palette.length;
    return g;
  });

describe('gridToPng and back', () => {
  it('is the same map with the same palette (names, costs, passability) for any map of distinct colours', () => {
    const custom = () => [
      ...defaultPalette(),
      { name: 'Lava 🌋', color: 0xff4000, cost: 1000, passable: true },
      { name: 'Crème', color: 0xfff3e0, cost: 0.001, passable: true },
    ];
    fc.assert(
      fc.property(gridArbitrary(custom), (g) => {
        const image = decodePngImage(gridToPng(g));
        expect(image.palette).toEqual(g.palette);
        const back = imageToGrid(image, suggestMapping(imageColours(image), image.palette!), image.palette!);
        expect(back).toEqual(g);
      }),
      { numRuns: 60 },
    );
  });

  it('is the same map through the default palette alone, when the picture carries none', () => {
    fc.assert(
      fc.property(gridArbitrary(defaultPalette), (g) => {
        const image = decodePngImage(gridToPng(g));
        const plain = { width: image.width, height: image.height, rgba: image.rgba };
        expect(imageToGrid(plain, suggestMapping(imageColours(plain), defaultPalette()), defaultPalette())).toEqual(g);
      }),
      { numRuns: 60 },
    );
  });
});

describe('refusals', () => {
  const valid = () => new Uint8Array(readFileSync(resolve(FIXTURES, 'rgb8.png')));

  it('says a file is not a PNG, is cut short, or is damaged', () => {
    expect(refusal(new TextEncoder().encode('type octile\n'))).toBe('This file is not a PNG image (it does not start with the PNG signature); choose a .png file.');
    expect(refusal(valid().subarray(0, 60))).toMatch(/^This PNG image is cut short/);
    const flipped = valid();
    flipped[45]! ^= 0x10; // inside IDAT
    expect(refusal(flipped)).toBe('This PNG image is damaged (its IDAT chunk fails its checksum); export it again from the program that made it, then import it again.');
  });

  it('refuses an image larger than a map from its header, before decoding anything', () => {
    const big = encode({ width: 4097, height: 1, data: new Uint8Array(4097), channels: 1, depth: 8 });
    expect(refusal(big)).toBe(
      'This image is 4097×1 pixels, but a map has one cell per pixel and at most 4096 cells a side; scale or crop it to at most 4096×4096 pixels, then import it again.',
    );
  });

  it('refuses a header claiming 4096² over one pixel of data, and a bomb, having inflated little', () => {
    const png = encode({ width: 1, height: 1, data: new Uint16Array(4), channels: 4, depth: 16 });
    const view = new DataView(png.buffer);
    view.setUint32(16, 4096);
    view.setUint32(20, 4096);
    view.setUint32(29, crc32(png, 12, 29));
    const meter = { produced: 0 };
    expect(() => decodePngImage(png, meter)).toThrow('This PNG image is cut short (its image data ends before the last row); copy or export it again, then import it again.');
    expect(meter.produced).toBe(9); // one row's filter byte and 8 bytes: all the data there is
    // A 64×64 image whose data is a few kilobytes inflating to hundreds of megabytes.
    const small = encode({ width: 64, height: 64, data: new Uint8Array(64 * 64), channels: 1, depth: 8 });
    const idat = small.findIndex((_, i) => small[i] === 0x49 && small[i + 1] === 0x44 && small[i + 2] === 0x41 && small[i + 3] === 0x54);
    const bomb = zlibBomb(2_000_000);
    const rebuilt = new Uint8Array(idat + 4 + bomb.length + 4 + 12);
    rebuilt.set(small.subarray(0, idat - 4));
    new DataView(rebuilt.buffer).setUint32(idat - 4, bomb.length);
    rebuilt.set(small.subarray(idat, idat + 4), idat);
    rebuilt.set(bomb, idat + 4);
    new DataView(rebuilt.buffer).setUint32(idat + 4 + bomb.length, crc32(rebuilt, idat, idat + 4 + bomb.length));
    rebuilt.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], idat + 8 + bomb.length);
    const bombMeter = { produced: 0 };
    expect(() => decodePngImage(rebuilt, bombMeter)).toThrow(/^This PNG image is damaged \(its image data holds more than a 64×64 image\)/);
    expect(bombMeter.produced).toBeLessThan(64 * 65 + 17 * 2 ** 20);
  });

  it('skips iCCP, zTXt and iTXt chunks unread: damaged ones do not stop the image, gibibyte bombs read as their one pixel', () => {
    const onePixel = encode({ width: 1, height: 1, data: Uint8Array.from([10, 20, 30]), channels: 3, depth: 8 });
    const garbage = Uint8Array.from([0x78, 0x9c, 0xff, 0xff, 0x00, 0x13, 0x37]);
    const bomb = zlibZeros(1024); // ~1 MiB inflating to 1 GiB
    for (const type of COMPRESSED_ANCILLARY) {
      for (const zlib of [garbage, bomb]) {
        const image = decodePngImage(withChunkBeforeImage(onePixel, [type, compressedChunkData(type, zlib)]));
        expect([image.width, image.height, ...image.rgba], type).toEqual([1, 1, 10, 20, 30, 255]);
      }
    }
  });

  it('refuses interlaced images below 8 bits, which the decoder cannot read, saying how to save them', () => {
    const small = encode({ width: 9, height: 9, data: new Uint8Array(18), channels: 1, depth: 1 }, { interlace: 'Adam7' });
    expect(refusal(small)).toMatch(/^This PNG image is interlaced with 1 bits per pixel, which A\* Studio cannot read; save it again without interlacing/);
  });
});
