// `astar-studio batch`, run as a user would (the built bin, forking itself as its workers): rows against a scenario's optima, reproducible random pairs, JSON with a summary,
// sentences for configurations it cannot run; and its worker pool in-process, where a worker
// killed mid-batch is replaced and its searches run again.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChildWorkerPool } from '../../../src/cli/workerPool';
import { planBatch } from '../../../src/shared/batch/plan';
import { BatchResults } from '../../../src/shared/batch/results';
import { ROW_COLUMNS } from '../../../src/shared/batch/rows';
import { runBatch } from '../../../src/shared/batch/runner';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/index';
import { parseMovingAiMap, parseMovingAiScenario } from '../../../src/shared/formats/movingai';
import { scenarioPairs } from '../../../src/shared/batch/pairs';
import { BUILT_CLI, ensureBuiltCli, runBuiltCli } from './builtCli';

const BENCH = resolve(process.cwd(), '../shared/benchmarks/movingai');
beforeAll(ensureBuiltCli);

function cli(...args: string[]) {
  return runBuiltCli(['batch', ...args]);
}

/** CSV lines split into fields (labels with commas are quoted). */
function fields(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
}

describe('astar-studio batch on a scenario file', () => {
  it('prints a row per line and configuration whose costs match the listed optima for optimal algorithms, and a summary on stderr', () => {
    const configs = ['algo=astar,heuristic=octile', 'algo=jps', 'algo=dijkstra', 'algo=weighted-astar,weight=2'];
    const r = cli(join(BENCH, 'arena.map.scen'), ...configs.flatMap((c) => ['--config', c]), '--pairs', '30', '--workers', '2');
    expect(r.stderr).toContain('batch: 30 queries (scenario arena.map.scen, 30 of 160 lines) × 4 configurations on 2 workers');
    expect(r.lines[0]).toBe(ROW_COLUMNS.join(','));
    const rows = r.lines.slice(1).map(fields);
    expect(rows).toHaveLength(120);
    const scenario = parseMovingAiScenario(readFileSync(join(BENCH, 'arena.map.scen'), 'utf8')).entries;
    const lines = Array.from({ length: 30 }, (_, i) => scenario[Math.floor((i * scenario.length) / 30)]!);
    for (const row of rows) {
      const [query, config, sx, sy, gx, gy, status, cost, optimal] = row as [string, string, string, string, string, string, string, string, string];
      const line = lines[Number(query)]!;
      expect([Number(sx), Number(sy), Number(gx), Number(gy)]).toEqual([line.startX, line.startY, line.goalX, line.goalY]);
      expect(status).toBe('found');
      expect(Number(optimal)).toBe(line.optimal);
      if (config.startsWith('algo=weighted')) expect(Number(cost)).toBeGreaterThan(line.optimal - 1e-4);
      else expect(Math.abs(Number(cost) - line.optimal)).toBeLessThan(1e-4 * Math.max(1, line.optimal));
    }
    const summary = r.stderr.trim().split('\n').filter((l) => !l.startsWith('batch:'));
    expect(summary[0]).toMatch(/^config,queries,failures,mean_expanded,/);
    expect(summary.slice(1).map((l) => fields(l)[0])).toEqual(configs);
    expect(summary.slice(1).every((l) => fields(l)[1] === '30' && fields(l)[2] === '0')).toBe(true);
    expect(r.status).toBe(0);
  });
});

