// Recovery backups: a window's backup comes back to it after a renderer crash, to one window of
// the next session after the app died, and is gone once the document is saved or discarded.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecoveryStore } from '../../../../src/main/files/recoveryBackups';

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
    await store.write(1, '{"v":1}', river);
    await store.write(1, '{"v":2}', river);
    expect(await store.read(1)).toEqual({ text: '{"v":2}', savedAt: 5_000, ref: river });
  });

  it('offers the backup a killed session left to the next session, once', async () => {
    await session('s1', 2_000).write(1, 'unsaved map', null);
    const next = session('s2');
    expect(await next.read(1)).toEqual({ text: 'unsaved map', savedAt: 2_000, ref: null });
    expect(await next.read(1)).toEqual({ text: 'unsaved map', savedAt: 2_000, ref: null }); // a reload asks again
    expect(await next.read(2)).toBeNull(); // another window does not get it too
  });

  it('offers several left-over backups newest first, one per window', async () => {
    await session('s1', 1_000).write(1, 'older', null);
    await session('s2', 3_000).write(1, 'newer', river);
    const next = session('s3');
    expect((await next.read(1))?.text).toBe('newer');
    expect((await next.read(2))?.text).toBe('older');
  });

  it('removes the backup when the document is saved or discarded, also an adopted one', async () => {
    const store = session('s1');
    await store.write(1, 'edits', river);
    await store.clear(1);
    expect(await store.read(1)).toBeNull();

    await session('s2').write(1, 'left behind', null);
    const next = session('s3');
    expect((await next.read(1))?.text).toBe('left behind');
    await next.clear(1);
    expect(await session('s4').read(1)).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('a clear asked for while a backup is being written wins (no backup comes back afterwards)', async () => {
    const store = session('s1');
    const writing = store.write(1, 'x'.repeat(5_000_000), river);
    await store.clear(1);
    await writing;
    expect(await store.read(1)).toBeNull();
  });

  it('keeps a large text exactly, newlines, quotes and non-ASCII letters included', async () => {
    const text = `{"notes":"Brücke\\n\\"Süd\\"","layers":"${'Zm9v'.repeat(1_500_000)}"}\n\nline 3 — ✓`;
    const store = session('s1');
    await store.write(7, text, { path: null, name: 'Ünnamed map' });
    expect(await store.read(7)).toEqual({ text, savedAt: 1_000, ref: { path: null, name: 'Ünnamed map' } });
  });

  it('ignores a damaged backup instead of offering half a map', async () => {
    await session('s1').write(1, 'a whole map', river);
    const [name] = await readdir(folder);
    const file = join(folder, name!);
    await writeFile(file, (await readFile(file, 'utf8')).slice(0, -3));
    await writeFile(join(folder, 'junk.backup'), 'not a backup at all');
    expect(await session('s2').read(1)).toBeNull();
  });
});
