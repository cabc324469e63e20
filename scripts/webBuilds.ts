// The two web builds of the renderer: `web` for users (npm run build:web, out/web) and `e2e` for the
// end-to-end tests and the browser benchmarks (out/web-e2e), which alone carries the test hooks
// (`window.__astarStudio`, src/renderer/testHooks.ts). The e2e suite and the benchmarks call
// ensureWebBuild('e2e') before serving it, so it is rebuilt only when a source changed. Run as a
// script (`tsx scripts/webBuilds.ts e2e`) it does the same from a shell.
import { resolve } from 'node:path';
import { ensureFresh } from './freshBuild.ts';

export type WebBuild = 'web' | 'e2e';

/** Vite's mode for each build (vite.web.config.ts reads it). */
export const WEB_BUILD_MODE: Record<WebBuild, string> = { web: 'production', e2e: 'e2e' };
/** Where each build goes. */
export const WEB_BUILD_DIR: Record<WebBuild, string> = { web: 'out/web', e2e: 'out/web-e2e' };

/** Everything a web build is made from. */
const SOURCES = ['src/renderer', 'src/shared', 'src/main/csp.ts', 'vite.web.config.ts', 'scripts/productionCsp.ts', 'package-lock.json'];

/** Builds `kind` if it is missing or older than its sources; returns whether it built. */
export function ensureWebBuild(kind: WebBuild): boolean {
  const vite = resolve('node_modules/vite/bin/vite.js');
  return ensureFresh(
    { output: resolve(WEB_BUILD_DIR[kind], 'index.html'), sources: SOURCES, command: [vite, 'build', '--config', 'vite.web.config.ts', '--mode', WEB_BUILD_MODE[kind], '--logLevel', 'warn'] },
    `web-build-${kind}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/webBuilds.ts')) {
  const kind = process.argv[2];
  if (kind !== 'web' && kind !== 'e2e') {
    console.error('Say which web build: tsx scripts/webBuilds.ts e2e (or web).');
    process.exit(2);
  }
  console.log(ensureWebBuild(kind) ? `Built ${WEB_BUILD_DIR[kind]}.` : `${WEB_BUILD_DIR[kind]} is up to date.`);
}
