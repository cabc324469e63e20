// Search runs: the options the user picked, the run under way, and the last result. A result
// remembers the document version it was computed on, so the UI can say when it is out of date.
import { DEFAULT_SEARCH_OPTIONS, algorithmInfo, firstSettingsProblem, type SearchOptions, type SearchResult } from '../../shared/engine/index';
import type { MapSource, RunningSearch } from '../../shared/protocol/searchClient';
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
  /** The document version `result` was computed on (cells, palette, start and goal: see MapDocument.version). */
  resultVersion = $state(-1);
  /** A sentence for the user when the last run could not finish. */
  error = $state<string | null>(null);
  /** The run under way (its map upload, then its search), so Esc can stop it at either stage. */
  private current: RunningSearch | null = null;
  /** Counts runs started, so a run's late answer never overwrites a newer run's state. */
  private started = 0;

  constructor(private readonly host: Host) {
    host.onWorkerRestart(() => {
      this.running = false;
      this.current = null;
    });
  }

  /**
   * Takes the settings a project was saved with, for a map of `cells` cells. Recording the trace
   * (which shows the explored cells) is switched on for maps up to a million cells whatever the
   * file says; above that a full trace costs about 25 bytes per event, several events per cell,
   * so a search could need gigabytes: it stays as the file has it (off unless the user chose it).
   */
  useSettings(settings: SearchOptions, cells: number): void {
    // Assigned into the same object: the settings panel binds to its fields.
    Object.assign(this.options, {
      ...settings,
      heightCosting: settings.heightCosting ? { ...settings.heightCosting } : null,
      recordTrace: settings.recordTrace || cells <= TRACE_BY_DEFAULT_MAX_CELLS,
    });
  }

  /** Whether the shown result still matches the map. */
  isStale(doc: MapDocument): boolean {
    return this.result !== null && this.resultVersion !== doc.version;
  }

  async run(doc: MapDocument): Promise<void> {
    if (this.running) return;
    // A typed setting out of bounds (shown beside its field) stops the run with the same sentence.
    this.error = firstSettingsProblem(this.options);
    if (this.error !== null) return;
    if (doc.start < 0 || doc.goal < 0) {
      this.error = 'Place a start and a goal on the map first (right-click a cell, or use the Start and Goal tools).';
      return;
    }
    if (!doc.isPassable(doc.start)) {
      const name = doc.grid.palette[doc.grid.terrain[doc.start]!]?.name ?? 'impassable terrain';
      this.error = `The start is on ${name}, which cannot be entered; move the start to a passable cell.`;
      return;
    }
    const run = ++this.started;
    const latest = () => this.started === run;
    this.running = true;
    this.progress = 0;
    const revision = doc.revision, version = doc.version;
    const source: MapSource = {
      mapId: doc.id,
      revision,
      snapshot: () => {
        // Taken at once when the run starts; later only if the worker dropped the map meanwhile.
        if (doc.revision !== revision) throw new Error('The map changed while the search was starting; run the search again.');
        return doc.snapshot();
      },
    };
    const options = $state.snapshot(this.options) as SearchOptions;
    // "Record every step" is the app's default; an algorithm that cannot record (JPSW) runs without
    // it instead of being refused (the panel says so beside the box).
    if (!algorithmInfo(options.algorithm).recordsTrace) options.recordTrace = false;
    const query = { start: doc.start, goal: doc.goal, options };
    const search = this.host.search.search(source, query, (expanded) => {
      if (latest()) this.progress = expanded;
    });
    this.current = search;
    try {
      const result = await search.result;
      if (!latest()) return;
      this.result = result;
      this.resultVersion = version;
    } catch (err) {
      if (latest()) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (latest()) {
        this.running = false;
        this.current = null;
      }
    }
  }

  /**
   * Stops the run under way. While its map is still being sent, no search starts and the run ends
   * at once as 'cancelled'; once searching, the worker stops between slices and answers 'cancelled'.
   */
  cancel(): void {
    this.current?.cancel();
  }

  clear(): void {
    this.result = null;
    this.resultVersion = -1;
    this.error = null;
  }
}
