// bench:live's browser part: the UI thread during a live stroke on a 4096² map, in the e2e web
// build. The start and goal lie far apart on the map's diagonal, their live path found first; then
// a wall is painted across the path with the brush (size 8), one real pointer move per point,
// while the live path follows each dab from the worker. A PerformanceObserver 'longtask' records
// from the press until the live answer for the finished stroke is on the map. The target:
// no main-thread task over 50 ms (the UI thread never waits for the engine).
import { chromium } from '@playwright/test';
import { benchChromiumFlags, chromiumOrExit } from '../../../scripts/chromium';
import { drag, hook, markers, newMap, openApp } from '../editor/appDriver';
import { compositingOf } from '../editor/compositing';
import { readProbes, resetProbes, whenIdle } from '../editor/page';
import { startPreview } from '../editor/previewServer';
import { longTaskProfileOf } from '../analysis/longTaskProfile';
import { profileOf } from '../editor/cpuProfile';

/** BENCH_SIDE=1024 tries it on a smaller map (the target is for 4096²). */
const SIDE = Number(process.env['BENCH_SIDE'] ?? '') || 4096;
const START: [number, number] = [200, 200].map((v) => Math.round((v * SIDE) / 4096)) as [number, number];
const GOAL: [number, number] = [SIDE - 1 - START[0], SIDE - 1 - START[1]];
/** The wall: across the diagonal at its middle, a tenth of the side long (410 cells on 4096²), in this many pointer moves. */
const HALF = Math.round(SIDE / 20), MIDDLE = SIDE / 2;
const WALL_FROM = { x: MIDDLE - HALF, y: MIDDLE + HALF };
const WALL_TO = { x: MIDDLE + HALF, y: MIDDLE - HALF };
const POINTS = 120;
/** BENCH_PROFILE=1 also traces the stroke and prints what its long tasks held (analysis/longTaskProfile.ts). */
const PROFILE = Boolean(process.env['BENCH_PROFILE']);
/** BENCH_CPU=1 instead paints the stroke under V8's CPU profiler and lists the functions with the most self time. */
const CPU = Boolean(process.env['BENCH_CPU']);
/** At most 1.5 px a cell, less where the wall would not fit the map's area (410 cells on 4096²): every point of the stroke on the map. */
const MAX_SCALE = 1.5;
/** Pixels between the wall's bounding box and the map area's edges. */
const MARGIN = 40;
const WALL_KEY = '7';
/** A first live path, and the last dab's repair around a 400-cell wall, on a loaded machine. */
const ANSWER_TIMEOUT_MS = 600_000;

export interface LiveStrokeUiFigures {
  side: number;
  compositing: string;
  /** The longest main-thread task from the press until the final answer was shown. */
  longest: number;
  tasksOver50: number;
  moves: number;
  /** Pixels a cell the stroke was painted at. */
  scale: number;
  /** From the press until the stroke's last dab was in the document. */
  strokeMs: number;
  /** From the press until the live answer for the finished stroke was shown. */
  settledMs: number;
  /** The path's cost before the wall and after it. */
  costBefore: number;
  costAfter: number;
}

type LiveHook = { version: number; panes: { version: number | null; cost: number | null; shown: boolean; problem: string | null }[] };

/**
 * Resolves with the live cost once the document is past version `after` and the pane's answer is
 * for the document as it stands and is on the map.
 */
function liveSettled(after: number): Promise<number> {
  const hooks = (window as unknown as { __astarStudio: { live(): LiveHook } }).__astarStudio;
  return new Promise((resolve, reject) => {
    const check = () => {
      const live = hooks.live();
      const pane = live.panes[0];
      if (pane?.problem) return reject(new Error(`The live path said: ${pane.problem}`));
      if (live.version > after && pane && pane.version === live.version && pane.shown && pane.cost !== null) return resolve(pane.cost);
      requestAnimationFrame(check);
    };
    check();
  });
}

export async function liveStrokeUiFigures(): Promise<LiveStrokeUiFigures> {
  const executablePath = chromiumOrExit();
  const server = await startPreview();
  try {
    const browser = await chromium.launch({ executablePath, args: benchChromiumFlags('gpu') });
    try {
      const compositing = await compositingOf(browser);
      const page = await openApp(browser, server.url);
      page.setDefaultTimeout(ANSWER_TIMEOUT_MS);
      await newMap(page, SIDE);
      await markers(page, START, GOAL);
      const costBefore = await page.evaluate(liveSettled, -1);
      await page.keyboard.press('b');
      await page.keyboard.press(WALL_KEY);
      await page.getByLabel('Brush size').fill('8');
      const area = await page.getByTestId('map').boundingBox();
      if (!area) throw new Error('The map area is not on the page.');
      const scale = Math.min(MAX_SCALE, (Math.min(area.width, area.height) - 2 * MARGIN) / (2 * HALF));
      await hook(page, 'setCamera', scale, WALL_FROM.x - MARGIN / scale, WALL_TO.y - MARGIN / scale);
      await page.evaluate(whenIdle);
      const points: { x: number; y: number }[] = [];
      for (let i = 0; i < POINTS; i++) {
        const t = i / (POINTS - 1);
        points.push(await hook(page, 'cellCentre', WALL_FROM.x + t * (WALL_TO.x - WALL_FROM.x), WALL_FROM.y + t * (WALL_TO.y - WALL_FROM.y)));
      }
      // A press outside the map paints nothing, and the wait for the answer to the stroke would never end.
      const off = points.find((p) => p.x < area.x || p.y < area.y || p.x > area.x + area.width || p.y > area.y + area.height);
      if (off) throw new Error(`The stroke leaves the map's area at (${off.x}, ${off.y}): the wall does not fit the window at ${scale} px a cell.`);
      await page.mouse.move(points[0]!.x, points[0]!.y);
      const versionBefore = await hook<LiveHook>(page, 'live').then((l) => l.version);
      await page.evaluate(resetProbes, false);
      const t0 = await page.evaluate(() => performance.now());
      let costAfter = NaN, strokeEnd = NaN;
      const act = async () => {
        await drag(page, points);
        // The stroke's last dab is in the document (the pointer events may still be queued when the drag returns).
        strokeEnd = await page.evaluate(whenIdle);
        const versionAfter = await hook<LiveHook>(page, 'live').then((l) => l.version);
        if (versionAfter === versionBefore) throw new Error('The stroke painted nothing (the document is at the version it had before): is the brush tool on and the map under the pointer?');
        costAfter = await page.evaluate(liveSettled, versionBefore);
      };
      if (CPU) console.log(['live stroke, self time by function:', ...(await profileOf(page, act, 30))].join('\n'));
      else if (PROFILE) console.log(['live stroke:', ...(await longTaskProfileOf(browser, page, 'live-stroke-ui', act))].join('\n'));
      else await act();
      const t1 = await page.evaluate(() => performance.now());
      const { longTasks } = await page.evaluate(readProbes);
      if (!(costAfter > costBefore)) throw new Error(`The wall did not lengthen the live path (${costBefore} before, ${costAfter} after): it should cross it.`);
      return {
        side: SIDE,
        compositing,
        longest: longTasks.length ? Math.max(...longTasks) : 0,
        tasksOver50: longTasks.filter((t) => t > 50).length,
        moves: POINTS - 1,
        scale,
        strokeMs: strokeEnd - t0,
        settledMs: t1 - t0,
        costBefore,
        costAfter,
      };
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}
