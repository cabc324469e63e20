// The compare view at 1440×900 as a new user meets it: it opens on every pane's answer, and Run
// shows every pane's answer (each pane at its end, its path drawn) while Step and Play on a fresh
// comparison start from step 0; the
// Algorithms preset picks JPSW on a weighted map and JPS on a map of one cost; every label (pane
// header, statistics, charts, difference, batch) follows the pane's actual configuration unless
// the user named the pane; the bar chart's labels never run into each other; the compare bar's
// step text shows whole; the single map's result is not left in the status bar under compare; a
// pane's live path that is refused or cannot reach a stop says so above its map; a pane not run
// gives its live answer in the statistics table.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compareHooks, compareShown } from './compareHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

test.use({ viewport: { width: 1440, height: 900 } });

async function openCompare(page: Page): Promise<void> {
  await page.keyboard.press('Shift+C');
  await compareShown(page);
}

async function runAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(async () => (await compareHooks(page, 'timeline')).running).toBe(false);
}

const preset = (page: Page, name: string) => page.getByRole('group', { name: 'Presets' }).getByRole('button', { name }).click();
const stepText = (page: Page) => page.getByTestId('compare-step-text');

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Picks `algorithm` in pane `pane`'s settings dialog (named `name` first, when given). */
async function setPaneAlgorithm(page: Page, pane: number, algorithm: string, name: string | null = null): Promise<void> {
  await page.getByRole('button', { name: `Settings of pane ${pane}` }).click();
  const dialog = page.getByRole('dialog', { name: `Settings of pane ${pane}` });
  if (name) await dialog.getByRole('textbox', { name: 'Pane name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Algorithm' }).selectOption(algorithm);
  await dialog.getByRole('button', { name: 'Done' }).click();
}

test('Compare opens and Run ends on every pane’s answer at its end with its path; Step and Play on a fresh comparison start from step 0', async ({ page }) => {
  await openStudio(page);
  await openCompare(page);
  // Opened: every pane's answer, not empty maps at step 0.
  for (let i = 1; i <= 2; i++) await expect(page.getByTestId(`pane-finished-${i}`)).toBeVisible();
  await expect.poll(async () => (await compareHooks(page, 'panes')).map((p) => [p.step === p.shownStep, p.foundPath > 1])).toEqual(Array(2).fill([true, true]));
  const opened = await compareHooks(page, 'timeline');
  expect(opened.length).toBeGreaterThan(0);
  expect(opened.step).toBe(opened.length);
  await screenshot(page, 'compare-opened-1440');

  await preset(page, 'Heuristics');
  await runAll(page);
  const { step, length } = await compareHooks(page, 'timeline');
  expect(length).toBeGreaterThan(0);
  expect(step).toBe(length);
  await expect(stepText(page)).toHaveText(`Step ${length.toLocaleString('en-US')} of ${length.toLocaleString('en-US')}`);
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`pane-finished-${i}`)).toBeVisible();
  await expect.poll(async () => (await compareHooks(page, 'panes')).map((p) => [p.step === p.shownStep, p.foundPath > 1])).toEqual(Array(4).fill([true, true]));
  await expect(page.getByRole('button', { name: 'Go to end' })).toBeDisabled();
  await screenshot(page, 'compare-run-answers');

  // A fresh comparison: Step starts every pane paused at step 0 and steps them live.
  await preset(page, 'Weights');
  await page.keyboard.press('F10');
  await expect(stepText(page)).toHaveText('Step 0 of 0');
  await page.keyboard.press('F10');
  await expect(stepText(page)).toHaveText('Step 1 of 1');
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`pane-step-${i}`)).toHaveText('1/1');

  // Play on another fresh comparison starts from step 0 too, one expansion a frame.
  await preset(page, 'Tie-breaks');
  await page.getByRole('combobox', { name: 'Playback speed' }).selectOption({ label: '1 per frame' });
  await page.keyboard.press('p');
  await expect.poll(async () => (await compareHooks(page, 'timeline')).playing).toBe(true);
  const early = (await compareHooks(page, 'timeline')).step;
  await page.keyboard.press('p');
  expect(early).toBeLessThan(200);
});

