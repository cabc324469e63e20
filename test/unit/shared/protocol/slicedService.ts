// A SearchService whose turns the test runs by hand: one slice at a time (to send a ping between
// two) or all of them; the replies are read by request id (progress events are news, not replies).
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchService } from '../../../../src/shared/protocol/searchService';

export function slicedService() {
  const events: WorkerEvent[] = [];
  const tasks: (() => void)[] = [];
  const s = new SearchService({ emit: (e) => events.push(e), schedule: (t) => tasks.push(t) });
  const send = (request: WorkerRequest) => s.handle(request);
  /** Runs every turn until none is left; returns how many there were. */
  const runAll = () => {
    let turns = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      turns++;
    }
    return turns;
  };
  return { send, events, tasks, runAll, reply: (id: number) => events.find((e) => e.kind !== 'ready' && e.kind !== 'progress' && e.requestId === id) };
}
