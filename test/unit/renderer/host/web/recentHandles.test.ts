// The web's Open Recent list: newest first, one entry per file (a file opened again keeps its
// key and moves up), at most ten.
import { describe, expect, it } from 'vitest';
import { MAX_RECENT_FILES, RecentHandles } from '../../../../../src/renderer/host/web/recentHandles';
import { asHandle, FakeHandle, MemoryRecentHandles } from './fakeFileSystem';

describe('RecentHandles', () => {
  it('keeps one entry per file, newest first, and at most ten', async () => {
    const disk = new Map<string, string>();
    let clock = 0;
    const list = new RecentHandles(new MemoryRecentHandles(), () => ++clock);
    const keys: string[] = [];
    for (let i = 0; i < 12; i++) keys.push(await list.remember(asHandle(new FakeHandle(`map${i}.astar`, disk))));
    const again = await list.remember(asHandle(new FakeHandle('map5.astar', disk)));
    expect(again).toBe(keys[5]);
    const names = (await list.list()).map((r) => r.name);
    expect(names).toHaveLength(MAX_RECENT_FILES);
    expect(names.slice(0, 3)).toEqual(['map5.astar', 'map11.astar', 'map10.astar']);
    expect(names).not.toContain('map0.astar');
    expect(await list.get(keys[0]!)).toBeNull();
  });
});
