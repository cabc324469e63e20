// Editor speed in headless Chromium (npm run bench:editor, on the e2e web build): the same 200-point
// brush stroke on a 4096² and a 256² map (median frame time and their ratio), creating a 4096²
// map through the New map dialog, flood-filling a 4096² open area (time and longest task), the
// renderer's memory for a 4096² map, and the same stroke on a 4096² hex map (its ratio to the
// square one: hex maps must edit within 1.5× of square ones), and at working zoom (16 px a cell) on
// the 4096² map, the main-thread script time per pointer event of a stroke from a performance trace,
// rasterisation excluded (editor/scriptTime.ts; BENCH_PROFILE=1 adds where that time goes). Prints
// figures only; nothing here asserts a time.
// Without a browser it says how to get one before serving anything; the preview server it
// starts is stopped however the run ends.
import { chromium, type Browser, type Page } from '@playwright/test';
import { benchChromiumFlags, chromiumOrExit } from '../../scripts/chromium';
import { compositingOf } from './editor/compositing';
import { drag } from './editor/appDriver';
import { installProbes, readProbes, removeProbes, resetProbes, whenIdle } from './editor/page';
import { runBench, startPreview } from './editor/previewServer';
import { scriptTimeOf, slowMoveLines } from './editor/scriptTime';
import { allocationsOf, profileOf } from './editor/cpuProfile';
import { asReturningUser } from '../e2e/studio';

const STROKE_POINTS = 200;
const STROKE_SCALE = 4; // pixels per cell, the same on both maps, so the stroke covers the same cells
/** The script a pointer move may cost at working zoom (issue 23): BENCH_PROFILE=1 takes apart the moves over it. */
const SCRIPT_TARGET_MS = 4;
/** Working zoom, where a designer paints detail: the script-time stroke's pixels per cell. */
const WORKING_SCALE = 16;

type Hooks = Record<string, (...args: unknown[]) => unknown>;
const hook = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([n, a]) => (window as unknown as { __astarStudio: Hooks }).__astarStudio[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<T>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;
const deltas = (ts: number[]) => ts.slice(1).map((t, i) => t - ts[i]!);
const maxOf = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);

/** New map through the real dialog; returns ms from pressing Create until the map is drawn and idle, and the longest task. */
async function newMap(page: Page, size: number, cells: 'Square' | 'Hex' = 'Square'): Promise<{ ms: number; longest: number }> {
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  // The map painted so far is unsaved: the app asks first, and the benchmark lets it go.
  const unsaved = page.getByRole('alertdialog', { name: 'Save changes?' });
  await dialog.or(unsaved).first().waitFor();
  if (await unsaved.isVisible()) await unsaved.getByRole('button', { name: "Don't Save" }).click();
  await dialog.getByRole('radio', { name: cells }).check();
  await dialog.getByLabel('Map width').fill(String(size));
  await dialog.getByLabel('Map height').fill(String(size));
  await page.evaluate(resetProbes, false);
  const t0 = await page.evaluate(() => performance.now());
  await dialog.getByRole('button', { name: 'Create' }).click();
  const t1 = await page.evaluate(whenIdle);
  const { longTasks } = await page.evaluate(readProbes);
  return { ms: t1 - t0, longest: maxOf(longTasks) };
}

/** The cells of the scripted stroke at 4 px a cell: a wave 200 cells long. */
const waveCells = (i: number) => ({ x: 16 + (i * 200) / STROKE_POINTS, y: 80 + 50 * Math.sin(i / 12) });
/** At 16 px a cell: a wave across the 50 × 20 cells at the view's top left, all on screen. */
const workingCells = (i: number) => ({ x: 4 + (i * 50) / STROKE_POINTS, y: 14 + 8 * Math.sin(i / 12) });

/** The brush (terrain 7, size 8, round where the map has shapes) at `scale` pixels a cell from the map's corner. */
async function brushAt(page: Page, scale: number): Promise<void> {
  await page.keyboard.press('b');
  await page.keyboard.press('7');
  await page.getByLabel('Brush size').fill('8');
  // Hex maps have one brush shape (a hex disc): the select shows on square maps only.
  const shape = page.getByLabel('Brush shape');
  if (await shape.isVisible()) await shape.selectOption('round');
  await hook(page, 'setCamera', scale, 0, 0);
  await page.evaluate(whenIdle);
}

