// The debugger's dock and cell inspector, as someone studying a search uses them: step a few
// expansions with F10 and read the Open list (its rows must be the engine's open list at that step,
// in the order the engine will pop it: the expected list is computed here in Node by the same
// engine on the map the app holds), click a row to centre the map on it and inspect it, open the
// search tree's root and find its children; then a search of over 100,000 expansions, whose Closed
// list scrolls to its last row while only a screenful of rows is ever on the page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { NodeRows, TraceStore } from '../../src/shared/engine/trace/index';
import { appSearch, replay } from './engineReplay';
import { cellPoint, hooks, openStudio, screenshot } from './studio';
import { gateWorker } from './workerGate';

/** The search worker's name (its Worker `name` option in webHost.ts). */
const SEARCH_WORKER = 'A* Studio search';

/** The search the app runs, run to its end in Node with every step recorded. */
async function engineRun(page: Page): Promise<{ store: TraceStore; width: number; start: number }> {
  const app = await appSearch(page);
  return { store: replay(app).store, width: app.grid.width, start: app.start };
}

const cost = (v: number) => (Number.isNaN(v) ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: 3 }));
const at = (cell: number, width: number) => `(${cell % width}, ${Math.floor(cell / width)})`;

/** Row i of a page as the list shows it: rank, x, y, f, g, h, parent. */
function expectedRow(rows: NodeRows, r: number, rank: number, width: number): string[] {
  return [String(rank), String(rows.x[r]), String(rows.y[r]), cost(rows.f[r]!), cost(rows.g[r]!), cost(rows.h[r]!), rows.parent[r]! < 0 ? '—' : at(rows.parent[r]!, width)];
}

interface ShownRow {
  index: number;
  cell: number;
  texts: string[];
}

/** The grid's busy mark and the data rows it has on the page (index, cell, cell texts), read at one moment. */
function readGrid(grid: Locator): Promise<{ busy: boolean; rows: ShownRow[] }> {
  return grid.evaluate((g) => ({
    busy: g.getAttribute('aria-busy') !== 'false',
    rows: [...g.querySelectorAll<HTMLElement>('[role="row"][data-index]')]
      .map((r) => ({
        index: Number(r.dataset['index']),
        cell: Number(r.dataset['cell']),
        texts: [...r.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent!.trim()),
      }))
      .sort((a, b) => a.index - b.index),
  }));
}

/**
 * Waits until the grid has settled (not busy: every row on the page filled, and for the cursor's
 * step) with rows that satisfy `until`, and returns them. A row is drawn before its data arrives
 * (its number and "…"), so reading rows without this would race the worker.
 */
async function settledRows(grid: Locator, until: (rows: ShownRow[]) => boolean = (rows) => rows.length > 0): Promise<ShownRow[]> {
  let rows: ShownRow[] = [];
  await expect
    .poll(async () => {
      const read = await readGrid(grid);
      rows = read.rows;
      return !read.busy && until(read.rows);
    }, { message: 'the list has settled on the rows wanted' })
    .toBe(true);
  return rows;
}

async function stepTo(page: Page, k: number): Promise<void> {
  // F10 on a fresh query starts the run at step 0; each further press is one expansion.
  for (let i = 0; i <= k; i++) {
    await page.keyboard.press('F10');
    await expect(page.getByTestId('step-text')).toHaveText(new RegExp(`^Step ${i} of`));
  }
}

