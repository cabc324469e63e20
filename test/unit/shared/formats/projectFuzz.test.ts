// Damaged project files by the thousand (projectCorpus.ts): characters flipped, text cut short,
// fields swapped, deleted, given huge numbers, the wrong type or text a terminal would obey, layers
// filled with deflate garbage or bombs; the seeds include a terrain layer inflating to a gibibyte.
// Each one either opens as a valid project or is refused with a ProjectFormatError whose message is
// a readable sentence: no other exception, no hang, and no layer inflated much past what its map
// declares.
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, CORNER_RULES, HEURISTICS, TIE_BREAKS, TOPOLOGIES } from '../../../../src/shared/engine/catalog';
import { firstSettingsProblem } from '../../../../src/shared/engine/index';
import type { SearchOptions } from '../../../../src/shared/engine/types';
import { INFLATE_SLICE, type InflateMeter } from '../../../../src/shared/formats/boundedInflate';
import { parseProject, ProjectFormatError, serializeProject, type Project } from '../../../../src/shared/formats/project';
import { MAX_MAP_SIDE } from '../../../../src/shared/grid/grid';
import { isTerrainCost } from '../../../../src/shared/grid/limits';
import { FUZZ_TIMEOUT, fuzzCount, fuzzSeed } from './fuzzBudget';
import { RAW_CHARACTERS } from './fuzzChecks';
import { pick, seeded } from './mutations';
import { damageProject, projectBases, projectBomb } from './projectCorpus';

const FILES = fuzzCount(1500, 20_000);
/** The most any one file may make the decoder inflate: its largest declared layers, plus one slice each. */
const INFLATE_BOUND = 3 * MAX_MAP_SIDE * MAX_MAP_SIDE + 2 * (Math.ceil((INFLATE_SLICE * 8) / 13) * 258 + 258);
/** Zod's own wording, which must never reach a person. */
const RAW_SCHEMA_TEXT = /Invalid input|Invalid discriminator|expected .* received|Too (small|big)|\bundefined\b|\[object /;

const NAMES: [keyof SearchOptions, readonly { name: string }[]][] = [
  ['algorithm', ALGORITHMS],
  ['heuristic', HEURISTICS],
  ['topology', TOPOLOGIES],
  ['cornerRule', CORNER_RULES],
  ['tieBreak', TIE_BREAKS],
];

/** A project the engine can take as it is: every size, index, cost and setting in bounds. */
function expectUsable(p: Project): void {
  const { width, height, terrain, heights, palette } = p.grid;
  const cells = width * height;
  expect(Number.isInteger(width) && width >= 1 && width <= MAX_MAP_SIDE && Number.isInteger(height) && height >= 1 && height <= MAX_MAP_SIDE).toBe(true);
  expect(terrain.length).toBe(cells);
  expect(heights === null || (heights instanceof Int16Array && heights.length === cells)).toBe(true);
  expect(palette.length >= 1 && palette.length <= 256 && palette.every((t) => t.name.length > 0 && isTerrainCost(t.cost))).toBe(true);
  expect(terrain.every((t) => t < palette.length)).toBe(true);
  for (const c of [p.start, p.goal]) expect(c === -1 || (c >= 0 && c < cells)).toBe(true);
  for (const options of [p.settings, ...p.setups.map((s) => s.options)]) {
    expect(firstSettingsProblem(options)).toBeNull();
    for (const [k, choices] of NAMES) expect(choices.some((c) => c.name === options[k])).toBe(true);
  }
  // What opened saves and opens again the same.
  expect(parseProject(serializeProject(p, 'fuzz'))).toEqual(p);
}

describe('damaged project files', () => {
  it('the gibibyte bomb in a terrain layer is refused, having inflated one slice past the layer', () => {
    const meter: InflateMeter = { produced: 0 };
    expect(() => parseProject(projectBomb(), { inflate: meter })).toThrow('The terrain layer decompresses to more than the 4096 bytes its map needs; the file is damaged or not safe to open. Restore it from a backup.');
    expect(meter.produced).toBeLessThanOrEqual(64 * 64 + INFLATE_SLICE * 1032 + 258);
  });

  it(`every one of ${FILES} opens as a usable project or is refused with a sentence`, () => {
    const rand = seeded(fuzzSeed(0x5eed));
    let opened = 0;
    const refusals = new Map<string, number>();
    for (let n = 0; n < FILES; n++) {
      const text = damageProject(rand, pick(rand, projectBases()));
      const meter: InflateMeter = { produced: 0 };
      let project: Project | null = null;
      try {
        project = parseProject(text, { inflate: meter });
      } catch (err) {
        if (!(err instanceof ProjectFormatError)) throw new Error(`file ${n} threw ${String(err)}:\n${text.slice(0, 400)}`);
        const message = err.message;
        expect(message, text.slice(0, 300)).toMatch(/^[A-Z].*\.$/s);
        expect(message.length).toBeLessThan(400);
        // One line, nothing a terminal would obey: a command line prints it as one, a dialog shows it as one paragraph.
        expect(message, JSON.stringify(message)).not.toMatch(RAW_CHARACTERS);
        expect(message, message).not.toMatch(RAW_SCHEMA_TEXT);
        const shape = message.replace(/\d+|"[^"]*"|'[^']*'/g, '…').slice(0, 60);
        refusals.set(shape, (refusals.get(shape) ?? 0) + 1);
      }
      expect(meter.produced).toBeLessThanOrEqual(INFLATE_BOUND);
      if (project) {
        expectUsable(project);
        opened++;
      }
    }
    const refused = FILES - opened;
    console.log(`fuzz: ${FILES} damaged project files: ${opened} opened as usable projects, ${refused} refused with ${refusals.size} kinds of sentence`);
    expect(opened).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(FILES / 2);
  }, FUZZ_TIMEOUT);
});
