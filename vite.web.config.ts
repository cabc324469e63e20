// The web build: the same renderer as a static page, searches in a Web Worker. A feature of its own
// (`vite build`, out/web) and, built with `--mode e2e` (out/web-e2e), what the e2e tests and the
// browser benchmarks drive: only that build has the test hooks (scripts/webBuilds.ts).
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { productionCsp } from './scripts/productionCsp.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig(({ mode }) => {
  const e2e = mode === 'e2e';
  return {
    root: 'src/renderer',
    base: './',
    // The web build ships the same production CSP as the desktop page.
    plugins: [svelte(), productionCsp()],
    // __TEST_HOOKS__ false lets the bundler drop src/renderer/testHooks.ts from a user's build.
    define: { __APP_VERSION__: JSON.stringify(version), __TEST_HOOKS__: JSON.stringify(e2e) },
    build: { outDir: e2e ? '../../out/web-e2e' : '../../out/web', emptyOutDir: true },
    worker: { format: 'es' },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173, strictPort: true },
  };
});
