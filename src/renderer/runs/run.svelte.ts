// One search as the app keeps it: what was searched (the map version, start, goal, settings) and
// what came of it. A traced run's events stay in the search worker under `id`; the renderer asks
// the worker for what it shows at a step. Runs are values: the debugger shows one, the compare
// view several.
import type { SearchOptions, SearchResult } from '../../shared/engine/index';
import type { TraceSummary } from '../../shared/engine/trace/index';
import type { DebugState } from '../../shared/protocol/messages';

/** What a run searched: enough to say whether it still matches the map, and to run it again. */
export interface RunQuery {
  /** The document version it was computed on (cells, palette, start and goal: MapDocument.version). */
  version: number;
  /** The map's revision in the worker (which map snapshot it searched). */
  revision: number;
  width: number;
  height: number;
  start: number;
  goal: number;
  options: SearchOptions;
}

export class Run {
  /** How far the recording goes; null until the worker first answers, and for an untraced run. */
  summary = $state.raw<TraceSummary | null>(null);
  /** The result once the search has ended. */
  result = $state.raw<SearchResult | null>(null);
  /** Why the worker no longer holds this run's recording (a restart, or it was dropped); null while it does. */
  lost = $state<string | null>(null);
  /** Esc stopped this recorded run before its end; stepping on takes it further (and clears this). */
  cancelled = $state(false);

  /**
   * `id` names the run in the worker when `traced`; an untraced run (recording off, or an algorithm
   * that records nothing) has only its result.
   */
  constructor(
    readonly id: number,
    readonly traced: boolean,
    readonly query: RunQuery,
  ) {}

  /** Takes in what the worker said about the run. */
  update(state: DebugState): void {
    this.summary = state.summary;
    if (state.result) this.result = state.result;
  }

  /** Expansions recorded so far: the last step the cursor can show. */
  get steps(): number {
    return this.summary?.steps ?? 0;
  }

  /** The search has ended: nothing more to record. */
  get finished(): boolean {
    return this.result !== null;
  }

  /** Whether the cursor can move over this run: it recorded its steps and the worker still has them. */
  get steppable(): boolean {
    return this.traced && this.lost === null && this.summary !== null;
  }
}
