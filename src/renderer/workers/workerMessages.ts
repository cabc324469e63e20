// What the page's file workers (the project codec, import and export) and the page say to each
// other, whatever the work: requests carry an id; the worker says 'ready' once it runs, may report
// a request's progress, and answers it once or says it failed. Also the worker's side of that talk,
// so each worker entry is its service and one call.

/** A request of any worker: the client numbers them from 1. */
export interface NumberedRequest {
  id: number;
}

/** A request without its id (the client numbers them). */
export type Ask<R extends NumberedRequest> = R extends unknown ? Omit<R, 'id'> : never;

/** What a worker posts about requests answering with A. */
export type WorkerMessage<A> =
  /** Sent once when the worker runs; requests wait on the page until then. */
  | { id: 0; kind: 'ready' }
  /** How far request `id` got: a stage ("Reading", "Decoding") and its share done, or null when unknown. */
  | { id: number; kind: 'progress'; stage: string; fraction: number | null }
  | { id: number; kind: 'answer'; answer: A }
  /** `sentence`: `message` tells the user why (a file that cannot be read); otherwise a bug, told as it is. */
  | { id: number; kind: 'failed'; message: string; sentence: boolean };

/** A request's failure as it travels. */
export type WorkerFailure = Extract<WorkerMessage<unknown>, { kind: 'failed' }>;

/** Reports how far a request got: its stage and the share done, or null when unknown. */
export type ProgressReport = (id: number, stage: string, fraction: number | null) => void;

/** An answer and the buffers it may hand over rather than copy. */
export interface ServiceAnswer<A> {
  answer: A;
  transfer: ArrayBuffer[];
}

/** A worker's work apart from the worker (so the page and Node tests run it as it is). */
export interface WorkerService<R extends NumberedRequest, A> {
  answer(request: R): Promise<ServiceAnswer<A>>;
}

/** The failure message for request `id` that threw `error`; `isSentence` tells a user's sentence from a bug. */
export function failureOf(id: number, error: unknown, isSentence: (error: unknown) => boolean): WorkerFailure {
  const message = error instanceof Error ? error.message : String(error);
  return { id, kind: 'failed', message, sentence: isSentence(error) };
}

/**
 * The worker's side, in a worker entry: answers each request with `makeService`'s service, passing
 * on its progress, then says it runs (until then the page keeps its requests, and their buffers).
 */
export function serveInWorker<R extends NumberedRequest, A>(makeService: (progress: ProgressReport) => WorkerService<R, A>, isSentence: (error: unknown) => boolean): void {
  // The slice of DedicatedWorkerGlobalScope used, spelled out so Node's type checks (which reach this file) need no worker types.
  const scope = self as unknown as { postMessage(message: unknown, transfer: Transferable[]): void; onmessage: ((e: MessageEvent<R>) => void) | null };
  const post = (message: WorkerMessage<A>, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  const service = makeService((id, stage, fraction) => post({ id, kind: 'progress', stage, fraction }));
  scope.onmessage = (e: MessageEvent<R>) => {
    const { id } = e.data;
    service.answer(e.data).then(
      ({ answer, transfer }) => post({ id, kind: 'answer', answer }, transfer),
      (error: unknown) => post(failureOf(id, error, isSentence)),
    );
  };
  post({ id: 0, kind: 'ready' });
}
