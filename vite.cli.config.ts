// Builds the command line (src/cli/astar-studio.ts) into one Node ESM file, out/cli/astar-studio.js,
// the package's `astar-studio` bin: Node builtins stay external, everything else is bundled, a
// shebang makes it executable.
import { chmodSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const executable = (): Plugin => ({
  name: 'astar-studio-executable',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle)) if (file.endsWith('.js')) chmodSync(resolve(options.dir!, file), 0o755);
  },
});

export default defineConfig({
  plugins: [executable()],
  // One self-contained file: the project format's libraries (fflate, zod) are bundled, not imported.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/cli/astar-studio.ts',
    outDir: 'out/cli',
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      external: [...builtinModules, /^node:/],
      output: { format: 'es', entryFileNames: 'astar-studio.js', banner: '#!/usr/bin/env node' },
    },
  },
});
