// Converting between the four map formats by extension: every pair on the golden files reads
// back, lossless pairs give the same map, lossy ones say what they dropped in sentences.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { strFromU8, strToU8 } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMap } from '../../../../src/shared/formats/conversions';
import { mapFormatOf, type MapFormatName } from '../../../../src/shared/formats/mapFormats';
import { ImportError } from '../../../../src/shared/formats/importError';
import { parseMovingAiMap } from '../../../../src/shared/formats/movingai';
import { createProject, parseProject, serializeProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';

const FIXTURES = resolve(process.cwd(), 'test/fixtures/formats');
const bytesOf = (name: string) => new Uint8Array(readFileSync(resolve(FIXTURES, name)));

/** A 5×4 project on the app's palette with costs, heights, a start, a goal and notes. */
function sampleProject(topology: 'square8' | 'hex' = 'square8') {
  const grid = createGrid(5, 4);
  grid.terrain.set([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5]);
  grid.heights = Int16Array.from({ length: 20 }, (_, i) => i * 3);
  const project = { ...createProject(grid, 'Sample'), start: 0, goal: 19, notes: 'hi' };
  project.settings = { ...project.settings, topology, heuristic: topology === 'hex' ? 'hex' : 'octile' };
  return project;
}
const projectBytes = (topology?: 'square8' | 'hex') => strToU8(serializeProject(sampleProject(topology), 'test'));

const INPUTS: [string, () => Uint8Array][] = [
  ['tiny.map', () => bytesOf('tiny.map')],
  ['sample.astar', () => projectBytes()],
  ['rgb8.png', () => bytesOf('rgb8.png')],
  ['tiled-zlib.tmj', () => bytesOf('tiled-zlib.tmj')],
];
const OUTPUTS = ['out.astar', 'out.map', 'out.png', 'out.tmj'];

/** Reads any converted file back as a project, through the converter itself. */
const backToProject = (name: string, bytes: Uint8Array) => parseProject(strFromU8(convertMap(name, bytes, 'back.astar').bytes));

describe('convertMap', () => {
  it.each(INPUTS.flatMap(([input, bytes]) => OUTPUTS.map((output) => [input, output, bytes] as const)))('%s → %s reads back as the same size of map', (input, output, bytes) => {
    const source = backToProject(input, bytes());
    const { bytes: out, dropped } = convertMap(input, bytes(), output, { appVersion: '9.9.9' });
    const back = backToProject(output, out);
    expect([back.grid.width, back.grid.height]).toEqual([source.grid.width, source.grid.height]);
    expect(dropped.every((s) => /^[A-Z][^:]+: .+\.$/.test(s))).toBe(true);
    if (output === 'out.astar') expect(JSON.parse(strFromU8(out)).appVersion).toBe('9.9.9');
  });

  it('says a project\'s unit types are left out of a format that keeps only the map', () => {
    const grid = createGrid(3, 2);
    grid.unitTypes = [{ name: 'Tank', costs: [2] }, { name: 'Boat', costs: [null] }];
    const project = serializeProject(createProject(grid), 'test');
    expect(convertMap('units.astar', strToU8(project), 'units.map').dropped.at(-1)).toBe('Project details: a .map keeps only the map, so the search settings and 2 unit types are left out.');
  });

  it('gives a MovingAI map back as the same map after a project, byte for byte', () => {
    const map = bytesOf('tiny.map');
    const project = convertMap('tiny.map', map, 'tiny.astar');
    expect(project.dropped).toEqual([]);
    const again = convertMap('tiny.astar', project.bytes, 'again.map');
    expect(again.dropped).toEqual(['Project details: a .map keeps only the map, so the search settings are left out.']);
    expect(strFromU8(again.bytes)).toBe(strFromU8(map).replace(/G/g, '.').replace(/O/g, '@'));
    expect(parseMovingAiMap(strFromU8(again.bytes))).toEqual(parseMovingAiMap(strFromU8(map)));
  });

  it('keeps palette, costs and cells through PNG and Tiled, naming the heights and project details it drops', () => {
    const source = sampleProject();
    for (const output of ['p.png', 'p.tmj']) {
      const { bytes, dropped } = convertMap('p.astar', projectBytes(), output);
      const back = backToProject(output, bytes);
      expect(back.grid.palette).toEqual(source.grid.palette);
      expect(back.grid.terrain).toEqual(source.grid.terrain);
      expect(back.grid.heights).toBeNull();
      expect(dropped[0]).toMatch(/^Heights: /);
      expect(dropped.at(-1)).toBe(`Project details: ${output.endsWith('png') ? 'a picture' : 'a Tiled map'} keeps only the map, so the start and goal, the search settings and the notes are left out.`);
    }
  });

  it('keeps a hex map hex through Tiled, and says a picture and a .map lose the layout', () => {
    const tiled = convertMap('h.astar', projectBytes('hex'), 'h.tmj');
    expect(tiled.companions.map((c) => c.name)).toEqual(['h-terrain.png']);
    const back = backToProject('h.tmj', tiled.bytes);
    expect(back.settings.topology).toBe('hex');
    expect(back.settings.heuristic).toBe('hex');
    expect(convertMap('h.astar', projectBytes('hex'), 'h.png').dropped).toContain(
      'Hex layout: a picture has square pixels, so the hexes become squares in the same rows and columns (importing it gives a square map).',
    );
    expect(convertMap('h.astar', projectBytes('hex'), 'h.map').dropped.some((s) => s.startsWith('Hex layout: '))).toBe(true);
  });

  it('says which colours it guessed, which layers and empty cells it could not keep', () => {
    const image = convertMap('a.png', bytesOf('rgb8.png'), 'a.astar');
    // Its colours are the palette's but for one cell of opaque black.
    expect(image.dropped).toEqual(['Colours: 1 colour is not a terrain colour and became the nearest terrain (#000000 → Wall).']);
    const adam7 = convertMap('b.png', bytesOf('rgba8-adam7.png'), 'b.astar');
    expect(adam7.dropped).toEqual(['Transparency: 1 transparent pixel became Wall.']);
    const grey = convertMap('g.png', bytesOf('grey1.png'), 'g.astar');
    expect(grey.dropped[0]).toMatch(/^Colours: 2 colours are not a terrain colour and became the nearest terrain \(#000000 → Wall, #ffffff → /);
    const tiled = convertMap('t.tmj', bytesOf('tiled-csv.tmj'), 't.astar');
    expect(tiled.dropped).toEqual(['Layers: only "Ground" became the map; "Details/Decor" was left out.', 'Empty cells: 1 cell with no tile became Wall.']);
    const decor = convertMap('t.tmj', bytesOf('tiled-csv.tmj'), 't.astar', { layer: 'Details/Decor' });
    expect(parseProject(strFromU8(decor.bytes)).grid.terrain.filter((t) => t === 2).length).toBe(1);
  });

  it('refuses unknown extensions, unknown layers and tiles it cannot name, with sentences', () => {
    expect(() => convertMap('a.bmp', new Uint8Array(1), 'b.map')).toThrow('"a.bmp" ends in none of .astar, .astar.json, .map, .png or .tmj, so A* Studio cannot tell its format; name the file with one of those extensions.');
    expect(() => convertMap('t.tmj', bytesOf('tiled-csv.tmj'), 't.map', { layer: 'Sky' })).toThrow('This Tiled map has no tile layer "Sky"; its tile layers are "Ground", "Details/Decor".');
    expect(() => convertMap('t.tmj', bytesOf('tiled-external-tileset.tmj'), 't.map')).toThrow(
      /^Tiles Tile 0 \(dungeon\.tsx #0\), .* and 1 more of this Tiled map name no terrain of the palette \(Ground, Road, Grass, Forest, Swamp, Water, Wall\); import the map in A\* Studio \(File › Import › Tiled map…\), where you choose a terrain for each tile\.$/,
    );
    expect(() => convertMap('x.astar', strToU8('{"format": "nope"}'), 'x.map')).toThrow(ImportError);
  });

  it('tells formats apart by extension in any case', () => {
    const cases: [string, MapFormatName | null][] = [['A.ASTAR', 'project'], ['a.astar.json', 'project'], ['a.map', 'movingai'], ['a.map.scen', null], ['a.PNG', 'png'], ['a.tmj', 'tiled'], ['a.json', null]];
    for (const [name, format] of cases) expect(mapFormatOf(name), name).toBe(format);
  });
});

describe('lossless round trips (property)', () => {
  it('.map → project → .map, project → .tmj → project and project → .png → project keep the map', () => {
    const palette = defaultPalette();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.uint8Array({ minLength: 900, maxLength: 900 }), (w, h, cells) => {
        const rows = Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, x) => '.@TSW'[cells[y * w + x]! % 5]).join(''));
        const map = strToU8(`type octile\nheight ${h}\nwidth ${w}\nmap\n${rows.join('\n')}\n`);
        const viaProject = convertMap('m.astar', convertMap('m.map', map, 'm.astar').bytes, 'm.map').bytes;
        expect(strFromU8(viaProject)).toBe(strFromU8(map));

        const grid = createGrid(w, h, 0, palette.map((t) => ({ ...t })));
        for (let i = 0; i < w * h; i++) grid.terrain[i] = cells[i]! % palette.length;
        const project = strToU8(serializeProject(createProject(grid, 'P'), 't'));
        for (const via of ['p.tmj', 'p.png']) {
          const back = parseProject(strFromU8(convertMap(via, convertMap('p.astar', project, via).bytes, 'p.astar').bytes));
          expect(back.grid).toEqual(grid);
        }
      }),
      { numRuns: 60 },
    );
  });
});
