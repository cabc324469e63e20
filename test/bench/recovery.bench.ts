// Recovery under steady painting (npm run bench:recovery, on the e2e web build): in headless Chromium
// on a profile folder of its own, a new 4096² map is painted without pause, stroke after stroke
// through real pointer moves, for up to 60 s; at a random moment the browser is killed (SIGKILL to
// its whole process group); a fresh browser on the same profile restores the backup, and every
// pointer move made up to 2 s before the kill must have left its cells in the restored map. Prints
// each trial and the totals: trials passed, the worst loss (how long before the kill the oldest
// lost move was made), the bytes the app wrote to its backups per second of painting and per
// pointer move, and the longest the page's thread spent on one append and on copying the map for
// a snapshot (serialising it happens in a worker). Prints
// figures only; it asserts nothing (`--trials N` runs fewer, `--seconds S` paints shorter).
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchOnProfile } from '../e2e/killedBrowser';
import { runBench, startPreview } from './editor/previewServer';
import { asReturningUser } from '../e2e/studio';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TRIALS = arg('trials', 20);
const PAINT_S = arg('seconds', 60);
const LOSS_LIMIT_MS = 2000;
const SIDE = 4096;
const SCALE = 2; // pixels per cell
const BRUSH = 4;
const ROW_GAP = 8; // rows between a stroke's passes, more than the brush
const ROWS_PER_STROKE = 4;
const STEP = 6; // cells per pointer move

/** One pointer move: the cells from (x0, y0) to (x1, y1) (a row or a column) take `terrain`. */
interface Move {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  terrain: number;
  /** When the move was sent (ms, this process's clock): it took effect no earlier. */
  sentAt: number;
}

