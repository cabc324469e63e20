// `astar-studio convert` on the golden files: every pair of formats written and read back, what
// was lost on stderr, --lossless refusing, a Tiled map's tileset picture beside it, and files it
// cannot use refused with exit status 2 and a sentence. `path --format json` is the app's path
// file: settings, app version and map hash.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, runBuiltCli } from './builtCli';
import { main } from '../../../src/cli/main';
import { runSearch } from '../../../src/shared/engine/index';
import { convertMap } from '../../../src/shared/formats/conversions';
import { mapHash } from '../../../src/shared/formats/mapHash';
import { parseMovingAiMap } from '../../../src/shared/formats/movingai';
import { parsePathJson } from '../../../src/shared/formats/pathExport';
import { createProject, parseProject, serializeProject } from '../../../src/shared/formats/project';
import { createGrid } from '../../../src/shared/grid/grid';
import packageJson from '../../../package.json';

beforeAll(ensureBuiltCli);

const FIXTURES = resolve(process.cwd(), 'test/fixtures/formats');
const dir = mkdtempSync(join(tmpdir(), 'astar-cli-convert-'));

function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

/** A 6×3 project with costs and heights, a start and a goal. */
function projectFile(): string {
  const grid = createGrid(6, 3);
  grid.terrain.set([0, 1, 2, 3, 4, 0, 0, 6, 6, 6, 5, 0, 0, 1, 1, 1, 1, 0]);
  grid.heights = Int16Array.from({ length: 18 }, (_, i) => i);
  const path = join(dir, 'sample.astar');
  writeFileSync(path, serializeProject({ ...createProject(grid, 'Sample'), start: 0, goal: 5 }, 'test'));
  return path;
}

const INPUTS = () => [join(FIXTURES, 'tiny.map'), projectFile(), join(FIXTURES, 'rgb8.png'), join(FIXTURES, 'tiled-gzip.tmj')];
const EXTENSIONS = ['.astar', '.map', '.png', '.tmj'];
const readBack = (path: string) => parseProject(new TextDecoder().decode(convertMap(path, new Uint8Array(readFileSync(path)), 'x.astar').bytes));

describe('astar-studio convert', () => {
  it('converts each fixture to each format, and the output reads back as a map of the same size', () => {
    for (const input of INPUTS()) {
      const source = readBack(input);
      for (const ext of EXTENSIONS) {
        const output = join(dir, `out-${input.split('/').pop()}${ext}`);
        const r = run('convert', input, output);
        expect(r.status, `${input} → ${ext}: ${r.err.join('\n')}`).toBe(0);
        expect(r.out).toEqual([]);
        expect(r.err.at(-1)).toMatch(/^convert: wrote /);
        expect(r.err.slice(0, -1).every((l) => /^Lost: [A-Z]/.test(l))).toBe(true);
        const back = readBack(output);
        expect([back.grid.width, back.grid.height]).toEqual([source.grid.width, source.grid.height]);
      }
    }
  });

  it('says what a .map loses from a project, and the app version goes into a project it writes', () => {
    const r = run('convert', projectFile(), join(dir, 'lossy.map'));
    expect(r.err).toEqual([
      'Lost: Terrain costs: every passable cell of a .map costs 1, so Road (0.5), Grass (1.5), Forest (2) and Swamp (4) now cost 1.',
      'Lost: Terrain types: a .map knows passable and blocked cells, so Ground, Road, Grass, Forest and Swamp as "." (passable) and Water and Wall as "@" (blocked) are written.',
      'Lost: Heights: a .map has no height layer, so the heights are left out.',
      'Lost: Project details: a .map keeps only the map, so the start and goal and the search settings are left out.',
      `convert: wrote ${join(dir, 'lossy.map')}.`,
    ]);
    expect(parseMovingAiMap(readFileSync(join(dir, 'lossy.map'), 'utf8')).width).toBe(6);
    run('convert', join(FIXTURES, 'tiny.map'), join(dir, 'tiny.astar'));
    expect(JSON.parse(readFileSync(join(dir, 'tiny.astar'), 'utf8')).appVersion).toBe(packageJson.version);
  });

  it('with --lossless writes nothing and exits 1 when something would be lost, and converts when nothing is', () => {
    const target = join(dir, 'refused.map');
    const r = run('convert', projectFile(), target, '--lossless');
    expect(r.status).toBe(1);
    expect(r.err.at(-1)).toMatch(/^convert: nothing written; .*refused\.map could not hold everything/);
    expect(existsSync(target)).toBe(false);
    expect(run('convert', join(FIXTURES, 'tiny.map'), join(dir, 'kept.astar'), '--lossless').status).toBe(0);
  });

  it('writes a Tiled map\'s tileset picture beside it, and reads another layer with --layer', () => {
    const r = run('convert', projectFile(), join(dir, 'level.tmj'));
    expect(r.err.at(-1)).toBe(`convert: wrote ${join(dir, 'level.tmj')} and ${join(dir, 'level-terrain.png')}.`);
    expect(JSON.parse(readFileSync(join(dir, 'level.tmj'), 'utf8')).tilesets[0].image).toBe('level-terrain.png');
    expect(existsSync(join(dir, 'level-terrain.png'))).toBe(true);
    expect(run('convert', join(FIXTURES, 'tiled-csv.tmj'), join(dir, 'decor.astar'), '--layer', 'Details/Decor').status).toBe(0);
  });

  it('refuses unknown extensions, the same file twice and unreadable files, with status 2 and a sentence', () => {
    const bmp = run('convert', join(dir, 'a.bmp'), join(dir, 'b.map'));
    expect([bmp.status, bmp.err]).toEqual([2, ['"a.bmp" ends in none of .astar, .astar.json, .map, .png or .tmj, so A* Studio cannot tell its format; name the file with one of those extensions.']]);
    const same = run('convert', join(FIXTURES, 'tiny.map'), join(FIXTURES, 'tiny.map'));
    expect(same.err[0]).toMatch(/^IN and OUT are the same file/);
    const broken = join(dir, 'broken.png');
    writeFileSync(broken, readFileSync(join(FIXTURES, 'rgb8.png')).subarray(0, 50));
    const r = run('convert', broken, join(dir, 'broken.map'));
    expect(r.status).toBe(2);
    expect(r.err).toEqual([`${broken}: This PNG image is cut short (it ends inside a chunk or before its end marker); copy or export it again, then import it again.`]);
    const zstd = run('convert', join(FIXTURES, 'tiled-zstd.tmj'), join(dir, 'z.map'));
    expect(zstd.err[0]).toContain('is compressed with Zstandard, which A* Studio cannot read');
    expect(run('convert', join(FIXTURES, 'tiny.map'), join(dir, 'no-such-folder', 'x.png')).err[0]).toMatch(/^Cannot write .*x\.png: its folder does not exist\./);
  });

  it('runs from the shell through the source entry', () => {
    const output = join(dir, 'shell.png');
    const r = runBuiltCli(['convert', join(FIXTURES, 'tiny.map'), output]);
    expect(r.status).toBe(0);
    expect(readBack(output).grid.width).toBe(6);
  });
});

