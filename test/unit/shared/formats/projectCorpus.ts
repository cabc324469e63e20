// The project files of the fuzz corpus: random projects (some with readable terrain), one whose
// terrain layer is a bomb (a gibibyte in the full fuzz), and a seeded mutator: characters flipped, text cut short,
// numbers made huge, fields swapped, deleted or given the wrong type or text a terminal would obey,
// layers filled with deflate garbage or bombs, the map's size changed under its layers.
import fc from 'fast-check';
import { createProject, serializeProject } from '../../../../src/shared/formats/project';
import { base64ToBytes, bytesToBase64 } from '../../../../src/shared/formats/projectFile/base64';
import { createGrid, MAX_MAP_SIDE } from '../../../../src/shared/grid/grid';
import { deflateZeros, GIBIBYTE_MIB, zeroBomb } from './deflateBomb';
import { BASE_BOMB_MIB } from './fuzzBudget';
import { int, once, pick, slots, TERMINAL_ESCAPES, zlibOf, type Json, type Rand } from './mutations';
import { projectArbitrary } from './projectArbitraries';

/** A 64×64 project whose terrain layer inflates to `mib` MiB. */
export function projectBomb(mib = GIBIBYTE_MIB): string {
  const bomb = JSON.parse(serializeProject(createProject(createGrid(64, 64), 'Bomb'), '0.2.0')) as { map: { terrain: { data: string } } };
  bomb.map.terrain.data = bytesToBase64(deflateZeros(mib));
  return JSON.stringify(bomb);
}

/** Random projects, every third with readable terrain, and a terrain-layer bomb. */
export const projectBases = once(() => [
  ...fc.sample(projectArbitrary(12), { numRuns: 12, seed: 20261123 }).map((p, i) => serializeProject(p, '0.2.0', { readableTerrain: i % 3 === 0 })),
  projectBomb(BASE_BOMB_MIB),
]);

const HUGE = [1e308, -1e308, 2 ** 53 + 2, 4096, 4097, MAX_MAP_SIDE * MAX_MAP_SIDE, -1, 0, 0.5, 1e-320, 255, 256, 2 ** 31];
const WRONG = [null, true, 'x', [], {}, 0, [1, 2], { a: 1 }, 'A'.repeat(300), [[0, 0]], '#zzzzzz', TERMINAL_ESCAPES];
const CHARS = '{}[]",:0123456789.-eE+ abcxyz#\\nrtu/=é🌲\u0000\n\u001b\u202e';

/** Replaces a deflated layer's data with something broken. */
function deflateGarbage(rand: Rand, data: string): string {
  const bytes = base64ToBytes(data) ?? new Uint8Array(8);
  switch (int(rand, 7)) {
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
      return bytesToBase64(zlibOf(int(rand, 2000)).subarray(2, -4));
    case 4:
      return bytesToBase64(zeroBomb(2000 + int(rand, 20_000)));
    case 5:
      return bytesToBase64(deflateZeros(1 + int(rand, 64)));
    default:
      return data.slice(0, int(rand, data.length)) + pick(rand, ['*', '!', 'é', '====']) + data.slice(int(rand, data.length));
  }
}

/** One damaged copy of a project's text: characters, a cut, numbers, fields, layers or the map's size. */
function damageProjectOnce(rand: Rand, text: string): string {
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

/** A damaged project file, a fifth of them damaged twice over. */
export function damageProject(rand: Rand, base: string): string {
  let text = damageProjectOnce(rand, base);
  if (rand() < 0.2) {
    try {
      text = damageProjectOnce(rand, text);
    } catch {
      // The first damage left text that is no longer JSON: keep it as it is.
    }
  }
  return text;
}
