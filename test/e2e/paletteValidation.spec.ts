// A terrain cost out of bounds typed into the palette is not applied: its problem shows beside the
// field, the palette and the undo history stay as they were, and a cost in range then applies.
import { expect, test } from '@playwright/test';
import { hooks, openStudio } from './studio';

test('a palette cost out of bounds is shown beside its field and not applied', async ({ page }) => {
  await openStudio(page);
  const before = await hooks(page, 'palette');
  const road = before.findIndex((t) => t.name === 'Road');
  const cost = page.getByLabel('Road cost');

  await cost.fill('0.00000001');
  await cost.press('Enter');
  await expect(cost).toHaveAttribute('aria-invalid', 'true');
  const id = await cost.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${id}"]`)).toHaveText(
    'Terrain "Road" costs 1e-8; a cost must be between 0.001 and 1000000 (1 is ordinary ground). Set a cost in that range.',
  );
  await expect(cost).toHaveValue('0.00000001'); // kept, to be corrected
  expect((await hooks(page, 'palette'))[road]!.cost).toBe(before[road]!.cost);
  expect((await hooks(page, 'history')).undo).toBeNull();

  await cost.fill('0.25');
  await cost.press('Enter');
  await expect.poll(async () => (await hooks(page, 'palette'))[road]!.cost).toBe(0.25);
  await expect(page.getByLabel('Road cost')).not.toHaveAttribute('aria-invalid');
});
