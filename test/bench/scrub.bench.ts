// The debugger's scrub in headless Chromium (part of npm run bench:debugger, on the e2e web build):
// on a new 1225² map, a Dijkstra search from corner to corner recorded step by step (1.5 M steps),
// then the "Search timeline" slider moved to random steps, then dragged along in steps of 500
// expansions; each time, from the slider's input event until the map view has drawn that step (the
// worker answered and the overlay painted) — the time a person waits while scrubbing — and, apart,
// until the worker's answer was applied (the overlays' drawn state updated, before the repaint,
// which software WebGL makes slow and a user's GPU does not). Prints medians and 95th
// percentiles; nothing here asserts a time.
import { chromium, type Page } from '@playwright/test';
import { benchChromiumFlags, chromiumOrExit } from '../../scripts/chromium';
import { compositingOf } from './editor/compositing';
import { installProbes, whenIdle } from './editor/page';
import { runBench, startPreview } from './editor/previewServer';
import { asReturningUser } from '../e2e/studio';
import { SCRIPT_TRACE_CATEGORIES, type TraceEvent } from './editor/scriptTime';
import { seekBreakdownLines, seekBreakdowns } from './debugger/scrubTrace';
import { profileOf } from './editor/cpuProfile';

const SIDE = 1225; // 1,500,625 cells: a corner-to-corner Dijkstra expands about 1.5 M
const SEEKS = 60;

type Hooks = Record<string, (...args: unknown[]) => unknown>;
const hook = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([n, a]) => (window as unknown as { __astarStudio: Hooks }).__astarStudio[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<T>;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[xs.length >> 1] ?? NaN;
const p95 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.95)] ?? NaN;

/**
 * In the page: moves the slider to each step and times input → the worker's answer applied, and
 * input → that step drawn; `mark` leaves a performance mark at each input (for a trace's windows).
 */
function scrub({ steps, mark }: { steps: number[]; mark: boolean }): Promise<{ drawn: number[]; applied: number[] }> {
  const hooks = (window as unknown as { __astarStudio: { shownStep(): number; lastShown(): { step: number; at: number }; idle(): boolean } }).__astarStudio;
  const slider = document.querySelector<HTMLInputElement>('input[aria-label="Search timeline"]')!;
  const times: number[] = [];
  const applied: number[] = [];
  return new Promise((resolve) => {
    const next = (i: number) => {
      if (i === steps.length) return resolve({ drawn: times, applied });
      const k = steps[i]!;
      if (mark) performance.mark(`scrub-seek-${i}`);
      const t0 = performance.now();
      slider.value = String(k);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      const check = () => {
        if (hooks.shownStep() === k && hooks.idle()) {
          times.push(performance.now() - t0);
          applied.push(hooks.lastShown().at - t0);
          requestAnimationFrame(() => next(i + 1));
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    next(0);
  });
}

async function main(): Promise<void> {
  const executablePath = chromiumOrExit();
  const server = await startPreview();
  try {
    const browser = await chromium.launch({ executablePath, args: benchChromiumFlags('software') });
    try {
      console.log(`compositing: ${await compositingOf(browser)}`);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript('globalThis.__name = (f) => f');
      await asReturningUser(page);
      await page.goto(server.url);
      await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
      await page.evaluate(installProbes);
      const renderer = await hook<string>(page, 'rendererName');

      await page.keyboard.press('Control+n');
      const dialog = page.getByRole('dialog', { name: 'New map' });
      const unsaved = page.getByRole('alertdialog', { name: 'Save changes?' });
      await dialog.or(unsaved).first().waitFor();
      if (await unsaved.isVisible()) await unsaved.getByRole('button', { name: "Don't Save" }).click();
      await dialog.getByLabel('Map width').fill(String(SIDE));
      await dialog.getByLabel('Map height').fill(String(SIDE));
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.evaluate(whenIdle);
      await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('dijkstra');
      // Maps over 1 M cells do not record steps by default: ask for it.
      const record = page.getByRole('checkbox', { name: 'Record every step (for replay)' });
      if (!(await record.isVisible())) await page.getByText('More options').click();
      await record.check();
      // Start and goal in opposite corners, by the marker tools.
      for (const [key, x, y] of [['s', 2, 2], ['g', SIDE - 3, SIDE - 3]] as const) {
        await page.keyboard.press(key);
        const p = await hook<{ x: number; y: number }>(page, 'cellCentre', x, y);
        await page.mouse.click(p.x, p.y);
      }
      await page.keyboard.press('F9');
      await page.waitForFunction(() => (window as unknown as { __astarStudio: { debugger(): { finished: boolean } } }).__astarStudio.debugger().finished, null, { timeout: 120_000 });
      const { steps } = await hook<{ steps: number }>(page, 'debugger');
      if (steps === 0) throw new Error('The search recorded no steps, so there is nothing to scrub: is "Record every step" on?');
      await page.evaluate(whenIdle);
      let seed = 12345;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      const targets = Array.from({ length: SEEKS }, () => Math.floor(random() * steps));
      const { drawn: times, applied } = await page.evaluate(scrub, { steps: targets, mark: false });
      // A drag: the slider moved on 500 expansions at a time from a third of the way.
      const dragged = Array.from({ length: SEEKS }, (_, i) => Math.floor(steps / 3) + 500 * (i + 1));
      const { drawn: dragTimes, applied: dragApplied } = await page.evaluate(scrub, { steps: dragged, mark: false });
      console.log(`A* Studio debugger scrub · headless Chromium · renderer ${renderer} · 1280×800 · ${SIDE}² map, whole map in view`);
      console.log(`Dijkstra corner to corner: ${steps.toLocaleString('en-US')} steps; ${SEEKS} slider moves to random steps`);
      console.log(`slider input → step drawn: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
      console.log(`slider input → worker's answer applied: median ${median(applied).toFixed(1)} ms, p95 ${p95(applied).toFixed(1)} ms, max ${Math.max(...applied).toFixed(1)} ms`);
      console.log(`dragging on 500 steps a move: drawn median ${median(dragTimes).toFixed(1)} ms, p95 ${p95(dragTimes).toFixed(1)} ms; applied median ${median(dragApplied).toFixed(1)} ms, p95 ${p95(dragApplied).toFixed(1)} ms`);
      console.log(`scrub-${SIDE}-median-ms ${median(times).toFixed(1)} p95-ms ${p95(times).toFixed(1)}`);
      console.log(`scrub-applied-p95-ms ${p95(applied).toFixed(1)} drag ${p95(dragApplied).toFixed(1)} steps ${steps}`);
      if (process.env['BENCH_PROFILE']) {
        // The random seeks and the drag again under a trace: each thread's script per slider move (CPU clock).
        for (const [what, moves] of [['moves to random steps', targets], ['drag moves of 500 steps', dragged]] as const) {
          await browser.startTracing(page, { categories: [...SCRIPT_TRACE_CATEGORIES, 'blink.user_timing'] });
          let trace: Buffer;
          try {
            await page.evaluate(scrub, { steps: moves, mark: true });
          } finally {
            trace = await browser.stopTracing();
          }
          const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
          const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
          console.log(`Traced scrub, ${SEEKS} ${what} (CPU clock, from one input to the next):\n${seekBreakdownLines(seekBreakdowns(events, 'scrub-seek-')).join('\n')}`);
        }
        // And under the CPU profiler: which of the main thread's functions that time is.
        const lines = await profileOf(page, () => page.evaluate(scrub, { steps: targets, mark: false }).then(() => undefined));
        console.log(`CPU profile of the page's main thread over the same moves (self time by function):\n${lines.join('\n')}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

await runBench(main);
