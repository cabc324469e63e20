// What a path's cost is made of, under the Result: on the weighted sample, a search's "Cost
// breakdown" lists the terrains the path pays for, their rows add up to the table's total, that
// total is the Result's path cost, and the cost along the path is drawn as a chart.
import { expect, test } from '@playwright/test';
import { hooks, openStudio, screenshot } from './studio';

test.use({ viewport: { width: 1440, height: 900 } });

const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('the cost breakdown of a search on the weighted sample: terrain rows summing to the total, which is the path cost, and a chart of the cost along the path', async ({ page }) => {
  await openStudio(page);
  const palette = await hooks(page, 'palette');
  const map = await hooks(page, 'map');
  expect(new Set(map.terrain.filter((t) => palette[t]!.passable).map((t) => palette[t]!.cost)).size).toBeGreaterThan(1); // the sample is weighted

  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))?.status).toBe('found');
  const result = (await hooks(page, 'result'))!;
  await page.locator('summary', { hasText: 'Cost breakdown' }).click();

  const table = page.getByRole('table', { name: 'Cost breakdown' });
  await expect(table).toBeVisible();
  // The total is the Result's path cost, as the Result shows it and as the search found it.
  const total = page.getByTestId('breakdown-total-cost');
  await expect(total).toHaveText((await page.getByTestId('result-cost').textContent())!);
  expect(figure(await total.textContent())).toBeCloseTo(result.cost, 2);
  // Its rows (terrains, and height costs when the path pays any) add up to the total; the path pays
  // for more than one terrain on this map.
  const rows = table.locator('tbody tr:not([data-testid="breakdown-total"])');
  const costs = await rows.locator('td:nth-child(4)').allTextContents();
  expect(costs.length).toBeGreaterThan(1);
  expect(costs.reduce((sum, c) => sum + figure(c), 0)).toBeCloseTo(result.cost, 1);
  await expect(page.getByTestId('breakdown-total')).toContainText('100.0%');

  // The chart is drawn: its canvas holds the line in the series' colour.
  const chart = page.getByRole('region', { name: 'Cost along the path' });
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expect.poll(() => chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let line = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 230 && data[i + 1]! > 200 && data[i + 2]! < 120 && data[i + 3]! > 200) line++;
    return line;
  })).toBeGreaterThan(20);
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'cost-breakdown');
});