test('the Algorithms preset picks JPSW on a weighted map and JPS on a map of one cost', async ({ page }) => {
  await openStudio(page);
  const palette = await hooks(page, 'palette');
  const map = await hooks(page, 'map');
  const used = new Set(map.terrain.filter((t) => palette[t]!.passable).map((t) => palette[t]!.cost));
  expect(used.size).toBeGreaterThan(1); // the sample is weighted
  await openCompare(page);
  await preset(page, 'Algorithms');
  await expect(page.getByTestId('pane-header-2')).toContainText('Jump Point Search (weighted)');
  await runAll(page);
  // JPSW steps like the other panes; no pane refuses.
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`pane-error-${i}`)).toHaveCount(0);
  await expect(page.getByTestId('pane-unrecorded-2')).toHaveCount(0);
  await expect(page.getByTestId('pane-finished-2')).toBeVisible();
  await expect.poll(async () => (await compareHooks(page, 'panes'))[1]!.foundPath).toBeGreaterThan(1);
  await screenshot(page, 'compare-algorithms-weighted');

  // A new map of one terrain: the preset picks Jump Point Search itself.
  await page.getByRole('button', { name: 'Close compare' }).click();
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  const unsaved = page.getByRole('alertdialog', { name: 'Save changes?' });
  await dialog.or(unsaved).first().waitFor();
  if (await unsaved.isVisible()) await unsaved.getByRole('button', { name: "Don't Save" }).click();
  await dialog.getByLabel('Map width').fill('48');
  await dialog.getByLabel('Map height').fill('32');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 48, height: 32 });
  for (const [key, x, y] of [['s', 3, 3], ['g', 44, 28]] as const) {
    await page.keyboard.press(key);
    const p = await hooks(page, 'cellCentre', x, y);
    await page.mouse.click(p.x, p.y);
  }
  await expect.poll(() => hooks(page, 'markers')).toEqual({ start: 3 * 48 + 3, goal: 28 * 48 + 44 });
  await openCompare(page);
  await preset(page, 'Algorithms');
  await expect(page.getByTestId('pane-header-2')).toContainText('Jump Point Search · Octile');
  await runAll(page);
  await expect(page.getByTestId('pane-error-2')).toHaveCount(0);
  await expect(page.getByTestId('pane-finished-2')).toBeVisible();
});

test('every label follows the pane’s configuration unless the user named the pane; the bar chart’s labels never overlap', async ({ page }) => {
  await openStudio(page);
  await openCompare(page);
  await preset(page, 'Algorithms');
  // Pane 3 switched to Dijkstra is called Dijkstra everywhere; pane 4, named by the user, keeps its name.
  for (const [pane, algorithm, name] of [[3, 'dijkstra', null], [4, 'greedy', 'My pick']] as const) await setPaneAlgorithm(page, pane, algorithm, name);
  const names = ['A* · Octile', 'Jump Point Search (weighted) · Octile', 'Dijkstra', 'My pick'];
  await runAll(page);
  for (const [i, name] of names.entries()) {
    await expect(page.getByTestId(`pane-header-${i + 1}`).locator('.name')).toHaveText(name);
    await expect(page.getByTestId(`stats-row-${i + 1}`).locator('th')).toHaveText(name);
  }
  await expect(page.getByTestId('pane-header-4')).toContainText('Greedy · octile');
  await expect(page.getByRole('combobox', { name: 'Difference A' }).locator('option')).toHaveText(['Off', ...names.map((n, i) => `${i + 1}: ${n}`)]);
  await expect(page.getByRole('region', { name: 'Batch run' })).toContainText(names.join(', '));

  // The bar chart names each pane under its bar, each label within its own slot.
  const charts = page.getByRole('region', { name: 'Charts' });
  await charts.scrollIntoViewIfNeeded();
  const labels: Locator = charts.getByRole('figure', { name: 'Expansions per pane' }).locator('.bar-label');
  await expect(labels).toHaveText(names.map((n, i) => `${i + 1}: ${n}`));
  const boxes = await Promise.all((await labels.all()).map(async (l) => (await l.boundingBox())!));
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `labels ${i + 1} and ${j + 1}`).toBe(false);
  const figure = (await charts.getByRole('figure', { name: 'Expansions per pane' }).boundingBox())!;
  for (const b of boxes) expect(b.x >= figure.x && b.x + b.width <= figure.x + figure.width).toBe(true);
  await screenshot(page, 'compare-labels-charts');
});

