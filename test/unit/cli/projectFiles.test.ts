// The command line on A* Studio projects: `path` uses a project's start, goal and settings
// (flags override them) and its palette, costs, heights and topology; `scen` runs lines on a
// project; a file it cannot use (damaged, a decompression bomb, a map too large) exits 2 with one
// sentence naming the file, never a stack trace.
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, runBuiltCli } from './builtCli';
import { main } from '../../../src/cli/main';
import { runSearch } from '../../../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/types';
import { parseMovingAiMap } from '../../../src/shared/formats/movingai';
import { createProject, serializeProject, type Project } from '../../../src/shared/formats/project';
import { bytesToBase64 } from '../../../src/shared/formats/projectFile/base64';
import { createGrid } from '../../../src/shared/grid/grid';
import { zeroBomb } from '../shared/formats/deflateBomb';

const BENCH = resolve(process.cwd(), '../shared/benchmarks/movingai');
beforeAll(ensureBuiltCli);
const dir = mkdtempSync(join(tmpdir(), 'astar-cli-projects-'));

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

function save(name: string, project: Project): string {
  const path = join(dir, name);
  writeFileSync(path, serializeProject(project, 'test'));
  return path;
}

/**
 * A 9×5 map: a wall down column 4 with one gap at the bottom row; start (0,0), goal (8,0).
 * Square 4-connected, so the path goes down, through the gap and up: 16 moves.
 */
