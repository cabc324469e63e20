// The search debugger from the keyboard and the tool bar, on the start sample: F10 starts a search
// paused at step 0 and steps it live, Shift+F10 steps back, the step text and the worker's open
// list agree with the engine run here in Node, a cell breakpoint stops Run where the engine says
// the cell is reached, and the timeline slider moves the view. Screenshots of a search mid-way.
import { expect, test, type Page } from '@playwright/test';
import { engineTrace } from './engineReplay';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

const stepText = (page: Page) => page.getByTestId('step-text');

test('F10 steps the sample live from step 0, Shift+F10 steps back; the open list is the engine\'s', async ({ page }) => {
  await openStudio(page);
  await page.keyboard.press('F10');
  await expect(stepText(page)).toHaveText('Step 0 of 0');
  await expect(page.getByRole('status', { name: 'Debugger status' })).toContainText('paused');
  for (let i = 0; i < 5; i++) await page.keyboard.press('F10');
  await expect(stepText(page)).toHaveText('Step 5 of 5');
  await page.keyboard.press('Shift+F10');
  await expect(stepText(page)).toHaveText('Step 4 of 5');

  const engine = await engineTrace(page);
  const expected = engine.openList(4, 0, 0, 1000);
  const shown = (await hooks(page, 'traceQuery', { kind: 'list', step: 4, list: 'open', side: 0, offset: 0, count: 1000 })) as { total: number; rows: { cell: number[]; f: number[]; g: number[] } };
  expect(shown.total).toBe(expected.total);
  expect(shown.rows.cell).toEqual(Array.from(expected.rows.cell));
  expect(shown.rows.g).toEqual(Array.from(expected.rows.g));

  // The buttons do what the keys do.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(stepText(page)).toHaveText('Step 5 of 5');
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(stepText(page)).toHaveText('Step 0 of 5');
  await page.getByRole('button', { name: 'Go to end' }).click();
  const end = engine.steps;
  await expect(stepText(page)).toHaveText(`Step ${end.toLocaleString('en-US')} of ${end.toLocaleString('en-US')}`);
  await expect(page.getByTestId('search-summary')).toContainText('Path cost');
});

test('a cell breakpoint stops Run where the engine reaches the cell; the slider scrubs the view', async ({ page }) => {
  await openStudio(page);
  const map = await hooks(page, 'map');
  const engine = await engineTrace(page);
  // A cell the search reaches about a third of the way through.
  const third = Math.floor(engine.steps / 3);
  const cell = engine.expansion(third)!.node.cell;
  const x = cell % map.width, y = Math.floor(cell / map.width);
  const details = engine.cell(engine.steps, cell);
  const firstHit = Math.min(details.forward.openedStep, ...details.forward.closedSteps);

  const p = await cellPoint(page, x, y);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.getByRole('menuitem', { name: /Add breakpoint/ }).click();
  await page.keyboard.press('F9');
  await expect(page.getByRole('status', { name: 'Debugger status' })).toContainText(`Stopped at a breakpoint: Cell (${x}, ${y})`);
  expect((await hooks(page, 'debugger')).step).toBe(firstHit);
  await expect(stepText(page)).toContainText(`Step ${firstHit.toLocaleString('en-US')} of`);
  await expect.poll(() => hooks(page, 'shownStep')).toBe(firstHit);
  await screenshot(page, 'debugger-breakpoint-hit');

  // The Breakpoints panel can switch it off; Run then goes to the end.
  await page.getByRole('tab', { name: 'Breakpoints' }).click();
  await page.getByRole('checkbox', { name: `Enable breakpoint cell (${x}, ${y})` }).uncheck();
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'debugger')).finished).toBe(true);
  const last = (await hooks(page, 'debugger')).steps;
  expect(last).toBe(engine.steps);

  // Scrub half way: the text follows the slider and the map catches up.
  const half = Math.floor(last / 2);
  await page.getByRole('slider', { name: 'Search timeline' }).fill(String(half));
  await expect(stepText(page)).toHaveText(`Step ${half.toLocaleString('en-US')} of ${last.toLocaleString('en-US')}`);
  await expect.poll(() => hooks(page, 'shownStep')).toBe(half);
  await expect.poll(() => hooks(page, 'idle')).toBe(true);
  await screenshot(page, 'debugger-mid-search');
});

test('a condition breakpoint typed in the panel stops Play; a bad condition says what is wrong', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('tab', { name: 'Breakpoints' }).click();
  const field = page.getByRole('textbox', { name: 'Breakpoint condition' });
  await field.fill('fscore > 3');
  await expect(page.getByText(/Unknown name/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('open > 40');
  await page.getByRole('button', { name: 'Add condition' }).click();
  await expect(page.getByRole('checkbox', { name: 'Enable breakpoint open > 40' })).toBeChecked();

  await page.getByRole('combobox', { name: 'Playback speed' }).selectOption({ label: '10,000/s' });
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('status', { name: 'Debugger status' })).toContainText('Stopped at a breakpoint: open > 40 held at step');
  const state = await hooks(page, 'debugger');
  expect(state.playing).toBe(false);
  // The open list just before that expansion is the first to pass 40 entries.
  const engine = await engineTrace(page);
  expect(engine.openList(state.step - 1, 0, 0, 0).total).toBeGreaterThan(40);
  for (let k = 0; k < state.step - 1; k++) expect(engine.openList(k, 0, 0, 0).total, `step ${k}`).toBeLessThanOrEqual(40);
  await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();

  // Run again: the condition stops where it next becomes true, not at the next step while it holds.
  const status = page.getByRole('status', { name: 'Debugger status' });
  const rises: number[] = [];
  for (let k = state.step; k < engine.steps; k++) if (engine.openList(k, 0, 0, 0).total > 40 && engine.openList(k - 1, 0, 0, 0).total <= 40) rises.push(k + 1);
  await page.keyboard.press('F9');
  await expect.poll(async () => (await hooks(page, 'debugger')).step).toBe(rises[0] ?? engine.steps);
  // "every step" stops at the next step it holds.
  await page.keyboard.press('Home');
  await expect(status).not.toContainText('Stopped at a breakpoint');
  await page.getByRole('checkbox', { name: 'Stop at every step open > 40 holds' }).check();
  await page.keyboard.press('F9');
  await expect(status).toContainText(`held at step ${state.step.toLocaleString('en-US')} `);
  let next = state.step + 1;
  while (next <= engine.steps && engine.openList(next - 1, 0, 0, 0).total <= 40) next++;
  await page.keyboard.press('F9');
  await expect(status).toContainText(`held at step ${next.toLocaleString('en-US')} `);
  // Restart (Home) goes back to step 0 and drops the breakpoint's sentence.
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(status).not.toContainText('Stopped at a breakpoint');
});