/** The stroke's points on screen, hovering over the first. */
async function strokePoints(page: Page, cell: (i: number) => { x: number; y: number }): Promise<{ x: number; y: number }[]> {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < STROKE_POINTS; i++) {
    const c = cell(i);
    points.push(await hook(page, 'cellCentre', c.x, c.y));
  }
  await page.mouse.move(points[0]!.x, points[0]!.y);
  return points;
}

/** The scripted stroke: a wave across the same cells on any map, one real pointer move per point. */
async function stroke(page: Page): Promise<{ median: number; p95: number; frames: number; longest: number }> {
  await brushAt(page, STROKE_SCALE);
  const points = await strokePoints(page, waveCells);
  await page.evaluate(resetProbes, true);
  await drag(page, points);
  await page.evaluate(whenIdle);
  const { frames, longTasks } = await page.evaluate(readProbes);
  const d = deltas(frames);
  return { median: median(d), p95: p95(d), frames: d.length, longest: maxOf(longTasks) };
}

/** The stroke at working zoom, traced: main-thread script milliseconds per pointer move. */
async function strokeScript(browser: Browser, page: Page): Promise<{ median: number; p95: number; cpuMedian: number; cpuP95: number; moves: number }> {
  await brushAt(page, WORKING_SCALE);
  const points = await strokePoints(page, workingCells);
  await page.evaluate(removeProbes);
  const { wall: ms, cpu, breakdowns } = await scriptTimeOf(browser, page, async () => {
    await drag(page, points);
    await page.evaluate(whenIdle);
  });
  await page.evaluate(installProbes);
  if (process.env['BENCH_PROFILE']) {
    // The traced moves over the target, taken apart (CPU clock): which events ran in them, and the collector's share.
    const gc = breakdowns.reduce((sum, b) => sum + b.gc, 0);
    const slow = slowMoveLines(breakdowns, SCRIPT_TARGET_MS);
    console.log(`Moves over ${SCRIPT_TARGET_MS} ms of script (CPU clock), ${slow.length} of ${breakdowns.length}; garbage collection in the stroke ${gc.toFixed(1)} ms:\n${slow.join('\n')}`);
    // The same stroke again under the CPU profiler: where that script time goes.
    const again = await strokePoints(page, workingCells);
    const lines = await profileOf(page, async () => {
      await drag(page, again);
      await page.evaluate(whenIdle);
    });
    console.log(`CPU profile of a ${STROKE_POINTS}-point stroke at ${WORKING_SCALE} px a cell (self time by function):\n${lines.join('\n')}`);
    // And once more under the sampling heap profiler: what each stroke allocates (the collector's work).
    const third = await strokePoints(page, workingCells);
    const bytes = await allocationsOf(page, async () => {
      await drag(page, third);
      await page.evaluate(whenIdle);
    });
    console.log(`Allocations of a ${STROKE_POINTS}-point stroke (bytes by function, collected ones included):\n${bytes.join('\n')}`);
  }
  return { median: median(ms), p95: p95(ms), cpuMedian: median(cpu), cpuP95: p95(cpu), moves: ms.length };
}

async function floodFill(page: Page): Promise<{ ms: number; longest: number }> {
  await page.keyboard.press('Control+0');
  await page.keyboard.press('f');
  await page.keyboard.press('3');
  await page.evaluate(whenIdle);
  const p = await hook<{ x: number; y: number }>(page, 'cellCentre', 3000, 3000);
  await page.evaluate(resetProbes, false);
  const t0 = await page.evaluate(() => performance.now());
  await page.mouse.click(p.x, p.y);
  const t1 = await page.evaluate(whenIdle);
  const { longTasks } = await page.evaluate(readProbes);
  const filled = (await hook<number[]>(page, 'region', 3000, 3000, 3000, 3000))[0];
  if (filled !== 2) throw new Error('The flood fill did not reach cell 3000,3000.');
  return { ms: t1 - t0, longest: maxOf(longTasks) };
}

async function memory(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  const bytes = await hook<{ cells: number; pixels: number; history: number; total: number }>(page, 'mapBytes');
  return { heap, ...bytes };
}

