// Recovery backups keep up with editing: every half second what changed goes into the journal,
// however steadily the user paints, on top of a snapshot made while the document was clean; a
// restore at any moment brings back everything up to the last append; the journal is replaced by
// a new snapshot once it grows; a clean document has no backup; a failure is said once. (In the
// app an effect calls documentChanged on every change; Svelte's effects do not run under Node, so
// these tests call it as the effect would. The e2e recovery spec drives the real effect.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { HeightStroke } from '../../../../src/shared/edit/heights';
import { paintCells, TerrainStroke } from '../../../../src/shared/edit/paint';
import { addTerrainType } from '../../../../src/shared/edit/palette';
import type { Project } from '../../../../src/shared/formats/project';
import { readFrames } from '../../../../src/shared/recovery/journalFrames';
import { JournalWriter } from '../../../../src/shared/recovery/journalWriter';
import { Autosave, JOURNAL_INTERVAL_MS } from '../../../../src/renderer/files/autosave.svelte';
import { inlineCodec } from '../../../../src/renderer/files/projectCodec';
import type { FakeDisk } from '../fakeHost';
import { APP_VERSION, filesOnFakeDisk, testProject } from './fileSetup';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** What a restore of the disk's backup gives now (null: nothing to restore). */
async function restored(disk: FakeDisk): Promise<Project | null> {
  const backup = await disk.readBackup();
  return backup && (await inlineCodec.restore(backup)).project;
}

/** The project as the document holds it now. */
const current = (setup: ReturnType<typeof filesOnFakeDisk>) => setup.studio.snapshot().project;

/** Lets the next append happen and be written. */
async function tick(autosave: Autosave): Promise<void> {
  await vi.advanceTimersByTimeAsync(JOURNAL_INTERVAL_MS);
  await autosave.settled();
}

/** Paints one cell as a whole stroke, tells autosave as its effect would, and lets the next append happen. */
async function dab(setup: { studio: ReturnType<typeof filesOnFakeDisk>['studio']; autosave: Autosave }, terrain: number, x: number, y: number): Promise<void> {
  new TerrainStroke(setup.studio.doc.history, makeBrush(1), terrain, x, y).end();
  setup.autosave.documentChanged();
  await tick(setup.autosave);
}

/** A studio on a 64² map whose autosave appends with a small compaction threshold, and whose page can be hidden. */
function painter(compactMinBytes = 1024 * 1024) {
  const setup = filesOnFakeDisk(testProject('Painted', 64));
  let hide = () => {};
  const autosave = new Autosave(setup.studio, inlineCodec, APP_VERSION, {
    journal: new JournalWriter(undefined, compactMinBytes),
    onPageHidden: (flush) => {
      hide = flush;
      return () => (hide = () => {});
    },
  });
  autosave.start(false);
  return { ...setup, autosave, hide: () => hide() };
}

