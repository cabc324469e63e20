// Search runs: the options the user picked, the run under way, and the last result. A result
// remembers the map revision it was computed on, so the UI can say when it is out of date.
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions, type SearchResult } from '../../shared/engine/index';
import type { RunningSearch } from '../../shared/protocol/searchClient';
import type { Host } from '../host/host';
import type { MapDocument } from './document.svelte';

/** Maps up to this many cells record a trace (explored cells, replay) by default. */
export const TRACE_BY_DEFAULT_MAX_CELLS = 1 << 20;

export class SearchRuns {
  options = $state<SearchOptions>({ ...DEFAULT_SEARCH_OPTIONS, recordTrace: true });
  running = $state(false);
  /** Nodes expanded so far by the run under way. */
  progress = $state(0);
  result = $state.raw<SearchResult | null>(null);
  /** The map revision `result` was computed on. */
  resultRevision = $state(-1);
  /** A sentence for the user when the last run could not finish. */
  error = $state<string | null>(null);
  private current: RunningSearch | null = null;

  constructor(private readonly host: Host) {
    host.onWorkerRestart(() => {
      this.running = false;
      this.current = null;
    });
  }

  /** Whether the shown result still matches the map. */
  /**
   * A full trace costs about 25 bytes per event, several events per cell: on maps over a million
   * cells a search could need gigabytes, so recording starts off there (the user can turn it on).
   */
  suitTraceTo(cells: number): void {
    this.options.recordTrace = cells <= TRACE_BY_DEFAULT_MAX_CELLS;
  }

  isStale(doc: MapDocument): boolean {
    return this.result !== null && this.resultRevision !== doc.revision;
  }

  async run(doc: MapDocument): Promise<void> {
    if (this.running) return;
    this.error = null;
    if (doc.start < 0 || doc.goal < 0) {
      this.error = 'Place a start and a goal on the map first (right-click a cell, or use the Start and Goal tools).';
      return;
    }
    if (!doc.isPassable(doc.start)) {
      const name = doc.grid.palette[doc.grid.terrain[doc.start]!]?.name ?? 'impassable terrain';
      this.error = `The start is on ${name}, which cannot be entered; move the start to a passable cell.`;
      return;
    }
    this.running = true;
    this.progress = 0;
    const revision = doc.revision;
    try {
      await this.host.search.syncMap(doc.id, revision, () => doc.snapshot());
      this.current = this.host.search.search(
        doc.id,
        revision,
        { start: doc.start, goal: doc.goal, options: $state.snapshot(this.options) as SearchOptions },
        (expanded) => (this.progress = expanded),
      );
      const result = await this.current.result;
      this.result = result;
      this.resultRevision = revision;
    } catch (err) {
      this.error = err instanceof Error ? err.message : String(err);
    } finally {
      this.running = false;
      this.current = null;
    }
  }

  cancel(): void {
    this.current?.cancel();
  }

  clear(): void {
    this.result = null;
    this.resultRevision = -1;
    this.error = null;
  }
}
