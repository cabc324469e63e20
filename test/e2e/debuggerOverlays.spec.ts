// The debugger's map overlays on the start sample: each heatmap picked in "Heatmap" colours the map
// and its legend spans what the worker answers (the error map centred on 0, with nothing
// overestimated by the sample's admissible heuristic), the f/g/h numbers written in cells at high
// zoom are the engine's own (replayed here in Node), and the parent arrows draw, sampled, over the
// whole map. Screenshots of each.
import { expect, test, type Page } from '@playwright/test';
import { formatCellNumber } from '../../src/renderer/overlays/cellNumbers';
import { formatLegendValue } from '../../src/renderer/overlays/heatScale';
import { MAX_ARROWS } from '../../src/renderer/overlays/treeArrows';
import type { TraceStore } from '../../src/shared/engine/trace/index';
import { clickCell } from './editorHelpers';
import { engineTrace } from './engineReplay';
import { hooks, openStudio, screenshot } from './studio';

/** Runs the sample to the end (F9) and waits until the map shows its last step. */
async function runToEnd(page: Page): Promise<number> {
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'debugger')).finished).toBe(true);
  const { steps } = await hooks(page, 'debugger');
  await expect.poll(() => hooks(page, 'shownStep')).toBe(steps);
  return steps;
}

/** The worker's answer for a layer over the whole map at `step`. */
async function wholeMapLayer(page: Page, layer: string, step: number): Promise<{ min: number; max: number; values: number[] }> {
  const { width, height } = await hooks(page, 'size');
  return (await hooks(page, 'traceQuery', { kind: 'layer', step, layer: layer as 'g', rect: { x: 0, y: 0, width, height } })) as { min: number; max: number; values: number[] };
}

const HEATMAPS = [
  ['g', 'g (cost so far)'],
  ['h', 'h (estimate)'],
  ['f', 'f = g + h'],
  ['order', 'Expansion order'],
  ['error', 'Heuristic error h* − h'],
] as const;

test('each heatmap colours the map with a legend spanning the worker\'s values; h* − h is centred on 0', async ({ page }) => {
  await openStudio(page);
  const steps = await runToEnd(page);
  const heatmap = page.getByRole('combobox', { name: 'Heatmap' });
  const legend = page.getByLabel('Heatmap legend');
  for (const [layer, label] of HEATMAPS) {
    await heatmap.selectOption({ label });
    await expect(legend.getByTestId('heatmap-max')).toBeVisible();
    await expect(legend.getByText('Computing h*…')).toHaveCount(0);
    await expect.poll(() => hooks(page, 'idle')).toBe(true);
    // The whole map is in view (fitted), so the legend spans the whole map's values at this step.
    const answer = await wholeMapLayer(page, layer, steps);
    if (layer === 'error') {
      const m = Math.max(Math.abs(answer.min), Math.abs(answer.max));
      await expect(legend.getByTestId('heatmap-min')).toHaveText(formatLegendValue(layer, -m));
      await expect(legend.getByTestId('heatmap-max')).toHaveText(formatLegendValue(layer, m));
      await expect(legend).toContainText('h overestimates');
      await expect(legend).toContainText('h underestimates');
      // The sample's heuristic is admissible: nothing would be coloured red.
      expect(answer.min).toBeGreaterThanOrEqual(0);
      expect(answer.max).toBeGreaterThan(0);
    } else {
      await expect(legend.getByTestId('heatmap-min')).toHaveText(formatLegendValue(layer, answer.min));
      await expect(legend.getByTestId('heatmap-max')).toHaveText(formatLegendValue(layer, answer.max));
    }
    await legend.scrollIntoViewIfNeeded();
    await screenshot(page, `debugger-heatmap-${layer}`);
  }
  // Scrubbing back keeps the legend where it was (the range only widens for a run).
  await heatmap.selectOption({ label: 'g (cost so far)' });
  const max = await legend.getByTestId('heatmap-max').textContent();
  await page.getByRole('slider', { name: 'Search timeline' }).fill(String(Math.floor(steps / 4)));
  await expect.poll(() => hooks(page, 'shownStep')).toBe(Math.floor(steps / 4));
  await expect(legend.getByTestId('heatmap-max')).toHaveText(max!);
  await heatmap.selectOption({ label: 'None' });
  await expect(legend).toHaveCount(0);
});

