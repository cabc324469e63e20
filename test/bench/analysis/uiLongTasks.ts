// bench:analysis's browser part: each analysis shown on a 4096² map in the e2e web build, through
// the Analysis section's "Analysis to show", with a long-task observer (PerformanceObserver
// 'longtask') recording from the choice until the answer is in words and its cells are on screen.
// The worker computes the analysis and a second worker colours it: the UI thread should only hand
// the cells to the texture (target: no task over 50 ms).
import { chromium, type Browser, type Page } from '@playwright/test';
import { benchChromiumFlags, chromiumOrExit } from '../../../scripts/chromium';
import { compositingOf } from '../editor/compositing';
import { markers, newMap, openApp } from '../editor/appDriver';
import { readProbes, resetProbes, whenIdle } from '../editor/page';
import { startPreview } from '../editor/previewServer';
import { longTaskProfileOf } from './longTaskProfile';

const SIDE = 4096;
/** The Analysis section's choices measured, by their option value. */
const SHOWN = ['regions', 'range', 'field', 'cut'] as const;
/** BENCH_SIDE=2048 measures a smaller map (the target is for 4096²). */
const SIDE_OVERRIDE = Number(process.env['BENCH_SIDE'] ?? '') || null;
/** BENCH_PROFILE=1 also traces each showing and prints what its long tasks held (longTaskProfile.ts). */
const PROFILE = Boolean(process.env['BENCH_PROFILE']);
/** An analysis of 16.8 million cells takes a while on a shared machine (the cut most). */
const ANSWER_TIMEOUT_MS = 600_000;

/** What showing one analysis cost the UI thread: the longest task, and the time until it was on screen. */
export interface ShownFigures {
  longest: number;
  ms: number;
}

/** Shows `kind` from nothing, waits for its numbers and its cells, and reads the long tasks meanwhile. */
async function show(browser: Browser, page: Page, kind: (typeof SHOWN)[number]): Promise<ShownFigures> {
  const choice = page.getByRole('combobox', { name: 'Analysis to show' });
  await choice.selectOption('off');
  await page.evaluate(whenIdle);
  await page.evaluate(resetProbes, false);
  const t0 = await page.evaluate(() => performance.now());
  let t1 = 0;
  const act = async () => {
    await choice.selectOption(kind);
    // The answer and its cells are shown together: words in the summary, not busy.
    const problem = page.getByRole('region', { name: 'Analysis' }).getByRole('alert');
    await page.locator('[data-testid="analysis-summary"][aria-busy="false"]').or(problem).first().waitFor({ timeout: ANSWER_TIMEOUT_MS });
    if (await problem.isVisible()) throw new Error(`The ${kind} analysis said: ${await problem.textContent()}`);
    t1 = await page.evaluate(whenIdle);
  };
  if (PROFILE) console.log([`${kind}:`, ...(await longTaskProfileOf(browser, page, `analysis-ui-${kind}`, act))].join('\n'));
  else await act();
  const { longTasks } = await page.evaluate(readProbes);
  return { longest: longTasks.length ? Math.max(...longTasks) : 0, ms: t1 - t0 };
}

/**
 * Waits until the live path between the markers is found (or refused), and says how long that took:
 * placing them starts it in the same search worker, and on a 4096² map it ran for over a minute, so
 * every analysis measured meanwhile shared the worker and both cores with it.
 */
async function livePathSettled(page: Page): Promise<void> {
  const t0 = Date.now();
  await page.waitForFunction(
    () => {
      const pane = (window as unknown as { __astarStudio: { live(): { panes: { cost: number | null; problem: string | null }[] } } }).__astarStudio.live().panes[0];
      return !pane || pane.cost !== null || pane.problem !== null;
    },
    undefined,
    { timeout: ANSWER_TIMEOUT_MS, polling: 250 },
  );
  console.log(`live path between the markers settled in ${Date.now() - t0} ms (the analyses are measured after it)`);
}

/** Each analysis on a new 4096² map (start and goal far apart), in the web build. */
export async function analysisUiFigures(): Promise<Record<(typeof SHOWN)[number], ShownFigures>> {
  const executablePath = chromiumOrExit();
  const server = await startPreview();
  try {
    const browser = await chromium.launch({ executablePath, args: benchChromiumFlags('gpu') });
    try {
      console.log(`compositing: ${await compositingOf(browser)}`);
      const page = await openApp(browser, server.url);
      const side = SIDE_OVERRIDE ?? SIDE;
      await newMap(page, side);
      await markers(page, [200, 200], [side - 200, side - 300]);
      await livePathSettled(page);
      const figures = {} as Record<(typeof SHOWN)[number], ShownFigures>;
      for (const kind of SHOWN) {
        if (kind === 'range') {
          // A budget reaching about a thousand cells out: a range of millions of cells.
          await page.getByRole('combobox', { name: 'Analysis to show' }).selectOption('range');
          await page.getByLabel('Budget').fill('1000');
        }
        figures[kind] = await show(browser, page, kind);
      }
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}
