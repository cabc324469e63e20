// Main-thread script time per pointer event, from a Chromium performance trace (the events the
// DevTools Performance panel reads): what our code costs a stroke apart from rasterising it, which
// software WebGL makes slow and a user's GPU does not. Script is the time inside JavaScript
// (event dispatch, animation-frame callbacks, timers, microtasks, evaluation) less anything
// nested in it that is the browser's rendering (style, layout, paint, raster, composite, GPU).
// Each pointer event is charged the script run from its dispatch until the next pointer event's:
// its own handler and the animation frame that draws what it changed. Measured twice: on the wall
// clock, and on the main thread's own CPU clock (the events' tts/tdur), which other processes on a
// loaded machine do not inflate.
import type { Browser, Page } from '@playwright/test';

/** A trace event as Chromium writes it (complete events only carry `dur`). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU clock at the start, and the CPU time the event took (when Chromium records them). */
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** The trace categories holding script and rendering events on the main thread. */
export const SCRIPT_TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute', 'toplevel'];

/** Events whose time is JavaScript running on the main thread. */
const SCRIPT = new Set([
  'EventDispatch', 'FunctionCall', 'FireAnimationFrame', 'TimerFire', 'EvaluateScript', 'v8.evaluateModule',
  'RunMicrotasks', 'V8.Execute', 'FireIdleCallback', 'v8.callFunction', 'v8.run',
]);

/** Rendering work, not ours to count even when script forces it (a layout read, a sync GPU call). */
const RENDERING = new Set([
  'ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'PrePaint', 'Paint', 'PaintImage',
  'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'Commit', 'RasterTask', 'GPUTask', 'Decode Image',
]);

type Span = [number, number];

/** Sorted, non-overlapping spans covering the same time as `spans`. */
export function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** `from` (merged) with the time of `cut` (merged) taken out. */
export function subtractSpans(from: Span[], cut: Span[]): Span[] {
  const out: Span[] = [];
  let j = 0;
  for (const [a0, b] of from) {
    let a = a0;
    while (j < cut.length && cut[j]![1] <= a) j++;
    for (let k = j; k < cut.length && cut[k]![0] < b; k++) {
      if (cut[k]![0] > a) out.push([a, cut[k]![0]]);
      a = Math.max(a, cut[k]![1]);
    }
    if (a < b) out.push([a, b]);
  }
  return out;
}

/** Time of `spans` (merged, sorted) inside [a, b). */
function overlap(spans: Span[], a: number, b: number): number {
  let sum = 0;
  for (const [s, e] of spans) {
    if (e <= a) continue;
    if (s >= b) break;
    sum += Math.min(e, b) - Math.max(s, a);
  }
  return sum;
}

/**
 * Milliseconds of main-thread script charged to each `pointermove` in `events`: from its dispatch
 * to the next pointer event's (the last one's ends at the `pointerup`, or the trace's end). `clock`
 * 'cpu' reads the thread's CPU clock instead of the wall clock.
 */
export function scriptPerPointerMove(events: TraceEvent[], clock: 'wall' | 'cpu' = 'wall'): number[] {
  const at = clock === 'cpu' ? (e: TraceEvent) => e.tts : (e: TraceEvent) => e.ts;
  const length = clock === 'cpu' ? (e: TraceEvent) => e.tdur : (e: TraceEvent) => e.dur;
  const moves = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove');
  if (moves.length === 0) throw new Error('The trace holds no pointermove: was the stroke traced with the devtools.timeline category?');
  const { pid, tid } = moves[0]!;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && at(e) !== undefined && length(e) !== undefined);
  const spansOf = (names: Set<string>) => mergeSpans(main.filter((e) => names.has(e.name)).map((e): Span => [at(e)!, at(e)! + length(e)!]));
  const script = subtractSpans(spansOf(SCRIPT), spansOf(RENDERING));
  const starts = main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove').map((e) => at(e)!).sort((a, b) => a - b);
  if (starts.length === 0) throw new Error(`The trace's pointer moves carry no ${clock === 'cpu' ? 'thread (tts, tdur)' : 'wall (ts, dur)'} times.`);
  const up = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup' && at(e)! > starts[starts.length - 1]!);
  const end = up ? at(up)! : Math.max(...main.map((e) => at(e)! + length(e)!));
  // Trace times are microseconds.
  return starts.map((t, i) => overlap(script, t, starts[i + 1] ?? end) / 1000);
}

/** Traces `page` while `act` runs and returns the script milliseconds of each pointer move in it, on the wall clock and on the thread's CPU clock. */
export async function scriptTimeOf(browser: Browser, page: Page, act: () => Promise<void>): Promise<{ wall: number[]; cpu: number[] }> {
  await browser.startTracing(page, { categories: SCRIPT_TRACE_CATEGORIES });
  let trace: Buffer;
  try {
    await act();
  } finally {
    trace = await browser.stopTracing();
  }
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  return { wall: scriptPerPointerMove(events, 'wall'), cpu: scriptPerPointerMove(events, 'cpu') };
}
