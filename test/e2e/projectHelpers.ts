// Helpers for the project-file specs: the in-page menus, the map as a comparable value, a stroke
// of paint, and browsers with and without the File System Access API.
import { expect, type Page } from '@playwright/test';
import { dragCells } from './editorHelpers';
import { hooks } from './studio';

/** Chooses File › Save As… and the like: opens the menu, then clicks the item (and a submenu's item). */
export async function menu(page: Page, ...path: string[]): Promise<void> {
  const [top, ...rest] = path;
  await page.getByRole('menubar').getByRole('menuitem', { name: top, exact: true }).click();
  for (const label of rest) await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).last().click();
}

/** Everything a project file keeps of the map, to compare two maps. */
export async function mapContents(page: Page) {
  const { width, height, terrain, start, goal } = await hooks(page, 'map');
  return { width, height, terrain, start, goal, palette: await hooks(page, 'palette') };
}

/** Paints a stroke of `terrain` (its key, 1–9) from one cell to another with a one-cell brush. */
export async function paint(page: Page, terrainKey: string, from: [number, number], to: [number, number]): Promise<void> {
  // Tool keys are typed into a focused field otherwise (as they would be for a user).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('b');
  await page.keyboard.press(terrainKey);
  await page.getByLabel('Brush size').fill('1');
  await page.locator('[data-testid="map"] canvas').first().hover();
  await dragCells(page, [from, to]);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
}

/** Makes the page's browser one without the File System Access API (like Firefox or Safari). */
export async function withoutFileSystemAccess(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w['showOpenFilePicker'];
    delete w['showSaveFilePicker'];
  });
}

/**
 * Gives the page File System Access pickers that choose files in the origin's private file system
 * (real FileSystemFileHandles, written by the app's own code): Playwright cannot answer Chromium's
 * native pickers. `__pickFile` says which file the Open picker returns; `__pickerCalls` counts
 * the pickers shown.
 */
export async function withPrivateFilePickers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w['__pickerCalls'] = 0;
    const root = () => navigator.storage.getDirectory();
    w['showSaveFilePicker'] = async (options: { suggestedName: string }) => {
      (w['__pickerCalls'] as number)++;
      return (await root()).getFileHandle(options.suggestedName, { create: true });
    };
    w['showOpenFilePicker'] = async () => {
      (w['__pickerCalls'] as number)++;
      return [await (await root()).getFileHandle(w['__pickFile'] as string)];
    };
  });
}

/** The text of a file in the origin's private file system. */
export function privateFileText(page: Page, name: string): Promise<string> {
  return page.evaluate(async (n) => (await (await (await navigator.storage.getDirectory()).getFileHandle(n)).getFile()).text(), name);
}
