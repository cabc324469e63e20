// How a panel asks the search worker about the run shown: a question bound to the run, whose
// failure is handed to the run controller (a recording the worker dropped marks the run lost, so every
// panel says so in one sentence instead of each showing its own error).
import type { TraceQuery } from '../../../shared/protocol/messages';
import type { Run } from '../../runs/run.svelte';
import type { RunQuestion } from '../../runs/runQuestion';
import type { Studio } from '../../state/studio.svelte';

/** Questions about `run`, through the studio's search worker; failures are reported to its runs. */
export function askAbout(studio: Studio, run: Run): RunQuestion {
  return <Q extends TraceQuery>(query: Q) =>
    studio.host.search.traceQuery(run.id, query).catch((err: unknown) => {
      studio.runs.traceFailed(run, err);
      throw err;
    });
}

/** The run the panels can show, with the step to show it at; null when there is none to step through. */
export function shownRun(studio: Studio): Run | null {
  const { runs, doc } = studio;
  return runs.canStep(doc) ? runs.run : null;
}

/** Why the panels show no run, as a sentence that says what to do. */
export function noRunReason(studio: Studio): string {
  const { runs, doc } = studio;
  const run = runs.run;
  if (!run) return 'Step a search (F10) to watch it here, expansion by expansion.';
  if (run.lost) return run.lost;
  if (!run.traced) return 'This run recorded no steps: switch on “Record every step” (More options) and step it with F10.';
  if (runs.isStale(doc)) return 'The map, start or goal changed since this run: step (F10) to start a new search.';
  return 'The search is starting…';
}
