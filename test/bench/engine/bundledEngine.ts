// The engine as the app ships it: one esbuild bundle, as Vite bundles the search worker. Run from
// tsx's per-module transform instead, every call from one engine module into another goes through
// an export getter, which cost 10–15 % of a Jump Point Search query here; the benchmark times the
// shape users run. The bundle is rebuilt on every run (a fraction of a second), from the sources.
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export type BundledEngine = typeof import('./engineEntry');

/**
 * Bundles engineEntry.ts into node_modules/.cache and imports it: one bundle per checkout (worktrees
 * that share node_modules through a link must not overwrite each other's) and per `name` (a bench
 * section run alone keeps its own).
 */
export async function loadBundledEngine(name = 'engine'): Promise<BundledEngine> {
  const checkout = createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8);
  const outfile = resolve(process.cwd(), `node_modules/.cache/astar-studio-bench/${name}-${checkout}.mjs`);
  buildSync({
    entryPoints: [resolve(process.cwd(), 'test/bench/engine/engineEntry.ts')],
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'warning',
  });
  return (await import(pathToFileURL(outfile).href)) as BundledEngine;
}
