// Map projects in the web build, through the in-page menu bar: a new map is painted, saved and
// opened again, in a browser without the File System Access API (download and file input) and
// in one with it (file handles: Save writes the same file again, Open Recent survives a reload).
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newMap } from './editorHelpers';
import { mapContents, menu, paint, privateFileText, withoutFileSystemAccess, withPrivateFilePickers } from './projectHelpers';
import { expectNotice, hooks, openStudio, screenshot } from './studio';

test('New → paint → Save As → Open gives the same map (download and file input)', async ({ page }, testInfo) => {
  await withoutFileSystemAccess(page);
  await openStudio(page);
  await expect(page).toHaveTitle('River valley — A* Studio');

  await page.getByRole('menubar').getByRole('menuitem', { name: 'File' }).click();
  await expect(page.getByRole('menu', { name: 'File' })).toBeVisible();
  await screenshot(page, 'projects-file-menu');
  await page.getByRole('menuitem', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New map' });
  await dialog.getByLabel('Map width').fill('48');
  await dialog.getByLabel('Map height').fill('32');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 48, height: 32 });
  await expect(page).toHaveTitle('Untitled — A* Studio');

  await paint(page, '7', [4, 3], [40, 20]);
  await paint(page, '2', [4, 25], [44, 25]);
  await page.keyboard.press('s');
  await page.mouse.click(...Object.values(await hooks(page, 'cellCentre', 2, 2)) as [number, number]);
  await page.keyboard.press('g');
  await page.mouse.click(...Object.values(await hooks(page, 'cellCentre', 45, 30)) as [number, number]);
  await expect(page).toHaveTitle('● Untitled — A* Studio');
  const painted = await mapContents(page);
  expect(painted.start).toBe(2 * 48 + 2);

  const download = page.waitForEvent('download');
  await menu(page, 'File', 'Save As…');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('untitled.astar');
  const path = testInfo.outputPath('painted.astar');
  await saved.saveAs(path);
  await expect(page).toHaveTitle('untitled.astar — A* Studio');
  expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ format: 'astar-studio-project', formatVersion: 4 });

  // Another map in between, so the open has something to replace.
  await newMap(page, 20, 20);
  const chooser = page.waitForEvent('filechooser');
  await menu(page, 'File', 'Open…');
  await (await chooser).setFiles(path);
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 48, height: 32 });
  expect(await mapContents(page)).toEqual(painted);
  await expect(page).toHaveTitle('painted.astar — A* Studio');
  await expect(page.getByTestId('document-name')).toHaveText('painted.astar');
});

test('with file handles, Save writes the same file again and Open Recent reopens it after a reload', async ({ page }) => {
  await withPrivateFilePickers(page);
  await openStudio(page);
  await paint(page, '7', [10, 10], [30, 10]);
  await page.getByRole('textbox', { name: 'Notes' }).fill('A wall across the north.');
  await page.getByLabel('Algorithm').selectOption({ label: 'Dijkstra' });
  await page.getByRole('button', { name: 'Save setup…' }).click();
  const naming = page.getByRole('dialog', { name: 'Save search setup' });
  await naming.getByLabel('Setup name').fill('Dijkstra run');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Saved setup', { exact: true })).toHaveValue('0');

  await page.keyboard.press('Control+s'); // the sample has no file yet: Save asks where
  await expect(page).toHaveTitle('river-valley.astar — A* Studio');
  expect(await page.evaluate(() => (window as unknown as { __pickerCalls: number }).__pickerCalls)).toBe(1);

  await paint(page, '7', [10, 14], [30, 14]);
  await expect(page).toHaveTitle('● river-valley.astar — A* Studio');
  await menu(page, 'File', 'Save');
  await expect(page).toHaveTitle('river-valley.astar — A* Studio');
  expect(await page.evaluate(() => (window as unknown as { __pickerCalls: number }).__pickerCalls)).toBe(1); // no picker this time
  const saved = await mapContents(page);
  expect(JSON.parse(await privateFileText(page, 'river-valley.astar'))).toMatchObject({
    notes: 'A wall across the north.',
    search: { algorithm: 'dijkstra' },
    setups: [{ name: 'Dijkstra run', search: { algorithm: 'dijkstra' } }],
  });

  await page.reload();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  expect(await hooks(page, 'region', 10, 14, 30, 14)).not.toEqual(saved.terrain.slice(14 * saved.width + 10, 14 * saved.width + 31));
  await menu(page, 'File', 'Open Recent', 'river-valley.astar');
  await expect(page).toHaveTitle('river-valley.astar — A* Studio');
  expect(await mapContents(page)).toEqual(saved);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('A wall across the north.');
  await expect(page.getByLabel('Algorithm')).toHaveValue('dijkstra');
  await expect(page.getByLabel('Saved setup', { exact: true }).locator('option')).toHaveText(['Dijkstra run']);
});

