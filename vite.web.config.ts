// The web build: the same renderer as a static page, searches in a Web Worker. Used by the e2e
// tests and as a feature of its own.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { productionCsp } from './scripts/productionCsp.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root: 'src/renderer',
  base: './',
  // The web build ships the same production CSP as the desktop page.
  plugins: [svelte(), productionCsp()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: { outDir: '../../out/web', emptyOutDir: true },
  worker: { format: 'es' },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: true },
});
