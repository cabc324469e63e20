// The charts' data per pane: each run's series (open-list size and expanded f over its steps),
// asked of the worker once per run and kept while the run is shown. A run replaced by a new one
// (Run again) is asked again; a run the worker no longer keeps says so through the compare state.
import type { RunSeries } from '../../shared/engine/trace/series';
import type { CompareState } from './compare.svelte';

/** Points asked per run: enough for a chart a few screens wide (extremes kept within each bucket). */
export const SERIES_POINTS = 1200;

export class PaneSeries {
  /** Series by run id; replaced as a whole so readers see a change. */
  byRun = $state.raw<ReadonlyMap<number, RunSeries>>(new Map());
  private readonly asking = new Set<number>();

  /** @param compareOf the compare state (a getter: a component's prop is read when used) */
  constructor(private readonly compareOf: () => CompareState) {}

  private get compare(): CompareState {
    return this.compareOf();
  }

  /** Asks for the series of every pane's run not yet known, and forgets runs no pane shows. */
  refresh(): void {
    const shown = new Set<number>();
    this.compare.panes.forEach((pane, index) => {
      const run = pane.run;
      if (!run?.steppable || !run.finished) return;
      shown.add(run.id);
      if (this.byRun.has(run.id) || this.asking.has(run.id)) return;
      this.asking.add(run.id);
      this.compare.seriesOf(index, SERIES_POINTS).then(
        (series) => {
          this.asking.delete(run.id);
          if (series && pane.run === run) this.byRun = new Map(this.byRun).set(run.id, series);
        },
        (err: unknown) => {
          this.asking.delete(run.id);
          this.compare.traceFailed(run, err);
        },
      );
    });
    if ([...this.byRun.keys()].some((id) => !shown.has(id))) this.byRun = new Map([...this.byRun].filter(([id]) => shown.has(id)));
  }

  /** The series of pane `index`'s run, once known. */
  of(index: number): RunSeries | null {
    const run = this.compare.panes[index]?.run;
    return run ? (this.byRun.get(run.id) ?? null) : null;
  }
}
