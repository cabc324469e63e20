// Thin adapters that bind the transport-agnostic SearchService to a process: Electron's
// utility-process parentPort (one MessagePort per renderer connection) or Node's process.send.
import { SearchService } from '../shared/protocol/searchService';
import type { WorkerEvent } from '../shared/protocol/messages';

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
}

const log = (...args: unknown[]) => console.log(`[search-worker ${process.pid}]`, ...args);

/** Utility process: main sends `{ kind: 'connect' }` with a port; each port gets its own service. */
export function bindToParentPort(parentPort: ParentPortLike): void {
  parentPort.on('message', (e) => {
    const port = e.ports[0];
    if ((e.data as { kind?: unknown } | null)?.kind !== 'connect' || !port) {
      log('ignored a message from main that was not a port connection');
      return;
    }
    const service = new SearchService({
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
export function bindToNodeProcess(proc: NodeJS.Process): void {
  const send = proc.send?.bind(proc);
  if (!send) throw new Error('bindToNodeProcess needs a process started with an IPC channel (child_process.fork).');
  const service = new SearchService({
    emit: (event) => send(event),
    schedule: (task) => setImmediate(task),
  });
  proc.on('message', (m) => service.handle(m));
  proc.on('disconnect', () => proc.exit(0));
  send({ kind: 'ready', pid: proc.pid } satisfies WorkerEvent);
}
