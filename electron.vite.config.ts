// Builds the three Electron parts: main (+ the search worker entry), preload (one CommonJS file, as
// a sandboxed renderer requires) and the renderer (Svelte + Pixi).
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, withMetaPolicy } from './src/main/csp';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The built page carries the production CSP in its meta tag, the same policy the app:// protocol
 * sends as a header; index.html itself keeps the development policy the dev server needs.
 */
function productionCsp(): Plugin {
  return {
    name: 'astar-studio:production-csp',
    apply: 'build',
    transformIndexHtml: (html) => withMetaPolicy(html, contentSecurityPolicy('production')),
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          searchWorker: resolve('src/worker/index.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [svelte(), productionCsp()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
