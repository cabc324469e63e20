// The page runs under the production Content-Security-Policy (no 'unsafe-eval') and breaks none of
// it: loading the app (which parses the start sample with zod) and running a search report no
// violation. zod is jitless (src/shared/zod.ts), so it never probes `new Function('')`.
import { expect, test } from '@playwright/test';
import { hooks, openStudio } from './studio';

test('loading the app and running a search report no Content-Security-Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} (${e.blockedURI}) at ${e.sourceFile}:${e.lineNumber}`));
  });
  await openStudio(page);
  await page.keyboard.press('F9');
  await expect.poll(() => hooks(page, 'result').then((r) => r?.status ?? null)).not.toBeNull();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
