// The map hash a path export carries: SHA-256 (checked against Node's) over the documented bytes,
// equal for maps a search cannot tell apart and different when anything a search reads changes.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapHash } from '../../../../src/shared/formats/mapHash';
import { Sha256, sha256Hex } from '../../../../src/shared/formats/sha256';
import { cloneGrid, createGrid, type Grid } from '../../../../src/shared/grid/grid';

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('SHA-256', () => {
  it('gives the standard digests of the FIPS examples', () => {
    const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    expect(sha256Hex(ascii(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(ascii('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it("equals Node's digest for any bytes fed in any pieces", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.array(fc.nat(600), { maxLength: 6 }), (bytes, cuts) => {
        const hash = new Sha256();
        let at = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          const end = Math.min(cut, bytes.length);
          if (end > at) hash.update(bytes.subarray(at, end));
          at = Math.max(at, end);
        }
        hash.update(bytes.subarray(at));
        expect(hash.hex()).toBe(nodeSha(bytes));
      }),
      { numRuns: 300 },
    );
  });
});

/** The documented byte layout, built independently of mapHash.ts. */
function documentedBytes(grid: Grid): Uint8Array {
  const parts: number[] = [...Buffer.from('astar-studio-map/1\n', 'ascii')];
  const u32 = (n: number) => parts.push(n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24);
  u32(grid.width);
  u32(grid.height);
  u32(grid.palette.length);
  for (const t of grid.palette) {
    const f = Buffer.alloc(8);
    f.writeDoubleLE(t.cost);
    parts.push(...f, t.passable ? 1 : 0);
  }
  parts.push(...grid.terrain, grid.heights ? 1 : 0);
  for (const h of grid.heights ?? []) parts.push(h & 255, (h >> 8) & 255);
  return Uint8Array.from(parts);
}

describe('mapHash', () => {
  const base = () => {
    const g = createGrid(5, 3);
    g.terrain.set([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0]);
    return g;
  };

  it('is the SHA-256 of the documented bytes, with and without heights', () => {
    const g = base();
    expect(mapHash(g)).toBe(`sha256:${nodeSha(documentedBytes(g))}`);
    g.heights = Int16Array.from({ length: 15 }, (_, i) => (i - 7) * 1000);
    expect(mapHash(g)).toBe(`sha256:${nodeSha(documentedBytes(g))}`);
  });

  it('ignores names and colours, and changes with a cell, a cost, passability, a height or the size', () => {
    const g = base();
    const h = mapHash(g);
    const renamed = cloneGrid(g);
    renamed.palette[2] = { ...renamed.palette[2]!, name: 'Meadow', color: 0x00ff00 };
    expect(mapHash(renamed)).toBe(h);
    const changes: ((m: Grid) => void)[] = [
      (m) => (m.terrain[7] = 6),
      (m) => (m.palette[1]!.cost = 0.75),
      (m) => (m.palette[5]!.passable = true),
      (m) => (m.heights = new Int16Array(15)),
      (m) => Object.assign(m, { width: 3, height: 5 }),
    ];
    for (const change of changes) {
      const m = cloneGrid(g);
      change(m);
      expect(mapHash(m)).not.toBe(h);
    }
  });
});