/** Compares the numbers written in the cells around (cx, cy) with the engine's at `step`; returns how many cells show some. */
async function expectEngineNumbers(page: Page, engine: TraceStore, step: number, cx: number, cy: number): Promise<{ seen: number; unseen: number }> {
  const { width, height } = await hooks(page, 'size');
  let seen = 0, unseen = 0, exact = 0;
  for (let y = Math.max(0, cy - 3); y <= Math.min(height - 1, cy + 3); y++) {
    for (let x = Math.max(0, cx - 4); x <= Math.min(width - 1, cx + 4); x++) {
      const shown = await hooks(page, 'cellNumbers', x, y);
      const side = engine.cell(step, y * width + x).forward;
      if (Number.isNaN(side.g)) {
        expect(shown, `cell (${x}, ${y}) is unseen at step ${step}`).toBeNull();
        unseen++;
        continue;
      }
      // Each number is the engine's to the figures shown (fewer when g and h crowd a small cell).
      expect(shown, `cell (${x}, ${y})`).not.toBeNull();
      expect(shown!.parent, `parent of (${x}, ${y})`).toBe(side.parent);
      expectShown(shown!.f, side.f, `f of (${x}, ${y})`);
      expectShown(shown!.g, side.g, `g of (${x}, ${y})`);
      expectShown(shown!.h, side.h, `h of (${x}, ${y})`);
      if (shown!.f === formatCellNumber(Math.fround(side.f))) exact++;
      seen++;
    }
  }
  // f has its row to itself: always three figures.
  expect(exact).toBe(seen);
  return { seen, unseen };
}

/** `shown` is `value` rounded to the decimals shown (the worker keeps layers in single precision). */
/** The map's cost labels drawn now keep off every number and arrow backing (boxes on the canvas, to a hundredth of a pixel). */
async function expectLabelsClearOfNumbers(page: Page): Promise<void> {
  const { labels, numbers } = await hooks(page, 'cellTextBoxes');
  expect(labels.length, 'cost labels drawn').toBeGreaterThan(10);
  expect(numbers.length, 'number backings drawn').toBeGreaterThan(10);
  const eps = 0.01;
  const covered = labels.flatMap(({ cell, box: a }) =>
    numbers.filter((b) => a.x0 + eps < b.x1 && b.x0 + eps < a.x1 && a.y0 + eps < b.y1 && b.y0 + eps < a.y1).map((b) => `cell ${cell}'s label ${JSON.stringify(a)} covers ${JSON.stringify(b)}`),
  );
  expect(covered).toEqual([]);
}

function expectShown(shown: string, value: number, what: string): void {
  const decimals = shown.split('.')[1]?.length ?? 0;
  expect(Math.abs(Number(shown) - Math.fround(value)), `${what}: ${shown} for ${value}`).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
  expect(shown.replace(/^-/, '').replace('.', '').replace(/^0+/, '').length, `${what}: ${shown} has too many figures`).toBeLessThanOrEqual(Math.max(3, String(Math.round(Math.abs(value))).length));
}

