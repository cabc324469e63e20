// The desktop host with real MessageChannels (Node's, the same API as the browser's) and a stub
// page standing in for the window the preload posts ports to; behind each port a real
// SearchService plays the utility process. Requests wait for the first port, a new generation
// is a restart, and a page loaded after restarts does not report one.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { SEARCH_PORT_MESSAGE, type PreloadApi, type SearchWorkerNotice } from '../../../../src/shared/ipc/contract';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import type { MapSource } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { createElectronHost, type PortInbox } from '../../../../src/renderer/host/electronHost';

const openPorts: MessagePort[] = [];
afterEach(() => {
  for (const p of openPorts.splice(0)) p.close();
});

/** A search worker at the far end of a fresh channel; returns the port the page gets. */
function utilityWorker() {
  const { port1, port2 } = new MessageChannel();
  openPorts.push(port1, port2);
  const received: WorkerRequest['kind'][] = [];
  const service = new SearchService({
    emit: (event, transfer) => port2.postMessage(event, transfer),
    schedule: (task) => setTimeout(task, 0),
    sliceExpansions: 50,
  });
  port2.onmessage = (e: MessageEvent<WorkerRequest>) => {
    received.push(e.data.kind);
    service.handle(e.data);
  };
  return { port: port1, received };
}

/** The page's window as the preload sees it: it posts the port from the page itself. */
class StubPage implements PortInbox {
  private readonly listeners: ((e: MessageEvent) => void)[] = [];
  addEventListener(_type: 'message', listener: (e: MessageEvent) => void): void {
    this.listeners.push(listener);
  }
  handOver(notice: SearchWorkerNotice, port: MessagePort, source: unknown = this): void {
    const e = { source, data: { type: SEARCH_PORT_MESSAGE, notice }, ports: [port] } as unknown as MessageEvent;
    for (const l of this.listeners) l(e);
  }
}

/** The preload bridge, of which the search path uses nothing: every call fails or does nothing. */
const api = {
  invoke: () => Promise.reject(new Error('no main process here')),
  on: () => () => {},
} satisfies Pick<PreloadApi, 'invoke' | 'on'> as unknown as PreloadApi;

function desktopHost() {
  const page = new StubPage();
  const host = createElectronHost(api, page);
  const restarts: string[] = [];
  host.onWorkerRestart((reason) => restarts.push(reason));
  return { page, host, restarts };
}

const grid = createGrid(64, 64);
const map: MapSource = { mapId: 'm', revision: 1, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }) };
const acrossTheTop = { start: 0, goal: 63, options: { ...DEFAULT_SEARCH_OPTIONS } };
const dijkstraCorner = { start: 0, goal: 64 * 64 - 1, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const } };

describe('desktop host', () => {
  it('queues requests made before the first port and sends them once it arrives', async () => {
    const { page, host, restarts } = desktopHost();
    const run = host.search.search(map, acrossTheTop);
    const worker = utilityWorker();
    page.handOver({ generation: 1, reason: 'started' }, worker.port);
    expect((await run.result).status).toBe('found');
    expect(worker.received).toEqual(['load-map', 'search']);
    expect(restarts).toEqual([]);
  });

  it('a port of a new generation is a restart: the search under way fails with the reason, the map goes to the new worker', async () => {
    const { page, host, restarts } = desktopHost();
    const first = utilityWorker();
    page.handOver({ generation: 1, reason: 'started' }, first.port);
    let searching!: () => void;
    const started = new Promise<void>((resolve) => (searching = resolve));
    const lost = host.search.search(map, dijkstraCorner, () => searching());
    await started;

    const second = utilityWorker();
    page.handOver({ generation: 2, reason: 'it did not answer for 5 s' }, second.port);
    expect(restarts).toEqual(['it did not answer for 5 s']);
    await expect(lost.result).rejects.toThrow('The search worker stopped (it did not answer for 5 s) and was restarted.');

    expect((await host.search.search(map, acrossTheTop).result).status).toBe('found');
    expect(second.received).toEqual(['load-map', 'search']);
  });

  it('a page loaded after restarts takes its first port quietly (a reload is not a crash)', async () => {
    const { page, host, restarts } = desktopHost();
    const worker = utilityWorker();
    page.handOver({ generation: 3, reason: 'it was killed' }, worker.port);
    expect((await host.search.search(map, acrossTheTop).result).status).toBe('found');
    expect(restarts).toEqual([]);
  });

  it('takes a port only from the page itself', async () => {
    const { page, host } = desktopHost();
    const foreign = utilityWorker();
    page.handOver({ generation: 1, reason: 'started' }, foreign.port, { not: 'the page' });
    const run = host.search.search(map, acrossTheTop);
    const worker = utilityWorker();
    page.handOver({ generation: 1, reason: 'started' }, worker.port);
    expect((await run.result).status).toBe('found');
    expect(foreign.received).toEqual([]);
    expect(worker.received).toEqual(['load-map', 'search']);
  });
});

describe('desktop host: files, title and closing through the preload', () => {
  /** A preload bridge that records invokes and lets the test send main's events. */
  function bridge() {
    const invoked: [string, unknown[]][] = [];
    const listeners = new Map<string, ((payload: unknown) => void)[]>();
    const api = {
      invoke: (channel: string, ...args: unknown[]) => {
        invoked.push([channel, args]);
        return Promise.resolve(channel === 'file:read' ? { ref: { path: args[0], name: 'x.astar' }, text: 'text' } : null);
      },
      on: (channel: string, l: (payload: unknown) => void) => {
        listeners.set(channel, [...(listeners.get(channel) ?? []), l]);
        return () => {};
      },
      pathForFile: (file: { name: string }) => (file.name === 'from-disk.astar' ? '/home/me/from-disk.astar' : null),
    } as unknown as PreloadApi;
    const send = (channel: string, payload: unknown) => listeners.get(channel)?.forEach((l) => l(payload));
    return { api, invoked, send };
  }

  it('keeps a file main asked to open before the app listened, and hands it to the first listener', () => {
    const { api, send } = bridge();
    const host = createElectronHost(api, new StubPage());
    send('app:open-file', { path: '/maps/argv.astar' });
    const heard: string[] = [];
    host.onOpenFile((r) => heard.push(r.path));
    send('app:open-file', { path: '/maps/second.astar', sample: true });
    expect(heard).toEqual(['/maps/argv.astar', '/maps/second.astar']);
  });

  it('sends files, backups, the title and the close answer on their channels', async () => {
    const { api, invoked } = bridge();
    const host = createElectronHost(api, new StubPage());
    await host.files.save(null, 'river.astar', async () => 'project text');
    await host.files.writeBackup({ text: 'backup text', ref: { path: '/a.astar', name: 'a.astar' }, lineage: 3, seq: 9 });
    await host.files.appendBackup(Uint8Array.from([1, 2]));
    await host.files.openDropped(new File(['x'], 'from-disk.astar'));
    expect(await host.files.openDropped(new File(['made here'], 'in-page.astar'))).toEqual({ ref: { path: null, name: 'in-page.astar' }, text: 'made here' });
    host.setTitle('● river.astar — A* Studio', true);
    host.allowClose();
    expect(invoked).toEqual([
      ['file:save', [null, 'river.astar', 'project text']],
      ['backup:write', ['backup text', { path: '/a.astar', name: 'a.astar' }, 3, 9]],
      ['backup:append', [Uint8Array.from([1, 2])]],
      ['file:read', ['/home/me/from-disk.astar']],
      ['window:set-title', ['● river.astar — A* Studio', true]],
      ['window:allow-close', []],
    ]);
    expect(host.nativeMenu).toBe(true);
  });
});
