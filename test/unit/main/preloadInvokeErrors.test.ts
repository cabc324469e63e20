// What the page sees of a failed request: the sentence main wrote, without the prefix Electron
// puts on an invoke's rejection; and the path of a dropped file, or null for one made in the page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreloadApi } from '../../../src/shared/ipc/contract';

const electron = vi.hoisted(() => ({ exposed: new Map<string, unknown>(), rejectWith: '' }));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: { invoke: async () => Promise.reject(new Error(electron.rejectWith)), on: () => {}, removeListener: () => {} },
  webUtils: { getPathForFile: (file: { name: string }) => (file.name === 'made-in-page.astar' ? '' : `/dropped/${file.name}`) },
}));

let api: PreloadApi;

beforeAll(async () => {
  vi.stubGlobal('window', { postMessage: () => {} });
  await import('../../../src/preload/index');
  api = electron.exposed.get('astarStudio') as PreloadApi;
});

describe('the preload', () => {
  it.each([
    ["Error invoking remote method 'file:save': FileAccessError: \"river.astar\" could not be saved: the disk is full.", '"river.astar" could not be saved: the disk is full.'],
    ["Error invoking remote method 'file:read': Error: \"gone.astar\" was not found.", '"gone.astar" was not found.'],
    ["Error invoking remote method 'file:read': InvalidArgumentError: file:read needs an absolute path.", 'file:read needs an absolute path.'],
    ['Something else entirely', 'Something else entirely'],
  ])('rejects %j as %j', async (remote, message) => {
    electron.rejectWith = remote;
    await expect(api.invoke('file:read', '/maps/river.astar')).rejects.toThrow(new Error(message));
  });

  it('gives the path of a dropped file, and null for a file with none', () => {
    expect(api.pathForFile({ name: 'river.astar', size: 10 })).toBe('/dropped/river.astar');
    expect(api.pathForFile({ name: 'made-in-page.astar', size: 10 })).toBeNull();
  });
});
