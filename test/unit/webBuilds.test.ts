// The test hooks (window.__astarStudio) exist only in the e2e build that the e2e tests and the
// browser benchmarks serve, never in the web build a user gets from `npm run build:web`: the
// bundler drops src/renderer/testHooks.ts from it entirely. Each build is made only if it is stale.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, WEB_BUILD_DIR } from '../../scripts/webBuilds';

/** The JavaScript a web build serves, as one text. */
function scriptsOf(dir: string): string {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

describe('the web builds', () => {
  beforeAll(() => {
    ensureWebBuild('web');
    ensureWebBuild('e2e');
  }, 600_000);

  it("a user's web build has no test hooks, not even their code; the e2e build has them", () => {
    const user = scriptsOf(WEB_BUILD_DIR.web);
    const e2e = scriptsOf(WEB_BUILD_DIR.e2e);
    // The property they are installed under, and a sentence only testHooks.ts holds.
    for (const mark of ['__astarStudio', 'No traced run is shown.']) {
      expect(user).not.toContain(mark);
      expect(e2e).toContain(mark);
    }
  });
});
