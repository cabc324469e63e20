// Project files: what is saved opens again identical, format 1 files keep opening, every sample
// opens, and a file A* Studio cannot use is refused with a sentence that says what to change.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/types';
import {
  createProject,
  parseProject,
  PROJECT_EXTENSIONS,
  PROJECT_FORMAT_VERSION,
  ProjectFormatError,
  serializeProject,
  type Project,
} from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { projectArbitrary } from './projectArbitraries';

const SAMPLES = 'resources/samples';

function sampleProject(): Project {
  const grid = createGrid(37, 23, 0);
  for (let i = 0; i < grid.terrain.length; i++) grid.terrain[i] = (i * 7) % grid.palette.length;
  grid.heights = Int16Array.from({ length: 37 * 23 }, (_, i) => (i % 91) - 45);
  return {
    ...createProject(grid, 'Test'),
    start: 5,
    goal: 37 * 23 - 1,
    settings: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'weighted-astar', weight: 1.5, topology: 'square4', heightCosting: { uphill: 2, downhill: 0.5 } },
    setups: [{ name: 'Dijkstra', options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' } }],
    notes: 'Bridge at the north ford.\nSecond line.',
  };
}

/** The file of sampleProject() as JSON, changed by `edit`, as text. */
function edited(edit: (file: any) => void): string {
  const file = JSON.parse(serializeProject(sampleProject(), '0.2.0'));
  edit(file);
  return JSON.stringify(file);
}

function messageOf(text: string): string {
  try {
    parseProject(text);
  } catch (err) {
    expect(err).toBeInstanceOf(ProjectFormatError);
    return (err as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('saving and opening a project', () => {
  it('gives back the same layers and metadata for any small project, compressed or readable', () => {
    fc.assert(
      fc.property(projectArbitrary(), fc.boolean(), (project, readableTerrain) => {
        const text = serializeProject(project, '0.2.0', { readableTerrain });
        expect(parseProject(text)).toEqual(project);
      }),
      { numRuns: 300 },
    );
  });

  it('writes format 2 with the map, its topology, settings, setups and notes where a person can read them', () => {
    const file = JSON.parse(serializeProject(sampleProject(), '0.2.0'));
    expect(file).toMatchObject({
      format: 'astar-studio-project',
      formatVersion: PROJECT_FORMAT_VERSION,
      appVersion: '0.2.0',
      name: 'Test',
      notes: 'Bridge at the north ford.\nSecond line.',
      map: { width: 37, height: 23, topology: 'square4', terrain: { encoding: 'deflate-base64' }, heights: { encoding: 'deflate-base64', layout: 'row-delta' } },
      start: [5, 0],
      goal: [36, 22],
      search: { algorithm: 'weighted-astar', weight: 1.5, heightCosting: { uphill: 2, downhill: 0.5 } },
      setups: [{ name: 'Dijkstra', search: { algorithm: 'dijkstra', topology: 'square8' } }],
    });
    expect(file.search).not.toHaveProperty('topology');
    expect(PROJECT_EXTENSIONS).toEqual(['.astar', '.astar.json']);
  });

  it('keeps the route’s waypoints in order, and refuses one outside the map with a sentence', () => {
    const p = { ...sampleProject(), waypoints: [3 * 37 + 4, 10, 22 * 37 + 36] };
    const file = JSON.parse(serializeProject(p, '0.2.0'));
    expect(file.waypoints).toEqual([[4, 3], [10, 0], [36, 22]]);
    expect(parseProject(serializeProject(p, '0.2.0')).waypoints).toEqual(p.waypoints);
    file.waypoints = [[40, 1]];
    expect(() => parseProject(JSON.stringify(file))).toThrow('The waypoint 1 40,1 lies outside the 37×23 map');
    expect(() => serializeProject({ ...p, waypoints: [37 * 23] }, '0.2.0')).toThrow('Waypoint 1 lies outside the map');
  });

  it('keeps the unit types and their costs per terrain, and refuses a duplicate name or a cost out of bounds with a sentence', () => {
    const unitTypes = [{ name: 'Tank', costs: [2, null] }, { name: 'Boat', costs: [null] }];
    const p = { ...sampleProject(), grid: { ...sampleProject().grid, unitTypes }, settings: { ...sampleProject().settings, unitType: 'Tank' } };
    const file = JSON.parse(serializeProject(p, '0.2.0'));
    expect(file.map.unitTypes).toEqual(unitTypes);
    expect(file.search.unitType).toBe('Tank');
    expect(parseProject(serializeProject(p, '0.2.0'))).toEqual(p);
    file.map.unitTypes = [{ name: 'Tank', costs: [1] }, { name: 'Tank', costs: [] }];
    expect(() => parseProject(JSON.stringify(file))).toThrow('Unit type 2 ("Tank") has the name of unit type 1; give each unit type its own name. Fix the file\'s "unitTypes", or delete them.');
    file.map.unitTypes = [{ name: 'Tank', costs: [0] }];
    expect(() => parseProject(JSON.stringify(file))).toThrow(/^Unit type 1 \("Tank"\) gives terrain 1 the cost 0; a cost must be a number between/);
    expect(() => serializeProject({ ...p, grid: { ...p.grid, unitTypes: [{ name: 'Tank', costs: [1e9] }] } }, '0.2.0')).toThrow(/the cost 1000000000.*Then save\./);
  });

  it('fills what a hand-written file leaves out with the defaults', () => {
    const text = JSON.stringify({
      format: 'astar-studio-project',
      formatVersion: 2,
      map: { width: 3, height: 2, palette: [{ name: 'Ground', color: '#c8b78e', cost: 1, passable: true }, { name: 'Wall', color: '#2b2b33', cost: 1, passable: false }], terrain: { encoding: 'rows', legend: '.#', rows: ['..#', '#..'] } },
      search: { algorithm: 'jps' },
    });
    const p = parseProject(text);
    expect(Array.from(p.grid.terrain)).toEqual([0, 0, 1, 1, 0, 0]);
    expect(p).toMatchObject({ name: 'Untitled', start: -1, goal: -1, notes: '', setups: [], settings: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jps' } });
    expect(p.grid.heights).toBeNull();
  });

  it.each(readdirSync(SAMPLES).filter((f) => PROJECT_EXTENSIONS.some((e) => f.endsWith(e))))('opens the sample %s and saves it back unchanged', (name) => {
    const sample = parseProject(readFileSync(`${SAMPLES}/${name}`, 'utf8'));
    expect(sample.grid.terrain.length).toBe(sample.grid.width * sample.grid.height);
    expect(sample.start).toBeGreaterThanOrEqual(0);
    expect(sample.goal).toBeGreaterThanOrEqual(0);
    expect(parseProject(serializeProject(sample, '0.2.0'))).toEqual(sample);
  });
});

describe('format 1 files', () => {
  const v1 = {
    format: 'astar-studio-project',
    formatVersion: 1,
    appVersion: '0.1.0',
    name: 'Old',
    map: {
      width: 2,
      height: 2,
      palette: [{ name: 'Ground', color: '#c8b78e', cost: 1, passable: true }, { name: 'Wall', color: '#2b2b33', cost: 1, passable: false }],
      terrain: { encoding: 'rows', legend: '.#', rows: ['.#', '..'] },
      // Plain little-endian int16: 1, -2, 300, -32768.
      heights: { encoding: 'deflate-base64', data: 'Y2T491+HkaEBAA==' },
    },
    start: [0, 0],
    goal: [1, 1],
  };

  it('open with A* Studio 0.1 settings, their heights read as plain int16', () => {
    const p = parseProject(JSON.stringify(v1));
    expect(Array.from(p.grid.terrain)).toEqual([0, 1, 0, 0]);
    expect(Array.from(p.grid.heights!)).toEqual([1, -2, 300, -32768]);
    expect(p).toMatchObject({ name: 'Old', start: 0, goal: 3, settings: { algorithm: 'astar', heuristic: 'octile', topology: 'square8' }, setups: [], notes: '' });
  });

  it('open as A* Studio 0.1 wrote them: the river valley it shipped is the map of today\'s sample', () => {
    const old = parseProject(readFileSync('test/unit/shared/formats/fixtures/river-valley-format1.astar.json', 'utf8'));
    const today = parseProject(readFileSync(`${SAMPLES}/river-valley.astar.json`, 'utf8'));
    expect(old.grid).toEqual(today.grid);
    expect([old.start, old.goal]).toEqual([today.start, today.goal]);
    expect(old.settings).toEqual(DEFAULT_SEARCH_OPTIONS);
  });

  it('save as format 4 and open the same', () => {
    const p = parseProject(JSON.stringify(v1));
    expect(JSON.parse(serializeProject(p, '0.2.0')).formatVersion).toBe(4);
    expect(parseProject(serializeProject(p, '0.2.0'))).toEqual(p);
  });
});

describe('a file A* Studio cannot use', () => {
  it.each([
    ['text that is not JSON', '{\n  "format": "astar-studio-project",\n  "name": "x"\n  "notes": ""\n}', /^This file is not valid JSON: line 4, column 3 has a quotation mark where JSON does not allow it \(a missing comma, quote or bracket nearby\?\); fix it there, or restore the file from a backup\.$/],
    ['JSON cut short', '{"format": "astar-studio-project", "map": {"wid', /^This file ends in the middle of its JSON, so it was cut short; restore it from a backup\.$/],
    ['an empty file', '', /^This file is empty or not JSON text/],
    ['another format', '{"format":"tiled"}', /^This file is not an A\* Studio project/],
    ['a list', '[1,2]', /^This file is not an A\* Studio project/],
    ['a newer format', '{"format":"astar-studio-project","formatVersion":5,"appVersion":"0.9.0"}', /^This project was saved by a newer A\* Studio 0\.9\.0 \(format 5\); update A\* Studio to open it\.$/],
    ['a format version of 0', '{"format":"astar-studio-project","formatVersion":0}', /"formatVersion" must be a whole number from 1 to 4/],
  ])('refuses %s', (_what, text, message) => {
    expect(messageOf(text)).toMatch(message);
  });

  it.each([
    ['a map too wide', (f: any) => (f.map.width = 5000), "The map's width must be a whole number from 1 to 4096; this file says 5000."],
    ['a map with no height', (f: any) => delete f.map.height, "The map's height must be a whole number from 1 to 4096; this file leaves it out."],
    ['a terrain cost too small', (f: any) => (f.map.palette[1].cost = 1e-9), 'Terrain "Road" costs 1e-9; a cost must be between 0.001 and 1000000 (1 is ordinary ground). Set a cost in that range.'],
    ['a terrain cost that is text', (f: any) => (f.map.palette[1].cost = 'cheap'), 'Terrain "Road" needs a cost: a number such as 1 (ordinary ground); this file says "cheap".'],
    ['a colour by name', (f: any) => (f.map.palette[0].color = 'red'), 'Terrain "Ground" needs a colour written #rrggbb, such as #3f78c8; this file says "red".'],
    ['more terrain types than a cell can hold', (f: any) => (f.map.palette = Array(257).fill(f.map.palette[0])), 'The palette must list 1 to 256 terrain types; this file has 257.'],
    ['an unknown algorithm', (f: any) => (f.search.algorithm = 'dfs'), /^The algorithm must be one of astar, weighted-astar, .*; this file says "dfs", which this A\* Studio does not know/],
    ['a setup with a weight below 1', (f: any) => (f.setups[0].search.weight = 0.5), 'Saved search setup "Dijkstra": the heuristic weight must be a number from 1 to 1000; this file says 0.5.'],
    ['a negative node budget', (f: any) => (f.search.maxExpansions = -1), 'The node budget must be a whole number from 0 (no limit) to 2147483647; this file says -1.'],
    ['a huge uphill cost', (f: any) => (f.search.heightCosting.uphill = 1e300), 'The uphill cost must be a number from 0 to 1000 per unit of height; this file says 1e+300.'],
    ['a start with three numbers', (f: any) => (f.start = [1, 2, 3]), /^The start must be a cell written \[x, y\] .*; this file has a list of 3\.$/],
    ['a goal outside the map', (f: any) => (f.goal = [40, 2]), 'The goal 40,2 lies outside the 37×23 map (x must be below 37 and y below 23); move it inside the map or set it to null.'],
    ['an unknown terrain encoding', (f: any) => (f.map.terrain = { encoding: 'zip' }), 'The terrain layer\'s encoding must be "rows" or "deflate-base64"; this file says "zip".'],
    ['terrain data that is not base64', (f: any) => (f.map.terrain.data = '*not base64*'), "The terrain layer's data is not base64 text; the file is damaged. Restore it from a backup."],
    ['cut-short terrain', (f: any) => (f.map.terrain.data = f.map.terrain.data.slice(0, 12)), /^The terrain layer is damaged and cannot be decompressed|^The terrain layer decompresses to \d+ bytes, but the map needs 851/],
    ['notes of the wrong type', (f: any) => (f.notes = 42), 'The notes must be text; this file says 42.'],
  ])('names the problem with %s', (_what, edit, message) => {
    const m = messageOf(edited(edit));
    if (typeof message === 'string') expect(m).toBe(message);
    else expect(m).toMatch(message);
  });

  it('names the line and column of a terrain the palette does not have', () => {
    const small = createProject(createGrid(6, 4), 'Small');
    small.grid.palette = small.grid.palette.slice(0, 5);
    small.grid.terrain[2 * 6 + 3] = 4;
    const file = JSON.parse(serializeProject(small, '0.2.0'));
    file.map.palette = file.map.palette.slice(0, 4);
    expect(messageOf(JSON.stringify(file))).toBe(
      'Line 3, column 4 of the terrain layer uses terrain 4, but the palette has 4 types (0 to 3); add types to the palette or repaint those cells.',
    );
  });

  it('names the line and column of a symbol missing from the legend', () => {
    const text = edited((f) => {
      f.map = { ...f.map, width: 3, height: 2, terrain: { encoding: 'rows', legend: '.#', rows: ['..#', '.x.'] }, heights: null };
      f.start = f.goal = null;
    });
    expect(messageOf(text)).toBe('Line 2, column 2 of the terrain layer has \'x\', which is not in the legend ".#"; use a legend symbol or add it to the legend.');
  });
});

describe('saving a project that would not open again', () => {
  it('is refused with what to change', () => {
    const p = sampleProject();
    p.grid.palette[0]!.cost = 0;
    expect(() => serializeProject(p, '0.2.0')).toThrow('Terrain "Ground" costs 0; a cost must be between 0.001 and 1000000');
    const q = sampleProject();
    q.settings.weight = Number.NaN;
    expect(() => serializeProject(q, '0.2.0')).toThrow('The search settings: type a heuristic weight from 1 to 1000, such as 1.5. Then save.');
    const r = sampleProject();
    r.notes = 'x'.repeat(2_000_000);
    expect(() => serializeProject(r, '0.2.0')).toThrow(ProjectFormatError);
  });
});
