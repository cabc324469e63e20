// Web Worker entry: the same SearchService the utility process runs, bound to `self`.
import type { WorkerEvent } from '../../shared/protocol/messages';
import { SearchService } from '../../shared/protocol/searchService';

const scope = self as unknown as DedicatedWorkerGlobalScope;

// A MessageChannel yields to pending messages faster than setTimeout's clamped 4 ms.
const channel = new MessageChannel();
const tasks: (() => void)[] = [];
channel.port1.onmessage = () => tasks.shift()?.();

const service = new SearchService({
  emit: (event, transfer) => scope.postMessage(event, transfer),
  schedule: (task) => {
    tasks.push(task);
    channel.port2.postMessage(null);
  },
});
scope.onmessage = (e: MessageEvent) => service.handle(e.data);
scope.postMessage({ kind: 'ready', pid: null } satisfies WorkerEvent);