test('a pane switched since its run leaves the run’s figures under the run’s name, marked out of date, until Run', async ({ page }) => {
  await openStudio(page);
  await openCompare(page);
  await runAll(page);
  const row = page.getByTestId('stats-row-2');
  const ranAs = (await row.locator('th').textContent())!.trim();
  const expanded = (await row.locator('[data-column="expanded"]').textContent())!.trim();
  expect(ranAs).not.toBe('Dijkstra');
  await setPaneAlgorithm(page, 2, 'dijkstra');

  // The header names the pane's configuration; the old run's numbers keep the name of what found them.
  await expect(page.getByTestId('pane-header-2').locator('.name')).toHaveText('Dijkstra');
  await expect(row.locator('th')).toHaveText(ranAs);
  await expect(row.locator('[data-column="expanded"]')).toHaveText(expanded);
  await expect(row.locator('td.result')).toHaveText('found (out of date)');
  await expect(page.getByTestId('stats-row-1').locator('td.result')).toHaveText('found');
  await expect(page.getByTestId('stats-out-of-date')).toBeVisible();
  const bars = page.getByRole('region', { name: 'Charts' }).getByRole('figure', { name: 'Expansions per pane' }).locator('.bar-label');
  await expect(bars.nth(1)).toHaveText(`2: ${ranAs}`);
  // The bar's note says why, on at most two lines beside or under the slider.
  const note = page.getByRole('status', { name: 'Compare status' });
  await expect(note).toContainText('changed since its run');
  expect((await note.boundingBox())!.height).toBeLessThanOrEqual(40);
  await screenshot(page, 'compare-stats-out-of-date');

  await runAll(page);
  await expect(row.locator('th')).toHaveText('Dijkstra');
  await expect(row.locator('td.result')).toHaveText('found');
  await expect(page.getByTestId('stats-out-of-date')).toHaveCount(0);
  await expect(bars.nth(1)).toHaveText('2: Dijkstra');
});

test('the compare bar’s step text and status show whole; the single map’s result leaves the status bar under compare', async ({ page }) => {
  // Switching views destroys one map stage and makes another: nothing may draw on a stage gone.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openStudio(page);
  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  await openCompare(page);
  await expect(page.getByTestId('search-summary')).toHaveText('');
  // On a fresh comparison (a preset), the compare bar's status says what to do, whole (a second line rather than an ellipsis).
  await preset(page, 'Heuristics');
  const status = page.getByRole('status', { name: 'Compare status' });
  await expect(status).toHaveText('Run (F9) searches every pane; then Play (P), Step (F10) or the slider move them together.');
  expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
  await screenshot(page, 'compare-bar-fresh-1440');
  await runAll(page);
  await page.getByRole('slider', { name: 'Search timeline' }).fill('1234');
  const text = stepText(page);
  await expect(text).toHaveText(/^Step 1,234 of [\d,]+$/);
  // Nothing of it is clipped: its box holds its text, and it lies within the window.
  expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const box = (await text.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= 1440).toBe(true);
  const toolbar = (await page.locator('header[aria-label="Compare"]').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(toolbar.x + toolbar.width);
  await screenshot(page, 'compare-bar-1440');
  await page.getByRole('button', { name: 'Close compare' }).click();
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  // Four panes searched meanwhile: the single view's recorded run is still in the worker for its debugger.
  await expect(page.getByTestId('open-count')).toHaveText(/^[1-9][\d,]* open$/);
  await screenshot(page, 'debugger-result-1440');
  expect(errors).toEqual([]);
});

test('a pane switched to an algorithm its map refuses says why its live path is gone, before any Run', async ({ page }) => {
  await openStudio(page);
  await openCompare(page);
  await setPaneAlgorithm(page, 2, 'jps');
  const problem = page.getByTestId('pane-live-problem-2');
  await expect(problem).toHaveRole('alert');
  await expect(problem).toContainText('Live path: Jump Point Search needs a map where every passable cell costs the same');
  await expect(page.getByTestId('pane-live-problem-1')).toHaveCount(0);
  // Its map is not covered: the slot lies between the header and the map.
  const box = (await problem.boundingBox())!;
  expect((await page.getByTestId('pane-viewport-2').boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height);
  await screenshot(page, 'compare-pane-live-refused');
});

test('a preset’s panes, before any Run, give their live answers in the statistics table as their headers do, marked live', async ({ page }) => {
  await openStudio(page);
  await openCompare(page);
  await preset(page, 'Path quality');
  for (let i = 1; i <= 4; i++) {
    const row = page.getByTestId(`stats-row-${i}`);
    await expect(row.locator('td.result')).toHaveText('found (live)');
    // The table's path cost is the header's (both to 2 decimals).
    await expect(page.getByTestId(`pane-cost-${i}`)).toHaveText(/^\d+\.\d\d$/);
    await expect(row.locator('[data-column="cost"]')).toHaveText((await page.getByTestId(`pane-cost-${i}`).textContent())!);
  }
  await runAll(page);
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`stats-row-${i}`).locator('td.result')).toHaveText('found');
});

