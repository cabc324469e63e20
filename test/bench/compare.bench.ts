// The compare view in headless Chromium (npm run bench:compare, on the e2e web build). Playing: on a
// new 1024² map with a wall cupped towards the start (so every heuristic floods it), the
// Heuristics preset's four panes searched, then played in lock-step at 10,000 expansions a second
// until the cursor passes 50,000: the median and 95th percentile frame time (animation frame to
// animation frame) while the four panes follow. Memory: a new 4096² map in the single view (one
// pane), then the compare view with four and with two panes: the shared terrain's CPU pixel
// buffers and its GPU textures (estimated: one RGBA texel per cell uploaded; and what the
// renderer's texture system holds), then the same four panes each showing a short search (their
// open/closed layers are per pane). Prints figures only; nothing here asserts a time.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumOrExit } from '../../scripts/chromium';
import type { CompareTestHooks } from '../../src/renderer/panes/compareTestHooks';
import { readProbes, resetProbes, whenIdle } from './editor/page';
import { runBench, startPreview } from './editor/previewServer';
import { hook, markers, newMap, openApp } from './editor/appDriver';

const PLAY_SIDE = 1024;
const MEMORY_SIDE = 4096;
/** Where playback stops: 5 s at 10,000 expansions a second. */
const PLAY_UNTIL = 50_000;

type Hooks = Record<string, (...args: unknown[]) => unknown>;
const compareHook = <K extends keyof CompareTestHooks>(page: Page, name: K, ...args: Parameters<CompareTestHooks[K]>) =>
  page.evaluate(([n, a]) => (window as unknown as { __astarCompare: Hooks }).__astarCompare[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<Awaited<ReturnType<CompareTestHooks[K]>>>;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => {
  const s = sorted(xs);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
const p95 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.95)] ?? NaN;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Drags the active tool from cell a to cell b in the single view. */
async function drag(page: Page, a: [number, number], b: [number, number]): Promise<void> {
  const p = await hook<{ x: number; y: number }>(page, 'cellCentre', ...a);
  const q = await hook<{ x: number; y: number }>(page, 'cellCentre', ...b);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.move(q.x, q.y, { steps: 4 });
  await page.mouse.up();
}

/** Opens or closes the compare view (Shift+C) and waits until what it shows is drawn. */
async function toggleCompare(page: Page, open: boolean): Promise<void> {
  // The single view's hooks are installed again when its map view comes back: forget the old ones.
  if (!open) await page.evaluate(() => delete (window as { __astarStudio?: unknown }).__astarStudio);
  await page.keyboard.press('Shift+C');
  if (open) return compareIdle(page);
  await page.waitForFunction(() => !!(window as { __astarStudio?: unknown }).__astarStudio);
  await page.evaluate(whenIdle);
}

async function compareIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const h = (window as unknown as { __astarCompare?: CompareTestHooks }).__astarCompare;
    return !!h && h.idle() && h.panes().every((p) => p.rect.width > 0);
  }, null, { timeout: 120_000, polling: 'raf' });
}

/** Run in the compare view; resolves when every pane's search has ended. */
async function runAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => {
    const t = (window as unknown as { __astarCompare: CompareTestHooks }).__astarCompare.timeline();
    return !t.running && t.length > 0;
  }, null, { timeout: 600_000, polling: 250 });
  await compareIdle(page);
}

async function heapBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
}

interface PlayFigures {
  median: number;
  p95: number;
  frames: number;
  expansionsPerSecond: number;
  steps: number[];
}

/** The playing measure: four 1024² panes in lock-step at 10,000 expansions a second. */
async function play(page: Page): Promise<PlayFigures> {
  await newMap(page, PLAY_SIDE);
  // A wall cupped towards the start: a bar across the middle with arms reaching back left.
  await page.keyboard.press('r');
  await drag(page, [600, 150], [615, 874]);
  await drag(page, [250, 150], [615, 165]);
  await drag(page, [250, 859], [615, 874]);
  await page.evaluate(whenIdle);
  await markers(page, [120, 512], [900, 512]);
  await toggleCompare(page, true);
  await page.getByRole('button', { name: 'Heuristics' }).click();
  await runAll(page);
  await page.getByRole('combobox', { name: 'Playback speed' }).selectOption({ label: '10,000/s' });
  await compareIdle(page);
  await page.evaluate(resetProbes, true);
  const t0 = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction((until) => (window as unknown as { __astarCompare: CompareTestHooks }).__astarCompare.timeline().step >= until, PLAY_UNTIL, { timeout: 120_000, polling: 'raf' });
  const t1 = await page.evaluate(() => performance.now());
  const reached = (await compareHook(page, 'timeline')).step;
  await page.getByRole('button', { name: 'Pause' }).click();
  const { frames } = await page.evaluate(readProbes);
  const deltas = frames.slice(1).map((t, i) => t - frames[i]!);
  const ends = (await compareHook(page, 'panes')).map((p) => p.step);
  return { median: median(deltas), p95: p95(deltas), frames: deltas.length, expansionsPerSecond: (reached / (t1 - t0)) * 1000, steps: ends };
}

