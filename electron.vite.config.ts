// Builds the three Electron parts: main (+ the search worker entry), preload (one CommonJS file, as
// a sandboxed renderer requires) and the renderer (Svelte + Pixi).
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { productionCsp } from './scripts/productionCsp.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

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
    // The desktop page never has the e2e tests' hooks (vite.web.config.ts).
    define: { __APP_VERSION__: JSON.stringify(version), __TEST_HOOKS__: 'false' },
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
