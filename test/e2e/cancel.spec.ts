// Esc stops a search: a long Dijkstra search on a 4096² map is cancelled mid-way, and another while
// its 16 MB map is still on its way to the worker; each time the Run button is free again, the
// result says cancelled, and the next search works.
import { expect, test, type Page } from '@playwright/test';
import { newMap } from './editorHelpers';
import { cellPoint, hooks, openStudio } from './studio';

const SIDE = 4096;

async function placeMarker(page: Page, which: 'start' | 'goal', x: number, y: number): Promise<void> {
  const p = await cellPoint(page, x, y);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.getByRole('menuitem', { name: `Set ${which} here` }).click();
}

async function bigMapWithDijkstra(page: Page): Promise<void> {
  await openStudio(page);
  await newMap(page, SIDE, SIDE);
  await placeMarker(page, 'start', 40, 40);
  await placeMarker(page, 'goal', SIDE - 40, 40); // top right: the minimap covers the bottom right
  const { start, goal } = await hooks(page, 'markers');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(goal).toBeGreaterThan(start);
  // Dijkstra expands every cell nearer than the goal (most of the 16.7 M) before it reaches it.
  await page.getByLabel('Algorithm').selectOption({ label: 'Dijkstra' });
  await page.getByLabel('Algorithm').blur();
}

test('Esc during a long search: the UI is free, the result says cancelled, and the next search works', async ({ page }) => {
  await bigMapWithDijkstra(page);
  const run = page.getByTitle('Run the search (F9)');

  await page.keyboard.press('F9');
  await expect(run).toBeDisabled();
  await expect(page.getByText(/[1-9][\d,]* expanded…/)).toBeVisible(); // searching, past its first slice
  await page.keyboard.press('Escape');

  await expect(run).toBeEnabled();
  await expect(page.locator('section.result')).toHaveAttribute('data-status', 'cancelled');
  const cancelled = (await hooks(page, 'result'))!;
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.expanded).toBeGreaterThan(0);
  expect(cancelled.expanded).toBeLessThan(SIDE * SIDE);

  await page.getByLabel('Algorithm').selectOption({ label: 'A*' });
  await page.getByLabel('Algorithm').blur();
  await page.keyboard.press('F9');
  await expect(page.locator('section.result')).toHaveAttribute('data-status', 'found');
  await expect(run).toBeEnabled();
});

test('Esc while the map is still on its way to the worker: no search starts, the UI is free, the result says cancelled', async ({ page }) => {
  await bigMapWithDijkstra(page);
  const run = page.getByTitle('Run the search (F9)');

  // F9 and Esc in one task: the 16 MB map has been posted, but the worker cannot have answered yet.
  await page.evaluate(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F9', bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  await expect(run).toBeEnabled();
  await expect(page.locator('section.result')).toHaveAttribute('data-status', 'cancelled');
  expect((await hooks(page, 'result'))!.expanded).toBe(0); // no search was started
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.keyboard.press('F9');
  await expect(page.getByText(/[1-9][\d,]* expanded…/)).toBeVisible(); // the next search runs
  await page.keyboard.press('Escape');
  await expect(run).toBeEnabled();
  expect((await hooks(page, 'result'))!.expanded).toBeGreaterThan(0);
});
