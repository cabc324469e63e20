// Project files in the browser, with fake pickers and handles: where the File System Access API
// exists, Save As asks once and Save writes the same file again, Open Recent finds it; where it
// does not, a file input opens and a download saves. Refusals and failures come back as
// sentences; a cancelled picker is no error.
import { describe, expect, it } from 'vitest';
import { RecentHandles } from '../../../../../src/renderer/host/web/recentHandles';
import { IdbBackups } from '../../../../../src/renderer/host/web/studioDatabase';
import { WindowBackups } from '../../../../../src/renderer/host/web/windowBackups';
import { createWebFiles } from '../../../../../src/renderer/host/web/webFiles';
import { FakePickers, MemoryRecentHandles } from './fakeFileSystem';

const text = async () => '{"project": true}';

function browser(withPickers: boolean) {
  const disk = new Map<string, string>();
  const pickers = new FakePickers(disk);
  const downloads: { name: string; text: string }[] = [];
  let chosen: File | null = null;
  const recent = new MemoryRecentHandles();
  const files = createWebFiles({
    pickers: withPickers ? pickers : null,
    chooseFile: async () => chosen,
    download: (name, t) => void downloads.push({ name, text: typeof t === 'string' ? t : new TextDecoder().decode(t) }),
    recent: new RecentHandles(recent),
    backups: new WindowBackups(new IdbBackups(Promise.resolve(null)), 'this-tab', async () => new Set()),
  });
  return { files, disk, pickers, downloads, recent, choose: (f: File | null) => (chosen = f) };
}

describe('web files with file handles', () => {
  it('Save As asks where once; Save writes the same file; Open Recent lists and reopens it', async () => {
    const { files, disk, pickers } = browser(true);
    pickers.saveAnswer = 'river.astar';
    const ref = await files.save(null, 'river-valley.astar', text);
    expect(ref).toMatchObject({ name: 'river.astar', path: expect.stringMatching(/^handle:/) });
    expect(pickers.shown).toEqual(['save river-valley.astar']);
    expect(disk.get('river.astar')).toBe('{"project": true}');

    expect(await files.save(ref, 'river.astar', async () => 'second')).toEqual(ref);
    expect(pickers.shown).toHaveLength(1);
    expect(disk.get('river.astar')).toBe('second');

    expect(await files.recent()).toEqual([ref]);
    expect(await files.openPath(ref!.path!)).toEqual({ ref, text: 'second' });
  });

  it('a cancelled picker gives null, not an error', async () => {
    const { files } = browser(true);
    expect(await files.open()).toBeNull();
    expect(await files.save(null, 'x.astar', text)).toBeNull();
  });

  it('the same file opened twice is one recent entry', async () => {
    const { files, disk, pickers } = browser(true);
    disk.set('maze.astar', 'maze text');
    pickers.openAnswer = 'maze.astar';
    const first = await files.open();
    const second = await files.open();
    expect(second?.ref).toEqual(first?.ref);
    expect(await files.recent()).toHaveLength(1);
  });

  it('a refused permission or a failed write is a sentence, and the file on disk stays whole', async () => {
    const { files, disk, pickers, recent } = browser(true);
    pickers.saveAnswer = 'river.astar';
    const ref = await files.save(null, 'river.astar', text);
    const handle = [...recent.records.values()][0]!.handle as unknown as { permission: PermissionState; writeFails: string | null; aborted: number };

    handle.permission = 'denied';
    await expect(files.save(ref, 'river.astar', async () => 'new')).rejects.toThrow(
      'The browser did not let A* Studio write to "river.astar"; allow it when asked, or choose File › Save As… to save elsewhere.',
    );
    handle.permission = 'granted';
    handle.writeFails = 'QuotaExceededError';
    await expect(files.save(ref, 'river.astar', async () => 'new')).rejects.toThrow('"river.astar" could not be saved: the disk is full.');
    expect(handle.aborted).toBe(1);
    expect(disk.get('river.astar')).toBe('{"project": true}');
  });

  it('a recent file that is gone says so and leaves the list', async () => {
    const { files, disk, pickers } = browser(true);
    pickers.saveAnswer = 'old.astar';
    const ref = await files.save(null, 'old.astar', text);
    disk.delete('old.astar');
    await expect(files.openPath(ref!.path!)).rejects.toThrow('"old.astar" could not be read: it was moved, renamed or deleted.');
    expect(await files.recent()).toEqual([]);
  });
});

describe('web files without the File System Access API', () => {
  it('opens with a file input and saves by download under the name given', async () => {
    const { files, downloads, choose } = browser(false);
    choose(new File(['{"a":1}'], 'mine.astar'));
    expect(await files.open()).toEqual({ ref: { path: null, name: 'mine.astar' }, text: '{"a":1}' });
    choose(null);
    expect(await files.open()).toBeNull();

    expect(await files.save(null, 'river-valley.astar', text)).toEqual({ path: null, name: 'river-valley.astar' });
    expect(await files.save({ path: null, name: 'mine.astar' }, 'ignored.astar', text)).toEqual({ path: null, name: 'mine.astar' });
    expect(downloads.map((d) => d.name)).toEqual(['river-valley.astar', 'mine.astar']);
    expect(await files.recent()).toEqual([]);
  });

  it('refuses a file too big to be a project before reading it', async () => {
    const { files } = browser(false);
    const huge = { name: 'huge.astar', size: 600 * 1024 * 1024, text: () => Promise.reject(new Error('read')) } as unknown as File;
    await expect(files.openDropped(huge)).rejects.toThrow('"huge.astar" is 600 MiB, more than any A* Studio project (at most 256 MiB)');
  });
});
