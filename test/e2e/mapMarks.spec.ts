// Marks on the map stay in sight zoomed out: a cell breakpoint's red dot at 5 px a cell.
import { expect, test } from '@playwright/test';
import { decode } from 'fast-png';
import { newMap } from './editorHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

/** Pixels of the breakpoint red (0xe5484d) in a 13×13 square of the screen centred on (x, y). */
async function redPixelsAround(page: import('@playwright/test').Page, x: number, y: number): Promise<number> {
  const png = decode(await page.screenshot({ clip: { x: Math.round(x) - 6, y: Math.round(y) - 6, width: 13, height: 13 } }));
  const channels = png.channels;
  let red = 0;
  for (let i = 0; i < png.width * png.height; i++) {
    const [r, g, b] = [png.data[i * channels]!, png.data[i * channels + 1]!, png.data[i * channels + 2]!];
    if (Math.abs(r - 0xe5) < 40 && Math.abs(g - 0x48) < 40 && Math.abs(b - 0x4d) < 40) red++;
  }
  return red;
}

test('a cell breakpoint\'s dot is in sight at 5 px a cell', async ({ page }) => {
  await openStudio(page);
  await newMap(page, 64, 40);
  const at = await cellPoint(page, 20, 20);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: /Add breakpoint/ }).click();

  await hooks(page, 'setCamera', 5, -10, -10);
  await expect.poll(() => hooks(page, 'camera')).toMatchObject({ scale: 5 });
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  const dot = await cellPoint(page, 20, 20);
  const empty = await cellPoint(page, 30, 20);
  await expect.poll(() => redPixelsAround(page, dot.x, dot.y)).toBeGreaterThanOrEqual(16);
  expect(await redPixelsAround(page, empty.x, empty.y)).toBe(0);
  await screenshot(page, 'breakpoint-dot-5px');
});
