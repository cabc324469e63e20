// Import and export of a 4096² map in the web build in headless Chromium (the e2e build, which
// startPreview builds if it is stale; npx tsx test/bench/importExport.bench.ts), through the
// in-page menu with file inputs and downloads as a user would: MovingAI .map in; .map, PNG and Tiled out; the PNG and the Tiled map
// back in through their dialogs; a path searched, then out as JSON, CSV and a picture with the explored cells. Each
// import is timed from the file chosen to the map drawn, each export from the menu item to the
// download; the longest gap between animation frames meanwhile says whether the window froze.
// Prints figures only; nothing here asserts a time.
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, chromiumOrExit } from '../../scripts/chromium';
import { installProbes, readProbes, resetProbes, whenIdle } from './editor/page';
import { runBench, startPreview } from './editor/previewServer';
import { asReturningUser } from '../e2e/studio';

const SIDE = 4096;

type Hooks = Record<string, (...args: unknown[]) => unknown>;
const hook = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([n, a]) => (window as unknown as { __astarStudio: Hooks }).__astarStudio[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<T>;

/** A 4096² MovingAI map: ground with a wall every 64 columns (a gap in each) and trees in blocks. */
function bigMap(): string {
  const rows = ['type octile', `height ${SIDE}`, `width ${SIDE}`, 'map'];
  for (let y = 0; y < SIDE; y++) {
    let row = '';
    for (let x = 0; x < SIDE; x++) row += x % 64 === 32 && y % 512 !== 100 ? '@' : (x >> 4) % 5 === 1 && (y >> 4) % 7 === 3 ? 'T' : '.';
    rows.push(row);
  }
  return rows.join('\n') + '\n';
}

async function menu(page: Page, ...path: string[]): Promise<void> {
  const [top, ...rest] = path;
  await page.getByRole('menubar').getByRole('menuitem', { name: top, exact: true }).click();
  for (const label of rest) await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).last().click();
}

/** Runs `act`, then waits for `done`; the time between and the longest frame gap meanwhile. */
async function timed(page: Page, act: () => Promise<void>, done: () => Promise<void>): Promise<{ ms: number; gap: number }> {
  await page.evaluate(resetProbes, true);
  const t0 = Date.now();
  await act();
  await done();
  const ms = Date.now() - t0;
  const { frames } = await page.evaluate(readProbes);
  const gap = frames.slice(1).reduce((m, t, i) => Math.max(m, t - frames[i]!), 0);
  return { ms, gap };
}

async function importFile(page: Page, item: string, path: string, dialog?: string): Promise<{ ms: number; gap: number }> {
  return timed(
    page,
    async () => {
      const chooser = page.waitForEvent('filechooser');
      await menu(page, 'File', 'Import', item);
      const unsaved = page.getByRole('alertdialog', { name: 'Save changes?' });
      await Promise.race([chooser, unsaved.waitFor()]);
      if (await unsaved.isVisible()) await unsaved.getByRole('button', { name: "Don't Save" }).click();
      await (await chooser).setFiles(path);
      if (dialog) await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: 'Make map' }).click({ timeout: 120_000 });
    },
    async () => {
      await page.waitForFunction((side) => {
        const h = (window as unknown as { __astarStudio: { size(): { width: number }; file(): { busy: string | null } } }).__astarStudio;
        return h.size().width === side && document.querySelector('[role="progressbar"]') === null && !document.querySelector('[role="dialog"]');
      }, SIDE, { timeout: 300_000, polling: 50 });
      await page.evaluate(whenIdle);
    },
  );
}

async function exportFile(page: Page, item: string, path: string, then?: () => Promise<void>): Promise<{ ms: number; gap: number; bytes: number }> {
  let bytes = 0;
  const t = await timed(
    page,
    async () => {
      const download = page.waitForEvent('download', { timeout: 300_000 });
      await menu(page, 'File', 'Export', item);
      await then?.();
      await (await download).saveAs(path);
      bytes = readFileSync(path).length;
    },
    async () => {},
  );
  const offer = page.getByRole('dialog', { name: 'Save the tiles picture?' });
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Not now' }).click();
  return { ...t, bytes };
}