test('unsaved changes are asked about before New: Cancel keeps them, Don\'t Save goes on', async ({ page }) => {
  await openStudio(page);
  await paint(page, '7', [10, 10], [30, 10]);
  const painted = await mapContents(page);

  await page.keyboard.press('Control+n');
  const prompt = page.getByRole('alertdialog', { name: 'Save changes?' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('“River valley” has changes that are not saved');
  for (const name of ['Save', "Don't Save", 'Cancel']) await expect(prompt.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await screenshot(page, 'projects-unsaved-prompt');

  // Focus stays in the prompt: Tab goes round its three buttons.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  expect(await mapContents(page)).toEqual(painted);
  await expect(page).toHaveTitle('● River valley — A* Studio');

  await menu(page, 'File', 'New');
  await prompt.getByRole('button', { name: "Don't Save" }).click();
  await expect(page.getByRole('dialog', { name: 'New map' })).toBeVisible();
});

test('a damaged file, opened or dropped, is refused with a sentence and the map stays', async ({ page }) => {
  await withoutFileSystemAccess(page);
  await openStudio(page);
  await paint(page, '7', [10, 10], [30, 10]);
  const before = await mapContents(page);

  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Control+o');
  await page.getByRole('alertdialog', { name: 'Save changes?' }).getByRole('button', { name: "Don't Save" }).click();
  await (await chooser).setFiles({ name: 'broken.astar', mimeType: 'application/json', buffer: Buffer.from('{\n  "format": "astar-studio-project",\n  "formatVersion": 2,\n  "map": {\n') });
  await expectNotice(page, 'error', /^Could not open "broken\.astar"\. This file ends in the middle of its JSON/);
  expect(await mapContents(page)).toEqual(before);
  await expect(page).toHaveTitle('● River valley — A* Studio');

  // The same file dropped on the window: the same sentence, the same map.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['{"format":"astar-studio-project","formatVersion":7}'], 'future.astar', { type: 'application/json' }));
    document.querySelector('[data-testid="map"]')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await page.getByRole('alertdialog', { name: 'Save changes?' }).getByRole('button', { name: "Don't Save" }).click();
  await expectNotice(page, 'error', /^Could not open "future\.astar"\. .*saved by a newer A\* Studio/);
  expect(await mapContents(page)).toEqual(before);
  await screenshot(page, 'projects-damaged-file');

  // A good file dropped opens (after the same question).
  const maze = readFileSync('resources/samples/maze.astar', 'utf8');
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'my-maze.astar', { type: 'application/json' }));
    document.querySelector('[data-testid="map"]')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, maze);
  await page.getByRole('alertdialog', { name: 'Save changes?' }).getByRole('button', { name: "Don't Save" }).click();
  await expect(page).toHaveTitle('my-maze.astar — A* Studio');
  expect(await hooks(page, 'size')).toEqual({ width: 121, height: 81 });
});

test('leaving the page with unsaved changes asks first (beforeunload); a saved page leaves quietly', async ({ page }) => {
  await withoutFileSystemAccess(page);
  await openStudio(page);
  await paint(page, '7', [10, 10], [30, 10]);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss(); // stay
  expect(page.isClosed()).toBe(false);

  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+s');
  await download;
  await expect(page).toHaveTitle('river-valley.astar — A* Studio');
  let dialogs = 0;
  page.on('dialog', () => void dialogs++);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs).toBe(0);
});

