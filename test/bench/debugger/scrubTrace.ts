// Where a scrub's time goes, from a Chromium performance trace of it (BENCH_PROFILE=1 npm run
// bench:debugger): each slider move is a window from its `performance.mark` to the next one's, and
// each thread's script in it is summed (the page's main thread by top-level event, the search
// worker's as a whole), on the threads' CPU clocks: whether the wait is the worker's seek, the
// main thread taking the answer in, or the repaint.
import { mergeSpans, SCRIPT_EVENTS, RENDERING_EVENTS, subtractSpans, type TraceEvent } from '../editor/scriptTime';

type Span = [number, number];

/** One slider move's window: CPU milliseconds of script per thread, the main thread's by top-level event. */
export interface SeekBreakdown {
  worker: number;
  main: number;
  mainParts: Map<string, number>;
}

/** The thread names Chromium writes as metadata events. */
function threadNames(events: TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) {
    const name = (e.args as { name?: string } | undefined)?.name;
    if (e.ph === 'M' && e.name === 'thread_name' && name) names.set(`${e.pid}:${e.tid}`, name);
  }
  return names;
}

/** Each window between successive marks named `${prefix}N` (the last one's to the trace's end), taken apart by thread. */
export function seekBreakdowns(events: TraceEvent[], prefix: string): SeekBreakdown[] {
  const marks = events.filter((e) => e.name.startsWith(prefix) && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'));
  if (marks.length === 0) throw new Error(`The trace holds no "${prefix}" marks: was it traced with the blink.user_timing category?`);
  const { pid } = marks[0]!;
  const names = threadNames(events);
  const timed = events.filter((e) => e.pid === pid && e.ph === 'X' && e.dur !== undefined && e.tdur !== undefined && e.tts !== undefined);
  const starts = marks.map((m) => m.ts).sort((a, b) => a - b);
  const end = Math.max(...timed.map((e) => e.ts + e.dur!));
  const threadOf = (e: TraceEvent) => names.get(`${e.pid}:${e.tid}`) ?? '';
  // Windows are found on the wall clock (marks carry no thread time); each event inside counts its CPU time.
  const windowOf = (ts: number) => {
    let lo = 0, hi = starts.length - 1;
    if (ts < starts[0]!) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= ts) lo = mid;
      else hi = mid - 1;
    }
    return ts < end ? lo : -1;
  };
  const out: SeekBreakdown[] = starts.map(() => ({ worker: 0, main: 0, mainParts: new Map() }));
  for (const thread of ['CrRendererMain', 'DedicatedWorker thread']) {
    const mine = timed.filter((e) => threadOf(e) === thread);
    const script = mine.filter((e) => SCRIPT_EVENTS.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const rendering = mergeSpans(mine.filter((e) => RENDERING_EVENTS.has(e.name)).map((e): Span => [e.tts!, e.tts! + e.tdur!]));
    let until = -Infinity;
    for (const e of script) {
      if (e.ts < until) continue; // nested in a top-level event already counted
      until = e.ts + e.dur!;
      const w = windowOf(e.ts);
      if (w < 0) continue;
      const cpu = subtractSpans([[e.tts!, e.tts! + e.tdur!]], rendering).reduce((sum, [a, b]) => sum + b - a, 0) / 1000;
      const seek = out[w]!;
      if (thread === 'CrRendererMain') {
        seek.main += cpu;
        const data = e.args?.data;
        const label = [e.name, data?.type, data?.functionName].filter(Boolean).join(' ');
        seek.mainParts.set(label, (seek.mainParts.get(label) ?? 0) + cpu);
      } else seek.worker += cpu;
    }
  }
  return out;
}

/** Medians and 95th percentiles of the windows, and the main thread's parts by median share, as lines. */
export function seekBreakdownLines(seeks: SeekBreakdown[]): string[] {
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const stat = (xs: number[]) => `median ${(sorted(xs)[xs.length >> 1] ?? 0).toFixed(1)} p95 ${(sorted(xs)[Math.floor(xs.length * 0.95)] ?? 0).toFixed(1)} ms`;
  const labels = new Set(seeks.flatMap((s) => [...s.mainParts.keys()]));
  const parts = [...labels]
    .map((label) => ({ label, ms: seeks.map((s) => s.mainParts.get(label) ?? 0) }))
    .map(({ label, ms }) => ({ label, total: ms.reduce((a, b) => a + b, 0), line: `  main thread ${label}: ${stat(ms)}` }))
    .sort((a, b) => b.total - a.total)
    .slice(0, 8)
    .map((p) => p.line);
  return [`search worker script per move: ${stat(seeks.map((s) => s.worker))}`, `main thread script per move: ${stat(seeks.map((s) => s.main))}`, ...parts];
}
