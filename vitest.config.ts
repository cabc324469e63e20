import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [svelte({ hot: false } as never)],
  test: {
    include: ['test/unit/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
