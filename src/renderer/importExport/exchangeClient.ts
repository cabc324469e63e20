// The page's side of the import/export worker: sends a request, passes on its progress, and
// settles with its answer. Cancel stops the worker outright (a decode cannot be interrupted
// otherwise) and the next request starts a new one. If no worker can start (a browser or page
// policy forbids it), the work runs on the page: the window pauses on big files, but works.
import type { ExchangeAnswer, ExchangeMessage, ExchangeRequest } from './exchangeProtocol';
import { errorOf, failure } from './exchangeFailure';
import { ExchangeService } from './exchangeService';

/** A request without its id (the client numbers them). */
export type ExchangeAsk = ExchangeRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Progress of a request: its stage, and the share done (0 to 1) or null when unknown. */
export type ExchangeProgress = (stage: string, fraction: number | null) => void;

/** A request under way. */
export interface ExchangeTask {
  readonly answer: Promise<ExchangeAnswer>;
  /** Stops it: `answer` rejects with ExchangeCancelled, and what the worker held is gone. */
  cancel(): void;
}

/** The user cancelled an import or export. */
export class ExchangeCancelled extends Error {
  override readonly name = 'ExchangeCancelled';
  constructor() {
    super('Cancelled.');
  }
}

export interface ExchangeClient {
  /** Sends `ask`; `transfer` lists buffers to move to the worker (pass copies the page no longer needs). */
  run(ask: ExchangeAsk, onProgress?: ExchangeProgress, transfer?: Transferable[]): ExchangeTask;
}

/** The slice of a Web Worker the client uses. */
export interface ExchangeWorkerLike {
  onmessage: ((e: MessageEvent<ExchangeMessage>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: ExchangeRequest, transfer: Transferable[]): void;
  terminate(): void;
}

interface Pending {
  request: ExchangeRequest;
  transfer: Transferable[];
  onProgress: ExchangeProgress | undefined;
  resolve(answer: ExchangeAnswer): void;
  reject(error: Error): void;
}

const startExchangeWorker = (): ExchangeWorkerLike =>
  new Worker(new URL('./exchange.worker.ts', import.meta.url), { type: 'module', name: 'A* Studio import and export' });

/** The client over a Web Worker (started on first use), or on the page where none can start. */
export function workerExchange(createWorker: () => ExchangeWorkerLike = startExchangeWorker): ExchangeClient {
  let worker: ExchangeWorkerLike | null = null;
  let ready = false;
  let failed = false;
  let nextId = 1;
  const sent = new Map<number, Pending>();
  let waiting: Pending[] = [];
  const inline = inlineExchange();

  const runInline = (p: Pending) => {
    const { id: _id, ...ask } = p.request;
    const task = inline.run(ask as ExchangeAsk, p.onProgress);
    task.answer.then(p.resolve, p.reject);
  };
  const post = (w: ExchangeWorkerLike, p: Pending) => {
    sent.set(p.request.id, p);
    w.postMessage(p.request, p.transfer);
  };
  const stop = () => {
    worker?.terminate();
    worker = null;
    ready = false;
  };
  const giveUp = (why: string) => {
    console.warn(`[import/export] the worker stopped (${why}); reading and writing files on the page instead`);
    failed = true;
    stop();
    // Requests sent to the dead worker may have moved their buffers there: they cannot be redone here.
    for (const p of sent.values()) p.reject(new Error(`The import and export worker stopped (${why}); try again.`));
    sent.clear();
    for (const p of waiting) runInline(p);
    waiting = [];
  };
  const started = (): ExchangeWorkerLike | null => {
    if (worker || failed) return worker;
    try {
      const w = createWorker();
      w.onmessage = (e) => {
        const message = e.data;
        if (message.kind === 'ready') {
          ready = true;
          for (const p of waiting) post(w, p);
          waiting = [];
          return;
        }
        const p = sent.get(message.id);
        if (!p) return;
        if (message.kind === 'progress') return p.onProgress?.(message.stage, message.fraction);
        sent.delete(message.id);
        if (message.kind === 'answer') p.resolve(message.answer);
        else p.reject(errorOf(message));
      };
      w.onerror = (e) => giveUp(e.message || 'it could not start');
      worker = w;
    } catch (error) {
      giveUp(String(error));
    }
    return worker;
  };

  return {
    run(ask, onProgress, transfer = []) {
      const id = nextId++;
      let pending!: Pending;
      const answer = new Promise<ExchangeAnswer>((resolve, reject) => {
        pending = { request: { ...ask, id } as ExchangeRequest, transfer, onProgress, resolve, reject };
      });
      const w = started();
      if (!w) runInline(pending);
      else if (ready) post(w, pending);
      else waiting.push(pending);
      return {
        answer,
        cancel: () => {
          if (!sent.has(id) && !waiting.includes(pending)) return;
          // Every request in the worker goes with it: the page runs one import or export at a time.
          stop();
          const cancelled = [...sent.values(), ...waiting];
          sent.clear();
          waiting = [];
          for (const p of cancelled) p.reject(new ExchangeCancelled());
        },
      };
    },
  };
}

/** The client on the page's own thread (tests, and where no worker can start). */
export function inlineExchange(): ExchangeClient {
  let nextId = 1;
  const listeners = new Map<number, ExchangeProgress | undefined>();
  const service = new ExchangeService((id, stage, fraction) => listeners.get(id)?.(stage, fraction));
  return {
    run(ask, onProgress) {
      const id = nextId++;
      listeners.set(id, onProgress);
      let cancelled = false;
      const answer = service
        .answer({ ...ask, id } as ExchangeRequest)
        .then(
          ({ answer: a }) => {
            if (cancelled) throw new ExchangeCancelled();
            return a;
          },
          (error: unknown) => {
            if (cancelled) throw new ExchangeCancelled();
            throw errorOf(failure(id, error));
          },
        )
        .finally(() => listeners.delete(id));
      return {
        answer,
        cancel: () => {
          cancelled = true;
          listeners.delete(id);
        },
      };
    },
  };
}
