import { svelte } from '@sveltejs/vite-plugin-svelte';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest 5's failure reporter calls Map.groupBy, which Node 20 lacks (it arrived in Node 21):
// without this, a failing test crashes the reporter and hides the failure.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  plugins: [svelte()],
  test: {
    include: ['test/unit/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The benchmark proofs are CPU-bound files: run them side by side on every core.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
