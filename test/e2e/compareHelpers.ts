// Helpers shared by the compare view's e2e specs: its test hooks, and opening the view.
import { expect, type Page } from '@playwright/test';
import type { CompareTestHooks } from '../../src/renderer/panes/compareTestHooks';

type Result<K extends keyof CompareTestHooks> = Awaited<ReturnType<CompareTestHooks[K]>>;

/** Calls the compare view's test hook `name` in the page. */
export function compareHooks<K extends keyof CompareTestHooks>(page: Page, name: K, ...args: Parameters<CompareTestHooks[K]>): Promise<Result<K>> {
  return page.evaluate(
    ([n, a]) => (window as unknown as { __astarCompare: Record<string, (...x: unknown[]) => unknown> }).__astarCompare[n as string]!(...(a as unknown[])),
    [name, args] as const,
  ) as Promise<Result<K>>;
}

/** Waits until the compare view shows, its hooks are installed and the searches it opens with have ended. */
export async function compareShown(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Close compare' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!(window as { __astarCompare?: unknown }).__astarCompare)).toBe(true);
  await expect.poll(async () => (await compareHooks(page, 'timeline')).running).toBe(false);
}
