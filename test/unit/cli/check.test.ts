// `astar-studio check`: one line per level check of a project, exit 0 when all hold, 1 when one
// fails, 2 when the file cannot be read or holds no project; the exit codes from the built CLI as a
// build pipeline runs it, the lines and JSON through main.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, runBuiltCli } from './builtCli';
import { main } from '../../../src/cli/main';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/types';
import { createProject, serializeProject } from '../../../src/shared/formats/project';
import { createGrid } from '../../../src/shared/grid/grid';
import type { LevelCheck } from '../../../src/shared/levelChecks/rules';

beforeAll(ensureBuiltCli);
const dir = mkdtempSync(join(tmpdir(), 'astar-cli-check-'));

function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

/** A 10×6 map, 4-connected: a wall down column 5 with a gap at (5,5), when `gap`; Spawn A at (0,5), Spawn B at (9,5), the Flag at (4,5). */
function arena(name: string, checks: LevelCheck[], gap = true): string {
  const grid = createGrid(10, 6);
  const wall = grid.palette.findIndex((t) => t.name === 'Wall');
  for (let y = 0; y < (gap ? 5 : 6); y++) grid.terrain[y * 10 + 5] = wall;
  const project = {
    ...createProject(grid, 'Arena'),
    settings: { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4' as const, heuristic: 'manhattan' as const },
    points: [
      { name: 'Spawn A', group: 'Team A', cell: 50 },
      { name: 'Spawn B', group: 'Team B', cell: 59 },
      { name: 'Flag', group: 'Objectives', cell: 54 },
    ],
    checks,
  };
  const path = join(dir, `${name}.astar`);
  writeFileSync(path, serializeProject(project, 'test'));
  return path;
}

const RULES: LevelCheck[] = [
  { kind: 'reaches', from: { point: 'Spawn B' }, to: { point: 'Flag' } },
  { kind: 'within', from: { group: 'Team A' }, to: { point: 'Flag' }, cost: 4 },
  { kind: 'fair', groups: ['Team A', 'Team B'], to: { point: 'Flag' }, percent: 30 },
];

describe('astar-studio check', () => {
  it('prints ✓ and the numbers for each rule that holds, and exits 0', () => {
    const r = runBuiltCli(['check', arena('holds', RULES)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.lines).toEqual([
      '✓ Spawn B reaches Flag: cost 5',
      '✓ Flag within 4 of every Team A point: dearest Spawn A → Flag: 4',
      '✓ Team A and Team B within 30 % of each other to Flag: Team A 4, Team B 5: 25 % apart, worst/best 1.25',
    ]);
  });

  it('prints ✗ with what fails, and exits 1 when a rule fails', () => {
    const r = runBuiltCli(['check', arena('fails', RULES, false)]);
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      '✗ Spawn B reaches Flag: Spawn B cannot reach Flag',
      '✓ Flag within 4 of every Team A point: dearest Spawn A → Flag: 4',
      '✗ Team A and Team B within 30 % of each other to Flag: Team B cannot reach it (Team A 4, Team B unreachable)',
    ]);
  });

  it('exits 2 with a sentence on stderr when the file cannot be read', () => {
    const missing = runBuiltCli(['check', join(dir, 'nowhere.astar')]);
    expect(missing.status).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr.trim()).toBe(`Cannot read ${join(dir, 'nowhere.astar')}: no such file. Check the path.`);
    const broken = join(dir, 'broken.astar');
    writeFileSync(broken, '{"format": "astar-studio-project", "formatVersion": 3, "map": 7}');
    const damaged = runBuiltCli(['check', broken]);
    expect(damaged.status).toBe(2);
    expect(damaged.stderr).toMatch(/The file's "map" must be an object/);
  });

  it('exits 2 for a map format that keeps no rules, saying to use a project', () => {
    const map = join(dir, 'plain.map');
    writeFileSync(map, 'type octile\nheight 1\nwidth 3\nmap\n...\n');
    const r = run('check', map);
    expect(r.status).toBe(2);
    expect(r.err).toEqual([`${map} is a map without points or level checks; check reads an A* Studio project (.astar), where the side panel keeps them.`]);
  });

  it('prints one JSON object with --format json', () => {
    const r = run('check', arena('json', RULES, false), '--format', 'json');
    expect(r.status).toBe(1);
    const json = JSON.parse(r.out.join('\n'));
    expect(json.passed).toBe(1);
    expect(json.failed).toBe(2);
    expect(json.checks[1]).toEqual({ rule: 'Flag within 4 of every Team A point', unit: null, holds: true, detail: 'dearest Spawn A → Flag: 4' });
  });

  it('says so, and exits 0, for a project without rules', () => {
    const path = arena('none', []);
    expect(run('check', path)).toEqual({ status: 0, out: [`${path} has no level checks; add them in the side panel's Level checks section, then save.`], err: [] });
  });
});
