// Keeps a map view's run overlays in step with a run and a step: asks the search worker for what
// the cells in view look like at that step (their states, the node expanded, the path to it) and
// hands each overlay its part. Requests never pile up: one is in flight at a time, and when it
// returns only the newest wish (step, camera) is asked for next, so scrubbing the timeline or
// panning a 4096² map costs one question per frame at most.
import type { CellRect as TraceRect } from '../../shared/engine/trace/index';
import type { TraceAnswers, TraceQuery } from '../../shared/protocol/messages';
import type { OverlayHost } from './overlayHost';
import type { Run } from '../runs/run.svelte';
import { CellStatesOverlay } from './cellStatesOverlay';
import { ExpansionOverlay } from './expansionOverlay';
import type { MapOverlay, OverlayPlane } from './mapOverlay';
import { PathOverlay } from './pathOverlay';

/** Asks the worker one question about the run being shown. */
export type TraceAsk = <Q extends TraceQuery>(query: Q) => Promise<TraceAnswers[Q['kind']]>;

/** What the overlays show: a traced run at a step, over the cells of `rect` (sampled every `rect.stride`). */
export interface TraceFrame {
  run: Run;
  step: number;
  rect: TraceRect;
  /** Screen pixels per cell. */
  scale: number;
}

/** An overlay that fetches its own data for a frame (heatmap, labels, tree arrows). */
export interface TraceOverlay extends MapOverlay {
  /** Fetches and shows what it draws for `frame`; null: the run has no trace to show, so hide. */
  refresh(frame: TraceFrame | null, ask: TraceAsk): Promise<void>;
}

/** Asks the worker about a run (the SearchClient's traceQuery, bound). */
export type RunQuestions = <Q extends TraceQuery>(run: number, query: Q) => Promise<TraceAnswers[Q['kind']]>;

const NONE = new Int32Array(0);

export class RunOverlays {
  readonly states = new CellStatesOverlay();
  readonly path = new PathOverlay();
  readonly expansion = new ExpansionOverlay();
  private readonly traceOverlays: TraceOverlay[] = [];
  private run: Run | null = null;
  private step = 0;
  /** The frame last shown (or being fetched), to skip a request that would show the same. */
  private shownKey = '';
  private shownRect: TraceRect | null = null;
  private inFlight = false;
  private again = false;
  private readonly unwatchCamera: () => void;
  /** Told after each frame's answers are applied (the scrub benchmark and tests wait for it). */
  onShown: ((step: number) => void) | null = null;

  constructor(
    private readonly view: OverlayHost,
    private readonly ask: RunQuestions,
    /** Told when the worker could not answer (its sentence), e.g. the run's recording was dropped. */
    private readonly onError: (run: Run, error: unknown) => void,
  ) {
    view.addOverlay(this.states, 'cells');
    view.addOverlay(this.path, 'marks');
    view.addOverlay(this.expansion, 'marks');
    this.unwatchCamera = view.camera.onChange(() => this.cameraMoved());
  }

  /** The overlays added with `add` (test hooks read what they show). */
  get added(): readonly TraceOverlay[] {
    return this.traceOverlays;
  }

  /** Adds an overlay that fetches its own data per frame. */
  add(overlay: TraceOverlay, plane: OverlayPlane): void {
    this.traceOverlays.push(overlay);
    this.view.addOverlay(overlay, plane);
    this.invalidate();
  }

  /** Shows `run` at `step` (null: nothing). */
  show(run: Run | null, step: number): void {
    this.run = run;
    this.step = step;
    this.invalidate();
  }

  /** Something an overlay draws changed (a heatmap was picked): fetch again even if the frame is the same. */
  invalidate(): void {
    this.shownKey = '';
    this.pump();
  }

  private cameraMoved(): void {
    // Panning within the margin fetched already, at the same level of detail, needs nothing new.
    const want = this.wantedRect();
    const have = this.shownRect;
    if (want && have && want.stride === have.stride && want.x >= have.x && want.y >= have.y
      && want.x + want.width <= have.x + have.width && want.y + want.height <= have.y + have.height) return;
    this.pump();
  }

