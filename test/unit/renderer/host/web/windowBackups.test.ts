// One recovery backup per tab: a tab never sees another live tab's backup; it offers the newest
// one a closed tab left, and that one goes once this tab writes its own backup or discards it.
import { describe, expect, it } from 'vitest';
import { orphanedBackup, WindowBackups, type BackupRecord } from '../../../../../src/renderer/host/web/windowBackups';
import { MemoryBackups } from './fakeFileSystem';

const record = (windowId: string, savedAt: number): BackupRecord => ({ windowId, savedAt, text: `text of ${windowId}`, ref: null });

describe('orphanedBackup', () => {
  it('is the newest backup of a tab that no longer runs, never this tab\'s or a live one\'s', () => {
    const records = [record('closed-old', 1), record('live', 9), record('closed-new', 5), record('me', 8)];
    expect(orphanedBackup(records, new Set(['live', 'me']), 'me')?.windowId).toBe('closed-new');
    expect(orphanedBackup([record('live', 1)], new Set(['live']), 'me')).toBeNull();
  });
});

describe('WindowBackups', () => {
  const tab = (storage: MemoryBackups, id: string, live: string[] = []) => new WindowBackups(storage, id, async () => new Set([...live, id]), () => 100);

  it('offers what a closed tab left; this tab\'s first write replaces it', async () => {
    const storage = new MemoryBackups();
    await tab(storage, 'closed').write('lost work', { path: 'handle:1', name: 'river.astar' });
    const me = tab(storage, 'me');
    expect(await me.read()).toEqual({ text: 'lost work', savedAt: 100, ref: { path: 'handle:1', name: 'river.astar' } });
    await me.write('restored work', null);
    expect([...storage.records.keys()]).toEqual(['me']);
  });

  it('discarding removes the offered backup and this tab\'s own', async () => {
    const storage = new MemoryBackups();
    await tab(storage, 'closed').write('lost work', null);
    const me = tab(storage, 'me');
    await me.read();
    await me.clear();
    expect(storage.records.size).toBe(0);
  });

  it('leaves a live tab\'s backup alone', async () => {
    const storage = new MemoryBackups();
    await tab(storage, 'other').write('their work', null);
    const me = tab(storage, 'me', ['other']);
    expect(await me.read()).toBeNull();
    await me.clear();
    expect([...storage.records.keys()]).toEqual(['other']);
  });
});