test('a waypoint on water: every pane says, above its map, that its live route cannot reach that waypoint and why', async ({ page }) => {
  await openStudio(page);
  const [map, palette] = [await hooks(page, 'map'), await hooks(page, 'palette')];
  const water = map.terrain.findIndex((t) => palette[t]!.name === 'Water');
  const at = await cellPoint(page, water % map.width, Math.floor(water / map.width));
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Add waypoint here' }).click();
  await expect.poll(() => hooks(page, 'waypoints')).toEqual([water]);
  await openCompare(page);
  for (const i of [1, 2]) {
    const problem = page.getByTestId(`pane-live-problem-${i}`);
    await expect(problem).toHaveRole('alert');
    await expect(problem).toContainText('Live path: Waypoint 1 unreachable. Waypoint 1 stands on Water, which cannot be crossed');
    await expect(problem).toContainText(/Path to the closest cell reached \(\d+, \d+\)/);
  }
  await screenshot(page, 'compare-waypoint-unreachable');
});

test('a pane that cannot run says why between its header and its map, covering none of the map; the maps keep one size', async ({ page }) => {
  await openStudio(page);
  await openCompare(page);
  // Jump Point Search on the weighted sample refuses in its pane; the other pane shows its answer.
  await setPaneAlgorithm(page, 2, 'jps');
  await runAll(page);
  const error = page.getByTestId('pane-error-2');
  await expect(error).toContainText('Jump Point Search needs a map where every passable cell costs the same');
  await expect(page.getByTestId('pane-finished-1')).toBeVisible();
  await expect.poll(() => compareHooks(page, 'idle')).toBe(true);
  const box = (await error.boundingBox())!;
  const viewports = await Promise.all([1, 2].map(async (i) => (await page.getByTestId(`pane-viewport-${i}`).boundingBox())!));
  const viewport = viewports[1]!;
  expect(overlap(box, viewport)).toBe(false);
  expect(viewport.y).toBeGreaterThanOrEqual(box.y + box.height);
  // Both maps keep one size (linked cameras show the same cells in each).
  expect([viewports[0]!.width, viewports[0]!.height]).toEqual([viewport.width, viewport.height]);
  // The whole map is still in view in both panes: its corner cells lie inside each viewport.
  const { width, height } = await hooks(page, 'size');
  for (const [pane, v] of viewports.entries()) {
    for (const [x, y] of [[0, 0], [width - 1, height - 1]] as const) {
      const p = await compareHooks(page, 'cellCentre', pane, x, y);
      expect(p.y > v.y && p.y < v.y + v.height && p.x > v.x && p.x < v.x + v.width, `pane ${pane + 1}, cell (${x}, ${y})`).toBe(true);
    }
  }
  await screenshot(page, 'compare-pane-refused');
});

test('folding the statistics gives the maps the room: panes that showed the whole map show it larger, still whole; zoomed in, a pane keeps its zoom', async ({ page }) => {
  await openStudio(page);
  await openCompare(page);
  await preset(page, 'Heuristics'); // four panes, two by two
  await expect.poll(async () => (await compareHooks(page, 'panes')).length).toBe(4);
  await expect.poll(() => compareHooks(page, 'idle')).toBe(true);
  const { width, height } = await hooks(page, 'size');
  /** Whether pane `index` shows every cell: its corner cells lie inside its viewport. */
  const whole = async (index: number) => {
    const v = (await page.getByTestId(`pane-viewport-${index + 1}`).boundingBox())!;
    const corners = await Promise.all([[0, 0], [width - 1, height - 1]].map(([x, y]) => compareHooks(page, 'cellCentre', index, x!, y!)));
    return corners.every((p) => p.x > v.x && p.x < v.x + v.width && p.y > v.y && p.y < v.y + v.height);
  };
  const scales = async () => (await compareHooks(page, 'panes')).map((p) => p.camera.scale);
  const before = await scales();
  for (let i = 0; i < 4; i++) expect(await whole(i), `pane ${i + 1} whole at first`).toBe(true);
  const stats = page.getByText('Statistics and charts', { exact: true });
  await stats.click();
  await expect.poll(async () => (await scales())[0]).toBeGreaterThan(before[0]! * 1.3);
  const after = await scales();
  for (let i = 0; i < 4; i++) {
    expect(after[i], `pane ${i + 1} larger`).toBeGreaterThan(before[i]! * 1.3);
    expect(await whole(i), `pane ${i + 1} still whole`).toBe(true);
  }
  await screenshot(page, 'compare-statistics-folded');
  // Zoomed in, the map is no longer whole: unfolding keeps the zoom (what was in the middle stays there).
  await page.keyboard.press('=');
  await page.keyboard.press('=');
  await expect.poll(async () => (await scales())[0]).toBeGreaterThan(after[0]! * 1.5);
  const zoomed = (await scales())[0]!;
  const foldedHeight = (await compareHooks(page, 'panes'))[0]!.rect.height;
  await stats.click();
  await expect.poll(async () => (await compareHooks(page, 'panes'))[0]!.rect.height).toBeLessThan(foldedHeight);
  expect(await scales()).toEqual([zoomed, zoomed, zoomed, zoomed]);
});
