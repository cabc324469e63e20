// One file-name case (docs/ARCHITECTURE.md, "Layers"): modules, tests and folders under src/,
// test/ and scripts/ are camelCase, Svelte components PascalCase. Fixtures and screenshots are data
// named after what they hold; src/cli/astar-studio.ts is named after the command it is.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'test', 'scripts'];
const DATA = /(^|\/)(fixtures|screenshots|test-results|public)(\/|$)/;
const NAMED_AFTER_THE_COMMAND = new Set(['src/cli/astar-studio.ts', 'test/unit/cli/astar-studio.test.ts']);

function entries(dir: string): { path: string; folder: boolean }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (DATA.test(path)) return [];
    const folder = statSync(path).isDirectory();
    return [{ path, folder }, ...(folder ? entries(path) : [])];
  });
}

/** The name without its extensions (`jumpTable.test.ts` → `jumpTable`). */
const stem = (path: string) => path.split('/').pop()!.split('.')[0]!;

describe('file names', () => {
  const all = ROOTS.flatMap((root) => entries(root));

  it('modules, tests and folders are camelCase (no kebab-case or snake_case)', () => {
    const offenders = all
      .filter((e) => e.folder || /\.(ts|mts|mjs|js)$/.test(e.path))
      .filter((e) => !NAMED_AFTER_THE_COMMAND.has(e.path))
      .filter((e) => !/^[a-z][A-Za-z0-9]*$/.test(stem(e.path)))
      .map((e) => e.path);
    expect(offenders).toEqual([]);
  });

  it('Svelte components are PascalCase', () => {
    const offenders = all.filter((e) => e.path.endsWith('.svelte') && !/^[A-Z][A-Za-z0-9]*$/.test(stem(e.path))).map((e) => e.path);
    expect(offenders).toEqual([]);
  });
});