describe('autosave', () => {
  it('keeps up with a stroke that never ends: every half second the backup holds all painted so far', async () => {
    const setup = painter();
    const { studio, autosave, disk } = setup;
    const stroke = new TerrainStroke(studio.doc.history, makeBrush(3, 'round'), 4, 1, 1);
    for (let step = 1; step <= 40; step++) {
      stroke.moveTo(1 + step, 1 + ((step * 7) % 60)); // a zigzag, pointer never released
      autosave.documentChanged();
      await vi.advanceTimersByTimeAsync(JOURNAL_INTERVAL_MS / 4);
      if (step % 4 === 0) {
        await autosave.settled();
        expect((await restored(disk))?.grid.terrain).toEqual(current(setup).grid.terrain);
        expect(autosave.pending).toBe(false);
      }
    }
    stroke.end();
    // One snapshot (the clean map, made in advance) and one small append per half second.
    expect(disk.log.filter((l) => l === 'backup written')).toHaveLength(1);
    expect(disk.log.filter((l) => l === 'journal appended').length).toBeGreaterThanOrEqual(9);
    expect(Math.max(...disk.journal.map((a) => a.length))).toBeLessThan(1000);
  });

  it('restores everything a file keeps: cells, palette, heights, markers, settings, notes, its file', async () => {
    const setup = painter();
    const { studio, autosave, disk, files } = setup;
    disk.saveAnswer = '/maps/mine.astar';
    await files.save();
    autosave.documentChanged();
    studio.doc.history.execute('add terrain type', addTerrainType(studio.doc.grid, { name: 'Lava', color: 0xff4400, cost: 7, passable: true }));
    new TerrainStroke(studio.doc.history, makeBrush(2), 7, 10, 10).end();
    const raise = new HeightStroke(studio.doc.history, { brush: makeBrush(5), mode: 'raise', amount: 300 }, 30, 30);
    raise.moveTo(40, 35);
    raise.end();
    studio.doc.start = 5;
    studio.doc.goal = 64 * 60 + 3;
    studio.notes = 'bridge at the ford';
    studio.runs.options.algorithm = 'dijkstra';
    autosave.documentChanged();
    await tick(autosave);
    const project = await restored(disk);
    expect(project).toEqual(current(setup));
    expect((await disk.readBackup())?.ref).toEqual({ path: '/maps/mine.astar', name: 'mine.astar' });
    expect(studio.file.dirty).toBe(true); // a backup is no save
  });

  it('writes the first change at once, on the snapshot made while the document was clean', async () => {
    const setup = painter();
    const { autosave, disk } = setup;
    await autosave.settled(); // the clean snapshot is made now, but written only once needed
    expect(disk.log).toEqual([]);
    await dab(setup, 2, 0, 0);
    expect(disk.log).toEqual(['backup written', 'journal appended']);
    expect((await restored(disk))?.grid.terrain[0]).toBe(2);
  });

  it('flushes at once when the page is hidden or goes away', async () => {
    const { studio, autosave, disk, hide } = painter();
    new TerrainStroke(studio.doc.history, makeBrush(1), 3, 5, 5).end();
    autosave.documentChanged();
    hide(); // no time passes
    await autosave.settled();
    expect((await restored(disk))?.grid.terrain[5 * 64 + 5]).toBe(3);
  });

  it('replaces a journal grown past its snapshot with a new snapshot, and the backup still restores', async () => {
    const setup = painter(2000);
    const { studio, autosave, disk } = setup;
    for (let i = 0; i < 30; i++) {
      // Scattered cells, so each append is a few hundred bytes.
      paintCells(studio.doc.history, Array.from({ length: 200 }, (_, k) => (k * 997 + i * 131) % (64 * 64)), 1 + (i % 6));
      autosave.documentChanged();
      await tick(autosave);
    }
    const snapshots = disk.log.filter((l) => l === 'backup written').length;
    expect(snapshots).toBeGreaterThan(1);
    const backup = (await disk.readBackup())!;
    expect(backup.seq).toBeGreaterThan(0);
    expect(readFrames(backup.journal).frames.every((f) => f.seq > backup.seq)).toBe(true);
    expect((await restored(disk))?.grid.terrain).toEqual(current(setup).grid.terrain);
  });

  it('after a resize, a new snapshot: the journal before it is never replayed over the new size', async () => {
    const setup = painter();
    const { studio, autosave, disk } = setup;
    await dab(setup, 2, 0, 0);
    studio.doc.resize(80, 70, 'center', 3);
    autosave.documentChanged();
    await tick(autosave);
    await dab(setup, 5, 79, 69);
    const project = await restored(disk);
    expect(project?.grid.width).toBe(80);
    expect(project?.grid.terrain).toEqual(current(setup).grid.terrain);
  });

  it('removes the backup once the document is saved; changes after that start a new one', async () => {
    const setup = painter();
    const { studio, autosave, disk, files } = setup;
    await dab(setup, 2, 0, 0);
    const lineage = (await disk.readBackup())!.lineage;
    disk.saveAnswer = '/maps/mine.astar';
    await files.save();
    autosave.documentChanged();
    await autosave.settled();
    expect(disk.backup).toBeNull();
    await dab(setup, 6, 1, 1);
    const backup = (await disk.readBackup())!;
    expect(backup.lineage).not.toBe(lineage);
    expect(backup.ref).toEqual({ path: '/maps/mine.astar', name: 'mine.astar' });
    expect((await restored(disk))?.grid.terrain).toEqual(current(setup).grid.terrain);
  });

  it('writes nothing for a clean document, nor before it is started; once started, unsaved changes are written', async () => {
    const clean = painter();
    await tick(clean.autosave);
    await tick(clean.autosave);
    expect(clean.disk.log).toEqual([]);

    const { disk, paint, autosave } = filesOnFakeDisk();
    paint(2); // not started: the start-up question is still open
    await vi.advanceTimersByTimeAsync(JOURNAL_INTERVAL_MS * 4);
    expect(disk.log).toEqual([]);
    autosave.start(false);
    await tick(autosave);
    expect(disk.log).toEqual(['backup written']);
    expect((await restored(disk))?.grid.terrain[0]).toBe(2);
  });

  it('a backup that cannot be written is said once; after a failed append a new snapshot follows, so no gap is replayed', async () => {
    const setup = painter();
    const { studio, autosave, disk, errors } = setup;
    await dab(setup, 2, 0, 0);
    disk.failWrites = 'the disk is full';
    for (const terrain of [3, 4]) await dab(setup, terrain, terrain, 0);
    expect(errors()).toEqual(['Recovery backups could not be written (the disk is full). Save your work to keep it safe.']);
    disk.failWrites = null;
    await dab(setup, 5, 5, 0);
    await tick(autosave);
    expect((await restored(disk))?.grid.terrain).toEqual(current(setup).grid.terrain);
  });
});
