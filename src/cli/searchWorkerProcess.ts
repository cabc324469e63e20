// The other side of `batch`'s workers: the CLI's own file, forked with SEARCH_WORKER_ROLE set,
// answers the search worker protocol over Node's IPC channel with the same SearchService the app's
// workers run (src/worker binds it the same way; the layers keep the CLI from importing it).
import type { WorkerEvent } from '../shared/protocol/messages';
import { SearchService } from '../shared/protocol/searchService';

/** The environment variable that makes the forked CLI a search worker, and its value. */
export const SEARCH_WORKER_ROLE = { name: 'ASTAR_STUDIO_ROLE', value: 'search-worker' } as const;

/** Whether this process was forked by `batch` to be one of its search workers. */
export function isSearchWorkerProcess(proc: NodeJS.Process): boolean {
  return proc.env[SEARCH_WORKER_ROLE.name] === SEARCH_WORKER_ROLE.value && typeof proc.send === 'function';
}

/** Serves searches to the parent until it disconnects (the parent must fork with serialization 'advanced'). */
export function serveSearches(proc: NodeJS.Process): void {
  const send = proc.send!.bind(proc);
  const service = new SearchService({ emit: (event) => send(event), schedule: (task) => setImmediate(task) });
  proc.on('message', (m) => service.handle(m));
  proc.on('disconnect', () => proc.exit(0));
  send({ kind: 'ready', pid: proc.pid } satisfies WorkerEvent);
}