describe('astar-studio batch on a map', () => {
  const map = join(BENCH, 'arena.map');
  /** The rows without the time column, which differs from run to run. */
  const untimed = (stdout: string) => stdout.trim().split('\n').map((l) => l.slice(0, l.lastIndexOf(',')));

  it('draws the same random pairs for the same seed, on one worker or two, and other pairs for another seed', () => {
    const a = cli(map, '--pairs', '25', '--seed', '11', '--workers', '1');
    const b = cli(map, '--pairs', '25', '--seed', '11', '--workers', '2');
    const c = cli(map, '--pairs', '25', '--seed', '12', '--workers', '2');
    expect(a.status).toBe(0);
    expect(untimed(a.stdout)).toHaveLength(26);
    expect(untimed(b.stdout)).toEqual(untimed(a.stdout));
    expect(untimed(c.stdout)).not.toEqual(untimed(a.stdout));
    // Without --config, the map's own rules: MovingAI's A* with octile.
    expect(fields(a.lines[1]!)[1]).toBe('algo=astar,heuristic=octile');
  });

  it('prints JSON with the rows, a summary per configuration, and the optimum from Dijkstra on a map', () => {
    const r = cli(map, '--pairs', '10', '--config', 'algo=greedy', '--config', 'algo=astar,moves=square4,heuristic=manhattan', '--format', 'json', '--workers', '2');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.rows).toHaveLength(20);
    expect(out.summary.map((s: { config: string }) => s.config)).toEqual(['algo=greedy', 'algo=astar,moves=square4,heuristic=manhattan']);
    for (const row of out.rows) {
      expect(row.optimal).toBeGreaterThan(0);
      expect(row.cost).toBeGreaterThanOrEqual(row.optimal - 1e-9);
    }
    // Four-way A* with Manhattan is optimal under its own (four-way) rules.
    expect(out.summary[1].worst_suboptimality).toBe(0);
    expect(r.stderr).toContain('+ 20 optimum searches');
  });

  it('takes turn-cost= in a configuration: its optimum counts turns too, and JPS refuses it', () => {
    const r = cli(map, '--pairs', '10', '--config', 'algo=astar', '--config', 'algo=astar,turn-cost=2', '--format', 'json', '--workers', '2');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const plain = out.rows.filter((row: { config: string }) => row.config === 'algo=astar');
    const turning = out.rows.filter((row: { config: string }) => row.config === 'algo=astar,turn-cost=2');
    expect(turning).toHaveLength(10);
    turning.forEach((row: { cost: number; optimal: number }, i: number) => {
      // Optimal under its own rules (turns priced), and never cheaper than the path without them.
      expect(row.cost).toBeCloseTo(row.optimal, 9);
      expect(row.cost).toBeGreaterThanOrEqual(plain[i].cost - 1e-9);
    });
    const jps = cli(map, '--config', 'algo=jps,turn-cost=1');
    expect(jps.status).toBe(2);
    expect(jps.stderr).toContain('Jump Point Search cannot add a turn cost');
    const bad = cli(map, '--config', 'algo=astar,turn-cost=-1');
    expect(bad.stderr).toContain('turn-cost= must be a number from 0 to 1000 in plain decimal digits, not "-1"');
  });

  it('explains a configuration it cannot use, and exits with status 2', () => {
    const unknownKey = cli(map, '--config', 'algo=astar,speed=fast');
    expect(unknownKey.status).toBe(2);
    expect(unknownKey.stderr).toContain('--config "algo=astar,speed=fast": there is no key "speed"; use algo, heuristic, heuristic-expr, weight, diagonal, turn-cost, profile, smooth, tie, moves, corners, budget.');
    const badChoice = cli(map, '--config', 'algo=dfs');
    expect(badChoice.stderr).toContain('There is no algorithm "dfs"; use algo= with one of astar,');
    const hex = cli(map, '--config', 'moves=hex');
    expect(hex.stderr).toContain('moves=hex needs a map of hexes, and this map has squares');
    const jps = cli(map, '--config', 'algo=jps,moves=square4');
    expect(jps.stderr).toMatch(/--config "algo=jps,moves=square4": Jump Point Search needs a square map with 8 neighbours/);
    const workers = cli(map, '--workers', '0');
    expect(workers.stderr).toContain('--workers needs a whole number from 1 to 64 in plain digits, not "0"; for example --workers 2.');
    expect(cli(join(BENCH, 'arena.map.scen'), '--seed', '3').stderr).toContain('a scenario file lists its own pairs');
  });
});

describe('the batch worker pool (child processes of the CLI)', () => {
  let pool: ChildWorkerPool | null = null;
  afterEach(() => pool?.close());

  it('replaces a worker killed mid-batch, runs its searches again, and completes', async () => {
    const grid = parseMovingAiMap(readFileSync(join(BENCH, 'den011d.map'), 'utf8'));
    const entries = parseMovingAiScenario(readFileSync(join(BENCH, 'den011d.map.scen'), 'utf8')).entries.slice(-60);
    const queries = scenarioPairs(grid, entries, 'den011d.map.scen');
    const plan = planBatch(grid, [{ label: 'dijkstra', options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra', heuristic: 'zero' } }], queries);
    pool = new ChildWorkerPool(BUILT_CLI, 2, []);
    const before = pool.pids;
    const results = new BatchResults(plan);
    let answered = 0;
    const batch = runBatch(pool.clients, { mapId: 'm', revision: 1, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }) }, plan.jobs, {
      onOutcome: (job, outcome) => {
        results.add(job, outcome);
        if (++answered === 10) pool!.kill(1);
      },
    });
    const end = await batch.done;
    expect(end.status).toBe('complete');
    expect(end.workerStops).toEqual([expect.stringContaining('it was killed (SIGKILL)')]);
    expect(pool.pids[1]).not.toBe(before[1]);
    const records = results.records();
    expect(records).toHaveLength(60);
    for (const r of records) expect(Math.abs(r.cost - r.query.listedOptimal!)).toBeLessThan(1e-4 * Math.max(1, r.cost));
  });
});
