// Builds an output only when it is missing or older than its sources, so tests and benchmarks can
// ask for the build they need without rebuilding every time (and never test a stale one).
// Callers in parallel (Vitest's test files, a benchmark beside a test run) take turns through a
// lock directory: one builds while the others wait, then find the output fresh.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Newest modification time of `path` (a file, or every file under a directory); 0 if it is missing. */
export function newestIn(path: string): number {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, name)));
  return newest;
}

export interface FreshBuild {
  /** The file the build writes last-ish whose age stands for the whole output (e.g. out/web/index.html). */
  output: string;
  /** Files and directories it is built from. */
  sources: string[];
  /** The command to run: a Node script and its arguments (run with this Node). */
  command: string[];
}

/** Blocks this thread for `ms` (the callers are synchronous hooks and scripts). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isFresh(build: FreshBuild): boolean {
  return existsSync(build.output) && statSync(build.output).mtimeMs >= Math.max(...build.sources.map((s) => newestIn(resolve(s))));
}

/** Runs `build.command` unless its output is newer than every source; returns whether it built. */
export function ensureFresh(build: FreshBuild, lockName: string): boolean {
  if (isFresh(build)) return false;
  const lock = resolve('out', `.${lockName}.lock`);
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 180_000) rmSync(lock, { recursive: true, force: true }); // left by a run that died
      else pause(200);
    }
  }
  try {
    if (isFresh(build)) return false;
    execFileSync(process.execPath, build.command, { stdio: 'ignore' });
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
