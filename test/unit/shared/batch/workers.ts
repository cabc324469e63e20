// Test helper: search workers in this process (a SearchService behind each SearchClient, messages
// cloned and delivered as over a port: each in a task of its own, so one worker's quick answers
// cannot form a chain of microtasks that starves the other worker's slices), which record what
// they were sent and can be made to crash.
import { SearchClient, type SearchTransport } from '../../../../src/shared/protocol/searchClient';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchService } from '../../../../src/shared/protocol/searchService';

export class InProcessWorker {
  readonly client: SearchClient;
  /** Every request this worker (and the ones that replaced it) was sent, in order. */
  readonly sent: WorkerRequest[] = [];
  /** Called with each request as it is sent (a test's trigger, e.g. crash on the fifth search). */
  onSend: ((request: WorkerRequest) => void) | null = null;
  private service!: SearchService;
  private generation = 0;

  constructor(private readonly sliceExpansions = 1000) {
    this.client = new SearchClient(this.transport());
  }

  /** The worker dies: what it held fails with a restart sentence and a fresh worker takes over. */
  crash(reason = 'it crashed: test'): void {
    this.client.reconnect(this.transport(), reason);
  }

  private transport(): SearchTransport {
    const generation = ++this.generation;
    const alive = () => generation === this.generation;
    this.service = new SearchService({
      // A dead worker's late answers never arrive.
      emit: (event) => setTimeout(() => alive() && this.client.receive(structuredClone(event)), 0),
      schedule: (task) => setTimeout(task, 0),
      sliceExpansions: this.sliceExpansions,
    });
    const service = this.service;
    return {
      post: (request) => {
        this.sent.push(request);
        service.handle(structuredClone(request));
        this.onSend?.(request);
      },
    };
  }
}
