// Thin adapters that bind the transport-agnostic SearchService to a process: Electron's
// utility-process parentPort (one MessagePort per renderer connection) or Node's process.send.
import type { WorkerControl, WorkerControlReply, WorkerEvent } from '../shared/protocol/messages';
import { SearchService, type SearchServiceOptions } from '../shared/protocol/searchService';

/** The slice of Electron's MessagePortMain the worker uses (typed here: no electron import). */
export interface PortLike {
  on(event: 'message', listener: (e: { data: unknown }) => void): void;
  on(event: 'close', listener: () => void): void;
  postMessage(message: unknown): void;
  start(): void;
}

/** The slice of Electron's `process.parentPort` the worker uses. */
export interface ParentPortLike {
  on(event: 'message', listener: (e: { data: unknown; ports: PortLike[] }) => void): void;
  postMessage(message: unknown): void;
}

/** How the service slices its searches and how many maps it keeps (the entry uses the defaults). */
export type ServiceTuning = Pick<SearchServiceOptions, 'sliceExpansions' | 'maxMaps'>;

const log = (...args: unknown[]) => console.log(`[search-worker ${process.pid}]`, ...args);

/**
 * Utility process: main sends `connect` with a port (each port gets its own service) and pings
 * now and then; a ping is answered as soon as the current search slice ends, so a slice that
 * never ends leaves main's watchdog unanswered.
 */
export function bindToParentPort(parentPort: ParentPortLike, tuning: ServiceTuning = {}): void {
  parentPort.on('message', (e) => {
    const control = e.data as Partial<WorkerControl> | null;
    if (control?.kind === 'ping') {
      parentPort.postMessage({ kind: 'pong' } satisfies WorkerControlReply);
      return;
    }
    const port = e.ports[0];
    if (control?.kind !== 'connect' || !port) {
      log('ignored a message from main that was neither a ping nor a port connection');
      return;
    }
    const service = new SearchService({
      ...tuning,
      emit: (event) => port.postMessage(event),
      schedule: (task) => setImmediate(task),
    });
    port.on('message', (m) => service.handle(m.data));
    port.on('close', () => log('renderer port closed'));
    port.start();
    port.postMessage({ kind: 'ready', pid: process.pid } satisfies WorkerEvent);
    log('connected to a renderer');
  });
}

/** Node child_process.fork (tests and the CLI); the parent must fork with serialization 'advanced'. */
export function bindToNodeProcess(proc: NodeJS.Process, tuning: ServiceTuning = {}): void {
  const send = proc.send?.bind(proc);
  if (!send) throw new Error('bindToNodeProcess needs a process started with an IPC channel (child_process.fork).');
  const service = new SearchService({
    ...tuning,
    emit: (event) => send(event),
    schedule: (task) => setImmediate(task),
  });
  proc.on('message', (m) => service.handle(m));
  proc.on('disconnect', () => proc.exit(0));
  send({ kind: 'ready', pid: proc.pid } satisfies WorkerEvent);
}
