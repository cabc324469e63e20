// The Batch panel's state: the form's settings, a batch under way (progress, time left, Cancel)
// and the last batch's report. A batch draws its pairs (random ones in slices, so the page stays
// responsive on a large map), opens a pool of search workers through the host, runs every pair
// through every configuration there, and closes the pool. The map is copied when it starts, so
// painting meanwhile changes nothing in the batch (the report then says it is out of date).
import { distinctMovements } from '../../shared/batch/movement';
import { BatchInputError, markerPair, randomPairs, scenarioPairs } from '../../shared/batch/pairs';
import { planBatch } from '../../shared/batch/plan';
import { remainingMs, remainingText } from '../../shared/batch/estimate';
import { BatchResults } from '../../shared/batch/results';
import { runBatch, type RunningBatch } from '../../shared/batch/runner';
import type { BatchQuery } from '../../shared/batch/types';
import { MovingAiParseError, parseMovingAiScenario, type ScenarioEntry } from '../../shared/formats/movingai';
import type { Grid } from '../../shared/grid/grid';
import type { MapSnapshot } from '../../shared/protocol/messages';
import type { MapSource } from '../../shared/protocol/searchClient';
import type { Host, SearchPool } from '../host/host';
import { batchReport, exportName, reportRowsCsv, reportSummaryCsv, type BatchConfiguration, type BatchReport } from './batchReport';
import { batchWorkerCount, DEFAULT_BATCH_SETTINGS, pairsProblem, seedProblem, type BatchSettings } from './batchSettings';

/** The map a batch runs on: the open document (MapDocument has all of this). */
export interface BatchMap {
  readonly id: string;
  readonly name: string;
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
  readonly revision: number;
  readonly version: number;
  snapshot(): MapSnapshot;
}

/** What a batch is doing. */
export type BatchPhase = 'idle' | 'preparing' | 'running';

export interface BatchStateOptions {
  /** Workers in a pool (default: cores − 1, at least 1). */
  workers?: number;
  /** Milliseconds, for the time estimate. */
  now?: () => number;
  /** Lets the page breathe between slices of pair drawing. */
  pause?: () => Promise<void>;
}

export class BatchState {
  settings = $state<BatchSettings>({ ...DEFAULT_BATCH_SETTINGS });
  /** The scenario file's lines, once one was chosen (its name is in settings). */
  scenario = $state.raw<ScenarioEntry[] | null>(null);
  phase = $state<BatchPhase>('idle');
  /** Searches answered, and searches in all, of the batch under way. */
  done = $state(0);
  total = $state(0);
  /** "about 12 s left", once there is a pace to go by. */
  timeLeft = $state<string | null>(null);
  /** A sentence for the user when a batch could not start or stopped early. */
  error = $state<string | null>(null);
  /** The last batch's results (a cancelled batch keeps what it finished). */
  report = $state.raw<BatchReport | null>(null);
  /** What the last export did, for the status line. */
  exported = $state<string | null>(null);
  /** The settings of the last batch run, as the project file keeps them; null before any. */
  lastRun = $state.raw<BatchSettings | null>(null);
  /** Bumped when `lastRun` changes: the project has something new to save. */
  lastRunRevision = $state(0);

  private running: RunningBatch | null = null;
  private cancelled = false;
  private readonly now: () => number;
  private readonly pause: () => Promise<void>;

