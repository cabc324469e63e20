// The app's map, start, goal and settings rebuilt in Node, and the same search run by the engine
// with every step recorded: what the e2e tests compare the app's lists, numbers and figures with.
import type { Page } from '@playwright/test';
import { runSearch, type SearchOptions, type SearchResult } from '../../src/shared/engine/index';
import { recordingOf, TraceStore } from '../../src/shared/engine/trace/index';
import type { Grid } from '../../src/shared/grid/grid';
import { engineMap } from './engineMap';
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
  const { grid, settings } = await engineMap(page);
  const map = await hooks(page, 'markers');
  return { grid, start: map.start, goal: map.goal, settings };
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
