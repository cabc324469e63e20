// The river valley: the map the app opens with. A river meanders north to south, a road crosses
// it on a bridge, ruined walls stand west of it. Generated exactly as A* Studio 0.1 did, so the
// map the app starts on does not change.
import { createGrid, type Grid } from '../../src/shared/grid/grid';
import { defaultPalette } from '../../src/shared/grid/terrain';
import { seededRandom } from './noise';

/** Terrain letters in default palette order: Ground, Road, Grass, Forest, Swamp, Water, Wall. */
const LEGEND = '.rgfsWX';

/** Smooth value noise on a lattice of `scale` cells (the 0.1 generator, kept for identical maps). */
function valueNoise(width: number, height: number, scale: number, rand: () => number) {
  const gw = Math.ceil(width / scale) + 2;
  const gh = Math.ceil(height / scale) + 2;
  const lattice = Array.from({ length: gw * gh }, rand);
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x: number, y: number) => {
    const fx = x / scale, fy = y / scale;
    const x0 = Math.floor(fx), y0 = Math.floor(fy);
    const tx = smooth(fx - x0), ty = smooth(fy - y0);
    const v = (i: number, j: number) => lattice[(y0 + j) * gw + (x0 + i)]!;
    const a = v(0, 0) + (v(1, 0) - v(0, 0)) * tx;
    const b = v(0, 1) + (v(1, 1) - v(0, 1)) * tx;
    return a + (b - a) * ty;
  };
}

/** The 160 × 100 river valley. */
export function riverValley(): Grid {
  const width = 160;
  const height = 100;
  const rand = seededRandom(20261121);
  const big = valueNoise(width, height, 24, rand);
  const small = valueNoise(width, height, 7, rand);
  const grid = createGrid(width, height, 0, defaultPalette());
  for (let y = 0; y < height; y++) {
    const riverX = width * 0.55 + Math.sin(y / 9) * 6 + Math.sin(y / 23) * 9;
    for (let x = 0; x < width; x++) {
      const n = big(x, y) * 0.7 + small(x, y) * 0.3;
      let c = '.';
      if (n > 0.68) c = 'f';
      else if (n > 0.58) c = 'g';
      else if (n < 0.3) c = 's';
      if (Math.abs(x - riverX) < 2.6) c = 'W';
      if (y === Math.round(height * 0.3) || (x === 20 && y > height * 0.3)) c = 'r';
      if (x === Math.round(width * 0.3) && y > 8 && y < height - 10 && y % 17 !== 0) c = 'X';
      if (y === height - 18 && x > 40 && x < 70) c = 'X';
      grid.terrain[y * width + x] = LEGEND.indexOf(c);
    }
  }
  return grid;
}
