// `astar-studio analyze`: regions, movement range, cost field and cut of a level, as text and as
// the JSON object the issue names, from a project, a MovingAI map and a picture; every request it
// cannot answer exits 2 with one sentence.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, runBuiltCli } from './builtCli';
import { main } from '../../../src/cli/main';
import { runSearch } from '../../../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/types';
import { createProject, serializeProject } from '../../../src/shared/formats/project';
import { createGrid } from '../../../src/shared/grid/grid';

beforeAll(ensureBuiltCli);
const dir = mkdtempSync(join(tmpdir(), 'astar-cli-analyze-'));

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

/**
 * A 9×5 square 4-connected map: a wall down column 4 with one gap at the bottom (4,4), and a
 * walled-off pocket of 2 cells at the top-right (7..8, 0 behind walls at 6,0 6,1 7,1 8,1).
 */
function walledLevel(): string {
  const grid = createGrid(9, 5);
  const wall = grid.palette.findIndex((t) => t.name === 'Wall');
  for (let y = 0; y < 4; y++) grid.terrain[y * 9 + 4] = wall;
  for (const [x, y] of [[6, 0], [6, 1], [7, 1], [8, 1]] as const) grid.terrain[y * 9 + x] = wall;
  const project = { ...createProject(grid, 'Walled'), start: 0, goal: 18, settings: { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4' as const, heuristic: 'manhattan' as const } };
  const path = join(dir, 'walled.astar');
  writeFileSync(path, serializeProject(project, 'test'));
  return path;
}

describe('astar-studio analyze', () => {
  it('prints regions, range, field and cut as the one JSON object the issue names', () => {
    const file = walledLevel();
    const r = run('analyze', file, '--regions', '--range', '0,0', '--budget', '3', '--field', '0,0', '--cut', '0,0', '2,0', '--format', 'json');
    expect(r.err).toEqual([]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out.join('\n'));
    // 45 cells − 8 walls = 37 passable: the pocket (7,0)-(8,0) and the rest.
    expect(json.regions).toEqual({ count: 2, sizes: [35, 2] });
    // Within 3 moves of (0,0) on 4-connected moves: the cells with x + y ≤ 3 left of the wall.
    expect(json.range).toEqual({ cells: 10, frontier: 4 });
    expect(json.field.width).toBe(9);
    expect(json.field.height).toBe(5);
    expect(json.field.costs[0]).toBe(0);
    expect(json.field.costs[7]).toBeNull(); // the pocket
    expect(json.field.costs[4]).toBeNull(); // a wall
    const grid = createGrid(9, 5);
    expect(json.field.costs[4 * 9 + 0]).toBe(runSearch(grid, { start: 0, goal: 36, options: { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4', algorithm: 'dijkstra' } }).cost);
    // (0,0) and (2,0) are joined by more than one way: a cut of 2 cells is the narrowest.
    expect(json.cut.width).toBe(2);
  });

  it('finds the one gap in the wall as the cut between its sides, and says when two cells are already apart', () => {
    const file = walledLevel();
    // Any one cell of the bottom row next to the gap, or the gap itself, separates the sides.
    const cut = JSON.parse(run('analyze', file, '--cut', '0,0', '8,4', '--format', 'json').out[0]!).cut;
    expect(cut.width).toBe(1);
    expect([[3, 4], [4, 4], [5, 4]]).toContainEqual(cut.cells[0]);
    expect(JSON.parse(run('analyze', file, '--cut', '0,0', '8,0', '--format', 'json').out[0]!).cut).toEqual({ width: 0, cells: [] });
    expect(run('analyze', file, '--cut', '0,0', '8,4').out).toEqual([`Cut between 0,0 and 8,4: 1 cell, ${cut.cells[0].join(',')}.`]);
  });

  it('reads a MovingAI map and a picture of it alike', () => {
    const map = resolve(process.cwd(), '../shared/benchmarks/movingai/den011d.map');
    const png = join(dir, 'den011d.png');
    expect(run('convert', map, png).status).toBe(0);
    const fromMap = run('analyze', map, '--regions', '--format', 'json');
    const fromPng = run('analyze', png, '--regions', '--format', 'json');
    expect(fromMap.status).toBe(0);
    expect(JSON.parse(fromPng.out[0]!)).toEqual(JSON.parse(fromMap.out[0]!));
  });

  it.each([
    [[], 'Say what to analyse'],
    [['--range', '1,1'], '--range needs --budget'],
    [['--budget', '5'], '--budget goes with --range'],
    [['--range', '1,1', '--budget', '0x10'], 'plain decimal'],
    [['--range', '4,0', '--budget', '5'], 'which no unit enters'],
    [['--field', '9,0'], 'outside the 9×5 map'],
    [['--cut', '0,0'], '--cut needs two values'],
    [['--cut', '0,0', '1,0'], 'neighbours'],
    [['--cut', '0,0', '0,0'], 'the same cell'],
  ])('exits 2 with a sentence for %j', (flags, sentence) => {
    const r = run('analyze', walledLevel(), ...flags);
    expect(r.status).toBe(2);
    expect(r.err.join('\n')).toContain(sentence);
    expect(r.out).toEqual([]);
  });

  it('exits 0 and 2 from the shell', () => {
    const file = walledLevel();
    const ok = runBuiltCli(['analyze', file, '--regions']);
    expect(ok.status).toBe(0);
    expect(ok.stdout.trim()).toBe('Regions: 2 (35, 2 cells).');
    const bad = runBuiltCli(['analyze', join(dir, 'missing.map'), '--regions']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/missing\.map/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});
