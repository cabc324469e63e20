// The search worker's brain, free of any transport: feed it requests with `handle`, and it
// answers through `emit`. Searches run in slices, one slice a turn (taskTurns.ts), so cancel
// requests and pings are honoured in between; a few run at once within a memory budget and the
// rest wait their turn (searchAdmission.ts). It keeps a bounded number of maps, loaded and edited
// (workerMaps.ts), live lanes (liveLanes.ts), and the debugger's runs (debugRuns.ts): traced
// searches it takes further ('advance') and answers questions about ('trace-query') until they are
// released or dropped.
import { answerArrays, createAnalysisJob, type AnalysisAnswer, type AnalysisAsk, type MovementRules } from '../analysis/analysisJob';
import { createLevelJob, levelAnswerBuffers, type LevelAnswer, type LevelAsk } from '../levelChecks/measure';
import { heuristicLabBuffers, heuristicLabJob, type HeuristicLabAnswer, type HeuristicLabAsk } from '../analysis/heuristicLab';
import { algorithmInfo, createSearch, prepareSearch, withGridBaseline, type SearchQuery } from '../engine/index';
import { recordingOf } from '../engine/trace/index';
import { TraceStore } from '../engine/trace/traceStore';
import { DEBUG_MEMORY_BUDGET } from '../engine/trace/memory';
import { cancelledBeforeStart } from './cancelledResult';
import { DebugRun, DebugRuns, DEFAULT_MAX_RUNS, UNKNOWN_RUN_MESSAGE } from './debugRuns';
import type { Grid } from '../grid/grid';
import type { DebugStart, WorkerEvent, WorkerRequest } from './messages';
import { RunAdvance, type SliceSizes, type WorkerHost } from './runAdvance';
import { RunQueries } from './runQueries';
import { LiveLanes } from './liveLanes';
import { failureOf } from './failures';
import { SearchAdmission, searchBytes, type AdmissionLimits } from './searchAdmission';
import { TaskTurns } from './taskTurns';
import { baselineCopy, ownedBuffers, ownsBuffer } from './transfer';
import { parseWorkerRequest } from './validate';
import { DEFAULT_MAX_MAPS, WorkerMaps } from './workerMaps';
import { IDLE_CATCH_UP_MS, IdleCatchUp } from './idleCatchUp';
import type { Timers } from './watchdog';

export interface SearchServiceOptions {
  /** Sends an event to whoever asked; `transfer` lists buffers that may be moved, not copied. */
  emit(event: WorkerEvent, transfer: ArrayBuffer[]): void;
  /** Runs `task` after pending messages are handled (setImmediate, setTimeout 0, …). */
  schedule(task: () => void): void;
  /** Expansions per slice between checks for cancel; progress is reported once per slice. */
  sliceExpansions?: number;
  /** Maps kept at most; loading one more drops the least recently searched or loaded. */
  maxMaps?: number;
  /** Debugger runs kept at most (default 4, one per compare pane); one more drops the least recently used. */
  maxRuns?: number;
  /** Bytes of kept recordings and their indexes past which the oldest runs are dropped (default DEBUG_MEMORY_BUDGET). */
  debugMemoryBudget?: number;
  /** Searches run at once and the memory they may hold; more wait their turn (defaults in searchAdmission.ts). */
  admission?: AdmissionLimits;
  /** Quiet milliseconds before edited maps' preparations are caught up (idleCatchUp.ts; default IDLE_CATCH_UP_MS). */
  idleCatchUpMs?: number;
  /** The timers that wait for that quiet (systemTimers by default). */
  timers?: Timers;
}

export class SearchService {
  /** The maps it was sent, loaded and kept in step with edits. */
  private readonly maps: WorkerMaps;
  /** The grid each request under way reads (searches, analyses): an edit copies a grid one still reads. */
  private readonly readers = new Map<number, Grid>();
  /** Requests under way (searches being prepared or expanding, advances, questions waiting for h*), by request id: what a cancel stops. */
  private readonly running = new Map<number, { cancel(): void }>();
  private readonly slice: number;
  private readonly runs: DebugRuns;
  /** Debug work per task: expansions as a search slice, and the cheaper indexing and checking of steps four times as many. */
  private readonly slices: SliceSizes;
  private readonly queries: RunQueries;
  private readonly live: LiveLanes;
  /** Every piece of work, one a turn. */
  private readonly turns: TaskTurns;
  private readonly admission: SearchAdmission;
  /** Brings edited maps' preparations up to date while nothing else is asked. */
  readonly catchUp: IdleCatchUp;
  /** What run work (runAdvance.ts, runQueries.ts) needs of the service. */
  private readonly host: WorkerHost = {
    emit: (event, transfer) => this.emit(event, transfer),
    schedule: (task) => this.turns.add(task),
    fail: (requestId, err) => this.fail(requestId, err),
    begin: (requestId, cancel) => void this.running.set(requestId, { cancel }),
    done: (requestId) => this.finish(requestId),
  };

