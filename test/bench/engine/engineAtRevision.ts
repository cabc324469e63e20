// The engine of another commit, bundled as bundledEngine.ts bundles the working tree's, so that
// two engines can be timed side by side in one process (engineAb.bench.ts). The commit's
// src/shared and bench entry are exported with `git archive` into node_modules/.cache (kept per
// commit), then bundled with esbuild.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import type { BundledEngine } from './bundledEngine';

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
  const entry = entryAt(commit);
  if (!existsSync(resolve(dir, entry))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src/shared', entry], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  const outfile = resolve(dir, 'engine.mjs');
  buildSync({
    entryPoints: [resolve(dir, entry)],
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'warning',
  });
  return (await import(pathToFileURL(outfile).href)) as BundledEngine;
}

/** The bench entry's path at `commit`: file names were kebab-case before they became camelCase. */
function entryAt(commit: string): string {
  for (const path of ['test/bench/engine/engineEntry.ts', 'test/bench/engine/engine-entry.ts']) {
    try {
      execFileSync('git', ['cat-file', '-e', `${commit}:${path}`], { stdio: 'ignore' });
      return path;
    } catch {
      // not at this commit: try the older name
    }
  }
  throw new Error(`commit ${commit.slice(0, 10)} has no engine bench entry (test/bench/engine/engineEntry.ts); A/B needs a commit from issue 22 on.`);
}