async function main(): Promise<void> {
  const executablePath = chromiumOrExit();
  const dir = mkdtempSync(join(tmpdir(), 'astar-import-export-bench-'));
  const server = await startPreview();
  try {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
      // tsx keeps function names with a __name helper; functions sent into the page need it too.
      await page.addInitScript('globalThis.__name = (f) => f');
      await asReturningUser(page);
      // A browser without the File System Access API: file inputs and downloads, which Playwright drives.
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        delete w['showOpenFilePicker'];
        delete w['showSaveFilePicker'];
      });
      await page.goto(server.url);
      await page.waitForSelector('body[data-ready="true"]');
      await page.evaluate(installProbes);
      const mapPath = join(dir, 'big.map');
      writeFileSync(mapPath, bigMap());

      const rows = {
        list: [] as [string, { ms: number; gap: number; bytes?: number }][],
        push(row: [string, { ms: number; gap: number; bytes?: number }]) {
          this.list.push(row);
          console.error(`… ${row[0]}: ${row[1].ms} ms`);
        },
      };
      page.on('crash', () => console.error('the page crashed'));
      page.on('console', (m) => m.type() === 'error' && console.error(`page: ${m.text()}`));
      rows.push(['import .map', await importFile(page, 'MovingAI map…', mapPath)]);
      rows.push(['export .map', await exportFile(page, 'MovingAI map…', join(dir, 'out.map'))]);
      rows.push(['export PNG', await exportFile(page, 'Image…', join(dir, 'out.png'))]);
      rows.push(['export Tiled', await exportFile(page, 'Tiled map…', join(dir, 'out.tmj'))]);
      rows.push(['import PNG (dialog + Make map)', await importFile(page, 'Image…', join(dir, 'out.png'), 'Import image')]);
      rows.push(['import Tiled (dialog + Make map)', await importFile(page, 'Tiled map…', join(dir, 'out.tmj'), 'Import Tiled map')]);

      // A path across a few walls, recorded (a 4096² map is not by default) so the picture can show what it explored.
      await page.getByText('More options').click();
      await page.getByLabel('Record every step (for replay)').check();
      for (const [key, x, y] of [['s', 10, 100], ['g', 300, 130]] as const) {
        await page.keyboard.press(key);
        await hook(page, 'setCamera', 2, x - 100, y - 100);
        const p = await hook<{ x: number; y: number }>(page, 'cellCentre', x, y);
        await page.mouse.click(p.x, p.y);
      }
      await page.keyboard.press('F9');
      await page.waitForFunction(() => (window as unknown as { __astarStudio: { result(): { status: string } | null } }).__astarStudio.result()?.status === 'found', null, { timeout: 300_000, polling: 100 });
      rows.push(['export path JSON', await exportFile(page, 'Path as JSON…', join(dir, 'path.json'))]);
      rows.push(['export path CSV', await exportFile(page, 'Path as CSV…', join(dir, 'path.csv'))]);
      rows.push([
        'export picture, explored cells, 1 px/cell',
        await exportFile(page, 'Picture…', join(dir, 'picture.png'), async () => {
          const dialog = page.getByRole('dialog', { name: 'Export picture' });
          await dialog.getByLabel('Pixels per cell').fill('1');
          await dialog.getByRole('checkbox').check();
          await dialog.getByRole('button', { name: 'Export…' }).click();
        }),
      ]);

      console.log(`A* Studio import/export benchmark · headless Chromium · web build, file inputs and downloads · ${SIDE}² map`);
      console.log('what                                        |   time ms | longest frame gap ms |   file MB');
      for (const [what, r] of rows.list) console.log(`${what.padEnd(43)} | ${String(r.ms).padStart(9)} | ${r.gap.toFixed(0).padStart(20)} | ${r.bytes === undefined ? ''.padStart(9) : (r.bytes / 1024 / 1024).toFixed(2).padStart(9)}`);
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await runBench(main);
