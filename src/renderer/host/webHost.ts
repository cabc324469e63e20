// The web build's host: searches in a Web Worker (restarted if it crashes), no native menu.
import type { AppInfo } from '../../shared/ipc/contract';
import type { WorkerEvent, WorkerRequest } from '../../shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../../shared/protocol/searchClient';
import type { Host } from './host';
import { Listeners } from './listeners';

export function createWebHost(appVersion: string): Host {
  const restarts = new Listeners<string>();
  let worker: Worker;
  const transport: SearchTransport = {
    post: (request: WorkerRequest, transfer: ArrayBuffer[]) => worker.postMessage(request, transfer),
  };
  const search = new SearchClient(transport);

  const start = () => {
    worker = new Worker(new URL('./searchWorker.web.ts', import.meta.url), { type: 'module', name: 'A* Studio search' });
    worker.onmessage = (e: MessageEvent<WorkerEvent>) => search.receive(e.data);
    worker.onerror = (e) => restart(`it crashed: ${e.message || 'unknown error'}`);
    worker.onmessageerror = () => restart('it sent a message that could not be read');
  };
  const restart = (reason: string) => {
    worker.terminate();
    start();
    search.reconnect(transport, reason);
    restarts.emit(reason);
  };
  start();

  return {
    kind: 'web',
    search,
    onWorkerRestart: (l) => restarts.add(l),
    onMenuCommand: () => () => {},
    appInfo: async (): Promise<AppInfo> => ({
      appVersion,
      electronVersion: '',
      chromeVersion: /Chrome\/([\d.]+)/.exec(navigator.userAgent)?.[1] ?? '',
      platform: 'web',
    }),
  };
}
