// The compare view's model: the run controller (runs/) over 2–4 panes of the same map, each its
// own search configuration, all driven by its one lock-step cursor: Run, Step, Play, seek and
// cancel are the single view's. On top: adding, removing and presetting panes, the optimum each
// path is measured against, the Difference of two panes, the charts' series, the stop at the first
// divergence from pane A, and the layout a project keeps.
import type { Breakpoint } from '../../shared/debug/breakpoint';
import type { SearchOptions } from '../../shared/engine/index';
import type { CompareLayout } from '../../shared/formats/projectFile/types';
import type { TraceRect } from '../../shared/engine/trace/views';
import type { RunDifference } from '../../shared/engine/trace/difference';
import type { RunSeries } from '../../shared/engine/trace/series';
import { usesOneCost } from '../../shared/grid/grid';
import { gridForUnitType } from '../../shared/grid/unitTypes';
import type { Host } from '../host/host';
import type { FrameScheduler } from '../runs/frames';
import { RunController } from '../runs/runController.svelte';
import { copyOptions } from '../runs/runOptions';
import { mapSourceOf } from '../runs/runSources';
import type { MapDocument } from '../state/document.svelte';
import type { RunPane } from '../runs/runPane.svelte';
import { ComparePane, PANE_COLORS } from './comparePane.svelte';
import { movementKey, startOptimum } from './optima';
import { isMadeName, presetSetups, type ComparePreset, type PaneSetup, type PresetMap } from './presets';

export { ComparePane, PANE_COLORS } from './comparePane.svelte';
export { PROGRESS_STEPS, type TimelineMode } from '../runs/lockStep';
export type { ComparePreset } from './presets';

/** Panes the view shows at least and at most (the worker keeps five runs: one per pane and the single view’s). */
export const MIN_PANES = 2;
export const MAX_PANES = 4;
/** The id of the divergence stop's breakpoint (its hit names it). */
export const DIVERGENCE_STOP = 'divergence-from-a';

export class CompareState extends RunController<ComparePane> {
  /** The Compare view is shown instead of the single map. */
  active = $state(false);
  /** Pan and zoom move every pane. */
  linkCameras = $state(true);
  /** Pane indices for the Difference overlay; null: off. */
  difference = $state<{ a: number; b: number } | null>(null);
  /** The Difference overlay and counts show both runs at their ends instead of at the cursor. */
  differenceAtEnd = $state(false);
  /** Run and Play stop at the first step where another pane expands a different cell than pane A (the baseline). */
  stopAtDivergence = $state(false);
  /** The optimal cost per movement rules (movementKey), measured by Dijkstra; Infinity: unreachable. */
  optima = $state.raw<ReadonlyMap<string, number>>(new Map());
  /** The document version the optima were measured on. */
  private optimaVersion = -1;
  private nextPaneId = 1;
  /** The difference last asked for, shared by panes A and B when they ask for the same cells. */
  private lastDifference: { key: string; answer: Promise<RunDifference | null> } | null = null;

  constructor(host: Host, frames?: FrameScheduler) {
    super(host, frames);
  }

  /**
   * Becomes active; with fewer than two panes (first time), two panes from the current settings.
   * The view opens on answers, not on empty maps at step 0: panes without a current run are
   * searched as Run does (each to its end, its path drawn); panes kept from last time stay as they were.
   * A map without its start and goal has no answer yet: the panes wait for Run (which says to place them).
   */
  async open(base: SearchOptions, doc: MapDocument): Promise<void> {
    while (this.panes.length < MIN_PANES) this.panes.push(this.newPane({ name: '', options: base }));
    this.active = true;
    const placed = doc.start >= 0 && doc.goal >= 0;
    if (placed && this.panes.some((p) => !this.isCurrent(p, doc))) await this.runToBreak(doc);
  }

  /** Back to the single map; the panes stay (with their runs) for the next time. */
  close(): void {
    this.cancel();
    this.active = false;
  }

  /** Adds a pane (up to four) with the last pane's configuration. */
  addPane(): void {
    const last = this.panes.at(-1);
    if (this.panes.length >= MAX_PANES || !last) return;
    this.panes.push(this.newPane({ name: '', options: $state.snapshot(last.options) as SearchOptions }));
  }

  /** Removes pane `index` (never below two), freeing its run in the worker. */
  removePane(index: number): void {
    if (this.panes.length <= MIN_PANES || index < 0 || index >= this.panes.length) return;
    const [pane] = this.panes.splice(index, 1);
    this.replace(pane!, null);
    const d = this.difference;
    if (d) this.difference = d.a === index || d.b === index ? null : { a: d.a - (d.a > index ? 1 : 0), b: d.b - (d.b > index ? 1 : 0) };
    this.moveTo(this.cursor.step);
  }

  /** Replaces the panes with a preset's four, built on `base` for the document's map. */
  applyPreset(preset: ComparePreset, base: SearchOptions, doc: MapDocument): void {
    this.abandon();
    this.setPanes(presetSetups(preset, base, presetMapOf(doc, base.unitType)));
  }

  /** The step pane `index` shows at the cursor (lock-step: see lockStep.ts). */
  paneStep(index: number): number {
    return this.panes[index]?.step ?? 0;
  }

  /** The optimal cost for pane `pane`'s movement rules (once measured); null before. */
  optimumOf(pane: ComparePane): number | null {
    // The optimum its run's figures compare with: under the run's movement rules, on the run's map.
    const run = pane.run;
    if (run !== null && run.query.version !== this.optimaVersion) return null;
    return this.optima.get(movementKey(run?.query.options ?? pane.options)) ?? null;
  }

