// What one pane's run asks of the search worker: a new run (recorded as far as asked, or untraced
// to its end) and a kept run taken further. The controller decides which, and what to show after;
// these say what each request did to the pane: its new run, a lost recording, or the sentence why
// it failed.
import type { Breakpoint } from '../../shared/debug/breakpoint';
import type { DebugState } from '../../shared/protocol/messages';
import type { MapSource } from '../../shared/protocol/searchClient';
import type { Host } from '../host/host';
import type { MapDocument } from '../state/document.svelte';
import { Run } from './run.svelte';
import type { RunCheck } from './runChecks';
import type { RunPane } from './runPane.svelte';
import { runQueryOf } from './runSources';

/** What a request tells the controller while it runs. */
export interface RequestSink {
  /** The request under way: what Esc cancels. */
  busy(request: { cancel(): void }): void;
  progress(expanded: number): void;
  /** Shows `run` in the pane in place of its last (freeing the old recording). */
  replace(run: Run | null): void;
  /** Whether the command is still the newest: a late answer to an older one is dropped. */
  latest(): boolean;
}

/** Starts `pane`'s new run: recorded up to `until` (null: the end) or a breakpoint, or untraced to its end; the state it stopped at. */
export async function startRun(
  host: Host,
  pane: RunPane,
  { options, traced }: RunCheck,
  at: { doc: MapDocument; source: MapSource; until: number | null; breakpoints: Breakpoint[] },
  sink: RequestSink,
): Promise<DebugState | null> {
  const { doc, source } = at;
  const query = runQueryOf(doc, source, options);
  const searchQuery = { start: doc.start, goal: doc.goal, options };
  const onProgress = (expanded: number) => sink.latest() && sink.progress(expanded);
  try {
    if (traced) {
      const started = host.search.debug(source, searchQuery, { until: at.until, breakpoints: at.breakpoints }, onProgress);
      const run = new Run(started.run, true, query);
      sink.replace(run);
      sink.busy(started);
      const state = await started.state;
      if (sink.latest() && pane.run === run) run.update(state);
      return state;
    }
    const search = host.search.search(source, searchQuery, onProgress);
    sink.busy(search);
    const result = await search.result;
    if (!sink.latest()) return null;
    const run = new Run(-1, false, query);
    run.result = result;
    sink.replace(run);
  } catch (err) {
    if (!sink.latest()) return null;
    pane.error = messageOf(err);
    // A run that never got going has nothing to show.
    const run = pane.run;
    if (run && run.summary === null && run.result === null) sink.replace(null);
  }
  return null;
}

/** Takes `pane`'s kept run on from step `from`: to `until` (null: the end), or the first breakpoint after `from`. */
export async function advanceRun(
  host: Host,
  pane: RunPane,
  at: { from: number; until: number | null; breakpoints: Breakpoint[] },
  sink: RequestSink,
): Promise<DebugState | null> {
  const run = pane.run!;
  const current = () => sink.latest() && pane.run === run;
  pane.error = null;
  const request = host.search.advance(run.id, at.from, at.until, at.breakpoints, (expanded) => current() && sink.progress(expanded));
  sink.busy(request);
  try {
    const state = await request.state;
    if (current()) run.update(state);
    return state;
  } catch (err) {
    if (current()) {
      if ((err as { code?: string }).code === 'unknown-run') run.lost = messageOf(err);
      else pane.error = messageOf(err);
    }
    return null;
  }
}

export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
