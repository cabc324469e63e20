// One recovery backup per tab, in IndexedDB (a fake one under Node, the real glue): a snapshot and
// the journal appended after it. A tab never sees another live tab's backup; it offers the newest
// one a closed tab left, journal and all, and that one goes once this tab writes its own snapshot
// or discards it. Changes are carried out in the order they are asked for. A database of the
// version before the journal still offers its backups.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IdbBackups, openStudioDatabase } from '../../../../../src/renderer/host/web/studioDatabase';
import { orphanedBackup, WindowBackups, type BackupRecord } from '../../../../../src/renderer/host/web/windowBackups';
import { inlineCodec } from '../../../../../src/renderer/files/projectCodec';
import { createProject, serializeProject } from '../../../../../src/shared/formats/project';
import { createGrid } from '../../../../../src/shared/grid/grid';
import { concatFrames, encodeFrame, readFrames } from '../../../../../src/shared/recovery/journalFrames';
import { encodeRecords } from '../../../../../src/shared/recovery/journalRecords';

const record = (windowId: string, savedAt: number): BackupRecord => ({ windowId, savedAt, text: `text of ${windowId}`, ref: null, lineage: 1, seq: 0 });
const frame = (seq: number, cell = seq) => encodeFrame({ lineage: 1, seq, payload: encodeRecords([{ kind: 'cells', layer: 'terrain', runs: Int32Array.from([cell, 1]), values: Uint8Array.from([3]) }]) });
const seqs = (journal: Uint8Array) => readFrames(journal).frames.map((f) => f.seq);

/** A fresh IndexedDB, and tabs on it (`live` tabs run; the tab itself always does). */
function browser() {
  const factory = new IDBFactory();
  const storage = new IdbBackups(openStudioDatabase(factory));
  let clock = 100;
  const tab = (id: string, live: string[] = []) => new WindowBackups(storage, id, async () => new Set([...live, id]), () => clock++);
  return { factory, storage, tab };
}

describe('orphanedBackup', () => {
  it('is the newest backup (by its last append) of a tab that no longer runs, never this tab\'s or a live one\'s', () => {
    const records = [record('closed-old', 1), record('live', 9), record('closed-new', 5), record('me', 8)];
    expect(orphanedBackup(records, new Set(['live', 'me']), 'me')?.windowId).toBe('closed-new');
    expect(orphanedBackup(records, new Set(['live', 'me']), 'me', new Map([['closed-old', 7]]))?.windowId).toBe('closed-old');
    expect(orphanedBackup([record('live', 1)], new Set(['live']), 'me')).toBeNull();
  });
});

describe('WindowBackups over IndexedDB', () => {
  it('offers what a closed tab left, its journal after its snapshot; this tab\'s first snapshot replaces it', async () => {
    const { storage, tab } = browser();
    const closed = tab('closed');
    await closed.write({ text: 'lost work', ref: { path: 'handle:1', name: 'river.astar' }, lineage: 1, seq: 0 });
    await closed.append(frame(1));
    await closed.append(concatFrames([frame(2), frame(3)]));
    const me = tab('me');
    const offered = await me.read();
    expect(offered).toMatchObject({ text: 'lost work', ref: { path: 'handle:1', name: 'river.astar' }, lineage: 1, seq: 0 });
    expect(seqs(offered!.journal)).toEqual([1, 2, 3]);
    expect(offered!.savedAt).toBeGreaterThan(101); // its last append, not its snapshot

    await me.write({ text: 'restored work', ref: null, lineage: 5, seq: 0 });
    expect((await storage.all()).map((r) => r.windowId)).toEqual(['me']);
    expect(await storage.journal('closed')).toEqual([]);
  });

  it('a snapshot drops the appends it holds; later appends stay', async () => {
    const { storage, tab } = browser();
    const me = tab('me');
    await me.write({ text: 'v0', ref: null, lineage: 1, seq: 0 });
    for (const seq of [1, 2, 3]) await me.append(frame(seq));
    await me.write({ text: 'v2', ref: null, lineage: 1, seq: 2 });
    expect((await storage.journal('me')).map((e) => e.seq)).toEqual([3]);
  });

  it('carries out changes in the order they were asked for, without waiting between them', async () => {
    const { storage, tab } = browser();
    const me = tab('me');
    void me.write({ text: 'v0', ref: null, lineage: 1, seq: 0 });
    void me.append(frame(1));
    void me.append(frame(2));
    void me.write({ text: 'v1', ref: null, lineage: 1, seq: 1 });
    void me.clear();
    void me.write({ text: 'v9', ref: null, lineage: 2, seq: 2 });
    await me.append(frame(3));
    expect((await storage.all()).map((r) => r.text)).toEqual(['v9']);
    expect((await storage.journal('me')).map((e) => e.seq)).toEqual([3]);
  });

  it('discarding removes the offered backup and this tab\'s own; a live tab\'s backup is left alone', async () => {
    const { storage, tab } = browser();
    await tab('closed').write({ text: 'lost work', ref: null, lineage: 1, seq: 0 });
    await tab('other').write({ text: 'their work', ref: null, lineage: 1, seq: 0 });
    const me = tab('me', ['other']);
    expect((await me.read())?.text).toBe('lost work');
    await me.clear();
    expect((await storage.all()).map((r) => r.windowId)).toEqual(['other']);
    expect(await tab('third', ['other']).read()).toBeNull();
  });

  it('deletes the journal of a tab that ended before its first snapshot was stored', async () => {
    const { storage, tab } = browser();
    await tab('crashed-early').append(frame(1));
    expect(await tab('me').read()).toBeNull();
    expect(await storage.journal('crashed-early')).toEqual([]);
  });

  it('a backup of the database before the journal (version 1) is offered and restores', async () => {
    const factory = new IDBFactory();
    const text = serializeProject(createProject(createGrid(5, 5), 'Old backup'), '0.1.0');
    await new Promise<void>((resolve, reject) => {
      const open = factory.open('astar-studio', 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('backups', { keyPath: 'windowId' });
        open.result.createObjectStore('recent', { keyPath: 'key' });
      };
      open.onsuccess = () => {
        const tx = open.result.transaction('backups', 'readwrite');
        tx.objectStore('backups').put({ windowId: 'old-tab', text, savedAt: 42, ref: null });
        tx.oncomplete = () => (open.result.close(), resolve());
      };
      open.onerror = () => reject(open.error);
    });
    const me = new WindowBackups(new IdbBackups(openStudioDatabase(factory)), 'me', async () => new Set(['me']));
    const offered = (await me.read())!;
    expect(offered).toMatchObject({ text, savedAt: 42, ref: null, lineage: 0, seq: 0 });
    expect(offered.journal.length).toBe(0);
    expect((await inlineCodec.restore(offered)).project.name).toBe('Old backup');
  });

  it('without IndexedDB the same rules hold in memory', async () => {
    const storage = new IdbBackups(Promise.resolve(null));
    const closed = new WindowBackups(storage, 'closed', async () => new Set(['closed']));
    await closed.write({ text: 'kept', ref: null, lineage: 1, seq: 0 });
    await closed.append(frame(1));
    const me = new WindowBackups(storage, 'me', async () => new Set(['me']));
    expect(seqs((await me.read())!.journal)).toEqual([1]);
    await me.write({ text: 'mine', ref: null, lineage: 2, seq: 0 });
    expect((await storage.all()).map((r) => r.windowId)).toEqual(['me']);
  });
});
