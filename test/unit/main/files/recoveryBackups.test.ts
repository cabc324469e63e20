// Recovery backups: a window's backup (snapshot and journal) comes back to it after a renderer
// crash, to one window of the next session after the app died, and is gone once the document is
// saved or discarded. A backup file of the version before the journal is still offered.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecoveryStore } from '../../../../src/main/files/recoveryBackups';
import { concatFrames, encodeFrame, readFrames } from '../../../../src/shared/recovery/journalFrames';
import { encodeRecords } from '../../../../src/shared/recovery/journalRecords';

const snap = (text: string, ref: { path: string | null; name: string } | null = null, lineage = 1, seq = 0) => ({ text, ref, lineage, seq });
const frame = (seq: number, lineage = 1) => encodeFrame({ lineage, seq, payload: encodeRecords([{ kind: 'markers', start: seq, goal: -1 }]) });
const seqs = (journal: Uint8Array | undefined) => readFrames(journal ?? new Uint8Array(0)).frames.map((f) => [f.lineage, f.seq]);
const empty = { lineage: 1, seq: 0, journal: new Uint8Array(0) };

let root = '';
let folder = '';
const river = { path: '/home/ada/maps/river.astar', name: 'river.astar' };

/** A store as one app session sees it, with a clock the test sets. */
function session(name: string, time = 1_000): RecoveryStore {
  return new RecoveryStore(folder, { session: name, now: () => time });
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'astar-recovery-'));
  folder = join(root, 'recovery'); // created by the first backup
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('RecoveryStore', () => {
  it('has nothing to offer when no backup was ever written', async () => {
    expect(await session('s1').read(1)).toBeNull();
  });

  it("gives a window its own latest backup back (the renderer crashed and reloaded)", async () => {
    const store = session('s1', 5_000);
    await store.write(1, snap('{"v":1}', river));
    await store.write(1, snap('{"v":2}', river));
    expect(await store.read(1)).toMatchObject({ text: '{"v":2}', savedAt: 5_000, ref: river, ...empty });
  });

  it('offers the backup a killed session left to the next session, once', async () => {
    await session('s1', 2_000).write(1, snap('unsaved map'));
    const next = session('s2');
    expect(await next.read(1)).toMatchObject({ text: 'unsaved map', savedAt: 2_000, ref: null });
    expect(await next.read(1)).toMatchObject({ text: 'unsaved map', savedAt: 2_000, ref: null }); // a reload asks again
    expect(await next.read(2)).toBeNull(); // another window does not get it too
  });

  it('offers several left-over backups newest first, one per window', async () => {
    await session('s1', 1_000).write(1, snap('older'));
    await session('s2', 3_000).write(1, snap('newer', river));
    const next = session('s3');
    expect((await next.read(1))?.text).toBe('newer');
    expect((await next.read(2))?.text).toBe('older');
  });

  it('removes the backup when the document is saved or discarded, also an adopted one', async () => {
    const store = session('s1');
    await store.write(1, snap('edits', river));
    await store.append(1, frame(1));
    await store.clear(1);
    expect(await store.read(1)).toBeNull();

    await session('s2').write(1, snap('left behind'));
    const next = session('s3');
    expect((await next.read(1))?.text).toBe('left behind');
    await next.clear(1);
    expect(await session('s4').read(1)).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('a clear asked for while a backup is being written wins (no backup comes back afterwards)', async () => {
    const store = session('s1');
    const writing = store.write(1, snap('x'.repeat(5_000_000), river));
    await store.clear(1);
    await writing;
    expect(await store.read(1)).toBeNull();
  });

  it('keeps a large text exactly, newlines, quotes and non-ASCII letters included', async () => {
    const text = `{"notes":"Brücke\\n\\"Süd\\"","layers":"${'Zm9v'.repeat(1_500_000)}"}\n\nline 3 — ✓`;
    const store = session('s1');
    await store.write(7, snap(text, { path: null, name: 'Ünnamed map' }));
    expect(await store.read(7)).toMatchObject({ text, savedAt: 1_000, ref: { path: null, name: 'Ünnamed map' } });
  });

  it('ignores a damaged backup instead of offering half a map', async () => {
    await session('s1').write(1, snap('a whole map', river));
    const [name] = await readdir(folder);
    const file = join(folder, name!, 'snapshot.backup');
    await writeFile(file, (await readFile(file, 'utf8')).slice(0, -3));
    await writeFile(join(folder, 'junk.backup'), 'not a backup at all');
    expect(await session('s2').read(1)).toBeNull();
  });

  it('keeps the journal appended after the snapshot, and hands it over with the adopted backup', async () => {
    const store = session('s1');
    await store.write(3, snap('base', river, 1, 0));
    await store.append(3, frame(1));
    await store.append(3, concatFrames([frame(2), frame(3)]));
    expect(seqs((await store.read(3))?.journal)).toEqual([[1, 1], [1, 2], [1, 3]]);
    const next = session('s2');
    const adopted = await next.read(1);
    expect(adopted).toMatchObject({ text: 'base', lineage: 1, seq: 0 });
    expect(seqs(adopted?.journal)).toEqual([[1, 1], [1, 2], [1, 3]]);
  });

  it('a snapshot drops the appends it holds and those of other lineages', async () => {
    const store = session('s1');
    await store.write(1, snap('v0', null, 1, 0));
    for (const seq of [1, 2, 3]) await store.append(1, frame(seq));
    await store.write(1, snap('v2', null, 1, 2));
    expect(seqs((await store.read(1))?.journal)).toEqual([[1, 3]]);
    await store.append(1, frame(4, 9)); // a reloaded page's first append, before its snapshot
    await store.write(1, snap('new chain', null, 9, 3));
    expect(seqs((await store.read(1))?.journal)).toEqual([[9, 4]]);
  });

  it('offers a backup file of the version before the journal, as it was (no journal)', async () => {
    await mkdir(folder, { recursive: true });
    const header = { format: 'astar-studio-backup', version: 1, session: 'old', windowId: 4, savedAt: 1_234, ref: river, textBytes: 8 };
    await writeFile(join(folder, 'old-w4.backup'), `${JSON.stringify(header)}\nold text`);
    const next = session('s2');
    expect(await next.read(1)).toMatchObject({ text: 'old text', savedAt: 1_234, ref: river, lineage: 0, seq: 0 });
    expect((await next.read(1))?.journal.length).toBe(0);
    await next.clear(1);
    expect(await readdir(folder)).toEqual([]);
  });
});