test('after a few F10s the Open list is the engine’s, a row click centres and inspects its cell, the tree root opens to its children', async ({ page }) => {
  await openStudio(page);
  const k = 6;
  await stepTo(page, k);
  const { store, width, start } = await engineRun(page);

  const grid = page.getByRole('grid', { name: 'Open list' });
  const expected = store.openList(k, 0, 0, 1_000_000);
  await expect(page.getByTestId('open-count')).toHaveText(`${expected.total} open`);
  // The first row is the node the next step expands.
  expect(expected.rows.cell[0]).toBe(store.expansion(k + 1)!.node.cell);
  const rows = await settledRows(grid, (r) => r.length > 5);
  expect(rows[0]!.index).toBe(0);
  for (const row of rows) {
    expect(row.cell, `row ${row.index}`).toBe(expected.rows.cell[row.index]);
    expect(row.texts, `row ${row.index}`).toEqual(expectedRow(expected.rows, row.index, row.index + 1, width));
  }
  await screenshot(page, 'debugger-panels-open-list');

  // A row click shows the cell in the inspector (the pointer is off the map) and centres the map on it.
  const pick = 3;
  const cell = expected.rows.cell[pick]!;
  await grid.locator(`[data-index="${pick}"]`).click();
  const inspector = page.getByTestId('cell-inspector');
  await expect(inspector.getByTestId('inspector-cell')).toContainText(at(cell, width));
  const search = page.getByTestId('inspector-search-0');
  await expect(search.getByTestId('inspector-state')).toHaveText('open');
  await expect(search.getByTestId('inspector-g')).toHaveText(cost(store.cell(k, cell).forward.g));
  await expect(search.getByRole('button', { name: `Go to step ${store.cell(k, cell).forward.openedStep}` })).toBeVisible();
  const box = (await page.getByTestId('map').boundingBox())!;
  const centre = await cellPoint(page, cell % width, Math.floor(cell / width));
  expect(Math.abs(centre.x - (box.x + box.width / 2))).toBeLessThan(2);
  expect(Math.abs(centre.y - (box.y + box.height / 2))).toBeLessThan(2);

  // Home in the list moves to its first row; it does not restart the search as Home does elsewhere.
  await grid.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('step-text')).toHaveText(new RegExp(`^Step ${k} of`));

  // The inspector's step buttons move the cursor: the step the cell was opened at.
  const opened = store.cell(k, cell).forward.openedStep;
  await search.getByRole('button', { name: `Go to step ${opened}` }).click();
  await expect(page.getByTestId('step-text')).toHaveText(new RegExp(`^Step ${opened} of`));
  await expect(page.getByTestId('open-count')).toHaveText(`${store.openList(opened, 0, 0, 0).total} open`);
  for (let i = opened + 1; i <= k; i++) {
    await page.keyboard.press('F10');
    await expect(page.getByTestId('step-text')).toHaveText(new RegExp(`^Step ${i} of`));
  }

  // The cell under the pointer comes first: hovering the start shows it, closed at step 1.
  const s = await cellPoint(page, start % width, Math.floor(start / width));
  await page.mouse.move(s.x, s.y);
  await expect(inspector.getByTestId('inspector-cell')).toHaveText(at(start, width));
  await expect(search.getByTestId('inspector-state')).toHaveText('closed');
  await expect(search.getByRole('button', { name: 'Go to step 1' })).toBeVisible();

  // The search tree: the start is its root; Right opens it to the start's children at this step.
  await page.getByRole('tab', { name: 'Search tree' }).click();
  const tree = page.getByRole('tree', { name: 'Search tree' });
  const root = tree.getByRole('treeitem').first();
  await expect(root).toContainText(`${at(start, width)} g 0`);
  await root.click();
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('aria-expanded', 'true');
  const children = Array.from(store.treeChildren(k, start, 0));
  await expect(root).toContainText(`${children.length} children`);
  const level2 = tree.locator('[role="treeitem"][aria-level="2"]');
  await expect(level2).toHaveCount(children.length);
  const labels = (await level2.allTextContents()).map((t) => /\(\d+, \d+\) g \S+/.exec(t)?.[0]);
  expect(labels).toEqual(children.map((c) => `${at(c, width)} g ${cost(store.cell(k, c).forward.g)}`));
  // Picking a child selects it and shows it in the inspector.
  await level2.first().click();
  await expect(level2.first()).toHaveAttribute('aria-selected', 'true');
  await expect(inspector.getByTestId('inspector-cell')).toContainText(at(children[0]!, width));
  await screenshot(page, 'debugger-panels-tree');
});

