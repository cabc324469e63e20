// Damaged path files by the thousand (fuzzCorpus.ts): byte damage, fields broken, a cell of the
// path moved off its neighbours. Each reads as a path inside its map, every cell a neighbour of the
// one before under its moves and as many steps as it says, or is refused with a sentence.
import { describe, expect, it } from 'vitest';
import { algorithmInfo } from '../../../../src/shared/engine/catalog';
import { parsePathJson } from '../../../../src/shared/formats/pathExport';
import { hexDistance } from '../../../../src/shared/grid/hex';
import { FUZZ_TIMEOUT, fuzzCount, fuzzReport, fuzzSeed } from './fuzzBudget';
import { expectSentence } from './fuzzChecks';
import { damagePath, pathBases } from './fuzzCorpus';
import { pick, seeded } from './mutations';

const FILES = fuzzCount(600, 10_000);

describe('damaged path files', () => {
  it(`each of ${FILES} reads as a connected path inside its map or is refused with a sentence`, () => {
    const rand = seeded(fuzzSeed(14));
    let read = 0;
    for (let n = 0; n < FILES; n++) {
      try {
        const record = parsePathJson(damagePath(rand, pick(rand, pathBases())));
        const { path, settings } = record;
        expect(path.every(([x, y]) => x < record.map.width && y < record.map.height)).toBe(true);
        expect(record.steps).toBe(Math.max(0, path.length - 1));
        for (let i = 1; i < path.length && !algorithmInfo(settings.algorithm).anyAngle; i++) {
          const [[ax, ay], [bx, by]] = [path[i - 1]!, path[i]!];
          const apart = settings.topology === 'hex' ? hexDistance(ax, ay, bx, by) : settings.topology === 'square4' ? Math.abs(ax - bx) + Math.abs(ay - by) : Math.max(Math.abs(ax - bx), Math.abs(ay - by));
          expect(apart).toBe(1);
        }
        read++;
      } catch (e) {
        expectSentence(e);
      }
    }
    fuzzReport('damaged path files', FILES, read, FILES - read);
    expect(read).toBeGreaterThan(FILES / 50);
    expect(FILES - read).toBeGreaterThan(FILES / 2);
  }, FUZZ_TIMEOUT);
});