test('Help › Samples opens a bundled sample as a new map; the large one is fetched only when chosen', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openStudio(page);
  expect(requested.filter((u) => u.includes('large-continent'))).toEqual([]);

  await page.getByRole('menubar').getByRole('menuitem', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Samples' }).click();
  const samples = page.getByRole('menu', { name: 'Samples' });
  await expect(samples.getByRole('menuitem')).toHaveText(['Large Continent', 'Maze', 'Outdoor Highlands', 'River Valley', 'Tutorial River And Bridge']);
  await screenshot(page, 'projects-samples-menu');
  await samples.getByRole('menuitem', { name: 'Large Continent' }).click();
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 2048, height: 2048 });
  expect(requested.filter((u) => u.includes('large-continent')).length).toBeGreaterThan(0);
  // A sample opens with no file (Save asks where) and its saved settings and setups.
  expect((await hooks(page, 'file')).path).toBeNull();
  expect((await hooks(page, 'file')).dirty).toBe(false);
  expect((await hooks(page, 'file')).setups.length).toBeGreaterThan(0);
  await expect(page.getByLabel('Saved setup', { exact: true })).toBeVisible();
});

test('the menu bar works from the keyboard: Alt, arrows, Enter, Esc', async ({ page }) => {
  await openStudio(page);
  const bar = page.getByRole('menubar');
  await page.keyboard.press('Alt');
  await expect(bar.getByRole('menuitem', { name: 'File' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu', { name: 'Edit' }).getByRole('menuitem', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('ArrowRight'); // the next menu of the bar, open at its first item
  await expect(page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: 'Zoom In' })).toBeFocused();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Show Grid Lines' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(bar.getByRole('menuitem', { name: 'View' })).toBeFocused();
  // Space opens a menu too (and the key's release does not close it again).
  await page.keyboard.press(' ');
  await expect(page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: 'Zoom In' })).toBeFocused();
  await page.keyboard.press('Escape');

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const file = page.getByRole('menu', { name: 'File' });
  await expect(file.getByRole('menuitem', { name: 'New' })).toBeFocused();
  await expect(file.getByRole('menuitem', { name: 'Save As…' })).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+S');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(file.getByRole('menuitem', { name: 'Open Recent' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const recent = page.getByRole('menu', { name: 'Open Recent' });
  await expect(recent.getByRole('menuitem', { name: 'No Recent Projects' })).toBeFocused();
  await expect(recent.getByRole('menuitem', { name: 'No Recent Projects' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(recent).toHaveCount(0);
  await expect(file.getByRole('menuitem', { name: 'Open Recent' })).toBeFocused();
  // A letter jumps to the next item starting with it; Enter runs it.
  await page.keyboard.press('c');
  await expect(file.getByRole('menuitem', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect.poll(() => hooks(page, 'size')).toEqual({ width: 256, height: 256 });
  await expect(page).toHaveTitle('Untitled — A* Studio');
  // The letter went to the menu, not to the tools (C is no tool, but S would have been).
  expect((await hooks(page, 'editor')).tool).toBe('brush');
});

test('menus are drawn where they open: every item of File and File › Import is the topmost element at its centre, and the menu bar never scrolls', async ({ page }) => {
  await openStudio(page);
  // The keyboard, so no test driver scrolls anything into view on the menus' behalf.
  await page.keyboard.press('Alt');
  await page.keyboard.press('Enter');
  const file = page.getByRole('menu', { name: 'File' });
  await page.keyboard.press('i');
  await expect(file.getByRole('menuitem', { name: 'Import' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const imports = page.getByRole('menu', { name: 'Import' });
  await expect(imports.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End'); // focus on the last item: nothing may scroll to show it
  const hidden = await page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>('[role="menu"] [role^="menuitem"]')];
    const covered = items.filter((item) => {
      const r = item.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top?.closest('[role^="menuitem"]') !== item;
    });
    const scrolled = [...document.querySelectorAll<HTMLElement>('header, header *')].filter((el) => el.scrollTop !== 0 || el.scrollLeft !== 0);
    return { items: items.length, covered: covered.map((i) => i.dataset['label']), scrolled: scrolled.map((el) => el.className) };
  });
  expect(hidden.items).toBeGreaterThan(10); // File's items and Import's
  expect(hidden.covered).toEqual([]);
  expect(hidden.scrolled).toEqual([]);
  await screenshot(page, 'menus-file-import-open');
});
