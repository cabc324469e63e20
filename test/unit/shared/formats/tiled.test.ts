// Tiled maps: golden files in every tile data format Tiled writes read to the same layers (flip
// bits masked, groups entered, infinite maps flattened); tiles match terrain by name, or exactly
// when the tileset is A* Studio's; a map written as Tiled JSON reads back as the same map; maps
// A* Studio cannot use are refused with a sentence.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../../src/shared/formats/importError';
import { gridToTiled, parseTiledMap, suggestTiledMapping, tiledGidLabel, tiledGids, tiledToGrid, tilesetImageName, terrainTilesImage } from '../../../../src/shared/formats/tiled';
import { decodePngImage } from '../../../../src/shared/formats/pngMap';
import { createGrid } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';

const FIXTURES = resolve(process.cwd(), 'test/fixtures/formats');
const fixture = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');
const GROUND_GIDS = [1, 2, 3, 4, 1, 11, 0, 4, 3, 3, 1, 2];

function refusal(text: string): string {
  try {
    parseTiledMap(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return (e as Error).message;
  }
  throw new Error('expected the map to be refused');
}

describe('parseTiledMap on golden files', () => {
  it.each(['csv', 'base64', 'zlib', 'gzip'])('reads %s tile data: both tile layers, flip bits masked, the group named', (format) => {
    const map = parseTiledMap(fixture(`tiled-${format}.tmj`));
    expect([map.width, map.height, map.orientation]).toEqual([4, 3, 'orthogonal']);
    expect(map.layers.map((l) => l.name)).toEqual(['Ground', 'Details/Decor']);
    expect(Array.from(map.layers[0]!.gids)).toEqual(GROUND_GIDS);
    expect(map.layers[1]!.gids[5]).toBe(11);
    expect(map.tilesets.map((t) => [t.firstgid, t.name, t.tilecount])).toEqual([[1, 'terrain-demo', 5], [11, 'decor', 1]]);
  });

  it('reads a pointy-top odd-row hexagonal map as hexagonal', () => {
    expect(parseTiledMap(fixture('tiled-hex.tmj')).orientation).toBe('hexagonal');
  });

  it('flattens an infinite map into the rectangle its chunks span', () => {
    const map = parseTiledMap(fixture('tiled-infinite.tmj'));
    expect([map.width, map.height, map.origin]).toEqual([4, 4, { x: -2, y: -2 }]);
    expect(Array.from(map.layers[0]!.gids)).toEqual([1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 4, 3, 0, 0, 2, 1]);
  });
});

describe('tile ids to terrain', () => {
  const map = parseTiledMap(fixture('tiled-zlib.tmj'));

  it('counts the ids a layer uses and labels them for a mapping table', () => {
    expect(tiledGids(map, 0)).toEqual([
      { gid: 1, count: 3 },
      { gid: 2, count: 2 },
      { gid: 3, count: 3 },
      { gid: 4, count: 2 },
      { gid: 0, count: 1 },
      { gid: 11, count: 1 },
    ].sort((a, b) => b.count - a.count || a.gid - b.gid));
    expect(tiledGidLabel(map, 3)).toBe('Deep water (terrain-demo #2)');
    expect(tiledGidLabel(map, 11)).toBe('Grass (decor #0)');
    expect(tiledGidLabel(map, 0)).toBe('Empty');
  });

  it('matches tiles to terrain by their class, type or name (a whole word), empty cells to the wall', () => {
    const s = suggestTiledMapping(map, 0, defaultPalette());
    expect(s.fromStudio).toBe(false);
    expect(s.unmatched).toEqual([]);
    const grid = tiledToGrid(map, 0, s.mapping, s.palette);
    const names = Array.from(grid.terrain, (t) => grid.palette[t]!.name);
    expect(names).toEqual(['Ground', 'Road', 'Water', 'Wall', 'Ground', 'Grass', 'Wall', 'Wall', 'Water', 'Water', 'Ground', 'Road']);
  });

  it('leaves unmatched the tiles of a tileset whose names it cannot see, and refuses a grid without them', () => {
    const external = parseTiledMap(fixture('tiled-external-tileset.tmj'));
    expect(external.tilesets.map((t) => t.name)).toEqual(['dungeon.tsx', 'decor.tsj']);
    const s = suggestTiledMapping(external, 0, defaultPalette());
    expect(s.unmatched).toEqual([1, 3, 2, 4, 11]);
    expect(() => tiledToGrid(external, 0, s.mapping, s.palette)).toThrow(RangeError);
  });
});

describe('gridToTiled and back', () => {
  it('is the same map with the same palette, square or hex, through A* Studio\'s own tileset', () => {
    const palette = () => [...defaultPalette(), { name: 'Lava', color: 0xff4000, cost: 1000, passable: true }, { name: 'Deep water', color: 0x3f78c8, cost: 0.001, passable: false }];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.uint8Array({ minLength: 1600, maxLength: 1600 }), fc.boolean(), (w, h, cells, hex) => {
        const g = createGrid(w, h, 0, palette());
        for (let i = 0; i < w * h; i++) g.terrain[i] = cells[i]! % g.palette.length;
        const map = parseTiledMap(gridToTiled(g, 'Level 1', { topology: hex ? 'hex' : 'square' }));
        expect(map.orientation).toBe(hex ? 'hexagonal' : 'orthogonal');
        const s = suggestTiledMapping(map, 0, defaultPalette());
        expect(s.fromStudio).toBe(true);
        expect(tiledToGrid(map, 0, s.mapping, s.palette)).toEqual(g);
      }),
      { numRuns: 80 },
    );
  });

  it('names the tileset picture after the map and draws one tile per terrain', () => {
    expect(tilesetImageName('My level: 2/3')).toBe('My-level-2-3-terrain.png');
    expect(JSON.parse(gridToTiled(createGrid(2, 2), 'My level')).tilesets[0].image).toBe('My-level-terrain.png');
    const tiles = decodePngImage(terrainTilesImage(defaultPalette()));
    expect([tiles.width, tiles.height]).toEqual([7 * 16, 16]);
    expect(Array.from(tiles.rgba.subarray(5 * 16 * 4, 5 * 16 * 4 + 3))).toEqual([0x3f, 0x78, 0xc8]);
  });
});

