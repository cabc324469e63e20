// Driving the e2e web build from a browser benchmark: the app opened as a returning user with the
// long-task and frame probes installed, its test hooks called, a new map made through the New map
// dialog, and the start and goal placed with the marker tools.
import type { Browser, Page } from '@playwright/test';
import { asReturningUser } from '../../e2e/studio';
import { installProbes, whenIdle } from './page';

type Hooks = Record<string, (...args: unknown[]) => unknown>;

/** Calls the app's test hook `name` (testHooks.ts) in the page. */
export const hook = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([n, a]) => (window as unknown as { __astarStudio: Hooks }).__astarStudio[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<T>;

/** A 1280×800 page on the app at `url`, ready, with the probes installed. */
export async function openApp(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // tsx keeps function names with a __name helper; functions sent into the page need it too.
  await page.addInitScript('globalThis.__name = (f) => f');
  await asReturningUser(page);
  await page.goto(url);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate(installProbes);
  return page;
}

/** New map through the real dialog, drawn and idle. */
export async function newMap(page: Page, side: number): Promise<void> {
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  const unsaved = page.getByRole('alertdialog', { name: 'Save changes?' });
  await dialog.or(unsaved).first().waitFor();
  if (await unsaved.isVisible()) await unsaved.getByRole('button', { name: "Don't Save" }).click();
  await dialog.getByLabel('Map width').fill(String(side));
  await dialog.getByLabel('Map height').fill(String(side));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.evaluate(whenIdle);
}

/** Places the start and the goal with the marker tools. */
export async function markers(page: Page, start: [number, number], goal: [number, number]): Promise<void> {
  for (const [key, [x, y]] of [['s', start], ['g', goal]] as const) {
    await page.keyboard.press(key);
    const p = await hook<{ x: number; y: number }>(page, 'cellCentre', x, y);
    await page.mouse.click(p.x, p.y);
  }
}

/**
 * Presses, moves through `points` one real pointer move each, releases. The input goes straight to
 * the browser (CDP Input.dispatchMouseEvent) rather than through `page.mouse`, whose drag-and-drop
 * detection runs its own script in the page on every move with the button down (listeners added
 * and removed, a timer, an evaluation: a fifth of the traced script time): a user's mouse runs none
 * of it, so the measure charges the app only.
 */
export async function drag(page: Page, points: { x: number; y: number }[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', p: { x: number; y: number }) =>
    cdp.send('Input.dispatchMouseEvent', { type, x: p.x, y: p.y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1 });
  try {
    await send('mousePressed', points[0]!);
    for (const p of points.slice(1)) await send('mouseMoved', p);
    await send('mouseReleased', points[points.length - 1]!);
  } finally {
    await cdp.detach();
  }
}
