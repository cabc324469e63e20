// What the app does at start: a recovery backup is offered before anything else; Restore brings
// the changes back unsaved under their file's name, Discard deletes the backup and opens the
// start sample; with no backup the app works at once. Files asked for meanwhile open after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeProject } from '../../../../src/shared/formats/project';
import { JOURNAL_INTERVAL_MS } from '../../../../src/renderer/files/autosave.svelte';
import { placeholderProject, readStartBackup, Startup } from '../../../../src/renderer/files/startup.svelte';
import { APP_VERSION, filesOnFakeDisk, testProject } from './fileSetup';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** The app at start, with `backup` (a project's text) left by a window that ended unsaved. */
async function startWith(backup: string | null) {
  const setup = filesOnFakeDisk(placeholderProject());
  if (backup !== null) setup.disk.backup = { text: backup, savedAt: 1, ref: { path: '/maps/lost.astar', name: 'lost.astar' }, lineage: 0, seq: 0, journal: new Uint8Array(0) };
  const startup = new Startup({ studio: setup.studio, files: setup.files, autosave: setup.autosave, startSample: async () => testProject('Start sample', 10) });
  startup.begin(await readStartBackup(setup.disk));
  return { ...setup, startup };
}

const edited = () => {
  const p = testProject('Lost work', 12);
  p.grid.terrain.fill(4);
  p.notes = 'hours of work';
  return serializeProject(p, APP_VERSION);
};

describe('start-up', () => {
  it('with no backup, the app starts at once and autosave runs', async () => {
    const { startup, autosave, paint, disk } = await startWith(null);
    expect(startup.offered).toBeNull();
    expect(startup.done).toBe(true);
    paint(2);
    await vi.advanceTimersByTimeAsync(JOURNAL_INTERVAL_MS);
    await autosave.settled();
    expect(disk.backup).not.toBeNull();
  });

  it('offers a backup first; while it is offered nothing is written or removed', async () => {
    const { startup, disk } = await startWith(edited());
    expect(startup.offered?.ref?.name).toBe('lost.astar');
    expect(startup.done).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(disk.log).toEqual([]);
    expect(disk.backup).not.toBeNull();
  });

  it('Restore brings the changes back, unsaved, under their file\'s name; the backup stays until replaced', async () => {
    const { startup, studio, disk, autosave } = await startWith(edited());
    await startup.restore();
    expect(startup.offered).toBeNull();
    expect(studio.doc.width).toBe(12);
    expect(studio.doc.grid.terrain[0]).toBe(4);
    expect(studio.notes).toBe('hours of work');
    expect(studio.file.dirty).toBe(true);
    expect(studio.file.title).toBe('● lost.astar — A* Studio');
    expect(disk.backup?.text).toBe(edited());
    await vi.advanceTimersByTimeAsync(JOURNAL_INTERVAL_MS);
    await autosave.settled();
    expect(disk.log).toEqual(['backup written']); // this window's own backup now, unasked
  });

  it('Discard deletes the backup and opens the start sample', async () => {
    const { startup, studio, disk } = await startWith(edited());
    await startup.discard();
    expect(disk.backup).toBeNull();
    expect(studio.file.name).toBe('Start sample');
    expect(studio.file.dirty).toBe(false);
  });

  it('a backup that cannot be read is kept, said, and the app starts on the sample', async () => {
    const { startup, studio, disk, errors } = await startWith('{"format": "astar-studio-project", "formatVersion": 2');
    await startup.restore();
    expect(errors()[0]).toMatch(/^The recovery backup of lost\.astar could not be read\. /);
    expect(studio.file.name).toBe('Start sample');
    expect(disk.backup).not.toBeNull();
  });

  it('a file the desktop asks to open during the question opens instead of the sample', async () => {
    const { startup, studio, disk, files } = await startWith(edited());
    disk.files.set('/maps/asked.astar', serializeProject(testProject('Asked for', 6), APP_VERSION));
    await files.openRequested({ path: '/maps/asked.astar' });
    await startup.discard();
    await vi.waitFor(() => expect(studio.file.name).toBe('asked.astar'));
  });

  it('a backup store that cannot be read counts as no backup', async () => {
    const { disk } = filesOnFakeDisk();
    disk.readBackup = () => Promise.reject(new Error('IndexedDB is broken'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await readStartBackup(disk)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
