// Damaged Tiled maps by the thousand (fuzzCorpus.ts): fields broken, tile data garbage or zlib and
// gzip bombs, layers named with escape sequences, layers made infinite; the seeds include layers
// inflating to a gibibyte. Each reads as usable layers or is refused with a sentence,
// inflating no more than its layers declare.
import { describe, expect, it } from 'vitest';
import type { InflateMeter } from '../../../../src/shared/formats/boundedInflate';
import { parseTiledMap, suggestTiledMapping, tiledToGrid } from '../../../../src/shared/formats/tiled';
import { MAX_MAP_SIDE } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import { FUZZ_TIMEOUT, fuzzCount, fuzzReport, fuzzSeed } from './fuzzBudget';
import { expectSentence, expectUsableGrid, SLICE_OUTPUT } from './fuzzChecks';
import { damageTiled, tiledBases, tiledBombs } from './fuzzCorpus';
import { pick, seeded } from './mutations';

const FILES = fuzzCount(600, 10_000);

describe('damaged Tiled maps', () => {
  it('the gibibyte bombs in zlib and gzip layers are refused, having inflated one slice past the layer', () => {
    for (const bomb of tiledBombs()) {
      const meter: InflateMeter = { produced: 0 };
      expect(() => parseTiledMap(bomb, meter)).toThrow(/^This Tiled map's layer "Bomb" decompresses to more than its 4096 tiles; the file is damaged\./);
      expect(meter.produced).toBeLessThanOrEqual(64 * 64 * 4 + SLICE_OUTPUT);
    }
  });

  it(`each of ${FILES} reads as usable layers or is refused with a sentence, inflating no more than its layers declare`, () => {
    const rand = seeded(fuzzSeed(12));
    let read = 0;
    for (let n = 0; n < FILES; n++) {
      const text = damageTiled(rand, pick(rand, tiledBases()));
      const meter: InflateMeter = { produced: 0 };
      try {
        const map = parseTiledMap(text, meter);
        for (const layer of map.layers) expect(layer.gids.length).toBe(map.width * map.height);
        expect(meter.produced).toBeLessThanOrEqual(map.layers.length * map.width * map.height * 4);
        const s = suggestTiledMapping(map, 0, defaultPalette());
        if (s.unmatched.length === 0) expectUsableGrid(tiledToGrid(map, 0, s.mapping, s.palette));
        read++;
      } catch (e) {
        expectSentence(e);
        // A refused layer may have been cut off mid-slice; every layer declares at most a 4096² map.
        expect(meter.produced).toBeLessThanOrEqual(4 * MAX_MAP_SIDE * MAX_MAP_SIDE * 4 + SLICE_OUTPUT);
      }
    }
    fuzzReport('damaged Tiled maps', FILES, read, FILES - read);
    expect(read).toBeGreaterThan(FILES / 20);
    expect(FILES - read).toBeGreaterThan(FILES / 5);
  }, FUZZ_TIMEOUT);
});
