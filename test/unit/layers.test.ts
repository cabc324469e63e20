// The dependency rule of ARCHITECTURE.md, enforced: src/shared is pure, the process layers meet
// only in src/shared, and Svelte components never import Pixi (the canvas attaches via an action).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const LAYERS = ['main', 'preload', 'renderer', 'cli', 'worker'] as const;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|svelte)$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );
}

describe('layers', () => {
  it('src/shared imports nothing impure: no Node, Electron, DOM libraries, Pixi or Svelte', () => {
    const impure = /^(node:|electron$|pixi\.js|svelte|fs$|path$|os$|child_process$|worker_threads$)/;
    const offenders = sourceFiles('src/shared').flatMap((f) => imports(f).filter((i) => impure.test(i)).map((i) => `${relative('.', f)} → ${i}`));
    expect(offenders).toEqual([]);
  });

  it('main, preload, renderer, cli and worker never import each other', () => {
    const offenders: string[] = [];
    for (const layer of LAYERS)
      for (const f of sourceFiles(`src/${layer}`))
        for (const i of imports(f)) {
          if (!i.startsWith('.')) continue;
          const target = relative('src', join(f, '..', i)).split(/[\\/]/)[0];
          if (target !== layer && target !== 'shared' && LAYERS.includes(target as (typeof LAYERS)[number])) offenders.push(`${relative('.', f)} → ${i}`);
        }
    expect(offenders).toEqual([]);
  });

  it('the search worker imports neither electron nor Electron-only modules (it runs under plain Node too)', () => {
    const offenders = sourceFiles('src/worker').flatMap((f) => imports(f).filter((i) => /^electron(\/|$)/.test(i)).map((i) => `${relative('.', f)} → ${i}`));
    expect(sourceFiles('src/worker').length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  it('Svelte components do not import pixi.js', () => {
    const offenders = sourceFiles('src/renderer')
      .filter((f) => f.endsWith('.svelte'))
      .filter((f) => imports(f).some((i) => i.startsWith('pixi.js')));
    expect(offenders).toEqual([]);
  });

  it('the preload imports nothing at run time but electron (a sandboxed preload cannot)', () => {
    const runtime = imports('src/preload/index.ts').filter((i) => !i.startsWith('.'));
    expect(runtime).toEqual(['electron']);
  });
});
