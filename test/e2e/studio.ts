// Helpers shared by the e2e specs: open the app, find cells on screen, read the app's state.
import { expect, type Page } from '@playwright/test';
import type { StudioTestHooks } from '../../src/renderer/testHooks';
import { mkdirSync } from 'node:fs';

export const SCREENSHOT_DIR = 'test/e2e/screenshots';

export async function openStudio(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  expect(errors).toEqual([]);
}

type HookResult<K extends keyof StudioTestHooks> = Awaited<ReturnType<StudioTestHooks[K]>>;

export function hooks<K extends keyof StudioTestHooks>(page: Page, name: K, ...args: Parameters<StudioTestHooks[K]>): Promise<HookResult<K>> {
  return page.evaluate(
    ([n, a]) => {
      const h = (window as unknown as { __astarStudio: Record<string, (...x: unknown[]) => unknown> }).__astarStudio;
      return h[n as string]!(...(a as unknown[]));
    },
    [name, args] as const,
  ) as Promise<HookResult<K>>;
}

export async function cellPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return hooks(page, 'cellCentre', x, y);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}
