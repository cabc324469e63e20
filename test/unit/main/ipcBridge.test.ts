// Both ends of the IPC contract with Electron replaced by recorders: the preload exposes exactly
// the contract's channels (and never ipcRenderer), and main answers every invoke channel only for
// our own page's main frame.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS, SEARCH_POOL_PORT_CHANNEL, SEARCH_POOL_PORT_MESSAGE, SEARCH_PORT_CHANNEL, SEARCH_PORT_MESSAGE, type PreloadApi } from '../../../src/shared/ipc/contract';

type Listener = (event: unknown, ...args: unknown[]) => unknown;
const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  rendererListeners: new Map<string, Set<(...args: unknown[]) => unknown>>(),
  invoked: [] as unknown[][],
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => electron.invoked.push(args),
    on: (channel: string, listener: Listener) => {
      const set = electron.rendererListeners.get(channel) ?? new Set();
      set.add(listener as never);
      electron.rendererListeners.set(channel, set);
    },
    removeListener: (channel: string, listener: Listener) => electron.rendererListeners.get(channel)?.delete(listener as never),
  },
  ipcMain: { handle: (channel: string, handler: Listener) => electron.handlers.set(channel, handler) },
  app: { getVersion: () => '9.9.9' },
}));

const posted: unknown[][] = [];
let api: PreloadApi;

beforeAll(async () => {
  vi.stubGlobal('window', { postMessage: (...args: unknown[]) => posted.push(args) });
  await import('../../../src/preload/index');
  api = electron.exposed.get('astarStudio') as PreloadApi;
});
afterEach(() => {
  electron.invoked.length = 0;
  posted.length = 0;
});

describe('the preload bridge', () => {
  it('exposes one object with invoke, on and pathForFile, nothing of ipcRenderer', () => {
    expect([...electron.exposed.keys()]).toEqual(['astarStudio']);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on', 'pathForFile']);
  });

  it("forwards the contract's invoke channels and refuses others", async () => {
    await api.invoke('app:get-info');
    expect(electron.invoked).toEqual([['app:get-info']]);
    await expect((api.invoke as (channel: string) => Promise<unknown>)('app:search-worker')).rejects.toThrow('Unknown channel app:search-worker');
    await expect((api.invoke as (channel: string) => Promise<unknown>)('app:search-port')).rejects.toThrow(/Unknown channel/);
    expect(electron.invoked).toEqual([['app:get-info']]);
  });

  it("subscribes to the contract's event channels only, and unsubscribes", () => {
    const heard: unknown[] = [];
    const off = api.on('app:open-file', (request) => heard.push(request));
    for (const listener of electron.rendererListeners.get('app:open-file')!) listener({}, { path: '/maps/cave.astar' });
    expect(heard).toEqual([{ path: '/maps/cave.astar' }]);
    off();
    expect(electron.rendererListeners.get('app:open-file')!.size).toBe(0);
    expect(() => api.on('app:search-port' as never, () => {})).toThrow(/Unknown channel/);
  });

  it("hands the search worker's port to the page's own origin only", () => {
    const port = { name: 'port' };
    for (const listener of electron.rendererListeners.get(SEARCH_PORT_CHANNEL)!) listener({ ports: [port] }, { generation: 2, reason: 'crashed' });
    expect(posted).toEqual([[{ type: SEARCH_PORT_MESSAGE, notice: { generation: 2, reason: 'crashed' } }, '/', [port]]]);
  });

  it("hands a batch pool worker's port to the page's own origin only, with its pool and slot", () => {
    const port = { name: 'pool port' };
    const notice = { pool: 3, slot: 1, generation: 1, reason: 'started' };
    for (const listener of electron.rendererListeners.get(SEARCH_POOL_PORT_CHANNEL)!) listener({ ports: [port] }, notice);
    expect(posted).toEqual([[{ type: SEARCH_POOL_PORT_MESSAGE, notice }, '/', [port]]]);
  });
});

describe("main's IPC handlers", () => {
  beforeAll(async () => {
    const { registerIpcHandlers } = await import('../../../src/main/ipcHandlers');
    const { isTrustedFrame } = await import('../../../src/main/trustedFrame');
    // The file and window channels have their own tests (files/fileChannels.test.ts): stand-ins here.
    const others = Object.fromEntries(INVOKE_CHANNELS.filter((c) => c !== 'app:get-info').map((c) => [c, () => null]));
    registerIpcHandlers((frame) => isTrustedFrame(frame, null), () => ({ id: 1 }), others as never);
  });

  it('handle every invoke channel of the contract', () => {
    expect([...electron.handlers.keys()]).toEqual([...INVOKE_CHANNELS]);
  });

  it('answer our page and refuse a lookalike file:// page or a subframe', async () => {
    const getInfo = electron.handlers.get('app:get-info')!;
    const page = { url: 'app://astar-studio/index.html', parent: null };
    expect(await getInfo({ senderFrame: page })).toMatchObject({ appVersion: '9.9.9', platform: process.platform });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => getInfo({ senderFrame: { url: 'file:///tmp/renderer/index.html', parent: null } })).toThrow('Refused app:get-info from an untrusted frame.');
    expect(() => getInfo({ senderFrame: { url: page.url, parent: page } })).toThrow(/untrusted frame/);
    expect(() => getInfo({ senderFrame: null })).toThrow(/untrusted frame/);
    expect(warn).toHaveBeenCalledWith('[ipc] refused app:get-info from "file:///tmp/renderer/index.html"');
    warn.mockRestore();
  });
});