test('a search of over 100,000 expansions: the Closed list scrolls to its last row with only a screenful of rows on the page', async ({ page }) => {
  // The search worker's answers about the run, to hold while a row waits for its data.
  const answers = await gateWorker(page, SEARCH_WORKER, { which: { kind: 'trace-answer' }, fromStart: false });
  await openStudio(page);
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByLabel('Map width').fill('340');
  await dialog.getByLabel('Map height').fill('320');
  await dialog.getByLabel('Fill terrain').selectOption({ label: 'Ground' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  // Start and goal near opposite corners (the minimap, hidden, would cover the goal's corner).
  await page.keyboard.press('Shift+M');
  for (const [x, y, item] of [[2, 2, 'Set start here'], [337, 317, 'Set goal here']] as const) {
    const p = await cellPoint(page, x, y);
    await page.mouse.click(p.x, p.y, { button: 'right' });
    await page.getByRole('menuitem', { name: item }).click();
  }
  await page.getByLabel('Algorithm').selectOption({ label: 'Dijkstra' });
  await page.keyboard.press('F9');
  await expect(page.getByTestId('search-summary')).toContainText('Path cost', { timeout: 60_000 });
  const { store, width } = await engineRun(page);
  const n = store.steps;
  expect(n).toBeGreaterThan(100_000);
  await expect(page.getByTestId('step-text')).toHaveText(`Step ${n.toLocaleString('en-US')} of ${n.toLocaleString('en-US')}`);

  await page.getByRole('tab', { name: 'Closed list' }).click();
  const grid = page.getByRole('grid', { name: 'Closed list' });
  await expect(page.getByTestId('closed-count')).toHaveText(`${n.toLocaleString('en-US')} closed`);
  expect((await settledRows(grid, (r) => r.length > 5)).length).toBeLessThan(80);

  // End goes to the last row: the last expansion, fetched when scrolled to. Until its data is in,
  // the row shows its number and "…", and it and the list say they are busy.
  await grid.focus();
  await answers.hold();
  await page.keyboard.press('End');
  const lastRow = grid.locator(`[role="row"][data-index="${n - 1}"]`);
  await expect(lastRow.getByRole('gridcell')).toHaveText([String(n), '…']);
  await expect(lastRow).toHaveAttribute('aria-busy', 'true');
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  await answers.open();
  const last = store.closedList(n, n - 1, 1).rows;
  const rows = await settledRows(grid, (r) => r.at(-1)?.index === n - 1);
  expect(rows.length).toBeLessThan(80);
  expect(rows.at(-1)!.cell).toBe(last.cell[0]);
  expect(rows.at(-1)!.texts).toEqual(expectedRow(last, 0, n, width));
  // The rows above it are the expansions before it, in order.
  const before = store.closedList(n, rows[0]!.index, rows.length).rows;
  expect(rows.map((r) => r.cell)).toEqual(Array.from(before.cell));
  await screenshot(page, 'debugger-panels-closed-end');
});

test('a bidirectional run: the Open list shows either direction’s list, each the engine’s, with a side column', async ({ page }) => {
  await openStudio(page);
  await page.getByLabel('Algorithm').selectOption({ label: 'Bidirectional A*' });
  const k = 8;
  await stepTo(page, k);
  const { store, width } = await engineRun(page);
  const grid = page.getByRole('grid', { name: 'Open list' });
  await expect(grid.getByRole('columnheader', { name: 'side' })).toBeVisible();
  for (const [side, name] of [[0, 'forward'], [1, 'backward']] as const) {
    await page.getByRole('radio', { name }).check();
    const expected = store.openList(k, side, 0, 1_000_000);
    await expect(page.getByTestId('open-count')).toHaveText(`${expected.total} open`);
    for (const row of await settledRows(grid, (r) => r[0]?.cell === expected.rows.cell[0])) {
      expect(row.cell, `${name} row ${row.index}`).toBe(expected.rows.cell[row.index]);
      expect(row.texts, `${name} row ${row.index}`).toEqual([...expectedRow(expected.rows, row.index, row.index + 1, width), name]);
    }
  }
  await screenshot(page, 'debugger-panels-bidirectional');

  // The dock folds away and comes back; its top edge resizes it (here with the keyboard).
  const panel = page.getByRole('tabpanel', { name: 'Open list' });
  const before = (await panel.boundingBox())!.height;
  const handle = page.getByRole('separator', { name: 'Resize debugger panels' });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await panel.boundingBox())!.height).toBe(before + 40);
  await page.getByRole('button', { name: 'Hide debugger panels' }).click();
  await expect(grid).toBeHidden();
  await page.getByRole('button', { name: 'Show debugger panels' }).click();
  await expect(grid).toBeVisible();
});

test('the dock starts folded, leaving the map the room, and unfolds when the first recorded run starts; folded by hand it stays folded', async ({ page }) => {
  await openStudio(page);
  const dock = page.getByRole('region', { name: 'Debugger panels' });
  const openList = page.getByRole('tabpanel', { name: 'Open list' });
  await expect(page.getByRole('button', { name: 'Show debugger panels' })).toHaveAttribute('aria-expanded', 'false');
  await expect(openList).toBeHidden();
  const folded = (await dock.boundingBox())!.height;
  const { width, height } = await hooks(page, 'size');
  const corner = async () => cellPoint(page, width - 1, height - 1);
  const above = async () => (await dock.boundingBox())!.y;
  // The whole map is in view above the folded dock.
  expect((await corner()).y).toBeLessThan(await above());

  // F10 starts a recorded run: the dock unfolds on its Open list, and the map, shown whole, stays whole above it.
  await page.keyboard.press('F10');
  await expect(page.getByRole('button', { name: 'Hide debugger panels' })).toHaveAttribute('aria-expanded', 'true');
  await expect(openList).toBeVisible();
  await expect(page.getByTestId('open-count')).toHaveText(/^[1-9][\d,]* open$/);
  expect((await dock.boundingBox())!.height).toBeGreaterThan(folded + 100);
  await expect.poll(async () => (await corner()).y < (await above())).toBe(true);

  // Folded by hand, it stays folded through the next recorded run.
  await page.getByRole('button', { name: 'Hide debugger panels' }).click();
  await expect(openList).toBeHidden();
  await page.getByLabel('Heuristic', { exact: true }).selectOption('manhattan');
  await expect.poll(async () => (await hooks(page, 'debugger')).stale).toBe(true);
  await page.keyboard.press('F10');
  await page.keyboard.press('F10');
  await expect(page.getByTestId('step-text')).toHaveText('Step 1 of 1');
  await expect.poll(async () => (await hooks(page, 'debugger')).stale).toBe(false);
  await expect(openList).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show debugger panels' })).toBeVisible();
});
