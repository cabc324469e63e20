// Helpers for the editor specs: real pointer gestures on map cells, and a fresh map made
// through the New map dialog.
import { expect, type Page } from '@playwright/test';
import { cellPoint, hooks } from './studio';

/** Presses on the first cell, moves through the others in `steps` pointer events each, releases on the last. */
export async function dragCells(page: Page, cells: [number, number][], opts: { steps?: number; shift?: boolean } = {}): Promise<void> {
  const points = [];
  for (const [x, y] of cells) points.push(await cellPoint(page, x, y));
  if (opts.shift) await page.keyboard.down('Shift');
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: opts.steps ?? 4 });
  await page.mouse.up();
  if (opts.shift) await page.keyboard.up('Shift');
}

export async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const p = await cellPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

/** Makes a new map with the New map dialog (Ctrl+N) and waits until it is drawn. */
export async function newMap(page: Page, width: number, height: number, fill = 'Ground'): Promise<void> {
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByLabel('Map width').fill(String(width));
  await dialog.getByLabel('Map height').fill(String(height));
  await dialog.getByLabel('Fill terrain').selectOption({ label: fill });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width, height });
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
}

export async function cell(page: Page, x: number, y: number): Promise<number> {
  return (await hooks(page, 'region', x, y, x, y))[0]!;
}
