// The page's side of the import/export worker, with a stand-in Worker that runs the real service:
// requests wait until the worker says it runs, progress and answers come back by id, a cancel
// stops the worker (the next request starts another), a worker that cannot start leaves the work
// to the page, and a failure is a sentence for the user or a bug said to be one. The task holder
// shows its progress only once a task has run a moment, and takes one task at a time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportError } from '../../../../src/shared/formats/importError';
import { ExchangeRefusal, failure } from '../../../../src/renderer/importExport/exchangeFailure';
import { ExchangeCancelled, workerExchange, type ExchangeClient, type ExchangeWorkerLike } from '../../../../src/renderer/importExport/exchangeClient';
import type { ExchangeMessage, ExchangeRequest } from '../../../../src/renderer/importExport/exchangeProtocol';
import { ExchangeService } from '../../../../src/renderer/importExport/exchangeService';
import { ExchangeTasks, PROGRESS_DELAY_MS } from '../../../../src/renderer/importExport/exchangeTasks.svelte';

const MAP = 'type octile\nheight 2\nwidth 2\nmap\n..\n.@\n';

/** A Web Worker stand-in running the real service; `start()` posts 'ready'; `hold` keeps answers back. */
class FakeWorker implements ExchangeWorkerLike {
  onmessage: ((e: MessageEvent<ExchangeMessage>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly received: ExchangeRequest['kind'][] = [];
  hold = false;
  private held: (() => void)[] = [];
  private readonly service = new ExchangeService((id, stage, fraction) => this.post({ id, kind: 'progress', stage, fraction }));

  postMessage(message: ExchangeRequest): void {
    this.received.push(message.kind);
    const run = () =>
      this.service.answer(structuredClone(message)).then(
        ({ answer }) => this.post({ id: message.id, kind: 'answer', answer }),
        (error: unknown) => this.post(failure(message.id, error)),
      );
    if (this.hold) this.held.push(run);
    else void run();
  }
  start(): void {
    this.post({ id: 0, kind: 'ready' });
  }
  release(): void {
    for (const run of this.held.splice(0)) run();
  }
  terminate(): void {
    this.terminated = true;
  }
  private post(message: ExchangeMessage): void {
    queueMicrotask(() => this.terminated || this.onmessage?.({ data: structuredClone(message) } as MessageEvent<ExchangeMessage>));
  }
}

function client() {
  const workers: FakeWorker[] = [];
  const exchange = workerExchange(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { exchange, workers };
}

const readMap = (exchange: ExchangeClient, onProgress?: (stage: string, fraction: number | null) => void) =>
  exchange.run({ kind: 'read-map', format: 'movingai', file: new TextEncoder().encode(MAP) }, onProgress);

describe('the worker client', () => {
  it('keeps requests until the worker runs, then passes on their progress and answers', async () => {
    const { exchange, workers } = client();
    const stages: string[] = [];
    const task = readMap(exchange, (stage) => stages.push(stage));
    expect(workers[0]!.received).toEqual([]);
    workers[0]!.start();
    const answer = await task.answer;
    expect(answer.kind === 'grid' && [answer.grid.width, answer.grid.height]).toEqual([2, 2]);
    expect(stages).toEqual(['Reading the file', 'Reading the map']);
  });

  it('cancel stops the worker and rejects the task; the next request starts a new worker', async () => {
    const { exchange, workers } = client();
    const task = readMap(exchange);
    workers[0]!.start();
    workers[0]!.hold = true;
    await vi.waitFor(() => expect(workers[0]!.received).toEqual(['read-map']));
    task.cancel();
    await expect(task.answer).rejects.toBeInstanceOf(ExchangeCancelled);
    expect(workers[0]!.terminated).toBe(true);
    const next = readMap(exchange);
    expect(workers).toHaveLength(2);
    workers[1]!.start();
    expect((await next.answer).kind).toBe('grid');
  });

  it('a worker that cannot start leaves the work to the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const workers: FakeWorker[] = [];
    const exchange = workerExchange(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const task = readMap(exchange);
    workers[0]!.onerror?.({ message: 'blocked by policy' } as ErrorEvent);
    expect((await task.answer).kind).toBe('grid');
    expect((await readMap(exchange).answer).kind).toBe('grid');
    expect(workers).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('a file that cannot be read is a sentence; anything else is said to be a bug', async () => {
    const { exchange, workers } = client();
    const reading = exchange.run({ kind: 'read-map', format: 'movingai', file: new TextEncoder().encode('nonsense') });
    workers[0]!.start();
    const refused = await reading.answer.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ExchangeRefusal);
    expect(failure(1, new ImportError('Bad file.')).sentence).toBe(true);
    const bug = await exchange.run({ kind: 'image-grid', image: 99, mapping: [], palette: [] }).answer.catch((e: unknown) => e);
    expect(bug).not.toBeInstanceOf(ExchangeRefusal);
    expect((bug as Error).message).toBe("The image is no longer held by the import worker; import it again. (this is a bug in A* Studio's import and export).");
  });
});

describe('the task under way', () => {
  afterEach(() => vi.useRealTimers());

  it('shows its progress only after a moment, and one task runs at a time', async () => {
    vi.useFakeTimers();
    const { exchange, workers } = client();
    const tasks = new ExchangeTasks(exchange);
    const done = tasks.run('Importing small.map', { kind: 'read-map', format: 'movingai', file: new TextEncoder().encode(MAP) });
    expect(tasks.running).toBe(true);
    expect(tasks.progress).toBeNull();
    await expect(tasks.run('Another', { kind: 'release', held: 1 })).rejects.toThrow('Another import or export is under way; wait for it to finish (or cancel it), then try again.');
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(tasks.progress).toEqual({ label: 'Importing small.map', stage: 'Starting', fraction: null });
    workers[0]!.start();
    await vi.runAllTimersAsync();
    expect((await done).kind).toBe('grid');
    expect(tasks.running).toBe(false);
    expect(tasks.progress).toBeNull();
  });

  it('Cancel ends the task with ExchangeCancelled and frees the holder', async () => {
    const { exchange } = client();
    const tasks = new ExchangeTasks(exchange);
    const done = tasks.run('Importing small.map', { kind: 'read-map', format: 'movingai', file: new TextEncoder().encode(MAP) });
    tasks.cancel();
    await expect(done).rejects.toBeInstanceOf(ExchangeCancelled);
    expect(tasks.running).toBe(false);
  });
});
