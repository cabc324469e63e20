// Damaged MovingAI maps and scenario files by the thousand (fuzzCorpus.ts): cells changed to other
// letters or control characters, header sizes that are not plain numbers, fields out of bounds or
// in exponent or hexadecimal notation, byte soup. Each reads as a usable map (or pairs inside the
// maps they name, within sane bounds) or is refused with a sentence naming the line.
import { describe, expect, it } from 'vitest';
import { parseMovingAiMap, parseMovingAiScenario } from '../../../../src/shared/formats/movingai';
import { MAX_MAP_SIDE } from '../../../../src/shared/grid/grid';
import { FUZZ_TIMEOUT, fuzzCount, fuzzReport, fuzzSeed } from './fuzzBudget';
import { expectSentence, expectUsableGrid } from './fuzzChecks';
import { damageMap, damageScenario, mapBases, scenarioBases } from './fuzzCorpus';
import { pick, seeded } from './mutations';

const FILES = fuzzCount(600, 10_000);

describe('damaged MovingAI maps', () => {
  it(`each of ${FILES} reads as a usable map or is refused with a sentence naming the line`, () => {
    const rand = seeded(fuzzSeed(13));
    let read = 0;
    for (let n = 0; n < FILES; n++) {
      try {
        expectUsableGrid(parseMovingAiMap(damageMap(rand, pick(rand, mapBases()))));
        read++;
      } catch (e) {
        expectSentence(e);
      }
    }
    fuzzReport('damaged MovingAI maps', FILES, read, FILES - read);
    expect(read).toBeGreaterThan(FILES / 50);
    expect(FILES - read).toBeGreaterThan(FILES / 2);
  }, FUZZ_TIMEOUT);
});

describe('damaged MovingAI scenarios', () => {
  it(`each of ${FILES} reads as pairs inside maps of sane size, or is refused with a sentence naming the line`, () => {
    const rand = seeded(fuzzSeed(15));
    let read = 0;
    for (let n = 0; n < FILES; n++) {
      try {
        const scenario = parseMovingAiScenario(damageScenario(rand, pick(rand, scenarioBases())));
        for (const e of scenario.entries) {
          const inside = (x: number, y: number) => Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < e.width && y < e.height;
          expect(inside(e.startX, e.startY) && inside(e.goalX, e.goalY)).toBe(true);
          expect(e.width <= MAX_MAP_SIDE && e.height <= MAX_MAP_SIDE).toBe(true);
          expect(Number.isInteger(e.bucket) && e.bucket >= 0 && e.bucket <= e.width * e.height).toBe(true);
          expect(Number.isFinite(e.optimal) && e.optimal >= 0 && e.optimal <= e.width * e.height * Math.SQRT2).toBe(true);
        }
        read++;
      } catch (e) {
        expectSentence(e);
      }
    }
    fuzzReport('damaged MovingAI scenarios', FILES, read, FILES - read);
    expect(read).toBeGreaterThan(FILES / 50);
    expect(FILES - read).toBeGreaterThan(FILES / 5);
  }, FUZZ_TIMEOUT);
});