  constructor(private readonly options: SearchServiceOptions) {
    this.turns = new TaskTurns(options.schedule);
    this.admission = new SearchAdmission(options.admission ?? {}, (start) => this.turns.add(start));
    this.slice = options.sliceExpansions ?? 50_000;
    this.runs = new DebugRuns(Math.max(1, options.maxRuns ?? DEFAULT_MAX_RUNS), options.debugMemoryBudget ?? DEBUG_MEMORY_BUDGET);
    this.slices = { expansions: this.slice, events: 4 * this.slice, steps: 4 * this.slice };
    this.queries = new RunQueries(this.host, 4 * this.slice, (id) => this.runs.get(id));
    this.live = new LiveLanes(this.host, this.slice);
    this.maps = new WorkerMaps(Math.max(1, options.maxMaps ?? DEFAULT_MAX_MAPS), this.live, (grid) => this.isRead(grid), (event) => this.emit(event));
    this.catchUp = new IdleCatchUp({
      quiet: () => this.running.size === 0 && !this.turns.busy,
      run: (task) => this.turns.add(task),
      grid: (mapId) => this.maps.current(mapId)?.grid,
      delayMs: options.idleCatchUpMs ?? IDLE_CATCH_UP_MS,
      timers: options.timers,
    });
  }

  /** Handles one raw message; never throws. */
  handle(raw: unknown): void {
    const parsed = parseWorkerRequest(raw);
    if (!parsed.ok) {
      // A value the user typed or a file held (a cost out of bounds) is theirs to fix; anything else is ours.
      this.emit({ kind: 'error', requestId: parsed.requestId, code: parsed.userCaused ? 'invalid-search' : 'malformed-request', message: parsed.message });
      return;
    }
    try {
      this.dispatch(parsed.request);
    } catch (err) {
      this.fail(parsed.request.requestId, err);
    }
  }

  private dispatch(request: WorkerRequest): void {
    // A second request under a running search's id would orphan that search: its result could no
    // longer be told apart and a cancel could not reach it. The search under way is left alone.
    if (this.running.has(request.requestId)) {
      this.emit({
        kind: 'error',
        requestId: request.requestId,
        code: 'duplicate-request',
        message: `Request ${request.requestId} is already running a search, so a new request cannot use its id. This is a bug in A* Studio; please report it.`,
      });
      return;
    }
    // A ping is the watchdog's, not the user's: it does not hold the idle catch-up back.
    if (request.kind !== 'ping') this.catchUp.requested();
    switch (request.kind) {
      case 'load-map':
        this.catchUp.mapReplaced(request.mapId);
        this.maps.load(request);
        return;
      case 'edit-map':
        if (this.maps.edit(request)) this.catchUp.mapEdited(request.mapId);
        return;
      case 'live-search': {
        const map = this.maps.loaded(request);
        if (map) this.live.search(request, map.grid);
        return;
      }
      case 'drop-lane':
        this.live.drop(request.lane);
        this.emit({ kind: 'done', requestId: request.requestId });
        return;
      case 'unload-map':
        this.catchUp.mapReplaced(request.mapId);
        this.maps.unload(request.mapId);
        this.emit({ kind: 'done', requestId: request.requestId });
        return;
      case 'ping':
        this.emit({ kind: 'pong', requestId: request.requestId });
        return;
      case 'cancel':
        this.running.get(request.target)?.cancel();
        this.emit({ kind: 'done', requestId: request.requestId });
        return;
      case 'search':
        this.startSearch(request);
        return;
      case 'advance': {
        const run = this.keptRun(request.requestId, request.run);
        if (run) new RunAdvance(this.host, this.runs, run, request.requestId, request.from, request.until, request.breakpoints, this.slices).start();
        return;
      }
      case 'trace-query': {
        const run = this.keptRun(request.requestId, request.run);
        if (run) this.queries.ask(run, request.requestId, request.query);
        return;
      }
      case 'release-run':
        this.runs.release(request.run);
        this.emit({ kind: 'done', requestId: request.requestId });
        return;
      case 'analyze':
        this.startAnalysis(request);
        return;
    }
  }