test('zoomed in, cells show the engine\'s f, g and h, and which way their parent is', async ({ page }) => {
  await openStudio(page);
  const steps = await runToEnd(page);
  const engine = await engineTrace(page);
  const { width } = await hooks(page, 'size');
  // Half way: closed cells, the open frontier and unseen cells side by side.
  const half = Math.floor(steps / 2);
  await page.getByRole('slider', { name: 'Search timeline' }).fill(String(half));
  await expect.poll(() => hooks(page, 'shownStep')).toBe(half);
  const node = engine.expansion(half)!.node.cell;
  const nx = node % width, ny = Math.floor(node / width);

  // Just below the threshold, no numbers; from 48 px a cell, the engine's.
  await hooks(page, 'setCamera', 40, nx - 6, ny - 5);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  expect(await hooks(page, 'cellNumbers', nx, ny)).toBeNull();
  for (const scale of [48, 64]) {
    await hooks(page, 'setCamera', scale, nx - 6, ny - 4);
    await expect.poll(() => hooks(page, 'cellNumbers', nx, ny)).not.toBeNull();
    await expect.poll(() => hooks(page, 'idle')).toBe(true);
    const { seen, unseen } = await expectEngineNumbers(page, engine, half, nx, ny);
    expect(seen).toBeGreaterThan(5);
    expect(unseen + seen).toBe(63);
    await expectLabelsClearOfNumbers(page);
    await page.getByRole('region', { name: 'Map overlays' }).scrollIntoViewIfNeeded();
    await screenshot(page, scale === 48 ? 'debugger-cell-numbers' : 'debugger-cell-numbers-64');
  }

  // Turned off, the numbers go.
  await page.getByRole('checkbox', { name: 'Numbers in cells' }).uncheck();
  await expect.poll(() => hooks(page, 'cellNumbers', nx, ny)).toBeNull();
});

test('on a hex map, numbers and parent arrows sit in the hexes and agree with the engine', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByRole('radio', { name: 'Hex' }).check();
  await dialog.getByLabel('Map width').fill('30');
  await dialog.getByLabel('Map height').fill('20');
  await dialog.getByLabel('Fill terrain').selectOption({ label: 'Grass' }); // cost 1.5: labels as wide as the numbers' gaps
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await page.keyboard.press('s');
  await clickCell(page, 3, 4);
  await page.keyboard.press('g');
  await clickCell(page, 25, 15);
  const steps = await runToEnd(page);
  const engine = await engineTrace(page);
  await page.getByRole('checkbox', { name: 'Parent arrows' }).check();
  const half = Math.floor(steps / 2);
  await page.getByRole('slider', { name: 'Search timeline' }).fill(String(half));
  await expect.poll(() => hooks(page, 'shownStep')).toBe(half);
  const node = engine.expansion(half)!.node.cell;
  const nx = node % 30, ny = Math.floor(node / 30);
  for (const scale of [48, 64]) {
    await hooks(page, 'setCamera', scale, nx - 5, (ny - 3) * 0.866);
    await expect.poll(() => hooks(page, 'cellNumbers', nx, ny)).not.toBeNull();
    await expect.poll(() => hooks(page, 'idle')).toBe(true);
    const { seen } = await expectEngineNumbers(page, engine, half, nx, ny);
    expect(seen).toBeGreaterThan(5);
    await expectLabelsClearOfNumbers(page);
    await screenshot(page, scale === 48 ? 'debugger-hex-numbers-48' : 'debugger-hex-numbers');
  }
});

test('parent arrows draw over the whole map, sampled when zoomed out, one a cell close up', async ({ page }) => {
  await openStudio(page);
  const steps = await runToEnd(page);
  await page.getByRole('checkbox', { name: 'Parent arrows' }).check();
  // Fitted (a few pixels a cell), arrows are sampled every few cells, at most MAX_ARROWS of them.
  await expect.poll(async () => (await hooks(page, 'parentArrows')).count).toBeGreaterThan(0);
  const fitted = await hooks(page, 'parentArrows');
  expect(fitted.spacing).toBeGreaterThan(1);
  expect(fitted.count).toBeLessThanOrEqual(MAX_ARROWS);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'debugger-parent-arrows-fitted');

  // Zoomed in to 24 px a cell: one arrow per seen cell (the unit tests check where each points).
  const engine = await engineTrace(page);
  const { width } = await hooks(page, 'size');
  const node = engine.expansion(Math.floor(steps / 3))!.node.cell;
  await hooks(page, 'setCamera', 24, (node % width) - 20, Math.floor(node / width) - 14);
  await expect.poll(async () => (await hooks(page, 'parentArrows')).spacing).toBe(1);
  expect((await hooks(page, 'parentArrows')).count).toBeGreaterThan(100);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'debugger-parent-arrows');

  // Turned off, they go.
  await page.getByRole('checkbox', { name: 'Parent arrows' }).uncheck();
  await expect.poll(async () => (await hooks(page, 'parentArrows')).count).toBe(0);
});
