// Helpers shared by the e2e specs: open the app, find cells on screen, read the app's state and the
// notices it has shown.
import { expect, type Page } from '@playwright/test';
import type { StudioTestHooks } from '../../src/renderer/testHooks';
import { mkdirSync } from 'node:fs';
import { GETTING_STARTED_KEY } from '../../src/renderer/state/gettingStarted';

export const SCREENSHOT_DIR = 'test/e2e/screenshots';

/**
 * Opens the app as a returning user (Getting started already offered, see gettingStarted.ts), or,
 * with `firstStart`, as someone who has never opened it in this browser.
 */
export async function openStudio(page: Page, { firstStart = false } = {}): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordNotices(page);
  if (!firstStart) await asReturningUser(page);
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  expect(errors).toEqual([]);
}

/** The page opens as for someone who has started the app before: Getting started is not offered. */
export async function asReturningUser(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'offered'), GETTING_STARTED_KEY);
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

/**
 * Records, from the page's start, every notice the page shows (an error's role is alert, others'
 * status) as it appears: a notice goes again after a few seconds, so a test on a loaded machine
 * could reach its check after it has gone. The record is what the checks read.
 */
async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __noticesShown?: { role: string; text: string }[] };
    if (w.__noticesShown) return;
    const shown: { role: string; text: string }[] = (w.__noticesShown = []);
    const known = new Set<string>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="alert"], [role="status"]')) {
        const entry = { role: el.getAttribute('role')!, text: (el.textContent ?? '').replace(/\s+/g, ' ').trim() };
        const key = `${entry.role}\n${entry.text}`;
        if (entry.text && !known.has(key)) {
          known.add(key);
          shown.push(entry);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The texts of the notices (and other alerts or statuses) of `kind` the page has shown since it loaded. */
export function noticesShown(page: Page, kind: 'error' | 'info'): Promise<string[]> {
  const role = kind === 'error' ? 'alert' : 'status';
  return page.evaluate((r) => ((window as unknown as { __noticesShown: { role: string; text: string }[] }).__noticesShown ?? []).filter((n) => n.role === r).map((n) => n.text), role);
}

/** Waits until the page has shown a notice saying `text` (a string is looked for within the notice). */
export async function expectNotice(page: Page, kind: 'error' | 'info', text: string | RegExp): Promise<void> {
  const says = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  await expect.poll(async () => (await noticesShown(page, kind)).some(says), { message: `a notice saying ${String(text)}` }).toBe(true);
}
