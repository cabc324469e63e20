// Test helper: bundles a TypeScript child-process script into one ESM file that plain Node runs.
// Forking with the tsx loader costs most of a second per start; the crash test starts hundreds.
import { mkdtemp } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** Bundles `entry` (a path from the repository root) and returns the built file's path. */
export async function bundleForNode(entry: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'astar-fixture-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    // Packages too (zod, fflate): the bundle runs from a temporary folder with no node_modules.
    ssr: { noExternal: true },
    build: {
      ssr: resolve(entry),
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rolldownOptions: {
        external: [...builtinModules, /^node:/],
        output: { format: 'es', entryFileNames: 'fixture.mjs' },
      },
    },
  });
  return join(outDir, 'fixture.mjs');
}
