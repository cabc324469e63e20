// Warthog (ShortestPathLab's C++ library, the Grid-based Path Planning Competition's baseline) as a
// yardstick: its binaries, built outside this repository, are found through WARTHOG_DIR and run on
// a MovingAI scenario; each prints one row per scenario line with its search time in nanoseconds.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The binaries found: warthog-jps (JPS variants) and warthog-core's warthog (A*), or null. */
export interface WarthogBinaries { jps: string | null; core: string | null }

/**
 * Looks in WARTHOG_DIR for a warthog-jps build (CMake Release; warthog-jps builds warthog-core in
 * extern/warthog-core): the directory itself, its build/, or a warthog-jps/build/ below it.
 */
export function findWarthog(dir = process.env.WARTHOG_DIR): WarthogBinaries {
  if (!dir) return { jps: null, core: null };
  const roots = [dir, join(dir, 'build'), join(dir, 'warthog-jps', 'build')];
  const first = (rel: string) => roots.map((r) => join(r, rel)).find((p) => existsSync(p)) ?? null;
  return { jps: first('warthog-jps'), core: first('extern/warthog-core/warthog') ?? first('warthog') };
}

/** One scenario line as warthog solved it. */
export interface WarthogRow { nanos: number; cost: number; expanded: number }

/**
 * Runs `alg` on every line of `<name>.map.scen` in `dir` and returns its rows in scenario order
 * (warthog numbers them; its columns: id alg expanded generated reopen surplus heapops nanos plen pcost …).
 */
export function runWarthog(binary: string, alg: string, dir: string, name: string): WarthogRow[] {
  const out = execFileSync(binary, ['--alg', alg, '--scen', `${name}.map.scen`, '--map', `${name}.map`], {
    cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'],
  });
  const rows: WarthogRow[] = [];
  for (const line of out.split('\n')) {
    if (!/^\d/.test(line)) continue;
    const f = line.split('\t');
    rows[Number(f[0])] = { expanded: Number(f[2]), nanos: Number(f[7]), cost: Number(f[9]) };
  }
  return rows;
}
