// The command line, run as a user would: the built bin (out/cli, fresh), the TypeScript source
// through tsx, and a build of its own to check what the bin bundles.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, copyFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, ensureBuiltCli } from './builtCli';

const BENCH = resolve(process.cwd(), '../shared/benchmarks/movingai');
const SOURCE = resolve(process.cwd(), 'src/cli/astar-studio.ts');

beforeAll(ensureBuiltCli);

function cli(args: string[], entry: string[] = [BUILT_CLI]) {
  const r = spawnSync(process.execPath, [...entry, ...args], { encoding: 'utf8', cwd: process.cwd() });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, lines: r.stdout.trim().split('\n') };
}

describe('astar-studio scen', () => {
  it('runs sampled lines and ends with the total line', () => {
    const r = cli(['scen', join(BENCH, 'arena.map.scen'), '--sample', '30']);
    expect(r.status).toBe(0);
    expect(r.lines.at(-1)).toMatch(/^total lines 30 mismatches 0 expanded \d+ ms [\d.]+$/);
    expect(r.lines.filter((l) => l.startsWith('bucket ')).length).toBeGreaterThan(1);
  });

  it('runs from the TypeScript source through tsx as well', () => {
    const r = cli(['scen', join(BENCH, 'arena.map.scen'), '--sample', '5'], ['--import', 'tsx', SOURCE]);
    expect(r.status).toBe(0);
    expect(r.lines.at(-1)).toMatch(/^total lines 5 mismatches 0 /);
  });

  it('finds the map beside the file whatever directory the line names, and accepts every algorithm', () => {
    for (const algo of ['jps', 'bidirectional', 'dijkstra']) {
      const r = cli(['scen', join(BENCH, 'den011d.map.scen'), '--sample', '10', '--algo', algo]);
      expect(r.status).toBe(0);
      expect(r.lines.at(-1)).toMatch(/^total lines 10 mismatches 0 /);
    }
  });

  it('exits with status 1 and names the line on a mismatch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'astar-cli-'));
    copyFileSync(join(BENCH, 'arena.map'), join(dir, 'arena.map'));
    writeFileSync(join(dir, 'bad.map.scen'), 'version 1\n0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1\n0\tmaps/dao/arena.map\t49\t49\t1\t12\t1\t10\t3\n');
    const r = cli(['scen', join(dir, 'bad.map.scen')]);
    expect(r.status).toBe(1);
    expect(r.lines.at(-1)).toMatch(/^total lines 2 mismatches 1 /);
    expect(r.stderr).toContain('mismatch at line 3');
  });

  it('explains a bad option or a bad file and exits with status 2', () => {
    const r = cli(['scen', join(BENCH, 'arena.map.scen'), '--algo', 'dfs']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('There is no algorithm "dfs"; use --algo with one of astar,');
    const broken = join(mkdtempSync(join(tmpdir(), 'astar-cli-')), 'x.map.scen');
    writeFileSync(broken, 'version 1\n0\tx.map\t4\t4\t1\tq\t1\t2\t1\n');
    const b = cli(['scen', broken]);
    expect(b.status).toBe(2);
    expect(b.stderr).toContain('Line 2, column');
  });
});

describe('astar-studio path', () => {
  const map = join(BENCH, 'arena.map');
  it('prints the path as JSON', () => {
    const r = cli(['path', map, '--from', '1,11', '--to', '1,13']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ status: 'found', cost: 2, steps: 2, path: [[1, 11], [1, 12], [1, 13]] });
  });

  it('prints the path as CSV', () => {
    const r = cli(['path', map, '--from', '1,11', '--to', '1,13', '--format', 'csv', '--algo', 'jps']);
    expect(r.lines).toEqual(['x,y', '1,11', '1,12', '1,13']);
  });

  it('rejects a cell outside the map', () => {
    const r = cli(['path', map, '--from', '1,11', '--to', '99,1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--to 99,1 is outside the 49×49 map');
  });
});

describe('astar-studio options', () => {
  const map = join(BENCH, 'arena.map');
  it('refuses a weight outside 1 … 1000 in one sentence on stderr, without a stack trace', () => {
    for (const weight of ['0.5', '1001', 'heavy']) {
      const r = cli(['path', map, '--from', '1,11', '--to', '1,13', '--algo', 'weighted-astar', '--weight', weight]);
      expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `--weight must be a number from 1 to 1000 in plain decimal digits, not "${weight}"; for example --weight 1.5.\n`,
      });
    }
  });

  it('names a heuristic or weight the algorithm does not read, and runs anyway', () => {
    const r = cli(['path', map, '--from', '1,11', '--to', '1,13', '--algo', 'bfs', '--heuristic', 'euclidean', '--weight', '2']);
    expect(r.status).toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([
      'Note: bfs reads no heuristic; --heuristic is ignored.',
      'Note: bfs reads no weight (weighted-astar does); --weight is ignored.',
    ]);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'found', steps: 2 });
  });

  it('prints a command’s help with status 0', () => {
    const r = cli(['scen', '--help']);
    expect(r.status).toBe(0);
    expect(r.lines[0]).toBe('Usage: astar-studio scen FILE.map.scen [options]');
  });
});

describe('the built astar-studio bin', () => {
  it('builds to one executable ESM file that runs under node', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'astar-cli-build-'));
    const vite = resolve(process.cwd(), 'node_modules/vite/bin/vite.js');
    const build = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.cli.config.ts', '--outDir', outDir, '--logLevel', 'error'], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const file = join(outDir, 'astar-studio.js');
    expect(readFileSync(file, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const r = cli(['scen', join(BENCH, 'arena.map.scen'), '--sample', '5'], [file]);
    expect(r.status).toBe(0);
    expect(r.lines.at(-1)).toMatch(/^total lines 5 mismatches 0 /);
    // The app version is inlined (not the whole package.json), and PNG conversion is bundled.
    const built = readFileSync(file, 'utf8');
    expect(built).not.toContain('devDependencies');
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
    const path = cli(['path', join(BENCH, 'arena.map'), '--from', '1,11', '--to', '1,13'], [file]);
    expect(JSON.parse(path.stdout)).toMatchObject({ format: 'astar-studio-path', appVersion: version });
    const png = join(outDir, 'arena.png');
    expect(cli(['convert', join(BENCH, 'arena.map'), png], [file]).status).toBe(0);
    expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
  }, 120_000);
});