type Hooks = Record<string, (...args: unknown[]) => unknown>;
const hook = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([n, a]) => (window as unknown as { __astarStudio: Hooks }).__astarStudio[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<T>;

async function ready(page: Page): Promise<void> {
  await asReturningUser(page);
  await page.goto('/');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
}

async function waitFor(page: Page, check: () => Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}.`);
    await page.waitForTimeout(50);
  }
}

async function newBigMap(page: Page): Promise<void> {
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByLabel('Map width').fill(String(SIDE));
  await dialog.getByLabel('Map height').fill(String(SIDE));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await waitFor(page, async () => (await hook<{ width: number }>(page, 'size')).width === SIDE && (await hook<boolean>(page, 'idle')), 'the 4096² map');
}

/** Paints stroke after stroke until `killAt` (ms on this clock); returns the moves and the last backup figures seen. */
async function paintUntil(page: Page, killAt: number) {
  await page.keyboard.press('b');
  await page.getByLabel('Brush size').fill(String(BRUSH));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await hook(page, 'setCamera', SCALE, 0, 0);
  await waitFor(page, () => hook<boolean>(page, 'idle'), 'the view');
  const origin = await hook<{ x: number; y: number }>(page, 'cellCentre', 0, 0);
  const box = (await page.locator('[data-testid="map"] canvas').first().boundingBox())!;
  const point = (x: number, y: number) => ({ x: origin.x + x * SCALE, y: origin.y + y * SCALE });
  const xMin = 4;
  const xMax = Math.floor((box.x + box.width - origin.x) / SCALE) - 8;
  const yMax = Math.floor((box.y + box.height - origin.y) / SCALE) - 8;
  const moves: Move[] = [];
  const started = Date.now();
  let sample = { at: started, bytes: 0, moves: 0, appendMs: 0, copyMs: 0 };
  const look = async () => {
    const r = await hook<{ bytesWritten: number; longestAppendMs: number; longestCopyMs: number }>(page, 'recovery');
    sample = { at: Date.now(), bytes: r.bytesWritten, moves: moves.length, appendMs: r.longestAppendMs, copyMs: r.longestCopyMs };
  };
  let y = 6;
  for (let stroke = 0; Date.now() < killAt && y + ROW_GAP * ROWS_PER_STROKE < yMax; stroke++) {
    await page.keyboard.press(String(2 + (stroke % 6))); // terrain types 1–6 (never the fill type)
    const terrain = (await hook<{ terrain: number }>(page, 'editor')).terrain;
    let x = stroke % 2 === 0 ? xMin : xMax;
    const p0 = point(x, y);
    await page.mouse.move(p0.x, p0.y);
    await page.mouse.down();
    moves.push({ x0: x, y0: y, x1: x, y1: y, terrain, sentAt: Date.now() });
    for (let pass = 0; pass < ROWS_PER_STROKE && Date.now() < killAt; pass++) {
      const dir = (stroke + pass) % 2 === 0 ? 1 : -1;
      const end = dir > 0 ? xMax : xMin;
      while (x !== end && Date.now() < killAt) {
        const next = dir > 0 ? Math.min(end, x + STEP) : Math.max(end, x - STEP);
        const p = point(next, y);
        moves.push({ x0: Math.min(x, next), y0: y, x1: Math.max(x, next), y1: y, terrain, sentAt: Date.now() });
        await page.mouse.move(p.x, p.y);
        x = next;
        if (Date.now() - sample.at >= 1000) await look();
      }
      if (pass + 1 < ROWS_PER_STROKE && Date.now() < killAt) {
        const p = point(x, y + ROW_GAP);
        moves.push({ x0: x, y0: y, x1: x, y1: y + ROW_GAP, terrain, sentAt: Date.now() });
        await page.mouse.move(p.x, p.y);
        y += ROW_GAP;
      }
    }
    if (Date.now() >= killAt) break; // the button is still down: the kill comes mid-stroke
    await page.mouse.up();
    y += ROW_GAP * 2;
  }
  const seconds = (sample.at - started) / 1000;
  return {
    moves,
    started,
    bytesPerSecond: seconds > 0 ? sample.bytes / seconds : 0,
    bytesPerMove: sample.moves > 0 ? sample.bytes / sample.moves : 0,
    movesPerSecond: seconds > 0 ? sample.moves / seconds : 0,
    appendMs: sample.appendMs,
    copyMs: sample.copyMs,
  };
}

/** The indices of the moves whose cells the restored map does not hold. */
function missingMoves(page: Page, moves: Move[]): Promise<number[]> {
  return page.evaluate((list) => {
    const h = (window as unknown as { __astarStudio: { region(x0: number, y0: number, x1: number, y1: number): number[] } }).__astarStudio;
    const missing: number[] = [];
    list.forEach((m, i) => {
      if (h.region(m.x0, m.y0, m.x1, m.y1).some((t) => t !== m.terrain)) missing.push(i);
    });
    return missing;
  }, moves);
}

async function trial(url: string, n: number) {
  const profile = mkdtempSync(join(tmpdir(), 'astar-recovery-bench-'));
  try {
    const first = await launchOnProfile(profile, url);
    await ready(first.page);
    await newBigMap(first.page);
    const paintMs = (3 + Math.random() * (PAINT_S - 3)) * 1000;
    const { moves, started, bytesPerSecond, bytesPerMove, movesPerSecond, appendMs, copyMs } = await paintUntil(first.page, Date.now() + paintMs);
    const killedAt = Date.now();
    await first.kill();

    const again = await launchOnProfile(profile, url);
    await ready(again.page);
    const offer = again.page.getByRole('alertdialog', { name: 'Restore unsaved changes?' });
    const restoreStart = Date.now();
    await offer.getByRole('button', { name: 'Restore' }).click({ timeout: 60_000 });
    await waitFor(again.page, async () => (await hook<{ width: number }>(again.page, 'size')).width === SIDE && (await hook<boolean>(again.page, 'idle')), 'the restored map');
    const restoreMs = Date.now() - restoreStart;
    const missing = await missingMoves(again.page, moves);
    await again.context.close();

    const required = moves.filter((m) => m.sentAt <= killedAt - LOSS_LIMIT_MS).length;
    const lostRequired = missing.filter((i) => moves[i]!.sentAt <= killedAt - LOSS_LIMIT_MS).length;
    const lossMs = missing.length > 0 ? killedAt - Math.min(...missing.map((i) => moves[i]!.sentAt)) : 0;
    const row = { n, killS: (killedAt - started) / 1000, moves: moves.length, kept: moves.length - missing.length, required, lostRequired, lossS: lossMs / 1000, bytesPerSecond, bytesPerMove, movesPerSecond, appendMs, copyMs, restoreS: restoreMs / 1000 };
    const cells = [
      [n, 5], [row.killS.toFixed(1), 7], [row.moves, 6], [row.movesPerSecond.toFixed(1), 7], [row.kept, 5], [row.required, 8], [row.lostRequired, 9],
      [row.lossS.toFixed(2), 6], [Math.round(row.bytesPerSecond), 8], [Math.round(row.bytesPerMove), 7], [row.appendMs.toFixed(1), 9], [row.copyMs.toFixed(1), 7], [row.restoreS.toFixed(1), 9],
    ] as const;
    console.log(`${cells.map(([v, w]) => String(v).padStart(w)).join(' ')}  ${lostRequired === 0 ? 'pass' : 'FAIL'}`);
    return row;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const server = await startPreview();
  try {
    console.log(`A* Studio recovery benchmark · headless Chromium · ${SIDE}² map, brush ${BRUSH}, up to ${PAINT_S} s of painting, killed at a random moment · ${TRIALS} trials`);
    console.log('trial  kill s  moves moves/s  kept required lost(req) loss s  bytes/s  B/move append ms copy ms restore s');
    const rows = [];
    for (let n = 1; n <= TRIALS; n++) rows.push(await trial(server.url, n));
    const passed = rows.filter((r) => r.lostRequired === 0).length;
    const rates = rows.map((r) => r.bytesPerSecond).sort((a, b) => a - b);
    console.log(`recovery-trials-passed ${passed}/${rows.length}`);
    console.log(`recovery-worst-loss-s ${Math.max(...rows.map((r) => r.lossS)).toFixed(2)}`);
    console.log(`recovery-bytes-per-second-median ${Math.round(rates[rates.length >> 1]!)} (min ${Math.round(rates[0]!)}, max ${Math.round(rates.at(-1)!)})`);
    const perMove = rows.map((r) => r.bytesPerMove).sort((a, b) => a - b);
    console.log(`recovery-bytes-per-move-median ${Math.round(perMove[perMove.length >> 1]!)}`);
    console.log(`recovery-longest-append-ms ${Math.max(...rows.map((r) => r.appendMs)).toFixed(1)} (the page's thread, per append)`);
    console.log(`recovery-longest-snapshot-copy-ms ${Math.max(...rows.map((r) => r.copyMs)).toFixed(1)} (the page's thread, copying the 4096² map for a snapshot)`);
  } finally {
    server.stop();
  }
}

await runBench(main);
