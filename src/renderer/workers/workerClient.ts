// The page's side of a page worker (the project codec, import and export, the analysis colours): starts the worker on
// first use, keeps requests until it says it runs, passes on progress and settles each request with
// its answer. Cancel stops the worker outright (a decode cannot be interrupted otherwise) and the
// next request starts a new one. If no worker can start, or one dies (a browser or page policy
// forbids it, memory runs out), the work runs on the page from then on: the window pauses on big
// files, but works. The same service answers on the page, with the same errors.
import { failureOf, type Ask, type NumberedRequest, type WorkerFailure, type WorkerMessage, type WorkerService } from './workerMessages';

/** Progress of a request: its stage, and the share done (0 to 1) or null when unknown. */
export type TaskProgress = (stage: string, fraction: number | null) => void;

/** A request under way. */
export interface WorkerTask<A> {
  readonly answer: Promise<A>;
  /** Stops it: `answer` rejects with the client's cancelled error, and what the worker held is gone. */
  cancel(): void;
}

export interface WorkerClient<R extends NumberedRequest, A> {
  /** Sends `ask`; `transfer` lists buffers to move to the worker (pass copies the page no longer needs). */
  run(ask: Ask<R>, onProgress?: TaskProgress, transfer?: Transferable[]): WorkerTask<A>;
}

/** The slice of a Web Worker the client uses. */
export interface WorkerLike<R, A> {
  onmessage: ((e: MessageEvent<WorkerMessage<A>>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: R, transfer: Transferable[]): void;
  terminate(): void;
}

/** What makes one worker's client: its worker, its service for the page, and how its errors read. */
export interface WorkerClientSpec<R extends NumberedRequest, A> {
  /** Names the work in the console's warning: "import/export". */
  readonly name: string;
  /** The service that answers on the page, reporting progress to the function it is given. */
  onPage(progress: (id: number, stage: string, fraction: number | null) => void): WorkerService<R, A>;
  /** Whether an error the service throws is a sentence for the user (else a bug). */
  isSentence(error: unknown): boolean;
  /** The error the page raises for a failed request. */
  errorOf(failure: WorkerFailure): Error;
  /** The error a cancelled request rejects with. */
  cancelled(): Error;
  /** For a request the dead worker had: the error to reject it with, or null to redo it on the page (it moved nothing there). */
  lost(request: R, why: string): Error | null;
}

interface Pending<R, A> {
  request: R;
  transfer: Transferable[];
  onProgress: TaskProgress | undefined;
  resolve(answer: A): void;
  reject(error: Error): void;
}

/** The client over a worker that `createWorker` starts (on first use), or on the page where none can start. */
export function workerClient<R extends NumberedRequest, A>(spec: WorkerClientSpec<R, A>, createWorker: () => WorkerLike<R, A>): WorkerClient<R, A> {
  let worker: WorkerLike<R, A> | null = null;
  let ready = false;
  let failed = false;
  let nextId = 1;
  /** Requests sent to the worker, awaiting its answer. */
  const sent = new Map<number, Pending<R, A>>();
  /** Requests waiting for the worker to start. */
  let waiting: Pending<R, A>[] = [];
  const page = pageClient(spec);

  const runOnPage = (p: Pending<R, A>) => {
    const { id: _id, ...ask } = p.request;
    page.run(ask as Ask<R>, p.onProgress).answer.then(p.resolve, p.reject);
  };
  const post = (w: WorkerLike<R, A>, p: Pending<R, A>) => {
    sent.set(p.request.id, p);
    w.postMessage(p.request, p.transfer);
  };
  const stop = () => {
    worker?.terminate();
    worker = null;
    ready = false;
  };
  const giveUp = (why: string) => {
    console.warn(`[${spec.name}] the worker stopped (${why}); its work runs on the page instead`);
    failed = true;
    stop();
    for (const p of sent.values()) {
      const error = spec.lost(p.request, why);
      if (error) p.reject(error);
      else runOnPage(p);
    }
    sent.clear();
    for (const p of waiting) runOnPage(p);
    waiting = [];
  };
  const started = (): WorkerLike<R, A> | null => {
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
        else p.reject(spec.errorOf(message));
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
      let pending!: Pending<R, A>;
      const answer = new Promise<A>((resolve, reject) => {
        pending = { request: { ...ask, id } as unknown as R, transfer, onProgress, resolve, reject };
      });
      const w = started();
      if (!w) runOnPage(pending);
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
          for (const p of cancelled) p.reject(spec.cancelled());
        },
      };
    },
  };
}

/** The client on the page's own thread (tests, and where no worker can start): the same answers and errors. */
export function pageClient<R extends NumberedRequest, A>(spec: WorkerClientSpec<R, A>): WorkerClient<R, A> {
  let nextId = 1;
  const listeners = new Map<number, TaskProgress | undefined>();
  const service = spec.onPage((id, stage, fraction) => listeners.get(id)?.(stage, fraction));
  return {
    run(ask, onProgress) {
      const id = nextId++;
      listeners.set(id, onProgress);
      let cancelled = false;
      const answer = service
        .answer({ ...ask, id } as unknown as R)
        .then(
          ({ answer: a }) => {
            if (cancelled) throw spec.cancelled();
            return a;
          },
          (error: unknown) => {
            if (cancelled) throw spec.cancelled();
            throw spec.errorOf(failureOf(id, error, spec.isSentence));
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