function walledProject(): Project {
  const grid = createGrid(9, 5);
  const wall = grid.palette.findIndex((t) => t.name === 'Wall');
  for (let y = 0; y < 4; y++) grid.terrain[y * 9 + 4] = wall;
  return { ...createProject(grid, 'Walled'), start: 0, goal: 8, settings: { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4', heuristic: 'manhattan' } };
}

describe('astar-studio path on a project', () => {
  it("searches from the project's start to its goal with its settings", () => {
    const r = run('path', save('walled.astar', walledProject()));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.out.join('\n'));
    expect(out).toMatchObject({ status: 'found', cost: 16, steps: 16 });
    expect(out.path[0]).toEqual([0, 0]);
    expect(out.path.at(-1)).toEqual([8, 0]);
    // 4-connected: every step changes one coordinate by one.
    for (let i = 1; i < out.path.length; i++) expect(Math.abs(out.path[i][0] - out.path[i - 1][0]) + Math.abs(out.path[i][1] - out.path[i - 1][1])).toBe(1);
  });

  it('lets --from, --to and --algo override the project', () => {
    const file = save('walled-override.astar', walledProject());
    const r = run('path', file, '--from', '0,4', '--to', '8,4', '--algo', 'dijkstra', '--format', 'csv');
    expect(r.status).toBe(0);
    expect(r.out).toEqual(['x,y', ...Array.from({ length: 9 }, (_, x) => `${x},4`)]);
  });

  it("prices moves with the project's palette and heights", () => {
    const project = walledProject();
    const road = project.grid.palette.findIndex((t) => t.name === 'Road');
    project.grid.terrain.fill(road, 9 * 4, 9 * 5);
    project.grid.heights = Int16Array.from({ length: 45 }, (_, i) => (i % 9) * 3);
    project.settings = { ...project.settings, heightCosting: { uphill: 0.5, downhill: 0 } };
    const expected = runSearch(project.grid, { start: project.start, goal: project.goal, options: project.settings });
    const out = JSON.parse(run('path', save('costs.astar', project)).out.join('\n'));
    expect(out.cost).toBeCloseTo(expected.cost, 9);
    // Down 3 ground and 1 road, east 8 road at 0.5, up 4 ground, plus 24 units climbed at 0.5:
    // the file's costs and heights, not MovingAI's uniform 1.
    expect(out.cost).toBeCloseTo(3 + 0.5 + 8 * 0.5 + 4 + 24 * 0.5, 9);
  });

  it('opens format 1 projects and the bundled samples', () => {
    const r = run('path', 'test/unit/shared/formats/fixtures/river-valley-format1.astar.json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out.join('\n'))).toMatchObject({ status: 'found' });
    expect(run('path', 'resources/samples/tutorial-river-and-bridge.astar', '--format', 'csv').out.at(-1)).toBe('29,13');
  });

  it('asks for --from when the project has no start, and for both on a MovingAI map', () => {
    const project = { ...walledProject(), start: -1 };
    const file = save('no-start.astar', project);
    expect(run('path', file)).toMatchObject({ status: 2, err: [`The project ${file} has no start placed; give --from x,y.`] });
    expect(run('path', join(BENCH, 'arena.map'), '--to', '1,13').err).toEqual([
      'path on a MovingAI map needs --from x,y (the start cell), for example --from 3,4.',
    ]);
  });
});

describe('astar-studio scen on a project', () => {
  const arenaProject = () => createProject(parseMovingAiMap(readFileSync(join(BENCH, 'arena.map'), 'utf8')), 'Arena');

  it('runs every line on --map PROJECT, matching the optima when the project keeps MovingAI costs', () => {
    const r = run('scen', join(BENCH, 'arena.map.scen'), '--sample', '20', '--map', save('arena.astar', arenaProject()));
    expect(r.status).toBe(0);
    expect(r.out.at(-1)).toMatch(/^total lines 20 mismatches 0 /);
  });

  it("uses the project's costs, so dearer ground misses the listed optima", () => {
    const project = arenaProject();
    for (const t of project.grid.palette) t.cost = 2;
    const r = run('scen', join(BENCH, 'arena.map.scen'), '--sample', '20', '--map', save('arena-dear.astar', project));
    expect(r.status).toBe(1);
    expect(r.out.at(-1)).toMatch(/^total lines 20 mismatches \d+ /);
    expect(r.err.length).toBeGreaterThan(0);
  });

  it('finds a project a line names beside the scenario file', () => {
    const scenDir = mkdtempSync(join(tmpdir(), 'astar-cli-scen-'));
    writeFileSync(join(scenDir, 'walled.astar'), serializeProject(walledProject(), 'test'));
    writeFileSync(join(scenDir, 'walled.astar.scen'), 'version 1\n0\tmaps/walled.astar\t9\t5\t0\t0\t8\t0\t16\n');
    expect(run('scen', join(scenDir, 'walled.astar.scen')).out.at(-1)).toMatch(/^total lines 1 mismatches 0 /);
  });

  it('refuses a line outside the project it runs on', () => {
    const scen = join(dir, 'far.map.scen');
    writeFileSync(scen, 'version 1\n0\tx.map\t49\t49\t1\t11\t30\t12\t1\n');
    expect(run('scen', scen, '--map', save('small.astar', walledProject())).err).toEqual([
      `Line 2 of ${scen} goes from 1,11 to 30,12, outside the 9×5 map it runs on; check that the map is the scenario's.`,
    ]);
  });
});

describe('a file the command line cannot use', () => {
  /** Runs the real program: exit status 2, one line on stderr, no stack trace. */
  function refused(...args: string[]): string {
    const r = runBuiltCli(args);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    return lines[0]!;
  }

  it('names a damaged project and what is wrong with it', () => {
    const file = join(dir, 'damaged.astar');
    writeFileSync(file, serializeProject(walledProject(), 'test').replace('"width": 9', '"width": 5000'));
    expect(refused('path', file)).toBe(`${file}: The map's width must be a whole number from 1 to 4096; this file says 5000.`);
    const cut = join(dir, 'cut.astar');
    writeFileSync(cut, serializeProject(walledProject(), 'test').slice(0, 200));
    expect(refused('path', cut)).toBe(`${cut}: This file ends in the middle of its JSON, so it was cut short; restore it from a backup.`);
  });

  it('refuses a decompression bomb', () => {
    const file = join(dir, 'bomb.astar');
    const project = JSON.parse(serializeProject(walledProject(), 'test'));
    project.map = { ...project.map, width: 4096, height: 4096, terrain: { encoding: 'deflate-base64', data: bytesToBase64(zeroBomb(1_000_000)) } };
    writeFileSync(file, JSON.stringify(project));
    expect(refused('path', file, '--from', '0,0', '--to', '1,1')).toBe(
      `${file}: The terrain layer decompresses to more than the 16777216 bytes its map needs; the file is damaged or not safe to open. Restore it from a backup.`,
    );
  });

  it('refuses a MovingAI map too large for the app, naming the header line', () => {
    const file = join(dir, 'tall.map');
    writeFileSync(file, 'type octile\nheight 5000\nwidth 4\nmap\n');
    expect(refused('path', file, '--from', '0,0', '--to', '1,1')).toBe(
      `${file}: Line 2, column 8: the map's height is 5000, but A* Studio holds maps of at most 4096 cells a side. Crop the map to fit.`,
    );
    const scenDir = mkdtempSync(join(tmpdir(), 'astar-cli-tall-'));
    copyFileSync(file, join(scenDir, 'tall.map'));
    writeFileSync(join(scenDir, 'tall.map.scen'), 'version 1\n0\ttall.map\t4\t4096\t0\t0\t1\t1\t1\n');
    expect(refused('scen', join(scenDir, 'tall.map.scen'))).toMatch(/tall\.map: Line 2, column 8: the map's height is 5000/);
    // A line naming a map of that size is refused on its own.
    writeFileSync(join(scenDir, 'tall.map.scen'), 'version 1\n0\ttall.map\t4\t5000\t0\t0\t1\t1\t1\n');
    expect(refused('scen', join(scenDir, 'tall.map.scen'))).toMatch(/tall\.map\.scen: Line 2, column 14: the map's height is 5000, but A\* Studio holds maps of at most 4096 cells a side\. Fix this field\.$/);
  });

  it('refuses a file far larger than any map before reading it', () => {
    const file = join(dir, 'huge.astar');
    // A sparse file: 300 MiB long, no disk used.
    const fd = openSync(file, 'w');
    ftruncateSync(fd, 300 * 1024 * 1024);
    closeSync(fd);
    expect(refused('path', file)).toBe(`${file} is 300 MiB; A* Studio reads files of at most 256 MiB. Check that this is the right file.`);
  });
});