  /**
   * The Difference of the chosen panes at the cursor (or at their ends): counts over the whole map,
   * the state of each sampled cell of `rect`, and the first divergence. Null when the difference is
   * off or either pane has no recorded run. Panes A and B asking for the same cells share one answer.
   */
  differenceAt(rect: TraceRect): Promise<RunDifference | null> {
    const pair = this.differencePair();
    if (!pair) return Promise.resolve(null);
    const [a, b] = pair;
    const step = this.differenceAtEnd ? a.steps : a.step;
    const otherStep = this.differenceAtEnd ? b.steps : b.step;
    const key = [a.run!.id, b.run!.id, step, otherStep, rect.x, rect.y, rect.width, rect.height, rect.stride ?? 1].join(',');
    if (this.lastDifference?.key === key) return this.lastDifference.answer;
    const answer = this.host.search.traceQuery(a.run!.id, { kind: 'difference', other: b.run!.id, step, otherStep, rect });
    this.lastDifference = { key, answer };
    // A failed question is asked again next time rather than answered from memory.
    answer.catch(() => {
      if (this.lastDifference?.key === key) this.lastDifference = null;
    });
    return answer;
  }

  /** The chosen panes A and B when both have recorded runs to show. */
  differencePair(): [ComparePane, ComparePane] | null {
    const d = this.difference;
    const a = d ? this.panes[d.a] : undefined, b = d ? this.panes[d.b] : undefined;
    if (!a?.run?.steppable || !b?.run?.steppable || a === b) return null;
    return [a, b];
  }

  /** Pane `index`'s open-list size and f over its steps, at most `points` points (the charts). */
  async seriesOf(index: number, points: number): Promise<RunSeries | null> {
    const run = this.panes[index]?.run;
    if (!run?.steppable) return null;
    return this.host.search.traceQuery(run.id, { kind: 'series', points });
  }

  /** The layout saved with the project: the panes' configurations and how they move together. */
  layout(): CompareLayout {
    return {
      panes: this.panes.map((p) => ({ name: p.name, options: copyOptions($state.snapshot(p.options) as SearchOptions) })),
      linkCameras: this.linkCameras,
      timeline: this.timeline,
    };
  }

  /** Takes the layout a project was saved with (none: back to no panes, the view closed). */
  useLayout(layout: CompareLayout | undefined): void {
    this.abandon();
    this.difference = null;
    this.optima = new Map();
    if (!layout) {
      this.setPanes([]);
      this.active = false;
      this.linkCameras = true;
      this.timeline = 'expansions';
      return;
    }
    this.setPanes(layout.panes.slice(0, MAX_PANES));
    this.linkCameras = layout.linkCameras;
    this.timeline = layout.timeline;
  }

  /** The panes' breakpoints, with the divergence stop while it is on (its baseline is filled in per pane). */
  protected override enabledBreakpoints(): Breakpoint[] {
    const enabled = super.enabledBreakpoints();
    return this.stopAtDivergence ? [...enabled, { kind: 'divergence', id: DIVERGENCE_STOP, enabled: true, baseline: -1 }] : enabled;
  }

  /** Pane A runs without the divergence stop; the other panes measure theirs against pane A's recorded run. */
  protected override paneBreakpoints(pane: RunPane, breakpoints: Breakpoint[]): Breakpoint[] {
    const baseline = this.panes[0]?.run;
    return breakpoints.flatMap((b): Breakpoint[] => {
      if (b.kind !== 'divergence') return [b];
      return pane === this.panes[0] || !baseline?.traced ? [] : [{ ...b, baseline: baseline.id }];
    });
  }

  /** Once every pane that ran has ended, the optimum of each movement rule not yet measured on this map. */
  protected override async settle(doc: MapDocument, latest: () => boolean): Promise<void> {
    const ended = this.panes.filter((p) => p.run?.finished && !this.paneIsStale(p, doc));
    if (ended.length === 0 || this.panes.some((p) => p.run !== null && !p.run.finished && p.run.steppable)) return;
    const optima = new Map(this.optimaVersion === doc.version ? this.optima : []);
    const source = mapSourceOf(doc);
    this.runningPane = -1;
    for (const pane of ended) {
      const key = movementKey(pane.options);
      if (optima.has(key)) continue;
      const search = startOptimum(this.host, doc, source, $state.snapshot(pane.options) as SearchOptions);
      this.busy = search;
      const result = await search.result;
      if (!latest() || this.cancelled) return;
      optima.set(key, result.status === 'found' ? result.cost : Infinity);
    }
    this.optima = optima;
    this.optimaVersion = doc.version;
  }

  /** A pane of `setup`: its configuration, recorded; named after it unless the name is the user's own. */
  private newPane(setup: PaneSetup): ComparePane {
    const used = new Set(this.panes.map((p) => p.color));
    const color = PANE_COLORS.find((c) => !used.has(c)) ?? PANE_COLORS[0]!;
    const pane = new ComparePane(this.nextPaneId++, color, this.clock);
    pane.options = copyOptions({ ...setup.options, recordTrace: true });
    pane.customName = isMadeName(setup.name, pane.options) ? '' : setup.name;
    return pane;
  }

  private setPanes(setups: readonly PaneSetup[]): void {
    for (const pane of this.panes) this.replace(pane, null);
    this.panes = [];
    for (const s of setups) this.panes.push(this.newPane(s));
    this.difference = null;
    this.cursor.step = 0;
  }
}

/** What a preset needs to know of the document's map, as unit type `unitType` sees it (one cost or several). */
export function presetMapOf(doc: MapDocument, unitType = ''): PresetMap {
  const names = doc.unitTypes.map((u) => u.name);
  const seen = names.includes(unitType) ? gridForUnitType(doc.grid, unitType) : doc.grid;
  return { oneCost: usesOneCost(seen), hex: doc.topology === 'hex', unitTypes: names };
}
