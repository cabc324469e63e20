// `astar-studio path` tells what a path's cost is made of: the JSON carries the breakdown (its
// terrains' costs summing to the path's cost, under the project's unit type), and --breakdown
// prints it as a table of terrains, height costs and moves.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/types';
import { parsePathJson } from '../../../src/shared/formats/pathExport';
import { createProject, serializeProject } from '../../../src/shared/formats/project';
import { createGrid } from '../../../src/shared/grid/grid';

const dir = mkdtempSync(join(tmpdir(), 'astar-cli-breakdown-'));

function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

/**
 * A 9×3 map of ground with a river (Water) down column 4 and a hill of height 2 at column 6;
 * "Amphibian" pays 2 on ground and 3 in water. Four moves, heights costing 0.5 a unit uphill.
 */
function riverProject(): string {
  const grid = createGrid(9, 3);
  const water = grid.palette.findIndex((t) => t.name === 'Water');
  for (let y = 0; y < 3; y++) grid.terrain[y * 9 + 4] = water;
  grid.heights = new Int16Array(27);
  grid.heights[9 + 6] = 2;
  grid.unitTypes = [{ name: 'Amphibian', costs: [2, 1, 1, 1, 1, 3, null] }];
  const settings = { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4' as const, heuristic: 'manhattan' as const, unitType: 'Amphibian', heightCosting: { uphill: 0.5, downhill: 0 } };
  const path = join(dir, 'river.astar');
  writeFileSync(path, serializeProject({ ...createProject(grid, 'River'), start: 9, goal: 17, settings }, 'test'));
  return path;
}

const river = riverProject();

describe('astar-studio path: the cost breakdown', () => {
  it('--format json carries the breakdown: ground and water at the unit type\'s costs, the climb, summing to the path\'s cost', () => {
    const r = run('path', river, '--format', 'json');
    expect(r.status, r.err.join('\n')).toBe(0);
    const record = parsePathJson(r.out.join('\n'));
    const b = record.breakdown!;
    // Straight along row 1: seven ground cells entered at 2, the water at 3, up 2 and down 2 at the hill.
    expect(b.terrains.map((t) => [t.name, t.cells, t.cost])).toEqual([['Ground', 7, 14], ['Water', 1, 3]]);
    expect(b.height).toEqual({ uphill: 1, downhill: 0, climb: 2, descent: 2 });
    expect([b.straight, b.diagonal, b.angled, b.turns]).toEqual([8, 0, 0, 0]);
    expect(record.cost).toBe(18);
    expect(b.cost).toBe(record.cost);
    expect(b.costAlong).toHaveLength(record.path.length);
    expect(b.costAlong.at(-1)).toBe(record.cost);
  });

  it('--breakdown prints the table: a row per terrain, the height costs, the total, and the moves', () => {
    const r = run('path', river, '--breakdown');
    expect(r.status).toBe(0);
    expect(r.out).toEqual([
      'Terrain       Cells  Length  Cost   Share',
      'Ground            7       7    14   77.8%',
      'Water             1       1     3   16.7%',
      'Height costs                    1    5.6%',
      'Total             8       8    18  100.0%',
      'Moves: 8 straight, 0 diagonal moves; 0 turns.',
      'Heights: climbs 2 (cost 1), descends 2 (cost 0).',
    ]);
  });

  it('--breakdown says there is nothing to break down when no path is found, and exits 1', () => {
    const r = run('path', river, '--breakdown', '--profile', 'Map costs');
    expect(r.status).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err[0]).toMatch(/^No path was found \(unreachable\), so there is no cost to break down;/);
  });
});
