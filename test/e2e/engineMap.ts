// The app's map and search settings rebuilt in the test, so the engine can check what the page shows.
import type { Page } from '@playwright/test';
import type { SearchOptions } from '../../src/shared/engine/index';
import type { Grid } from '../../src/shared/grid/grid';
import { hooks } from './studio';

/** The sample's map and settings, rebuilt here so the engine can search it. */
export async function engineMap(page: Page): Promise<{ grid: Grid; settings: SearchOptions }> {
  const map = await hooks(page, 'map');
  const heights = await hooks(page, 'heights', 0, 0, map.width - 1, map.height - 1);
  const grid: Grid = {
    width: map.width,
    height: map.height,
    terrain: Uint8Array.from(map.terrain),
    heights: heights.some((h) => h !== 0) ? Int16Array.from(heights) : null,
    palette: map.costs.map((cost, i) => ({ name: `t${i}`, color: 0, cost, passable: map.passable[i]! })),
    ...(map.unitTypes.length > 0 ? { unitTypes: map.unitTypes } : {}),
  };
  return { grid, settings: (await hooks(page, 'settings')) as unknown as SearchOptions };
}
