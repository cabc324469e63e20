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
  args?: { data?: { type?: string; functionName?: string; url?: string; lineNumber?: number; columnNumber?: number } };
}

/** The trace categories holding script and rendering events on the main thread. */
export const SCRIPT_TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute', 'toplevel'];

/** Events whose time is JavaScript running on the main thread. */
export const SCRIPT_EVENTS = new Set([
  'EventDispatch', 'FunctionCall', 'FireAnimationFrame', 'TimerFire', 'EvaluateScript', 'v8.evaluateModule',
  'RunMicrotasks', 'V8.Execute', 'FireIdleCallback', 'v8.callFunction', 'v8.run',
]);

/** Rendering work, not ours to count even when script forces it (a layout read, a sync GPU call). */
export const RENDERING_EVENTS = new Set([
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

/** The main thread's events of a traced stroke on one clock, and each pointer move's window on it. */
interface StrokeTimeline {
  at: (e: TraceEvent) => number;
  length: (e: TraceEvent) => number;
  /** Complete events of the thread the pointer moves ran on, with times on the clock. */
  main: TraceEvent[];
  /** Each move's window: from its dispatch to the next move's (the last one's to the pointerup, or the trace's end). */
  windows: Span[];
}

function strokeTimeline(events: TraceEvent[], clock: 'wall' | 'cpu'): StrokeTimeline {
  const at = clock === 'cpu' ? (e: TraceEvent) => e.tts! : (e: TraceEvent) => e.ts;
  const length = clock === 'cpu' ? (e: TraceEvent) => e.tdur! : (e: TraceEvent) => e.dur!;
  const moves = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove');
  if (moves.length === 0) throw new Error('The trace holds no pointermove: was the stroke traced with the devtools.timeline category?');
  const { pid, tid } = moves[0]!;
  const timed = clock === 'cpu' ? (e: TraceEvent) => e.tts !== undefined && e.tdur !== undefined : (e: TraceEvent) => e.dur !== undefined;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && timed(e));
  const starts = main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove').map(at).sort((a, b) => a - b);
  if (starts.length === 0) throw new Error(`The trace's pointer moves carry no ${clock === 'cpu' ? 'thread (tts, tdur)' : 'wall (ts, dur)'} times.`);
  const up = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup' && at(e) > starts[starts.length - 1]!);
  const end = up ? at(up) : Math.max(...main.map((e) => at(e) + length(e)));
  return { at, length, main, windows: starts.map((t, i): Span => [t, starts[i + 1] ?? end]) };
}

/** Merged spans of the timeline's events whose names are in `names`. */
function spansOf(line: StrokeTimeline, names: Set<string> | RegExp): Span[] {
  const has = names instanceof RegExp ? (e: TraceEvent) => names.test(e.name) : (e: TraceEvent) => names.has(e.name);
  return mergeSpans(line.main.filter(has).map((e): Span => [line.at(e), line.at(e) + line.length(e)]));
}

/**
 * Milliseconds of main-thread script charged to each `pointermove` in `events`: from its dispatch
 * to the next pointer event's (the last one's ends at the `pointerup`, or the trace's end). `clock`
 * 'cpu' reads the thread's CPU clock instead of the wall clock.
 */
export function scriptPerPointerMove(events: TraceEvent[], clock: 'wall' | 'cpu' = 'wall'): number[] {
  const line = strokeTimeline(events, clock);
  const script = subtractSpans(spansOf(line, SCRIPT_EVENTS), spansOf(line, RENDERING_EVENTS));
  // Trace times are microseconds.
  return line.windows.map(([a, b]) => overlap(script, a, b) / 1000);
}

/** What ran in one pointer move's window: its script milliseconds by top-level event (a handler, a frame, a timer…) and the collector's share of them. */
export interface MoveBreakdown {
  /** The move's place in the stroke (0 = first move). */
  move: number;
  ms: number;
  /** Script milliseconds by what the top-level event was, e.g. "FireAnimationFrame" or "EventDispatch pointermove". */
  parts: Map<string, number>;
  /** Milliseconds of garbage collection inside that script. */
  gc: number;
}

/**
 * Each pointer move's script (as scriptPerPointerMove charges it) taken apart by the top-level
 * script events it ran in, with the garbage collections nested in them: which moves are slow and
 * why (a frame that uploaded textures, a collection, a cascade of microtasks after the handler).
 */
export function moveBreakdowns(events: TraceEvent[], clock: 'wall' | 'cpu' = 'cpu'): MoveBreakdown[] {
  const line = strokeTimeline(events, clock);
  const { at, length } = line;
  const rendering = spansOf(line, RENDERING_EVENTS);
  const gc = spansOf(line, /GC/);
  // Top-level script events: those no other script event holds.
  const script = line.main.filter((e) => SCRIPT_EVENTS.has(e.name)).sort((a, b) => at(a) - at(b) || length(b) - length(a));
  const top: { e: TraceEvent; label: string }[] = [];
  let end = -Infinity;
  for (const e of script) {
    const data = e.args?.data;
    if (at(e) < end) {
      // The first function a top-level event called names it (which timer, which callback).
      const parent = top[top.length - 1]!;
      if (!parent.label.includes('→') && e.name === 'FunctionCall' && data?.functionName !== undefined) parent.label += ` → ${data.functionName || '(anonymous)'} ${data.url?.split('/').pop() ?? ''}:${data.lineNumber ?? 0}:${data.columnNumber ?? 0}`;
      continue;
    }
    top.push({ e, label: [e.name, data?.type, data?.functionName].filter(Boolean).join(' ') });
    end = at(e) + length(e);
  }
  return line.windows.map(([t, next], move) => {
    const parts = new Map<string, number>();
    let ms = 0;
    for (const { e, label } of top) {
      const a = Math.max(at(e), t), b = Math.min(at(e) + length(e), next);
      if (b <= a) continue;
      const own = subtractSpans([[a, b]], rendering).reduce((sum, [s, f]) => sum + f - s, 0) / 1000;
      parts.set(label, (parts.get(label) ?? 0) + own);
      ms += own;
    }
    return { move, ms, parts, gc: overlap(gc, t, next) / 1000 };
  });
}

/** The moves over `limitMs`, slowest first, as lines: "move 17: 9.20 ms (GC 3.10): FireAnimationFrame 6.00, …". */
export function slowMoveLines(breakdowns: MoveBreakdown[], limitMs: number): string[] {
  return breakdowns
    .filter((b) => b.ms > limitMs)
    .sort((a, b) => b.ms - a.ms)
    .map((b) => {
      const parts = [...b.parts.entries()].sort((x, y) => y[1] - x[1]).filter(([, ms]) => ms >= 0.05).map(([name, ms]) => `${name} ${ms.toFixed(2)}`);
      return `move ${b.move}: ${b.ms.toFixed(2)} ms (GC ${b.gc.toFixed(2)}): ${parts.join(', ')}`;
    });
}

/** Traces `page` while `act` runs and returns the script milliseconds of each pointer move in it, on the wall clock and on the thread's CPU clock. */
export async function scriptTimeOf(browser: Browser, page: Page, act: () => Promise<void>): Promise<{ wall: number[]; cpu: number[]; breakdowns: MoveBreakdown[] }> {
  await browser.startTracing(page, { categories: SCRIPT_TRACE_CATEGORIES });
  let trace: Buffer;
  try {
    await act();
  } finally {
    trace = await browser.stopTracing();
  }
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  return { wall: scriptPerPointerMove(events, 'wall'), cpu: scriptPerPointerMove(events, 'cpu'), breakdowns: moveBreakdowns(events, 'cpu') };
}
