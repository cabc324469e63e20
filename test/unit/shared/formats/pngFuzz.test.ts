// Damaged PNG files by the thousand (fuzzCorpus.ts): lying headers, image-data bombs, and every
// chunk that holds compressed data besides the image (iCCP, zTXt, iTXt, APNG's fdAT) carrying a bomb
// or garbage; the seeds include 1×1 images whose iCCP, zTXt, iTXt or fdAT inflates to a gibibyte.
// Each reads as a usable map or is refused with a sentence; nothing is inflated past what the
// header declares, and the decoder is never handed a chunk that does not make the pixels.
import { describe, expect, it } from 'vitest';
import type { InflateMeter } from '../../../../src/shared/formats/boundedInflate';
import { pixelsOnlyPng, scanlineBytes, scanPng } from '../../../../src/shared/formats/pngChunks';
import { decodePngImage, imageColours, imageToGrid, suggestMapping } from '../../../../src/shared/formats/pngMap';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import { FUZZ_TIMEOUT, fuzzCount, fuzzReport, fuzzSeed } from './fuzzBudget';
import { expectSentence, expectUsableGrid, SLICE_OUTPUT } from './fuzzChecks';
import { damagePng, pngBases, pngBombs } from './fuzzCorpus';
import { pick, seeded } from './mutations';
import { chunksOf } from './pngFiles';

const FILES = fuzzCount(500, 10_000);

/** Reads one file as the import does; returns whether it read, and what it inflated. */
function readOne(bytes: Uint8Array): { read: boolean; produced: number } {
  const meter: InflateMeter = { produced: 0 };
  try {
    const image = decodePngImage(bytes, meter);
    expect(image.rgba.length).toBe(image.width * image.height * 4);
    const palette = image.palette ?? defaultPalette();
    expectUsableGrid(imageToGrid(image, suggestMapping(imageColours(image), palette), palette));
    return { read: true, produced: meter.produced };
  } catch (e) {
    expectSentence(e);
    return { read: false, produced: meter.produced };
  }
}

/** What the image data may inflate to: its header's scanlines, plus the slice that found the excess. */
function declared(bytes: Uint8Array): number {
  try {
    const layout = scanPng(bytes);
    // The decoder gets the pixel chunks alone: nothing it could inflate without a bound.
    expect(chunksOf(pixelsOnlyPng(layout)).map(([t]) => t).every((t) => ['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND'].includes(t))).toBe(true);
    return scanlineBytes(layout.header) + SLICE_OUTPUT;
  } catch {
    return 0; // refused before any inflating
  }
}

describe('damaged PNG files', () => {
  it('the gibibyte bombs in iCCP, zTXt, iTXt and fdAT chunks read as their one pixel, inflating only the image data', () => {
    for (const bomb of pngBombs()) expect(readOne(bomb)).toEqual({ read: true, produced: 4 });
  });

  it(`each of ${FILES} reads as a usable map or is refused with a sentence, inflating no more than its header declares`, () => {
    const rand = seeded(fuzzSeed(11));
    let read = 0;
    for (let n = 0; n < FILES; n++) {
      const bytes = damagePng(rand, pick(rand, pngBases()));
      const outcome = readOne(bytes);
      if (outcome.read) read++;
      expect(outcome.produced).toBeLessThanOrEqual(declared(bytes));
    }
    fuzzReport('damaged PNG files', FILES, read, FILES - read);
    // The mutations reach both outcomes, not only the signature check.
    expect(read).toBeGreaterThan(FILES / 20);
    expect(FILES - read).toBeGreaterThan(FILES / 2);
  }, FUZZ_TIMEOUT);
});
