// The distance field and the chokepoints on the map: View › Show Distance Field and Show
// Chokepoints colour the sample and say their numbers in the Analysis section, numbers the engine
// gives for the same map; the field follows its origin and draws flow arrows, the chokepoints
// follow an edit (walling the passage leaves start and goal apart).
import { expect, test, type Page } from '@playwright/test';
import { articulationPoints } from '../../src/shared/analysis/articulation';
import { costField } from '../../src/shared/analysis/costField';
import { moveRules } from '../../src/shared/analysis/moveRules';
import { minimumVertexCut } from '../../src/shared/analysis/vertexCut';
import { cost, plural } from '../../src/renderer/analysis/analysisSummary';
import { autoContourStep } from '../../src/renderer/analysis/fieldScale';
import { engineMap } from './engineMap';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

async function viewMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: item }).click();
}

/** The engine's field on the page's map: from the start, or to the goal. */
async function expectedField(page: Page, from: boolean): Promise<{ farthest: number; reached: number; unreachable: number }> {
  const { grid, settings } = await engineMap(page);
  const { start, goal } = await hooks(page, 'markers');
  const costs = costField(moveRules(grid, settings), { origin: from ? start : goal, direction: from ? 'from' : 'to', limit: Infinity });
  let farthest = 0, reached = 0, unreachable = 0;
  costs.forEach((v, c) => {
    if (v !== Infinity) (reached++, (farthest = Math.max(farthest, v)));
    else if (grid.palette[grid.terrain[c]!]!.passable) unreachable++;
  });
  return { farthest, reached, unreachable };
}

test('Show Distance Field colours the cells by their cost, with the engine’s farthest cost, contours and flow arrows', async ({ page }) => {
  await openStudio(page);
  await viewMenu(page, 'Show Distance Field');
  await expect(page.getByRole('combobox', { name: 'Analysis to show' })).toHaveValue('field');
  const summary = page.getByTestId('analysis-summary');
  const from = await expectedField(page, true);
  await expect(summary).toHaveText(`Farthest reachable cell costs ${cost(from.farthest)} from the start · ${plural(from.reached, 'cell')} reached${from.unreachable ? ` · ${from.unreachable.toLocaleString('en-US')} unreachable` : ''}`);
  await expect(summary).toBeInViewport();
  // Every reached cell is painted on the ramp or as a contour, every open cell it cannot reach as unreachable.
  const marks = (await hooks(page, 'analysisView')).marks;
  expect((marks['field'] ?? 0) + (marks['contour'] ?? 0)).toBe(from.reached);
  expect(marks['unreachable'] ?? 0).toBe(from.unreachable);
  expect(marks['contour'] ?? 0).toBeGreaterThan(0);
  const contour = page.getByRole('textbox', { name: 'Contour every' });
  await expect(contour).toHaveAttribute('placeholder', `${cost(autoContourStep(from.farthest))} (automatic)`);

  // Closer contours draw more lines; a bad spacing says what to do and keeps the drawing.
  const before = marks['contour']!;
  await contour.fill(String(autoContourStep(from.farthest) / 5));
  await expect.poll(async () => (await hooks(page, 'analysisView')).marks['contour'] ?? 0).toBeGreaterThan(before);
  await contour.fill('-3');
  await expect(page.getByText('Contours need a cost above 0 between them')).toBeVisible();
  await contour.fill('');

  // To the goal, with the flow a crowd would follow.
  await page.getByRole('combobox', { name: 'Distance field origin' }).selectOption('goal');
  const to = await expectedField(page, false);
  await expect(summary).toContainText(`Farthest cell costs ${cost(to.farthest)} to reach the goal · ${plural(to.reached, 'cell')} reach it`);
  await page.getByRole('checkbox', { name: /Flow arrows/ }).check();
  await expect.poll(async () => (await hooks(page, 'analysisView')).flowArrows.count).toBeGreaterThan(0);
  const { flowArrows } = await hooks(page, 'analysisView');
  // Readable: never more than a few thousand, sampled when cells are small on screen.
  expect(flowArrows.count).toBeLessThanOrEqual(6000);
  const { scale } = await hooks(page, 'camera');
  expect(flowArrows.spacing * scale).toBeGreaterThanOrEqual(Math.min(16, scale));
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'analysis-field');

  // The menu item turns it off again.
  await viewMenu(page, 'Show Distance Field');
  await expect(page.getByRole('combobox', { name: 'Analysis to show' })).toHaveValue('off');
  await expect.poll(async () => (await hooks(page, 'analysisView')).flowArrows.count).toBe(0);
});

test('Show Chokepoints highlights the engine’s narrowest passage and its width, and walling it leaves start and goal apart', async ({ page }) => {
  await openStudio(page);
  await viewMenu(page, 'Show Chokepoints');
  await expect(page.getByRole('combobox', { name: 'Analysis to show' })).toHaveValue('cut');
  const { grid, settings } = await engineMap(page);
  const { start, goal } = await hooks(page, 'markers');
  const rules = moveRules(grid, settings);
  const cut = minimumVertexCut(rules, start, goal);
  expect(cut.width).toBeGreaterThan(0);
  const summary = page.getByTestId('analysis-summary');
  await expect(summary).toHaveText(`Narrowest passage: ${plural(cut.width, 'cell')}`);
  await expect.poll(async () => (await hooks(page, 'analysisView')).chokepointRings).toBe(cut.width);
  expect((await hooks(page, 'analysisView')).marks['cut']).toBe(cut.width);

  // The cells whose blocking alone splits a region, as the engine finds them.
  await page.getByRole('checkbox', { name: 'Cells whose blocking alone splits a region' }).check();
  const points = articulationPoints(rules);
  await expect(summary).toHaveText(`Narrowest passage: ${plural(cut.width, 'cell')} · ${plural(points.length, 'cell')} whose blocking alone splits a region`);
  const onCut = [...points].filter((c) => cut.cells.includes(c)).length;
  await expect.poll(async () => (await hooks(page, 'analysisView')).marks['articulation'] ?? 0).toBe(points.length - onCut);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'analysis-chokepoints');

  // Wall the passage: the start and the goal are apart, with no key pressed.
  await page.getByRole('button', { name: /Brush/ }).click();
  await page.getByLabel('Brush terrain').selectOption({ label: 'Wall' });
  await page.getByLabel('Brush size').fill('1');
  for (const c of cut.cells) {
    const p = await cellPoint(page, c % grid.width, Math.floor(c / grid.width));
    await page.mouse.click(p.x, p.y);
  }
  await expect(summary).toContainText('Start and goal are already apart');
  await expect.poll(async () => (await hooks(page, 'analysisView')).chokepointRings).toBe(0);
});
