// The app's map, start, goal and settings rebuilt in Node, and the same search run by the engine
// with every step recorded: what the e2e tests compare the app's lists, numbers and figures with.
import type { Page } from '@playwright/test';
import { runSearch, type SearchOptions, type SearchResult } from '../../src/shared/engine/index';
import { recordingOf, TraceStore } from '../../src/shared/engine/trace/index';
import type { Grid } from '../../src/shared/grid/grid';
import { hooks } from './studio';

/** What the app would search now. */
export interface AppSearch {
  grid: Grid;
  start: number;
  goal: number;
  settings: SearchOptions;
}

/** The map (terrain, costs, heights), markers and settings the app holds. */
export async function appSearch(page: Page): Promise<AppSearch> {
  const map = await hooks(page, 'map');
  const heights = await hooks(page, 'heights', 0, 0, map.width - 1, map.height - 1);
  const grid: Grid = {
    width: map.width,
    height: map.height,
    terrain: Uint8Array.from(map.terrain),
    heights: heights.some((h) => h !== 0) ? Int16Array.from(heights) : null,
    palette: map.costs.map((cost, i) => ({ name: `t${i}`, color: 0, cost, passable: map.passable[i]! })),
  };
  return { grid, start: map.start, goal: map.goal, settings: (await hooks(page, 'settings')) as unknown as SearchOptions };
}

/** The engine's search of `s` (with `options` over its settings) to the end, every step recorded. */
export function replay(s: AppSearch, options: Partial<SearchOptions> = {}): { result: SearchResult; store: TraceStore } {
  const result = runSearch(s.grid, { start: s.start, goal: s.goal, options: { ...s.settings, ...options, recordTrace: true } });
  return { result, store: new TraceStore(recordingOf(result)!) };
}

/** The trace of the search the app would run now. */
export async function engineTrace(page: Page): Promise<TraceStore> {
  return replay(await appSearch(page)).store;
}
