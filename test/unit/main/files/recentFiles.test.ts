// The recent-files list: most recent first, one entry per file however it was named, at most ten,
// files that vanished dropped, kept across restarts, and a damaged list file never in the way.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_FILES_NAME, RecentFiles } from '../../../../src/main/files/recentFiles';

let dataFolder = '';
let maps = '';

/** Creates project files in the maps folder and returns their paths. */
async function projects(...names: string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name) => {
      const path = join(maps, name);
      await writeFile(path, '{}');
      return path;
    }),
  );
}

beforeEach(async () => {
  const root = await mkdtemp(join(tmpdir(), 'astar-recent-'));
  dataFolder = join(root, 'userData'); // not created yet, as on a first start
  maps = join(root, 'maps');
  await mkdir(maps);
});

afterEach(async () => {
  await rm(join(dataFolder, '..'), { recursive: true, force: true });
});

describe('RecentFiles', () => {
  it('lists files most recent first, by name and path, and starts empty', async () => {
    const recent = new RecentFiles(dataFolder);
    expect(await recent.list()).toEqual([]);
    const [river, maze] = await projects('river.astar', 'maze.astar.json');
    await recent.add(river!);
    await recent.add(maze!);
    expect(await recent.list()).toEqual([
      { path: maze, name: 'maze.astar.json' },
      { path: river, name: 'river.astar' },
    ]);
  });

  it('keeps one entry per file: opening it again moves it to the top, however the path was spelt', async () => {
    const recent = new RecentFiles(dataFolder);
    const [river, maze] = await projects('river.astar', 'maze.astar');
    await symlink(river!, join(maps, 'shortcut.astar'));
    await recent.add(river!);
    await recent.add(maze!);
    await recent.add(relative(process.cwd(), join(maps, '..', 'maps', 'river.astar')));
    await recent.add(join(maps, 'shortcut.astar'));
    expect((await recent.list()).map((f) => f.name)).toEqual(['river.astar', 'maze.astar']);
  });

  it('treats paths differing only in letter case as one file where the platform does', async () => {
    const recent = new RecentFiles(dataFolder, { caseInsensitivePaths: true });
    const [lower, upper] = await projects('river.astar', 'RIVER.astar');
    await recent.add(lower!);
    await recent.add(upper!);
    expect(await recent.list()).toEqual([{ path: upper, name: 'RIVER.astar' }]);
  });

  it('keeps the ten most recent', async () => {
    const recent = new RecentFiles(dataFolder);
    const paths = await projects(...Array.from({ length: 12 }, (_, i) => `map-${i}.astar`));
    for (const path of paths) await recent.add(path);
    const listed = (await recent.list()).map((f) => f.name);
    expect(listed).toHaveLength(10);
    expect(listed[0]).toBe('map-11.astar');
    expect(listed.at(-1)).toBe('map-2.astar');
  });

  it('drops files that were deleted or moved when listing, and remembers that', async () => {
    const recent = new RecentFiles(dataFolder);
    const [river, maze] = await projects('river.astar', 'maze.astar');
    await recent.add(river!);
    await recent.add(maze!);
    await rm(river!);
    expect((await recent.list()).map((f) => f.name)).toEqual(['maze.astar']);
    await writeFile(river!, '{}'); // back again: it was dropped, so it stays off the list
    expect((await new RecentFiles(dataFolder).list()).map((f) => f.name)).toEqual(['maze.astar']);
  });

  it('survives a restart (a new list object on the same data folder)', async () => {
    const [river, maze] = await projects('river.astar', 'maze.astar');
    const before = new RecentFiles(dataFolder);
    await before.add(river!);
    await before.add(maze!);
    expect(await new RecentFiles(dataFolder).list()).toEqual(await before.list());
  });

  it('reads a damaged recent.json as an empty list and writes a good one on the next change', async () => {
    await mkdir(dataFolder, { recursive: true });
    await writeFile(join(dataFolder, RECENT_FILES_NAME), '{"version":1,"files":[{"path":"/a.ast');
    const recent = new RecentFiles(dataFolder);
    expect(await recent.list()).toEqual([]);
    const [river] = await projects('river.astar');
    await recent.add(river!);
    expect(JSON.parse(await readFile(join(dataFolder, RECENT_FILES_NAME), 'utf8'))).toMatchObject({ files: [{ path: river }] });
  });

  it('skips entries of the wrong shape and keeps the good ones', async () => {
    const [river, maze] = await projects('river.astar', 'maze.astar');
    await mkdir(dataFolder, { recursive: true });
    const files = [null, 7, { path: 12 }, { path: 'relative/map.astar' }, { path: river, usedAt: 'yesterday' }, { path: river }, { path: maze, usedAt: 5 }];
    await writeFile(join(dataFolder, RECENT_FILES_NAME), JSON.stringify({ version: 1, files }));
    expect((await new RecentFiles(dataFolder).list()).map((f) => f.name)).toEqual(['river.astar', 'maze.astar']);
    await writeFile(join(dataFolder, RECENT_FILES_NAME), '[1, 2, 3]');
    expect(await new RecentFiles(dataFolder).list()).toEqual([]);
  });

  it('loses no file when several are added at once', async () => {
    const recent = new RecentFiles(dataFolder);
    const paths = await projects('a.astar', 'b.astar', 'c.astar', 'd.astar', 'e.astar');
    await Promise.all(paths.map((p) => recent.add(p)));
    expect((await recent.list()).map((f) => f.name).sort()).toEqual(['a.astar', 'b.astar', 'c.astar', 'd.astar', 'e.astar']);
  });

  it('removes one file or all, and tells listeners of every change', async () => {
    const recent = new RecentFiles(dataFolder);
    const heard: string[][] = [];
    const stop = recent.onChange((files) => heard.push(files.map((f) => f.name)));
    const [river, maze] = await projects('river.astar', 'maze.astar');
    await recent.add(river!);
    await recent.add(maze!);
    await recent.remove(river!);
    await recent.clear();
    stop();
    await recent.add(river!);
    expect(heard).toEqual([['river.astar'], ['maze.astar', 'river.astar'], ['maze.astar'], []]);
  });
});