  /** Whether a request under way or a kept debugger run reads `grid`. */
  private isRead(grid: Grid): boolean {
    for (const g of this.readers.values()) if (g === grid) return true;
    return this.runs.reads(grid);
  }

  /** The kept run `id`, or undefined after answering 'unknown-run'. */
  private keptRun(requestId: number, id: number): DebugRun | undefined {
    const run = this.runs.get(id);
    if (!run) this.emit({ kind: 'error', requestId, code: 'unknown-run', message: UNKNOWN_RUN_MESSAGE });
    return run;
  }

  /** A level analysis, one slice a turn; a cancel drops it with an error saying so. */
  private startAnalysis(request: Extract<WorkerRequest, { kind: 'analyze' }>): void {
    const map = this.maps.loaded(request);
    if (!map) return;
    const id = request.requestId;
    let cancelled = false;
    this.running.set(id, { cancel: () => (cancelled = true) });
    this.readers.set(id, map.grid);
    let job: ReturnType<typeof levelOrAnalysisJob> | undefined;
    let slices = 0;
    const slice = () => {
      try {
        if (cancelled) {
          this.running.delete(id);
          this.readers.delete(id);
          this.emit({ kind: 'error', requestId: id, code: 'cancelled', message: 'The analysis was cancelled.' });
          return;
        }
        const { ask } = request;
        // Regions come from the map's kept regions (kept current by edits), built once if none are kept.
        job ??= ask.what === 'regions'
          ? map.regions.job(map.grid, request.rules, ask.start, () => this.maps.current(request.mapId) === map && map.revision === request.revision)
          : levelOrAnalysisJob(map.grid, request.rules, ask);
        if (!job.step()) {
          // News between slices: a 4096² analysis runs for seconds, and a request with no news for
          // five of them counts as a hung worker even while pings are answered.
          this.emit({ kind: 'progress', requestId: id, expanded: ++slices });
          this.turns.add(slice);
          return;
        }
        this.running.delete(id);
        this.readers.delete(id);
        const answer = job.answer();
        const arrays = answer.what === 'level' ? levelAnswerBuffers(answer) : answer.what === 'heuristic' ? heuristicLabBuffers(answer) : answerArrays(answer);
        this.emit({ kind: 'analysis', requestId: id, answer }, ownedBuffers(arrays));
      } catch (err) {
        this.running.delete(id);
        this.readers.delete(id);
        this.fail(id, err);
      }
    };
    this.turns.add(slice);
  }

  private startSearch(request: Extract<WorkerRequest, { kind: 'search' }>): void {
    const map = this.maps.loaded(request);
    if (!map) return;
    this.readers.set(request.requestId, map.grid);
    if (request.debug) {
      this.startDebugSearch(request.requestId, map.grid, request.query, request.debug);
      return;
    }
    const id = request.requestId;
    let cancelled = false;
    const stopped = () => {
      if (cancelled) {
        this.finish(id);
        this.emit({ kind: 'result', requestId: id, result: cancelledBeforeStart(request.query) });
      }
      return cancelled;
    };
    // A cancel while it waits its turn answers at once; once admitted, between two bands or slices.
    this.running.set(id, { cancel: () => ((cancelled = true), this.admission.withdraw(id) && stopped()) });
    this.enter(id, map.grid, request.query, () => this.prepare(id, map.grid, request.query, stopped, () => this.expand(id, map.grid, request.query)));
  }

  /** Starts search `id` on `grid` with `begin` when its turn comes, saying so if it has to wait. */
  private enter(id: number, grid: Grid, query: SearchQuery, begin: () => void): void {
    const place = this.admission.enter(id, searchBytes(grid.width * grid.height, query.options.algorithm), begin);
    if (place > 0) this.emit({ kind: 'queued', requestId: id, place });
  }

  /** Request `id` is answered: its id is free again, and a search's room goes to the next in line. */
  private finish(id: number): void {
    this.running.delete(id);
    this.readers.delete(id);
    this.admission.leave(id);
  }

