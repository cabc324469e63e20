// The tutorial map: the river-and-bridge example the classic A* tutorials open with. A river
// splits a small map; the one crossing is a bridge in the north, so the straight line from start
// to goal is blocked and the search must find its way round. Roads, forest and swamp show costs.
import { createGrid, type Grid } from '../../src/shared/grid/grid';
import { defaultPalette } from '../../src/shared/grid/terrain';
import { drawLine, fillRect, terrainNamed } from './paint';

export const TUTORIAL_SIZE = { width: 32, height: 18 };

/** The 32 × 18 tutorial map; start and goal sit either side of the river, level with each other. */
export function riverAndBridge(): { grid: Grid; start: [number, number]; goal: [number, number] } {
  const { width, height } = TUTORIAL_SIZE;
  const grid = createGrid(width, height, 0, defaultPalette());
  const t = (name: string) => terrainNamed(grid, name);
  fillRect(grid, 9, 0, 5, 2, t('Grass'));
  fillRect(grid, 24, 0, 6, 3, t('Grass'));
  fillRect(grid, 2, 1, 5, 3, t('Forest'));
  fillRect(grid, 9, 9, 4, 6, t('Forest'));
  fillRect(grid, 22, 7, 5, 4, t('Forest'));
  // The river, three cells wide, drifting west as it flows south; swamp along its west bank.
  for (let y = 0; y < height; y++) {
    const x0 = y < 6 ? 17 : y < 12 ? 16 : 15;
    fillRect(grid, x0, y, 3, 1, t('Water'));
    if (y >= 8 && y <= 14) fillRect(grid, x0 - 2, y, 2, 1, t('Swamp'));
  }
  // The road: north from the start's side, over the bridge, south to the goal's side.
  drawLine(grid, 6, 16, 6, 3, 1, t('Road'));
  drawLine(grid, 6, 3, 27, 3, 1, t('Road'));
  drawLine(grid, 27, 3, 27, 16, 1, t('Road'));
  // A ruined wall east of the river.
  fillRect(grid, 21, 12, 1, 5, t('Wall'));
  return { grid, start: [3, 13], goal: [29, 13] };
}