async function main(): Promise<void> {
  const executablePath = chromiumOrExit();
  const server = await startPreview();
  try {
    const browser = await chromium.launch({ executablePath, args: benchChromiumFlags('software') });
    try {
      console.log(`compositing: ${await compositingOf(browser)}`);
      await measure(browser, server.url);
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

/** Drives the app at `url` through every measure and prints the table. */
async function measure(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // tsx keeps function names with a __name helper; functions sent into the page need it too.
  await page.addInitScript('globalThis.__name = (f) => f');
  await asReturningUser(page);
  await page.goto(url);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate(installProbes);
  const renderer = await hook<string>(page, 'rendererName');

  if (process.env['BENCH_ONLY'] === 'script') {
    // Only the working-zoom stroke, for iterating on its script time (with BENCH_PROFILE=1).
    await newMap(page, 4096);
    const only = await strokeScript(browser, page);
    console.log(`stroke-script-ms p95 ${only.p95.toFixed(2)} median ${only.median.toFixed(2)} cpu-p95 ${only.cpuP95.toFixed(2)} cpu-median ${only.cpuMedian.toFixed(2)} at ${WORKING_SCALE} px a cell on 4096²`);
    return;
  }

  const create256 = await newMap(page, 256);
  const small = await stroke(page);
  const create4096 = await newMap(page, 4096);
  const big = await stroke(page);
  const working = await strokeScript(browser, page);
  const fill = await floodFill(page);
  const mem = await memory(page);
  const createHex = await newMap(page, 4096, 'Hex');
  const hex = await stroke(page);

  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rows: [string, string, string][] = [
    ['brush stroke, 200 points: median frame', ms(small.median), ms(big.median)],
    ['brush stroke: 95th percentile frame', ms(small.p95), ms(big.p95)],
    ['brush stroke: frames / longest task', `${small.frames} / ${ms(small.longest)}`, `${big.frames} / ${ms(big.longest)}`],
    ['new map via dialog until ready to paint', ms(create256.ms), ms(create4096.ms)],
    ['new map: longest task', ms(create256.longest), ms(create4096.longest)],
    [`stroke at ${WORKING_SCALE} px a cell: script per pointer move, median`, '', ms(working.median)],
    [`stroke at ${WORKING_SCALE} px a cell: script, 95th percentile (${working.moves} moves)`, '', ms(working.p95)],
    [`stroke at ${WORKING_SCALE} px a cell: script on the thread's CPU clock, median / p95`, '', `${ms(working.cpuMedian)} / ${ms(working.cpuP95)}`],
    ['flood fill of the open map: time', '', ms(fill.ms)],
    ['flood fill: longest task', '', ms(fill.longest)],
    ['JS heap used (CDP, after GC)', '', mb(mem.heap)],
    ['typed arrays: cells + heights', '', mb(mem.cells)],
    ['typed arrays: chunk pixels (CPU copy)', '', mb(mem.pixels)],
    ['typed arrays: undo history + touched bits', '', mb(mem.history)],
    ['typed arrays: total', '', mb(mem.total)],
    ['hex map: new map via dialog until ready', '', ms(createHex.ms)],
    ['hex map: brush stroke median frame', '', ms(hex.median)],
    ['hex map: brush stroke 95th percentile', '', ms(hex.p95)],
    ['hex map: frames / longest task', '', `${hex.frames} / ${ms(hex.longest)}`],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  console.log(`A* Studio editor benchmark · headless Chromium · renderer ${renderer} · 1280×800`);
  console.log(`${'measure'.padEnd(w0)} | ${'256²'.padStart(16)} | ${'4096²'.padStart(16)}`);
  console.log(`${'-'.repeat(w0)}-|-${'-'.repeat(16)}-|-${'-'.repeat(16)}`);
  for (const [name, a, b] of rows) console.log(`${name.padEnd(w0)} | ${a.padStart(16)} | ${b.padStart(16)}`);
  console.log(`stroke-ratio-4096-vs-256 ${(big.median / small.median).toFixed(2)}`);
  console.log(`stroke-ratio-hex-vs-square-4096 ${(hex.median / big.median).toFixed(2)}`);
  console.log(`stroke-script-ms p95 ${working.p95.toFixed(2)} median ${working.median.toFixed(2)} cpu-p95 ${working.cpuP95.toFixed(2)} cpu-median ${working.cpuMedian.toFixed(2)} at ${WORKING_SCALE} px a cell on 4096²`);
}

await runBench(main);
