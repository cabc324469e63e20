// A small window (the desktop window may be made as small as 800 × 500): the tool bar's controls,
// the Brush's options among them, keep to the window and never overlap one another, their labels
// folding to icons, their names and tooltips kept.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragCells } from './editorHelpers';
import { compareShown } from './compareHelpers';
import { hooks, openStudio, screenshot } from './studio';

const TOOLS = ['Brush', 'Eraser', 'Line', 'Rect', 'Ellipse', 'Fill', 'Pick', 'Height', 'Start', 'Goal', 'Waypoint', 'Point'];

/** The controls of the tool bar's first two rows, found by their names as a person (or a screen reader) would. */
function toolBarControls(page: Page): Locator[] {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const menus = ['File', 'Edit', 'View', 'Search', 'Help'].map((name) => page.getByRole('menuitem', { name, exact: true }));
  const run = ['Run', 'Step', 'Step back', 'Play', 'Restart', 'Go to end'].map(button);
  const tools = TOOLS.map((name) => page.getByRole('toolbar', { name: 'Tools' }).getByRole('button', { name, exact: true }));
  // The Brush's options, beside the tools (the sample opens with the Brush picked).
  const brush = ['Brush terrain', 'Brush shape'].map((name) => page.getByRole('combobox', { name })).concat(page.getByRole('spinbutton', { name: 'Brush size' }));
  return [...menus, page.getByTestId('undo'), page.getByTestId('redo'), button('Live path'), ...run, page.getByRole('combobox', { name: 'Playback speed' }), ...tools, ...brush];
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

for (const size of [{ width: 1024, height: 700 }, { width: 800, height: 500 }]) {
  test(`in a ${size.width} × ${size.height} window every tool bar control and the Brush's options are inside the window, none overlaps another, each keeps its name`, async ({ page }) => {
    await page.setViewportSize(size);
    await openStudio(page);
    await expect.poll(() => hooks(page, 'idle')).toBe(true);
    const boxes: { name: string; box: Box }[] = [];
    for (const control of toolBarControls(page)) {
      await expect(control).toBeVisible();
      // In view: not clipped by the window, nor scrolled away inside the tool options' row (the
      // menu bar's buttons stand a few pixels taller than their row, which trims them: hence not 1).
      await expect(control).toBeInViewport({ ratio: 0.8 });
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
      expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(size.width);
      expect(box.width, `${name} is wide enough to see and click`).toBeGreaterThanOrEqual(16);
      for (const other of boxes) expect(overlap(box, other.box), `${name} overlaps ${other.name}`).toBe(false);
      boxes.push({ name, box });
    }
    await screenshot(page, `narrow-window-${size.width}`);

    // Labels folded to icons still say what they do: Undo's tooltip names the edit it undoes.
    await page.getByRole('toolbar', { name: 'Tools' }).getByRole('button', { name: 'Brush', exact: true }).click();
    await dragCells(page, [[20, 20], [30, 20]]);
    await expect(page.getByTestId('undo')).toHaveAttribute('title', /Undo brush stroke/);
    await expect(page.getByTestId('undo')).toHaveAccessibleName(/Undo brush stroke/);
  });
}

test('in the smallest window (800 × 500) F9 leaves the map the room: the debugger panels open to a share of the column and beside the side panel, the minimap shrinks, the outcome card spans the map on one line', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await openStudio(page);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await page.keyboard.press('F9');
  const card = page.getByTestId('map-outcome');
  await expect(card).toContainText('Path found');
  const panel = page.getByRole('tabpanel', { name: 'Open list' });
  await expect(panel).toBeVisible();
  const map = (await page.getByTestId('map').boundingBox())!;
  const panels = (await panel.boundingBox())!;
  // Before, the panels took their fixed 220 px and left the map a 110 px strip.
  expect(map.height, 'the map is at least as tall as the debugger panels').toBeGreaterThanOrEqual(panels.height);
  // Neither the map nor the panels under it run under the side panel (they took the lists' width, ~520 px).
  const side = (await page.getByRole('complementary').boundingBox())!;
  expect(map.x + map.width, 'the map ends where the side panel begins').toBeLessThanOrEqual(side.x + 1);
  expect(panels.x + panels.width, 'the debugger panels end where the side panel begins').toBeLessThanOrEqual(side.x + 1);
  const minimap = (await page.getByTestId('minimap').boundingBox())!;
  expect(Math.max(minimap.width, minimap.height), 'the minimap takes under half the map area’s height').toBeLessThanOrEqual(0.5 * map.height);
  // The card is centred over the map with its whole width to use: its figures do not wrap into a column.
  const box = (await card.boundingBox())!;
  expect(box.width, 'the outcome card uses the map’s width').toBeGreaterThanOrEqual(0.6 * map.width);
  // Over a map this short it keeps to one line (it was three, over the top third of the map and its path), whole in its tooltip.
  expect(box.height, 'the outcome card keeps to one line').toBeLessThanOrEqual(36);
  await expect(card).toHaveAttribute('title', /^Path found: Path cost [\d.]+ · 150 steps · 11,843 nodes expanded$/);
  await screenshot(page, 'narrow-window-800-f9');
});

test('in a 1024 × 700 window four compare panes show every figure in full: the step, which expanded repeats, gives way, and each header’s tooltip has them all', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openStudio(page);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await page.getByRole('menubar').getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Compare Searches' }).click();
  await compareShown(page);
  await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Heuristics' }).click();
  await compareShown(page);
  await page.keyboard.press('F9');
  await expect(page.getByTestId('pane-finished-4')).toBeVisible();
  for (let i = 1; i <= 4; i++) {
    const figures = page.getByTestId(`pane-figures-${i}`);
    // Nothing cut off at the header's edge (before, "time 14 ms" read "time 14" and "cost 146.22" lost its last digits).
    const cut = await figures.evaluate((dl) => dl.scrollWidth - dl.clientWidth);
    expect(cut, `pane ${i}'s figures overflow by ${cut} px`).toBeLessThanOrEqual(0);
    for (const label of ['expanded', 'open', 'cost', 'time']) await expect(page.getByTestId(`pane-${label}-${i}`)).toBeVisible();
    await expect(page.getByTestId(`pane-step-${i}`)).toBeHidden();
    await expect(page.getByTestId(`pane-expanded-${i}`)).toHaveText(/^[1-9][\d,]*$/);
    await expect(figures).toHaveAttribute('title', /^step [\d,]+\/[\d,]+ · expanded [\d,]+ · open [\d,]+ · cost [\d.]+ · time [\d.]+ ms$/);
  }
  await screenshot(page, 'narrow-window-1024-compare');
});
