// Generates the sample projects in resources/samples (deterministic; run with `npx tsx`).
// Kept in the repo so a sample can be regenerated or tuned instead of edited by hand.
import { writeFileSync } from 'node:fs';
import { defaultPalette } from '../src/shared/grid/terrain';

const LEGEND = '.rgfsWX'; // Ground, Road, Grass, Forest, Swamp, Water, Wall (default palette order)

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise on a lattice of `scale` cells. */
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

function riverValley(width: number, height: number): string[] {
  const rand = mulberry32(20261121);
  const big = valueNoise(width, height, 24, rand);
  const small = valueNoise(width, height, 7, rand);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    // A river meanders from top to bottom; a road crosses it on a bridge.
    const riverX = width * 0.55 + Math.sin(y / 9) * 6 + Math.sin(y / 23) * 9;
    for (let x = 0; x < width; x++) {
      const n = big(x, y) * 0.7 + small(x, y) * 0.3;
      let c = '.';
      if (n > 0.68) c = 'f';
      else if (n > 0.58) c = 'g';
      else if (n < 0.3) c = 's';
      if (Math.abs(x - riverX) < 2.6) c = 'W';
      if (y === Math.round(height * 0.3) || (x === 20 && y > height * 0.3)) c = 'r';
      // Ruined walls west of the river, with gaps.
      if (x === Math.round(width * 0.3) && y > 8 && y < height - 10 && y % 17 !== 0) c = 'X';
      if (y === height - 18 && x > 40 && x < 70) c = 'X';
      row += c;
    }
    rows.push(row);
  }
  return rows;
}

const width = 160;
const height = 100;
const palette = defaultPalette().map((t) => ({ ...t, color: `#${t.color.toString(16).padStart(6, '0')}` }));
const project = {
  format: 'astar-studio-project',
  formatVersion: 1,
  appVersion: '0.1.0',
  name: 'River valley',
  map: { width, height, palette, terrain: { encoding: 'rows', legend: LEGEND, rows: riverValley(width, height) }, heights: null },
  start: [8, 50],
  goal: [150, 60],
};
writeFileSync(new URL('../resources/samples/river-valley.astar.json', import.meta.url), JSON.stringify(project, null, 1) + '\n');
console.log('wrote resources/samples/river-valley.astar.json');
