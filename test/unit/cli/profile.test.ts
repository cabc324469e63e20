// --profile NAME on the built command line: path, scen and analyze search and analyse as the
// project's unit type, batch takes it as profile= in a --config; an unknown name exits 2 with a
// sentence listing the project's unit types, and a MovingAI map or a picture, which have none,
// says that unit types need a project.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, runBuiltCli } from './builtCli';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/types';
import { createProject, serializeProject } from '../../../src/shared/formats/project';
import { createGrid } from '../../../src/shared/grid/grid';

beforeAll(ensureBuiltCli);
const dir = mkdtempSync(join(tmpdir(), 'astar-cli-profile-'));

/**
 * A 9×3 map of ground with a river (Water) down column 4: the map's own costs cannot cross it.
 * "Amphibian" pays 2 on ground and 3 in water; "Tank" pays what the map does and cannot enter water.
 */
function riverProject(): string {
  const grid = createGrid(9, 3);
  const water = grid.palette.findIndex((t) => t.name === 'Water');
  for (let y = 0; y < 3; y++) grid.terrain[y * 9 + 4] = water;
  grid.unitTypes = [
    { name: 'Amphibian', costs: [2, 1, 1, 1, 1, 3, null] },
    { name: 'Tank', costs: [1, 0.5, 1.5, null, null, null, null] },
  ];
  const project = { ...createProject(grid, 'River'), start: 9, goal: 17, settings: { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4' as const, heuristic: 'manhattan' as const, closestIfUnreachable: false } };
  const path = join(dir, 'river.astar');
  writeFileSync(path, serializeProject(project, 'test'));
  return path;
}

const river = riverProject();
const movingAi = join(dir, 'open.map');
writeFileSync(movingAi, 'type octile\nheight 3\nwidth 3\nmap\n...\n...\n...\n');

describe('--profile', () => {
  it('path searches as the unit type: across the river for the amphibian at its costs, not at all on the map\'s own', () => {
    const own = runBuiltCli(['path', river]);
    expect(own.status).toBe(1);
    const amphibian = runBuiltCli(['path', river, '--profile', 'Amphibian']);
    expect(amphibian.status).toBe(0);
    const record = JSON.parse(amphibian.stdout);
    expect(record.cost).toBe(2 * 7 + 3); // seven ground cells entered at 2, the water at 3
    expect(record.settings.unitType).toBe('Amphibian');
  });

  it('analyze follows the unit type: one region for the amphibian, two for the map\'s own costs', () => {
    const json = (...flags: string[]) => JSON.parse(runBuiltCli(['analyze', river, '--regions', '--format', 'json', ...flags]).stdout);
    expect(json().regions.count).toBe(2);
    expect(json('--profile', 'Amphibian').regions).toEqual({ count: 1, sizes: [27] });
    expect(json('--field', '0,1', '--profile', 'Amphibian').field.costs[8 + 9]).toBe(2 * 7 + 3);
  });

  it('batch takes profile= in a --config and reports each unit type\'s costs', () => {
    const r = runBuiltCli(['batch', river, '--pairs', '5', '--workers', '1', '--format', 'json', '--config', 'algo=astar', '--config', 'algo=astar,profile=Amphibian']);
    expect(r.status, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout).rows as { config: string; cost: number; optimal: number }[];
    const own = rows.filter((row) => row.config === 'algo=astar'), amphibian = rows.filter((row) => row.config === 'algo=astar,profile=Amphibian');
    expect(own).toHaveLength(5);
    // The same pairs: on one bank the amphibian pays 2 where the map's costs pay 1.
    own.forEach((row, i) => expect(amphibian[i]!.cost).toBeCloseTo(2 * row.cost, 9));
    amphibian.forEach((row) => expect(row.cost).toBeCloseTo(row.optimal, 9));
  });

  it('refuses a name the project lacks with exit 2 and a sentence listing its unit types', () => {
    for (const args of [['path', river], ['analyze', river, '--regions']]) {
      const r = runBuiltCli([...args, '--profile', 'Boat']);
      expect(r.status, args[0]).toBe(2);
      expect(r.stderr).toContain('--profile Boat: ');
      expect(r.stderr).toContain('has no unit type "Boat"; pick one of "Map costs" (the map\'s own costs), "Amphibian", "Tank".');
    }
    const batch = runBuiltCli(['batch', river, '--pairs', '2', '--workers', '1', '--config', 'profile=Boat']);
    expect(batch.status).toBe(2);
    expect(batch.stderr).toContain('--config "profile=Boat": ');
    expect(batch.stderr).toContain('pick one of "Map costs"');
  });

  it('says unit types need a project for a MovingAI map', () => {
    for (const args of [['path', movingAi, '--from', '0,0', '--to', '2,2'], ['analyze', movingAi, '--regions']]) {
      const r = runBuiltCli([...args, '--profile', 'Tank']);
      expect(r.status, args[0]).toBe(2);
      expect(r.stderr).toMatch(/--profile Tank needs a project: .*open\.map is not an A\* Studio project, so it has no unit types \(movement profiles\)\./);
    }
  });
});
