// Keeps a pane's run overlays in step with a run and a step: builds each frame (the cells in view,
// and the worker's view of them asked once when an overlay wants it) and hands it to every frame
// overlay. Requests never pile up: one frame is in flight at a time, and when it returns only the
// newest wish (step, camera) is asked for next, so scrubbing the timeline or panning a 4096² map
// costs one question per frame at most. Each question names the step last shown over the same
// cells, so the worker may answer only the cells whose state changed since (a drag of the timeline).
import type { TraceRect } from '../../shared/engine/trace/views';
import type { Run } from '../runs/run.svelte';
import type { RunQuestion, RunQuestions } from '../runs/runQuestion';
import type { OverlayHost } from './overlayHost';
import { rectKey, type FrameOverlay, type RunFrame, type TraceKind } from './runFrame';

export class RunOverlays {
  private readonly overlays: FrameOverlay[] = [];
  /** Some overlay shows the worker's view of the cells (states, the node expanded, the path to it). */
  private wantsView = false;
  private run: Run | null = null;
  private step = 0;
  /** The frame last shown (or being fetched), to skip a request that would show the same. */
  private shownKey = '';
  private shownRect: TraceRect | null = null;
  /** The run, step and rectangle (its key) whose answer the overlays last took in. */
  private applied: { run: Run; step: number; rect: string } | null = null;
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
    this.unwatchCamera = view.camera.onChange(() => this.cameraMoved());
  }

  /** The frame overlays, in the order added (test hooks read what they show). */
  get added(): readonly FrameOverlay[] {
    return this.overlays;
  }

  /** Hands `overlay` every frame from now on; `asks` says what it asks the worker (its descriptor's). */
  add(overlay: FrameOverlay, asks: readonly TraceKind[]): void {
    this.overlays.push(overlay);
    this.applied = null;
    this.wantsView ||= asks.includes('view');
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
    const rect = this.paddedRect();
    if (!run || !mapFits || !rect) {
      this.shownKey = '';
      this.shownRect = null;
      await Promise.all(this.overlays.map((o) => o.refresh(null)));
      return;
    }
    const step = Math.min(this.step, run.steps);
    // A run without recorded steps shows its result only: nothing to ask per step or per cell.
    const key = run.steppable ? `${run.id}:${step}:${rect.x},${rect.y},${rect.width},${rect.height},${rect.stride}` : '';
    if (key !== '' && key === this.shownKey) return;
    this.shownKey = key;
    this.shownRect = run.steppable ? rect : null;
    const ask: RunQuestion = (query) => this.ask(run.id, query);
    const applied = this.applied, cells = rectKey(rect);
    const since = applied && applied.run === run && applied.rect === cells ? applied.step : undefined;
    const frame: RunFrame = {
      run,
      step,
      rect,
      scale: this.view.camera.scale,
      view: run.steppable && this.wantsView ? ask({ kind: 'view', step, request: { rect, currentPath: true, ...(since === undefined ? {} : { since }) } }) : null,
      ask,
      current: () => this.run === run,
    };
    try {
      await Promise.all(this.overlays.map((o) => o.refresh(frame)));
      this.applied = frame.view ? { run, step: (await frame.view).step, rect: cells } : null;
      if (this.run === run) this.onShown?.(step);
    } catch (err) {
      this.applied = null;
      this.shownKey = '';
      this.onError(run, err);
    }
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
    this.overlays.length = 0;
  }
}