  constructor(
    private readonly host: Host,
    private readonly options: BatchStateOptions = {},
  ) {
    this.now = options.now ?? (() => performance.now());
    this.pause = options.pause ?? (() => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  /** A batch is being prepared or run. */
  get busy(): boolean {
    return this.phase !== 'idle';
  }

  /** The form's problems, by field; empty when Run batch may start. */
  get problems(): { pairs?: string; seed?: string; scenario?: string } {
    const s = this.settings;
    if (s.source === 'random') {
      const pairs = pairsProblem(s.pairs), seed = seedProblem(s.seed);
      return { ...(pairs ? { pairs } : {}), ...(seed ? { seed } : {}) };
    }
    if (s.source === 'scenario' && !this.scenario)
      return { scenario: s.scenarioName ? `Choose ${s.scenarioName} again with “Scenario file…”: a project keeps only the file’s name.` : 'Choose a scenario file (.scen) first.' };
    return {};
  }

  /** Takes a project's last batch settings (none: the defaults); a scenario's lines must be chosen again. */
  useProjectSettings(saved: BatchSettings | undefined): void {
    this.settings = { ...(saved ?? DEFAULT_BATCH_SETTINGS) };
    this.scenario = null;
    this.lastRun = saved ? { ...saved } : null;
    this.report = null;
    this.error = null;
  }

  /** The last batch's settings for the project file; undefined before any batch ran. */
  projectSettings(): BatchSettings | undefined {
    return this.lastRun ? { ...this.lastRun } : undefined;
  }

  /** Reads a scenario file the user chose; a file that is not one leaves a sentence in `error`. */
  async chooseScenario(file: { name: string; text(): Promise<string> }): Promise<void> {
    try {
      const entries = parseMovingAiScenario(await file.text()).entries;
      if (entries.length === 0) throw new BatchInputError(`${file.name} lists no start/goal pairs; choose a scenario file with lines after "version".`);
      this.scenario = entries;
      this.settings.scenarioName = file.name;
      this.settings.source = 'scenario';
      this.error = null;
    } catch (e) {
      if (!(e instanceof MovingAiParseError) && !(e instanceof BatchInputError)) throw e;
      this.error = e instanceof MovingAiParseError ? `${file.name} is not a scenario file A* Studio can read. ${e.message}` : e.message;
    }
  }

  /** Runs every pair through every configuration on `map`; resolves when the batch has ended. */
  async run(map: BatchMap, configurations: readonly BatchConfiguration[]): Promise<void> {
    if (this.busy) return;
    if (configurations.length === 0) {
      this.error = 'Add a pane to compare first: a batch runs every pane’s configuration.';
      return;
    }
    const problem = Object.values(this.problems)[0];
    if (problem) {
      this.error = problem;
      return;
    }
    this.error = null;
    this.exported = null;
    this.cancelled = false;
    this.lastRun = { ...this.settings };
    this.lastRunRevision++;
    this.phase = 'preparing';
    this.done = 0;
    this.total = 0;
    this.timeLeft = null;
    let pool: SearchPool | null = null;
    try {
      const snapshot = map.snapshot();
      const grid: Grid = snapshot;
      const queries = await this.pairsFor(map, grid, configurations);
      if (this.cancelled) return;
      const plan = planBatch(grid, configurations, queries);
      pool = await this.openPool();
      if (this.cancelled || !pool) return;
      const results = new BatchResults(plan);
      const source: MapSource = { mapId: `${map.id}-batch`, revision: map.revision, snapshot: () => copyOf(snapshot) };
      const started = this.now();
      this.phase = 'running';
      this.total = plan.jobs.length;
      this.running = runBatch(pool.clients, source, plan.jobs, {
        onOutcome: (job, outcome) => results.add(job, outcome),
        onProgress: (done, total) => {
          this.done = done;
          this.timeLeft = remainingText(remainingMs(this.now() - started, done, total));
        },
      });
      const end = await this.running.done;
      this.report = batchReport(configurations, results.records(), {
        width: grid.width,
        queries: queries.length,
        end,
        seconds: (this.now() - started) / 1000,
        version: map.version,
        pairs: this.describePairs(queries.length),
      });
      if (end.message) this.error = end.message;
    } catch (e) {
      this.error =
        e instanceof BatchInputError
          ? e.message
          : `The batch failed unexpectedly (${e instanceof Error ? e.message : String(e)}). Your map is unchanged; try again, and report the bug if it repeats.`;
    } finally {
      pool?.close();
      this.running = null;
      this.phase = 'idle';
      this.timeLeft = null;
    }
  }

  /** Stops the batch: no new searches, every search under way cancelled; what finished is kept. */
  cancel(): void {
    this.cancelled = true;
    this.running?.cancel();
  }

  /** Saves the rows (one per query and configuration) through the host: a download or a Save dialog. */
  exportRows(mapName: string): Promise<void> {
    return this.export(exportName(mapName, 'batch'), (r) => reportRowsCsv(r));
  }

  /** Saves the summary (one row per configuration) as a file of its own. */
  exportSummary(mapName: string): Promise<void> {
    return this.export(exportName(mapName, 'batch summary'), (r) => reportSummaryCsv(r));
  }

  private async export(name: string, text: (report: BatchReport) => string): Promise<void> {
    const report = this.report;
    if (!report) return;
    try {
      const saved = await this.host.files.exportText(name, text(report));
      this.exported = saved === null ? null : `Exported ${saved}.`;
    } catch (e) {
      this.exported = e instanceof Error ? e.message : String(e);
    }
  }

  /** The pool of search workers, or null after saying why it could not start. */
  private async openPool(): Promise<SearchPool | null> {
    try {
      return await this.host.openSearchPool(this.options.workers ?? batchWorkerCount());
    } catch (e) {
      this.error = e instanceof Error ? e.message : 'The search workers for the batch could not start; try again.';
      return null;
    }
  }

  private async pairsFor(map: BatchMap, grid: Grid, configurations: readonly BatchConfiguration[]): Promise<BatchQuery[]> {
    const s = this.settings;
    if (s.source === 'markers') return markerPair(grid, map.start, map.goal);
    if (s.source === 'scenario') return scenarioPairs(grid, this.scenario ?? [], s.scenarioName ?? 'The scenario file');
    const work = randomPairs(grid, distinctMovements(configurations.map((c) => c.options)), s.pairs, s.seed);
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
      await this.pause();
      if (this.cancelled) return [];
    }
  }

  private describePairs(count: number): string {
    const s = this.settings;
    if (s.source === 'markers') return 'the start and goal markers';
    if (s.source === 'scenario') return `${count} lines of ${s.scenarioName}`;
    return `${count} random pairs, seed ${s.seed}`;
  }
}

/** A copy of a map snapshot for a worker to take (its buffers move there). */
export function copyOf(map: MapSnapshot): MapSnapshot {
  return { ...map, terrain: map.terrain.slice(), heights: map.heights?.slice() ?? null, palette: map.palette.map((t) => ({ ...t })) };
}