  private pump(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    void this.fetch().finally(() => {
      this.inFlight = false;
      if (this.again) {
        this.again = false;
        this.pump();
      }
    });
  }

  private async fetch(): Promise<void> {
    const run = this.run;
    const mapFits = run !== null && run.query.width === this.view.mapWidth && run.query.height === this.view.mapHeight;
    if (!run || !mapFits) {
      this.hideAll();
      return;
    }
    if (!run.steppable) {
      // An untraced run (or one whose recording is gone): only its result.
      const result = run.result;
      this.hideTrace();
      this.path.set(result?.path ?? NONE, NONE);
      this.expansion.set(null, result?.status === 'unreachable' ? result.closest : -1);
      this.onShown?.(this.step);
      return;
    }
    const rect = this.paddedRect();
    if (!rect) return;
    const step = Math.min(this.step, run.steps);
    const key = `${run.id}:${step}:${rect.x},${rect.y},${rect.width},${rect.height},${rect.stride}`;
    if (key === this.shownKey) return;
    this.shownKey = key;
    this.shownRect = rect;
    const frame: TraceFrame = { run, step, rect, scale: this.view.camera.scale };
    const ask: TraceAsk = (query) => this.ask(run.id, query);
    try {
      const [view] = await Promise.all([
        ask({ kind: 'view', step, request: { rect, currentPath: true } }),
        ...this.traceOverlays.map((o) => o.refresh(frame, ask)),
      ]);
      if (this.run !== run) return;
      this.states.apply(rect, view.states!);
      const atEnd = run.finished && step >= run.steps;
      const result = atEnd ? run.result : null;
      this.path.set(result?.path ?? NONE, atEnd ? NONE : (view.currentPath ?? NONE));
      this.expansion.set(view.expansion, result?.status === 'unreachable' ? result.closest : -1);
      this.onShown?.(step);
    } catch (err) {
      this.shownKey = '';
      this.onError(run, err);
    }
  }

  private hideTrace(): void {
    this.shownKey = '';
    this.shownRect = null;
    this.states.hide();
    for (const o of this.traceOverlays) void o.refresh(null, () => Promise.reject(new Error('no run')));
  }

  private hideAll(): void {
    this.hideTrace();
    this.path.set(NONE, NONE);
    this.expansion.set(null, -1);
  }

  /** The cells in view as the worker samples them: every `stride` cells, one sample per screen pixel or finer. */
  private wantedRect(): TraceRect | null {
    const v = this.view.visibleCellRect();
    if (!v || v.x1 < v.x0 || v.y1 < v.y0) return null;
    const scale = this.view.camera.scale;
    // Powers of two, so a small zoom does not ask again; aligned, so a pan keeps the same samples.
    const stride = scale >= 1 ? 1 : 2 ** Math.floor(Math.log2(1 / scale));
    const x = Math.floor(v.x0 / stride) * stride, y = Math.floor(v.y0 / stride) * stride;
    return { x, y, width: v.x1 + 1 - x, height: v.y1 + 1 - y, stride };
  }

  /** The wanted rectangle with a quarter of a view's margin around it, so small pans need no new answer. */
  private paddedRect(): TraceRect | null {
    const r = this.wantedRect();
    if (!r) return null;
    const s = r.stride ?? 1;
    const mx = Math.ceil(r.width / 4 / s) * s, my = Math.ceil(r.height / 4 / s) * s;
    const x = Math.max(0, r.x - mx), y = Math.max(0, r.y - my);
    const w = Math.min(this.view.mapWidth, r.x + r.width + mx) - x, h = Math.min(this.view.mapHeight, r.y + r.height + my) - y;
    return { x, y, width: w, height: h, stride: s };
  }

  destroy(): void {
    this.unwatchCamera();
    this.run = null;
    for (const o of [this.states, this.path, this.expansion, ...this.traceOverlays]) this.view.removeOverlay(o);
  }
}
