// The engine of another commit, bundled as bundled-engine.ts bundles the working tree's, so that
// two engines can be timed side by side in one process (engine-ab.bench.ts). The commit's
// src/shared and bench entry are exported with `git archive` into node_modules/.cache (kept per
// commit), then bundled with esbuild.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import type { BundledEngine } from './bundled-engine';

const CACHE = resolve(process.cwd(), 'node_modules/.cache/astar-studio-bench');

/** The full commit id of `rev`; throws a sentence when git does not know it. */
export function commitOf(rev: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    throw new Error(`git knows no commit "${rev}"; name a branch, a tag or a commit (such as main or HEAD~1).`);
  }
}

/** The engine as it was at `rev`, bundled and imported. */
export async function loadEngineAt(rev: string): Promise<BundledEngine> {
  const commit = commitOf(rev);
  const dir = resolve(CACHE, `at-${commit}`);
  if (!existsSync(resolve(dir, 'test/bench/engine/engine-entry.ts'))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src/shared', 'test/bench/engine/engine-entry.ts'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  const outfile = resolve(dir, 'engine.mjs');
  buildSync({
    entryPoints: [resolve(dir, 'test/bench/engine/engine-entry.ts')],
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'warning',
  });
  return (await import(pathToFileURL(outfile).href)) as BundledEngine;
}