  /**
   * A traced search kept as run `debug.run`, taken to `debug.until` (or its first breakpoint). A
   * cancel during the map's set-up (or while it waits its turn) still keeps the run, paused before
   * its first step.
   */
  private startDebugSearch(id: number, grid: Grid, asked: SearchQuery, debug: DebugStart): void {
    const info = algorithmInfo(asked.options.algorithm);
    if (!info.recordsTrace) {
      this.emit({
        kind: 'error',
        requestId: id,
        code: 'invalid-search',
        message: `${info.label} cannot record its steps for the debugger; pick another algorithm (A* or Jump Point Search, say), or run the search without the debugger.`,
      });
      return;
    }
    const query: SearchQuery = { ...asked, options: { ...asked.options, recordTrace: true } };
    let { until, breakpoints } = debug;
    this.running.set(id, { cancel: () => ((until = 0), (breakpoints = [])) });
    this.enter(id, grid, query, () => this.prepare(id, grid, query, () => false, () => {
      const search = createSearch(grid, query);
      const recording = recordingOf(search);
      if (recording === null) throw new Error(`${info.label} recorded no trace`);
      const run = new DebugRun(debug.run, grid, query, search, new TraceStore(recording, 'later'));
      let advance: RunAdvance;
      try {
        advance = new RunAdvance(this.host, this.runs, run, id, 0, until, breakpoints, this.slices);
      } catch (err) {
        search.cancel(); // gives its node tables back
        throw err;
      }
      this.runs.keep(run);
      advance.start();
    }));
  }

  /**
   * The map's set-up for `query` (most of a second on 4096²), one band per task with a progress
   * event between bands, so a cancel or a ping is answered meanwhile; then `then()`. `stopped()` is
   * asked before each band: true drops the set-up (it has answered the request itself).
   */
  private prepare(id: number, grid: Grid, query: SearchQuery, stopped: () => boolean, then: () => void): void {
    const preparation = prepareSearch(grid, query);
    const band = () => {
      try {
        if (stopped()) {
          preparation.return();
          return;
        }
        if (!preparation.next().done) {
          this.emit({ kind: 'progress', requestId: id, expanded: 0 });
          this.turns.add(band);
          return;
        }
        then();
      } catch (err) {
        this.finish(id);
        this.fail(id, err);
      }
    };
    band();
  }

  private expand(id: number, grid: Grid, query: SearchQuery): void {
    const search = createSearch(grid, query);
    this.running.set(id, search);
    const runSlice = () => {
      try {
        const finished = search.step(this.slice);
        if (!finished) {
          this.emit({ kind: 'progress', requestId: id, expanded: search.expanded });
          this.turns.add(runSlice);
          return;
        }
        this.finish(id);
        // An any-angle path comes with the grid path it is measured against (after its own search's time).
        const raw = withGridBaseline(grid, query, search.result());
        // Short paths are views into a shared slab (engine/paths.ts): post a copy that owns its buffer.
        const result = ownsBuffer(raw.path) && !raw.baseline ? raw : { ...raw, path: ownsBuffer(raw.path) ? raw.path : raw.path.slice(), ...baselineCopy(raw) };
        const arrays: ArrayBufferView[] = [result.path];
        if (result.baseline) arrays.push(result.baseline.path);
        if (result.trace) arrays.push(result.trace.kind, result.trace.cell, result.trace.g, result.trace.f, result.trace.parent);
        this.emit({ kind: 'result', requestId: id, result }, ownedBuffers(arrays));
      } catch (err) {
        this.finish(id);
        this.fail(id, err);
      }
    };
    runSlice();
  }

  private fail(requestId: number, err: unknown): void {
    this.emit(failureOf(requestId, err));
  }

  private emit(event: WorkerEvent, transfer: ArrayBuffer[] = []): void {
    this.options.emit(event, transfer);
  }
}


/** The job for an 'analyze' request: a level's measurement, the heuristic lab's maps, or a map overlay's analysis. */
function levelOrAnalysisJob(grid: Grid, rules: MovementRules, ask: AnalysisAsk | LevelAsk | HeuristicLabAsk): { step(): boolean; answer(): AnalysisAnswer | LevelAnswer | HeuristicLabAnswer } {
  if (ask.what === 'heuristic') return heuristicLabJob(grid, ask);
  if (ask.what !== 'level') return createAnalysisJob(grid, rules, ask);
  const job = createLevelJob(grid, rules, ask.points, ask.unit);
  return { step: () => job.step(), answer: () => ({ what: 'level', measurement: job.result() }) };
}
