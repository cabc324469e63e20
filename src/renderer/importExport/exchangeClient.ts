// The page's side of the import/export worker (workerClient.ts does the talking): Cancel stops the
// worker outright and the next request starts a new one; where no worker can start, the work runs
// on the page. Requests sent to a worker that died may have moved their buffers there, so they
// fail with a sentence instead of being redone.
import { pageClient, workerClient, type TaskProgress, type WorkerClient, type WorkerClientSpec, type WorkerLike, type WorkerTask } from '../workers/workerClient';
import type { Ask } from '../workers/workerMessages';
import type { ExchangeAnswer, ExchangeRequest } from './exchangeProtocol';
import { errorOf, isSentence } from './exchangeFailure';
import { ExchangeService } from './exchangeService';

/** A request without its id (the client numbers them). */
export type ExchangeAsk = Ask<ExchangeRequest>;
/** Progress of a request: its stage, and the share done (0 to 1) or null when unknown. */
export type ExchangeProgress = TaskProgress;
/** A request under way. */
export type ExchangeTask = WorkerTask<ExchangeAnswer>;
export type ExchangeClient = WorkerClient<ExchangeRequest, ExchangeAnswer>;
/** The slice of a Web Worker the client uses. */
export type ExchangeWorkerLike = WorkerLike<ExchangeRequest, ExchangeAnswer>;

/** The user cancelled an import or export. */
export class ExchangeCancelled extends Error {
  override readonly name = 'ExchangeCancelled';
  constructor() {
    super('Cancelled.');
  }
}

const EXCHANGE: WorkerClientSpec<ExchangeRequest, ExchangeAnswer> = {
  name: 'import/export',
  onPage: (progress) => new ExchangeService(progress),
  isSentence,
  errorOf,
  cancelled: () => new ExchangeCancelled(),
  lost: (_request, why) => new Error(`The import and export worker stopped (${why}); try again.`),
};

const startExchangeWorker = (): ExchangeWorkerLike =>
  new Worker(new URL('./exchange.worker.ts', import.meta.url), { type: 'module', name: 'A* Studio import and export' });

/** The client over a Web Worker (started on first use), or on the page where none can start. */
export function workerExchange(createWorker: () => ExchangeWorkerLike = startExchangeWorker): ExchangeClient {
  return workerClient(EXCHANGE, createWorker);
}

/** The client on the page's own thread (tests, and where no worker can start). */
export function inlineExchange(): ExchangeClient {
  return pageClient(EXCHANGE);
}
