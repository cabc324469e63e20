// Helpers for the import and export specs: files made in the test (a MovingAI map and its
// scenarios with optimal lengths from an independent Dijkstra, a PNG drawn with fast-png, a Tiled
// map made by hand), and downloads read back as bytes.
import type { Download, Page } from '@playwright/test';
import { encode } from 'fast-png';
import { readFileSync, writeFileSync } from 'node:fs';
import { MOVINGAI_TERRAIN, parseMovingAiMap } from '../../src/shared/formats/movingai';
import { menu } from './projectHelpers';
import { referenceCost } from './referencePath';

/** A MovingAI map of `width` × `height`: ground, a wall with a gap, a stand of trees, some swamp. */
export function movingAiMapText(width: number, height: number): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
      if (x === Math.floor(width / 2) && y !== Math.floor(height / 3)) row += '@';
      else if (x > 4 && x < 10 && y > 4 && y < 9) row += 'T';
      else if (y === height - 3 && x < width / 3) row += 'S';
      else row += '.';
    }
    rows.push(row);
  }
  return ['type octile', `height ${height}`, `width ${width}`, 'map', ...rows, ''].join('\n');
}

/** Start/goal pairs on `mapText` with their optimal lengths (8 neighbours, no corner cutting, √2), as a version 1 .scen. */
export function scenarioText(mapName: string, mapText: string, pairs: [number, number, number, number][]): string {
  const grid = parseMovingAiMap(mapText);
  const plain = { width: grid.width, height: grid.height, terrain: Array.from(grid.terrain), costs: grid.palette.map(() => 1), passable: MOVINGAI_TERRAIN.map((t) => t.passable) };
  const lines = pairs.map(([sx, sy, gx, gy], i) => {
    const optimal = referenceCost(plain, sy * grid.width + sx, gy * grid.width + gx);
    return [i, mapName, grid.width, grid.height, sx, sy, gx, gy, optimal.toFixed(8)].join('\t');
  });
  return ['version 1', ...lines, ''].join('\n');
}

/** An RGBA image as a PNG, `colour(x, y)` giving 0xRRGGBB (or −1 for a transparent pixel). */
export function pngOf(width: number, height: number, colour: (x: number, y: number) => number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const c = colour(x, y);
      rgba.set(c < 0 ? [0, 0, 0, 0] : [(c >> 16) & 255, (c >> 8) & 255, c & 255, 255], (y * width + x) * 4);
    }
  return encode({ width, height, data: rgba, channels: 4, depth: 8 });
}

/** Writes `content` to `path` and returns the path. */
export function fileAt(path: string, content: string | Uint8Array): string {
  writeFileSync(path, content);
  return path;
}

/** Chooses File › Import › `item` (then `answer`s a question before the file input opens) and gives the input `path`. */
export async function importThrough(page: Page, item: string, path: string, answer?: () => Promise<void>): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await menu(page, 'File', 'Import', item);
  await answer?.();
  await (await chooser).setFiles(path);
}

/** Chooses File › Export › `item` (and, when given, a dialog's button), and reads the download. */
export async function exportThrough(page: Page, savedAs: string, item: string, then?: () => Promise<void>): Promise<{ name: string; bytes: Uint8Array }> {
  const download = page.waitForEvent('download');
  await menu(page, 'File', 'Export', item);
  await then?.();
  return readDownload(await download, savedAs);
}

/** A download's suggested name and bytes (saved under `path`). */
export async function readDownload(download: Download, path: string): Promise<{ name: string; bytes: Uint8Array }> {
  await download.saveAs(path);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(path)) };
}