describe('refusals', () => {
  it('says what to do in Tiled for an orientation, a stagger or a compression A* Studio cannot use', () => {
    expect(refusal(fixture('tiled-isometric.tmj'))).toMatch(/^This Tiled map is "isometric"; A\* Studio imports orthogonal maps and hexagonal ones/);
    expect(refusal(fixture('tiled-hex-even.tmj'))).toMatch(/add one empty row at the top and set Stagger Index to Odd/);
    expect(refusal(fixture('tiled-zstd.tmj'))).toBe(
      'This Tiled map\'s layer "Ground" is compressed with Zstandard, which A* Studio cannot read; in Tiled, set Map › Map Properties › Tile Layer Format to CSV or Base64 (zlib), save, then import again.',
    );
  });

  it('names a .tmx, a tileset, broken JSON and a map too large', () => {
    expect(refusal('<?xml version="1.0"?><map/>')).toMatch(/^This is an XML file \(a Tiled \.tmx map\?\)/);
    expect(refusal('{"type": "tileset", "tiles": []}')).toBe('This is a Tiled tileset, not a map; import the map (.tmj) that uses it.');
    expect(refusal('{"layers": [}')).toMatch(/^This file is not valid JSON \(line 1, column 13\)/);
    expect(refusal(fixture('tiled-csv.tmj').slice(0, 200))).toMatch(/cut short/);
    const big = JSON.parse(fixture('tiled-csv.tmj'));
    big.width = 5000;
    expect(refusal(JSON.stringify(big))).toBe(
      'This Tiled map is 5000 tiles in width, but A* Studio holds maps of at most 4096 cells a side; crop it in Tiled (Map › Resize Map), then import it again.',
    );
  });
});
