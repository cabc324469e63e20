// Turn cost: set in the panel, a search pays per 45° of heading change, so the path turns less, and
// the result says how many turns it made and what they cost; Jump Point Search refuses it, naming
// the algorithms that take it.
import { expect, test } from '@playwright/test';
import { pathTurns } from '../../src/shared/engine/index';
import { hooks, openStudio, screenshot } from './studio';

test('a turn cost gives a path with fewer turns, and the result counts them; JPS refuses it', async ({ page }) => {
  await openStudio(page);
  const { width } = await hooks(page, 'map');
  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  const free = (await hooks(page, 'result'))!;
  const freeTurns = pathTurns(free.path, width, 'square8', 1).count;
  expect(freeTurns).toBeGreaterThan(2);
  // Without a turn cost the result lists no turns.
  await expect(page.getByTestId('result-turns')).toHaveCount(0);

  await page.getByLabel('Turn cost', { exact: true }).fill('3');
  await expect.poll(async () => (await hooks(page, 'settings')).turnCost).toBe(3);
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))?.path).not.toEqual(free.path);
  const turning = (await hooks(page, 'result'))!;
  const turns = pathTurns(turning.path, width, 'square8', 3);
  expect(turning.path).not.toEqual(free.path);
  expect(turns.count).toBeLessThan(freeTurns);
  await expect(page.getByTestId('result-turns')).toHaveText(`${turns.count} ${turns.count === 1 ? 'turn' : 'turns'}, cost ${turns.cost.toLocaleString('en-US', { maximumFractionDigits: 3 })}`);
  await screenshot(page, 'turn-cost-path');

  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Jump Point Search' });
  await page.keyboard.press('F9');
  const refusal = page.getByRole('alert', { name: 'Search outcome' });
  await expect(refusal).toContainText('Jump Point Search cannot add a turn cost');
  await expect(refusal).toContainText('set Turn cost to 0, or choose A*, Weighted A*, Dijkstra or Bidirectional A* instead');
});
