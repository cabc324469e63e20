// Ten thousand damaged project files, made by a seeded mutator from valid ones: characters
// flipped, text cut short, fields swapped, deleted, given huge numbers or the wrong type, layers
// filled with deflate garbage or bombs. Each one either opens as a valid project or is refused
// with a ProjectFormatError whose message is a readable sentence: no other exception, no hang,
// and no layer inflated much past what its map declares.
import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, CORNER_RULES, HEURISTICS, TIE_BREAKS, TOPOLOGIES } from '../../../../src/shared/engine/catalog';
import { firstSettingsProblem } from '../../../../src/shared/engine/settings-problems';
import type { SearchOptions } from '../../../../src/shared/engine/types';
import { parseProject, ProjectFormatError, serializeProject, type Project } from '../../../../src/shared/formats/project';
import { base64ToBytes, bytesToBase64 } from '../../../../src/shared/formats/project-file/base64';
import { INFLATE_SLICE, type InflateMeter } from '../../../../src/shared/formats/bounded-inflate';
import { MAX_MAP_SIDE } from '../../../../src/shared/grid/grid';
import { isTerrainCost } from '../../../../src/shared/grid/limits';
import { zeroBomb } from './deflate-bomb';
import { projectArbitrary } from './project-arbitraries';

const FILES = 10_000;
/** The most any one file may make the decoder inflate: its largest declared layers, plus one slice each. */
const INFLATE_BOUND = 3 * MAX_MAP_SIDE * MAX_MAP_SIDE + 2 * (Math.ceil((INFLATE_SLICE * 8) / 13) * 258 + 258);
/** Zod's own wording, which must never reach a person. */
const RAW_SCHEMA_TEXT = /Invalid input|Invalid discriminator|expected .* received|Too (small|big)|\bundefined\b|\[object /;

function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = unknown;
type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const int = (rand: Rand, n: number) => Math.floor(rand() * n);

/** Every (container, key) in a JSON value, so a mutation can reach any field. */
function slots(root: Json): [Record<string | number, Json>, string | number][] {
  const out: [Record<string | number, Json>, string | number][] = [];
  const walk = (v: Json) => {
    if (v === null || typeof v !== 'object') return;
    for (const k of Object.keys(v)) {
      const key = Array.isArray(v) ? Number(k) : k;
      out.push([v as Record<string | number, Json>, key]);
      walk((v as Record<string, Json>)[k]);
    }
  };
  walk(root);
  return out;
}

const HUGE = [1e308, -1e308, 2 ** 53 + 2, 4096, 4097, MAX_MAP_SIDE * MAX_MAP_SIDE, -1, 0, 0.5, 1e-320, 255, 256, 2 ** 31];
const WRONG = [null, true, 'x', [], {}, 0, [1, 2], { a: 1 }, 'A'.repeat(300), [[0, 0]], '#zzzzzz'];
const CHARS = '{}[]",:0123456789.-eE+ abcxyz#\\nrtu/=é🌲\u0000\n';

/** Replaces a deflated layer's data with something broken. */
function deflateGarbage(rand: Rand, data: string): string {
  const bytes = base64ToBytes(data) ?? new Uint8Array(8);
  switch (int(rand, 6)) {
    case 0: {
      const copy = bytes.slice();
      for (let i = 0, n = 1 + int(rand, 4); i < n && copy.length > 0; i++) copy[int(rand, copy.length)]! ^= 1 << int(rand, 8);
      return bytesToBase64(copy);
    }
    case 1:
      return bytesToBase64(Uint8Array.from({ length: 1 + int(rand, 64) }, () => int(rand, 256)));
    case 2:
      return bytesToBase64(bytes.subarray(0, int(rand, bytes.length)));
    case 3:
      return bytesToBase64(deflateSync(new Uint8Array(int(rand, 2000))));
    case 4:
      return bytesToBase64(zeroBomb(2000 + int(rand, 20_000)));
    default:
      return data.slice(0, int(rand, data.length)) + pick(rand, ['*', '!', 'é', '====']) + data.slice(int(rand, data.length));
  }
}

/** One damaged copy of `text`. */
function mutate(rand: Rand, text: string): string {
  const kind = int(rand, 9);
  if (kind === 0) {
    const chars = [...text];
    for (let i = 0, n = 1 + int(rand, 8); i < n; i++) chars[int(rand, chars.length)] = pick(rand, [...CHARS]);
    return chars.join('');
  }
  if (kind === 1) return text.slice(0, int(rand, text.length));
  if (kind === 2) return text.replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi, (m) => (rand() < 0.05 ? pick(rand, ['1e400', '-1e400', '99999999999999999999', '-0', '1.5']) : m));
  const json = JSON.parse(text) as Json;
  const all = slots(json);
  const [obj, key] = pick(rand, all);
  switch (kind) {
    case 3: {
      const [other, otherKey] = pick(rand, all);
      const v = obj[key];
      obj[key] = other[otherKey];
      other[otherKey] = v;
      break;
    }
    case 4:
      obj[key] = pick(rand, HUGE);
      break;
    case 5:
      obj[key] = pick(rand, WRONG);
      break;
    case 6: {
      const layers = all.filter(([o, k]) => k === 'data' && typeof o[k] === 'string');
      if (layers.length > 0) {
        const [o, k] = pick(rand, layers);
        o[k] = deflateGarbage(rand, o[k] as string);
      } else obj[key] = pick(rand, WRONG);
      break;
    }
    case 7:
      if (Array.isArray(obj)) obj.splice(key as number, 1);
      else delete obj[key];
      break;
    default: {
      const map = (json as { map?: Record<string, Json> }).map;
      if (map && typeof map === 'object') map[pick(rand, ['width', 'height'])] = pick(rand, [1, 2, 3, 64, 1000, MAX_MAP_SIDE, MAX_MAP_SIDE + 1]);
    }
  }
  return JSON.stringify(json);
}

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
  it(`every one of ${FILES} opens as a usable project or is refused with a sentence`, () => {
    const bases = fc.sample(projectArbitrary(12), { numRuns: 12, seed: 20261123 }).map((p, i) => serializeProject(p, '0.2.0', { readableTerrain: i % 3 === 0 }));
    const rand = mulberry32(0x5eed);
    let opened = 0;
    const refusals = new Map<string, number>();
    for (let n = 0; n < FILES; n++) {
      let text = mutate(rand, pick(rand, bases));
      // Some files are damaged twice over.
      if (rand() < 0.2) {
        try {
          text = mutate(rand, text);
        } catch {
          // The first damage left text that is no longer JSON: keep it as it is.
        }
      }
      const probe: InflateMeter = { produced: 0 };
      let project: Project | null = null;
      try {
        project = parseProject(text, { inflate: probe });
      } catch (err) {
        if (!(err instanceof ProjectFormatError)) throw new Error(`file ${n} threw ${String(err)}:\n${text.slice(0, 400)}`);
        const message = err.message;
        expect(message, text.slice(0, 300)).toMatch(/^[A-Z].*\.$/s);
        expect(message.length).toBeLessThan(400);
        // One line: a command line prints it as one, a dialog shows it as one paragraph.
        expect(message, message).not.toMatch(/[\u0000-\u001f]/);
        expect(message, message).not.toMatch(RAW_SCHEMA_TEXT);
        const shape = message.replace(/\d+|"[^"]*"|'[^']*'/g, '…').slice(0, 60);
        refusals.set(shape, (refusals.get(shape) ?? 0) + 1);
      }
      expect(probe.produced).toBeLessThanOrEqual(INFLATE_BOUND);
      if (project) {
        expectUsable(project);
        opened++;
      }
    }
    const refused = FILES - opened;
    console.log(`fuzz: ${FILES} damaged project files: ${opened} opened as usable projects, ${refused} refused with ${refusals.size} kinds of sentence`);
    expect(opened).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(FILES / 2);
  }, 120_000);
});
