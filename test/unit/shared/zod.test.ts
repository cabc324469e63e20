// zod runs jitless wherever the app uses it, so it never probes `new Function` (a CSP violation in
// the page and its workers): every import of zod goes through src/shared/zod.ts, which sets it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from '../../../src/shared/zod';

/** Every .ts and .svelte file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(e.name) ? [path] : [];
  });
}

describe('zod', () => {
  it('is jitless once imported through src/shared/zod.ts', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is imported (for its values, not only its types) through src/shared/zod.ts alone', () => {
    const direct = sources('src').filter((file) => file !== join('src', 'shared', 'zod.ts') && /^import\s+(?!type\b)[^;]*from\s+['"]zod(\/[^'"]*)?['"]/m.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
