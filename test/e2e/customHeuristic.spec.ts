// A student writes a heuristic: "Custom…" in the Heuristic list shows a formula field listing the
// names it accepts; a mistake is refused as it is typed, with its sentence (beside the field, and
// when Run is pressed); a formula that reads well searches, and its result is shown.
import { expect, test } from '@playwright/test';
import { hooks, openStudio, screenshot } from './studio';

test('a custom heuristic formula: a mistake refused with its sentence, then a search run with it and its result shown', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  const octile = (await hooks(page, 'result'))!;

  // No formula field until "Custom…" is picked.
  const formula = page.getByLabel('Heuristic formula', { exact: true });
  await expect(formula).toHaveCount(0);
  await page.getByLabel('Heuristic', { exact: true }).selectOption({ label: 'Custom…' });
  await expect(formula).toBeVisible();
  await expect(formula).toHaveAccessibleDescription(/Use dx, dy \(the distance to the goal across and down\), x, y .* cmin \(the cheapest terrain cost\)/);

  // A mistake, checked as it is typed: the field says it is invalid and reads the sentence with it.
  await formula.fill('');
  await formula.pressSequentially('max(dx, dy');
  const sentence = 'The formula has a ( without its ): close the bracket near character 11.';
  await expect(formula).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(formula).toHaveAccessibleDescription(new RegExp(`^${sentence.replace(/[()]/g, '\\$&')}`));
  await formula.pressSequentially(') + foo');
  await expect(page.getByText('Unknown name ‘foo’: use dx, dy, x, y, gx, gy, cmin.', { exact: true })).toBeVisible();
  await screenshot(page, 'custom-heuristic-mistake');
  // Run refuses it with the same sentence.
  await page.keyboard.press('F9');
  await expect(page.getByRole('alert', { name: 'Search outcome' })).toContainText('Unknown name ‘foo’: use dx, dy, x, y, gx, gy, cmin.');

  // Chebyshev typed out (scaled by the cheapest terrain): weaker than octile, still admissible, so
  // the search expands more cells and finds octile's cost.
  await formula.fill('cmin * max(dx, dy)');
  await expect(formula).not.toHaveAttribute('aria-invalid', 'true');
  expect(await hooks(page, 'settings')).toMatchObject({ heuristic: 'custom', heuristicExpr: 'cmin * max(dx, dy)' });
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'result'))?.expanded ?? octile.expanded).toBeGreaterThan(octile.expanded);
  const custom = (await hooks(page, 'result'))!;
  expect(custom.status).toBe('found');
  expect(custom.cost).toBeCloseTo(octile.cost, 9);
  await expect(page.getByTestId('result-cost')).toHaveText(custom.cost.toLocaleString('en-US', { maximumFractionDigits: 3 }));
  await expect(page.getByTestId('result-expanded')).toHaveText(custom.expanded.toLocaleString('en-US'));
  await screenshot(page, 'custom-heuristic-result');
});
