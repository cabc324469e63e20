// The main window's security baseline, and the built paths main loads it with.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import electronViteConfig from '../../../electron.vite.config';
import { builtPaths } from '../../../src/main/builtPaths';
import { mainWindowOptions } from '../../../src/main/windowOptions';

describe('main window options', () => {
  const options = mainWindowOptions({ preloadPath: '/app/out/preload/index.cjs', developerTools: false });

  it('sandbox the renderer in an isolated context with no Node, and keep web security on', () => {
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('allow DevTools only when asked (an unpackaged app)', () => {
    expect(options.webPreferences?.devTools).toBe(false);
    expect(mainWindowOptions({ preloadPath: '/p.cjs', developerTools: true }).webPreferences?.devTools).toBe(true);
  });

  it('show the window only once it has painted', () => {
    expect(options.show).toBe(false);
  });
});

describe('built paths', () => {
  const root = resolve('/opt/astar-studio/resources/app.asar');
  const paths = builtPaths(pathToFileURL(resolve(root, 'out/main/index.js')).href);

  it('are the out/ folders electron.vite.config.ts builds, next to the main bundle', () => {
    expect(paths).toEqual({
      rendererRoot: resolve(root, 'out/renderer'),
      preload: resolve(root, 'out/preload/index.cjs'),
      searchWorker: resolve(root, 'out/main/searchWorker.js'),
    });
    const { main, preload, renderer } = electronViteConfig as Record<'main' | 'preload' | 'renderer', { build: { outDir: string; rollupOptions: { input: Record<string, string>; output?: object } } }>;
    expect(main.build.outDir).toBe('out/main');
    expect(Object.keys(main.build.rollupOptions.input)).toEqual(['index', 'searchWorker']);
    expect(preload.build.outDir).toBe('out/preload');
    expect(preload.build.rollupOptions.output).toEqual({ format: 'cjs', entryFileNames: '[name].cjs' });
    expect(renderer.build.outDir).toBe('out/renderer');
  });
});
