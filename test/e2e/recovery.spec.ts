// Recovery in the web build: edits are backed up to IndexedDB as they are made (a journal appended
// every half second, even while the user never stops painting); a tab closed without saving, or a
// browser killed outright, leaves the backup, and the next visit offers it.
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cell } from './editorHelpers';
import { launchOnProfile } from './killedBrowser';
import { mapContents, paint } from './projectHelpers';
import { cellPoint, hooks, openStudio, screenshot } from './studio';

/** Waits until the edits so far are in a recovery backup. */
async function backedUp(page: Page): Promise<void> {
  await expect.poll(() => hooks(page, 'recovery')).toMatchObject({ pending: false, lastBackupAt: expect.any(Number) });
}

test('edit, close the page without saving, reopen, Restore: the edits are back', async ({ context }) => {
  const page = await context.newPage();
  await openStudio(page);
  await paint(page, '7', [10, 10], [60, 40]);
  await page.getByRole('textbox', { name: 'Notes' }).fill('Recovered notes');
  await page.getByLabel('Algorithm').selectOption({ label: 'Dijkstra' });
  await backedUp(page);
  const edited = await mapContents(page);
  await page.close(); // no Save, and no beforeunload prompt: as if the tab were killed

  const again = await context.newPage();
  await openStudio(again);
  const offer = again.getByRole('alertdialog', { name: 'Restore unsaved changes?' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('a map that was never saved');
  await expect(offer.getByRole('button', { name: 'Restore' })).toBeFocused();
  await screenshot(again, 'recovery-restore-dialog');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();

  await expect.poll(() => mapContents(again)).toEqual(edited);
  await expect(again.getByRole('textbox', { name: 'Notes' })).toHaveValue('Recovered notes');
  await expect(again.getByLabel('Algorithm')).toHaveValue('dijkstra');
  // Restored changes are in no file yet.
  await expect(again).toHaveTitle('● River valley — A* Studio');
});

test('Discard deletes the backup: the app starts on the sample, and nothing is offered next time', async ({ context }) => {
  const page = await context.newPage();
  await openStudio(page);
  const sample = await mapContents(page);
  await paint(page, '7', [10, 10], [60, 40]);
  await backedUp(page);
  await page.close();

  const again = await context.newPage();
  await openStudio(again);
  await again.getByRole('alertdialog', { name: 'Restore unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect.poll(() => mapContents(again)).toEqual(sample);
  await expect(again).toHaveTitle('River valley — A* Studio');
  await again.close();

  const third = await context.newPage();
  await openStudio(third);
  await expect.poll(() => hooks(third, 'recovery')).toMatchObject({ started: true });
  await expect(third.getByRole('alertdialog')).toHaveCount(0);
});

test('a backup goes once the document is saved, and another tab never offers a live tab\'s backup', async ({ context }) => {
  const page = await context.newPage();
  // Save by download: this browser has no File System Access pickers.
  await page.addInitScript(() => delete (window as unknown as Record<string, unknown>)['showSaveFilePicker']);
  await openStudio(page);
  await paint(page, '7', [10, 10], [60, 40]);
  await backedUp(page);

  // While the first tab lives, a second one offers nothing.
  const second = await context.newPage();
  await openStudio(second);
  await expect.poll(() => hooks(second, 'recovery')).toMatchObject({ started: true });
  await expect(second.getByRole('alertdialog')).toHaveCount(0);
  await second.close();

  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+s');
  await download;
  await expect(page).toHaveTitle('river-valley.astar — A* Studio');
  // The backup is removed after the save; a tab opened once it is gone offers nothing.
  await expect
    .poll(() => page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('astar-studio');
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      const count = await new Promise<number>((resolve) => {
        const r = db.transaction('backups').objectStore('backups').count();
        r.onsuccess = () => resolve(r.result);
      });
      db.close();
      return count;
    }))
    .toBe(0);
  await page.close();
  const later = await context.newPage();
  await openStudio(later);
  await expect.poll(() => hooks(later, 'recovery')).toMatchObject({ started: true });
  await expect(later.getByRole('alertdialog')).toHaveCount(0);
});

test('painting without a pause, the browser killed outright: the restore holds what was painted before the last backup', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'astar-recovery-e2e-'));
  try {
    const first = await launchOnProfile(profile, baseURL!);
    const page = first.page;
    await openStudio(page);
    await page.keyboard.press('b');
    await page.keyboard.press('7');
    await page.getByLabel('Brush size').fill('1');
    const wall = (await hooks(page, 'editor')).terrain;
    const canvas = page.locator('[data-testid="map"] canvas').first();
    await canvas.hover();

    // Stroke A along row 10; the button stays down from here to the kill.
    let at = await cellPoint(page, 10, 10);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    for (let x = 12; x <= 60; x += 2) {
      at = await cellPoint(page, x, 10);
      await page.mouse.move(at.x, at.y);
    }
    await expect.poll(() => cell(page, 60, 10)).toBe(wall);
    const strokeA = (await hooks(page, 'recovery')).changes;

    // Keep painting, a pointer move between every look, until the backup holds stroke A: a backup
    // that waits for a pause never comes.
    let x = 60;
    await expect
      .poll(async () => {
        x = x >= 120 ? 20 : x + 1;
        const p = await cellPoint(page, x, 20 + (x % 2));
        await page.mouse.move(p.x, p.y);
        return (await hooks(page, 'recovery')).backedUp;
      })
      .toBeGreaterThanOrEqual(strokeA);
    await first.kill(); // mid-stroke, with no chance to unload

    const again = await launchOnProfile(profile, baseURL!);
    await openStudio(again.page);
    const offer = again.page.getByRole('alertdialog', { name: 'Restore unsaved changes?' });
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    await expect.poll(() => hooks(again.page, 'region', 10, 10, 60, 10)).toEqual(Array(51).fill(wall));
    await expect(again.page).toHaveTitle('● River valley — A* Studio');
    await again.context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
