// Where the UI thread's long tasks go while an analysis is shown (BENCH_PROFILE=1 npm run
// bench:analysis -- ui): a Chromium performance trace of the showing (the events DevTools'
// Performance panel reads), each main-thread task over 50 ms taken apart by the events nested in it
// (wall milliseconds, with the thread's own CPU time beside), and the tasks' events summed. A CPU
// profile cannot say this: in software WebGL most of such a task is "(program)", the main thread
// waiting for the GPU process (the compositor reading the canvas back, GLES2::ReadPixels), which
// only the trace names. The trace is written beside, to open in DevTools (Performance › Load).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { TraceEvent } from '../editor/scriptTime';

/** A task counts as long from this length on, as the 'longtask' observer's. */
const LONG_MS = 50;
const TRACE_DIR = 'out/bench-profiles';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'gpu', 'blink'];
/** Events that only wrap others (the task itself, the scheduler's envelopes): not worth a line. */
const ENVELOPES = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'Receive mojo message', 'AsyncTask Run']);

/** Traces `act` and returns lines saying what the main thread's long tasks held; writes the trace as `name`.json. */
export async function longTaskProfileOf(browser: Browser, page: Page, name: string, act: () => Promise<void>, top = 12): Promise<string[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace: Buffer;
  try {
    await act();
  } finally {
    trace = await browser.stopTracing();
  }
  mkdirSync(TRACE_DIR, { recursive: true });
  const file = join(TRACE_DIR, `${name}.json`);
  writeFileSync(file, trace);
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return [`trace: ${file}`, ...longTaskLines(Array.isArray(parsed) ? parsed : parsed.traceEvents, top)];
}

/** The renderer main thread's tasks over LONG_MS: the events inside them summed, then each task's top three. */
export function longTaskLines(events: TraceEvent[], top: number): string[] {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const timed = events.filter((e) => e.ph === 'X' && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: TraceEvent[] = [];
  let until = -Infinity;
  for (const e of timed) {
    if (e.name !== 'ThreadControllerImpl::RunTask' || e.ts < until) continue; // a task nested in one already taken
    until = e.ts + e.dur!;
    if (e.dur! >= LONG_MS * 1000) tasks.push(e);
  }
  const total = new Map<string, number>();
  const lines = tasks.map((task) => {
    const parts = new Map<string, number>();
    for (const e of timed) {
      if (e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur! || e === task || ENVELOPES.has(e.name)) continue;
      const fn = e.args?.data?.functionName;
      const label = fn ? `${e.name} ${fn}` : e.name;
      parts.set(label, (parts.get(label) ?? 0) + e.dur! / 1000);
    }
    for (const [label, ms] of parts) total.set(label, (total.get(label) ?? 0) + ms);
    const three = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([label, ms]) => `${label} ${ms.toFixed(0)}`);
    return `  task ${(task.dur! / 1000).toFixed(0)} ms (main thread CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms): ${three.join(', ')}`;
  });
  const sum = [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([label, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${label}`);
  // What the main thread itself ran in a task (its CPU clock), the rest being waits (the GPU process, the other cores).
  const mostCpu = Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000));
  return [`${tasks.length} main-thread tasks over ${LONG_MS} ms, the most main-thread CPU in one ${mostCpu.toFixed(0)} ms; events inside them (nested ones counted in each):`, ...sum, ...lines];
}
