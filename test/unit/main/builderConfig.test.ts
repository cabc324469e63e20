// The packaging configuration, loaded and validated the way `electron-builder --config` does it
// (no Electron download): fuses locked, only the built app packed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { getFileMatchers } from 'app-builder-lib/out/fileMatcher';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'electron-builder';
import { beforeAll, describe, expect, it } from 'vitest';

const PROJECT = resolve('.');
const CONFIG_FILE = 'electron-builder.config.ts';
let config: Configuration;

beforeAll(async () => {
  config = await getConfig(PROJECT, CONFIG_FILE, null);
});

/** Whether electron-builder's own file filter packs a project file, given its relative path. */
function packs(path: string): boolean {
  const matchers = getFileMatchers(config, 'files', '/package', { macroExpander: (p) => p, customBuildOptions: config, globalOutDir: resolve(PROJECT, 'out/dist'), defaultSrc: PROJECT })!;
  const filter = matchers[0]!.createFilter();
  const file = { isDirectory: () => false } as Parameters<typeof filter>[1];
  return filter(resolve(PROJECT, path), file);
}

describe('the electron-builder configuration', () => {
  it('loads from its file and passes electron-builder’s schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+)+$/);
  });

  it('locks the Electron fuses: no RunAsNode, NODE_OPTIONS or --inspect; code only from an integrity-checked ASAR', () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs the built main, preload and renderer, and the package manifest', () => {
    const wanted = ['package.json', 'out/main/index.js', 'out/main/searchWorker.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'out/renderer/assets/index-abc.js'];
    expect(wanted.filter((path) => !packs(path))).toEqual([]);
  });

  it('leaves out sources, tests, source maps, the web and CLI builds, and its own output', () => {
    const unwanted = [
      'src/main/index.ts',
      'src/renderer/App.svelte',
      'test/unit/main/builderConfig.test.ts',
      'test/e2e/search.spec.ts',
      'out/main/index.js.map',
      'out/web/index.html',
      'out/cli/astar-studio.js',
      'out/dist/A* Studio.AppImage',
      'electron-builder.config.ts',
      'node_modules/pixi.js/package.json',
      'docs/benchmarks.md',
      'resources/samples/river-valley.astar.json',
    ];
    expect(unwanted.filter(packs)).toEqual([]);
  });

  it('registers .astar project files, which start the app with their path', () => {
    expect(config.fileAssociations).toEqual([expect.objectContaining({ ext: 'astar' })]);
  });

  it('is what `npm run dist` builds with, after building the app, and never publishes', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['dist']).toBe(`electron-vite build && electron-builder --config ${CONFIG_FILE} --publish never`);
  });
});