describe('astar-studio path --format json', () => {
  it('prints the app\'s path file: the settings in use, the app version and the map hash', () => {
    const map = join(FIXTURES, 'tiny.map');
    const r = run('path', map, '--from', '0,0', '--to', '4,2', '--algo', 'weighted-astar', '--weight', '2', '--format', 'json');
    expect(r.status).toBe(0);
    const record = parsePathJson(r.out.join('\n'));
    const grid = parseMovingAiMap(readFileSync(map, 'utf8'));
    expect(record.appVersion).toBe(packageJson.version);
    expect(record.map).toEqual({ width: 6, height: 4, topology: 'square', hash: mapHash(grid) });
    expect(record.settings).toMatchObject({ algorithm: 'weighted-astar', weight: 2, topology: 'square8', cornerRule: 'no-cutting' });
    expect([record.start, record.goal]).toEqual([[0, 0], [4, 2]]);
    const again = runSearch(grid, { start: 0, goal: 2 * 6 + 4, options: record.settings });
    expect(record.cost).toBe(again.cost);
    expect(record.path).toEqual(Array.from(again.path, (c) => [c % 6, Math.floor(c / 6)]));
  });

  it('--via routes through waypoints in order: one optimal search per leg, the legs in the JSON and the CSV', () => {
    const map = join(FIXTURES, 'tiny.map');
    const grid = parseMovingAiMap(readFileSync(map, 'utf8'));
    const r = run('path', map, '--from', '0,0', '--via', '3,1', '--via', '0,2', '--to', '3,3');
    expect(r.status).toBe(0);
    const record = parsePathJson(r.out.join('\n'));
    expect(record.waypoints).toEqual([[3, 1], [0, 2]]);
    const leg = (a: number, b: number) => runSearch(grid, { start: a, goal: b, options: record.settings }).cost;
    const costs = [leg(0, 9), leg(9, 12), leg(12, 21)];
    expect(record.legs!.map((l) => l.cost)).toEqual(costs);
    expect(record.cost).toBeCloseTo(costs[0]! + costs[1]! + costs[2]!, 9);
    expect(record.legs!.map((l) => record.path[l.start])).toEqual([[0, 0], [3, 1], [0, 2]]);
    const csv = run('path', map, '--from', '0,0', '--via', '3,1', '--via', '0,2', '--to', '3,3', '--format', 'csv').out;
    expect(csv[0]).toBe('x,y,leg');
    expect(csv.slice(1).map((row) => row.split(',')[2])).toEqual(record.path.map((_, i) => String(record.legs!.filter((l) => l.start < i).length || 1)));
    expect(run('path', map, '--from', '0,0', '--via', '9,9', '--to', '3,3').err[0]).toMatch(/--via 9,9 is outside the 6×4 map/);
  });

  it('uses a project\'s own waypoints when no --via is given', () => {
    const project = createProject(createGrid(6, 6), 'Route');
    const file = join(dir, 'route.astar');
    writeFileSync(file, serializeProject({ ...project, start: 0, goal: 5, waypoints: [30] }, 'test'));
    const record = parsePathJson(run('path', file).out.join('\n'));
    expect(record.waypoints).toEqual([[0, 5]]);
    expect(record.legs).toHaveLength(2);
  });

  it('carries a project\'s own settings and hex layout', () => {
    const grid = createGrid(5, 5);
    const project = createProject(grid, 'Hex');
    project.settings = { ...project.settings, topology: 'hex', heuristic: 'hex' };
    const file = join(dir, 'hex.astar');
    writeFileSync(file, serializeProject({ ...project, start: 0, goal: 24 }, 'test'));
    const record = parsePathJson(run('path', file).out.join('\n'));
    expect(record.map.topology).toBe('hex');
    expect(record.settings).toMatchObject({ topology: 'hex', heuristic: 'hex' });
  });
});
