// Recovery backups follow the last change by three seconds, hold the document as it is (its file
// too), and go once the document is clean again; a failure is said once. (In the app an effect
// calls documentChanged on every change; Svelte's effects do not run under Node, so these tests
// call it as the effect would. The e2e recovery spec drives the real effect.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseProject } from '../../../../src/shared/formats/project';
import { BACKUP_DELAY_MS } from '../../../../src/renderer/files/autosave.svelte';
import { filesOnFakeDisk } from './fileSetup';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('autosave', () => {
  it('writes a backup three seconds after the last change, not after each one', async () => {
    const { disk, paint, autosave, studio } = filesOnFakeDisk();
    autosave.start(false);
    paint(2);
    await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS - 1000);
    paint(3); // the wait starts again
    await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS - 1);
    await autosave.settled();
    expect(disk.backup).toBeNull();
    expect(autosave.pending).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    await autosave.settled();
    expect(disk.log).toEqual(['backup written']);
    expect(parseProject(disk.backup!.text).grid.terrain[0]).toBe(3);
    expect(disk.backup!.ref).toBeNull();
    expect(autosave.pending).toBe(false);
    expect(autosave.lastBackupAt).not.toBeNull();
    expect(studio.file.dirty).toBe(true); // a backup is no save
  });

  it('keeps the file the document belongs to with the backup, and removes it once saved', async () => {
    const { disk, paint, autosave, files } = filesOnFakeDisk();
    autosave.start(false);
    disk.saveAnswer = '/maps/mine.astar';
    await files.save();
    paint(4);
    await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    await autosave.settled();
    expect(disk.backup?.ref).toEqual({ path: '/maps/mine.astar', name: 'mine.astar' });

    await files.save();
    autosave.documentChanged();
    await autosave.settled();
    expect(disk.backup).toBeNull();
  });

  it('writes nothing for a clean document, and nothing before it is started', async () => {
    const { disk, paint, autosave } = filesOnFakeDisk();
    paint(2); // not started: the start-up question is still open
    await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS * 2);
    expect(disk.log).toEqual([]);
    autosave.start(false);
    autosave.documentChanged();
    await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
    await autosave.settled();
    expect(disk.log).toEqual(['backup written']);
  });

  it('a backup that cannot be written is said once, in a sentence', async () => {
    const { disk, paint, autosave, errors } = filesOnFakeDisk();
    disk.writeBackup = () => Promise.reject(new Error('the disk is full'));
    autosave.start(false);
    for (const terrain of [2, 3]) {
      paint(terrain);
      await vi.advanceTimersByTimeAsync(BACKUP_DELAY_MS);
      await autosave.settled();
    }
    expect(errors()).toEqual(['Recovery backups could not be written (the disk is full). Save your work to keep it safe.']);
  });
});
