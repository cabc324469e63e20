// "Search all pairs" of the scenario list: every pair searched with the search settings in use, on
// a pool of search workers (untraced, the debugger left alone), our length written beside each
// listed one as answers come, with progress and Cancel. The map is copied when it starts, so
// painting meanwhile does not change the answers.
import { runBatch, type RunningBatch } from '../../shared/batch/runner';
import { BatchInputError, scenarioPairs } from '../../shared/batch/pairs';
import type { BatchJob } from '../../shared/batch/plan';
import type { SearchOptions } from '../../shared/engine/index';
import { batchWorkerCount } from '../batch/batchSettings';
import { copyOf } from '../batch/batchState.svelte';
import type { SearchPool } from '../host/host';
import type { Studio } from '../state/studio.svelte';
import type { ScenarioList } from './scenarioList.svelte';

/** How often (in answers) the list's column is redrawn while the searches run. */
const SHOW_EVERY = 64;

export class ScenarioSweep {
  /** Pairs answered and pairs in all while running; total 0 when idle. */
  done = $state(0);
  total = $state(0);
  private running: RunningBatch | null = null;
  private cancelled = false;

  constructor(
    private readonly studio: Studio,
    private readonly list: ScenarioList,
  ) {}

  get active(): boolean {
    return this.total > 0;
  }

  /** Searches every pair of the list; what is answered stays when it is cancelled. */
  async run(): Promise<void> {
    const { list, studio } = this;
    if (this.active || list.searching || list.mismatch !== null || list.entries.length === 0) return;
    const { doc, runs } = studio;
    const entries = list.entries;
    const snapshot = doc.snapshot();
    let pool: SearchPool | null = null;
    this.cancelled = false;
    this.done = 0;
    this.total = entries.length;
    try {
      const options: SearchOptions = { ...($state.snapshot(runs.options) as SearchOptions), recordTrace: false };
      const jobs: BatchJob[] = scenarioPairs(snapshot, entries, list.name ?? 'The scenario file').map((query, id) => ({
        id,
        query,
        config: 0,
        movement: '',
        search: { start: query.start, goal: query.goal, options },
      }));
      pool = await studio.host.openSearchPool(batchWorkerCount());
      if (this.cancelled) return;
      const ours = new Float64Array(entries.length).fill(NaN);
      const show = () => {
        if (list.entries === entries) list.ours = ours.slice();
      };
      this.running = runBatch(pool.clients, { mapId: `${doc.id}-scenarios`, revision: doc.revision, snapshot: () => copyOf(snapshot) }, jobs, {
        onOutcome: (job, outcome) => {
          if (outcome.status === 'found') ours[job.query.index] = outcome.cost;
          else if (outcome.status === 'unreachable') ours[job.query.index] = Infinity;
        },
        onProgress: (done, total) => {
          this.done = done;
          if (done % SHOW_EVERY === 0 || done === total) show();
        },
      });
      const end = await this.running.done;
      show();
      if (end.message) studio.notify('error', end.message, 15000);
    } catch (error) {
      const message = error instanceof BatchInputError ? error.message : `The pairs could not be searched (${error instanceof Error ? error.message : String(error)}); try again.`;
      studio.notify('error', message, 15000);
    } finally {
      pool?.close();
      this.running = null;
      this.done = 0;
      this.total = 0;
    }
  }

  /** Stops the searches; the pairs answered so far keep their lengths. */
  cancel(): void {
    this.cancelled = true;
    this.running?.cancel();
  }
}