interface MemoryFigures {
  cpu: number;
  gpuEstimate: number;
  gpuTextures: number | null;
  gpuTextureBytes: number | null;
  overlays: number;
  sprites: number | null;
  heap: number;
}

/** One pane: the single map view of a new 4096² map (the same terrain textures and scene as a compare pane). */
async function singleViewMemory(page: Page): Promise<MemoryFigures> {
  await newMap(page, MEMORY_SIDE);
  const bytes = await hook<{ pixels: number }>(page, 'mapBytes');
  // Idle: every chunk painted and so uploaded, one RGBA texel per cell.
  return { cpu: bytes.pixels, gpuEstimate: bytes.pixels, gpuTextures: null, gpuTextureBytes: null, overlays: 0, sprites: null, heap: await heapBytes(page) };
}

async function stageMemory(page: Page): Promise<MemoryFigures> {
  await compareIdle(page);
  const m = await compareHook(page, 'memory');
  return { cpu: m.terrainPixels + m.overlayPixels, gpuEstimate: m.terrainTextures, gpuTextures: m.gpuTextures, gpuTextureBytes: m.gpuTextureBytes, overlays: m.overlayPixels, sprites: m.terrainSprites, heap: await heapBytes(page) };
}

async function main(): Promise<void> {
  const executablePath = chromiumOrExit();
  const server = await startPreview();
  try {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
    try {
      const page = await openApp(browser, server.url);
      const renderer = await hook<string>(page, 'rendererName');

      const playing = await play(page);
      const compareRenderer = await compareHook(page, 'rendererName');
      await toggleCompare(page, false);

      const one = await singleViewMemory(page);
      await toggleCompare(page, true); // a new map opens the compare view with two panes
      const two = await stageMemory(page);
      await page.getByRole('button', { name: 'Heuristics' }).click();
      const four = await stageMemory(page);
      await toggleCompare(page, false);
      // A short search in each pane: their open and closed layers are each pane's own.
      await markers(page, [100, 100], [160, 140]);
      await toggleCompare(page, true);
      await runAll(page);
      await page.keyboard.press('End');
      const fourRuns = await stageMemory(page);

      const f = (v: number) => v.toFixed(1);
      const row = (name: string, m: MemoryFigures) =>
        `${name.padEnd(34)} | ${f(mb(m.cpu)).padStart(9)} | ${f(mb(m.gpuEstimate)).padStart(9)} | ${(m.gpuTextures === null ? '' : `${m.gpuTextures} / ${f(mb(m.gpuTextureBytes!))}`).padStart(13)} | ${f(mb(m.overlays)).padStart(8)} | ${String(m.sprites ?? '').padStart(7)} | ${f(mb(m.heap)).padStart(7)}`;
      console.log(`A* Studio compare benchmark · headless Chromium · renderer ${renderer} (compare view: ${compareRenderer}) · 1280×800`);
      console.log(`playing: ${PLAY_SIDE}² map, wall cupped towards the start, Heuristics preset (octile, Manhattan, Euclidean, zero) in lock-step at 10,000 expansions/s to step ${PLAY_UNTIL.toLocaleString('en-US')}`);
      console.log(`  frames ${playing.frames}, frame time median ${f(playing.median)} ms, p95 ${f(playing.p95)} ms; cursor speed reached ${Math.round(playing.expansionsPerSecond).toLocaleString('en-US')} expansions/s`);
      console.log(`  panes' steps when paused: ${playing.steps.map((s) => s.toLocaleString('en-US')).join(', ')}`);
      console.log(`memory, ${MEMORY_SIDE}² map (MB)              |  CPU pix. | GPU est.  | GL tex. / MB  | overlays | sprites | JS heap`);
      console.log(row('1 pane (the single map view)', one));
      console.log(row('compare, 2 panes', two));
      console.log(row('compare, 4 panes', four));
      console.log(row('compare, 4 panes, a short run each', fourRuns));
      console.log(`compare-frame-median-ms ${f(playing.median)} p95-ms ${f(playing.p95)} memory-1-pane-mb ${f(mb(one.cpu + one.gpuEstimate))} memory-4-panes-mb ${f(mb(four.cpu + four.gpuEstimate))}`);
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

await runBench(main);
