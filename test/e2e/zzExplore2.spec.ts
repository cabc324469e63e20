// Temporary exploration (not committed).
import { expect, test, type Page } from '@playwright/test';
import { newMap } from './editorHelpers';
import { cellPoint, openStudio } from './studio';
const shot = (page: Page, n: string) => page.screenshot({ path: `/work/diag/shots/${n}.png` });
test.use({ viewport: { width: 1440, height: 900 } });
async function marker(page: Page, which: string, x: number, y: number) {
  const p = await cellPoint(page, x, y);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await shot(page, `20-context-${which}`);
  await page.getByRole('menuitem', { name: `Set ${which} here` }).click();
}
test('tour 2', async ({ page }) => {
  test.setTimeout(300_000);
  await openStudio(page);
  await newMap(page, 512, 512);
  await shot(page, '21-new-512');
  await marker(page, 'start', 20, 20);
  await marker(page, 'goal', 480, 470);
  await page.waitForTimeout(1500);
  await shot(page, '22-live-512');
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Wall' });
  await page.getByLabel('Brush size').fill('6');
  const a = await cellPoint(page, 100, 300), b = await cellPoint(page, 400, 100);
  await page.mouse.move(a.x, a.y); await page.mouse.down();
  for (let i = 1; i <= 30; i++) await page.mouse.move(a.x + (b.x - a.x) * i / 30, a.y + (b.y - a.y) * i / 30);
  await shot(page, '23-mid-stroke');
  await page.mouse.up();
  await page.waitForTimeout(1000);
  await shot(page, '24-after-stroke');
  await page.getByRole('menubar').getByRole('menuitem', { name: 'File' }).click();
  await shot(page, '25-file-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('menubar').getByRole('menuitem', { name: 'Edit' }).click();
  await shot(page, '26-edit-menu');
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  await shot(page, '27-f1');
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toBeVisible();
});
