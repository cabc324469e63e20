// bench:analysis's BENCH_PROFILE breakdown (test/bench/analysis/longTaskProfile.ts): the renderer
// main thread's tasks of 50 ms or more, each taken apart by the events nested in it, and summed.
import { describe, expect, it } from 'vitest';
import { longTaskLines } from '../../bench/analysis/longTaskProfile';
import type { TraceEvent } from '../../bench/editor/scriptTime';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 2, tid: 20 };
const names: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } as never },
  { name: 'thread_name', ph: 'M', ts: 0, ...OTHER, args: { name: 'CrGpuMain' } as never },
];
// Times in microseconds; the main thread's CPU time is a tenth of the wall time (it waits).
const x = (name: string, ts: number, dur: number, at = MAIN, functionName?: string): TraceEvent => ({
  name, ph: 'X', ts, dur, tts: ts / 10, tdur: dur / 10, ...at, ...(functionName ? { args: { data: { functionName } } } : {}),
});

describe('long tasks taken apart', () => {
  it('lists the main thread’s tasks of 50 ms or more by what they held, sums them, and says the most CPU the thread ran in one', () => {
    const lines = longTaskLines([
      ...names,
      x('ThreadControllerImpl::RunTask', 0, 200_000),
      x('ThreadControllerImpl::RunTask', 0, 200_000), // nested task envelope: the same task
      x('Commit', 10_000, 180_000),
      x('GLES2::ReadPixels', 20_000, 160_000),
      x('FunctionCall', 1_000, 8_000, MAIN, 'tick'),
      x('ThreadControllerImpl::RunTask', 300_000, 40_000), // short: left out
      x('FunctionCall', 301_000, 39_000, MAIN, 'short'),
      x('ThreadControllerImpl::RunTask', 400_000, 60_000),
      x('GLES2::ReadPixels', 401_000, 50_000),
      x('ThreadControllerImpl::RunTask', 0, 900_000, OTHER), // another thread
    ], 5);
    expect(lines[0]).toBe('2 main-thread tasks over 50 ms, the most main-thread CPU in one 20 ms; events inside them (nested ones counted in each):');
    expect(lines.slice(1, 4)).toEqual(['    210 ms  GLES2::ReadPixels', '    180 ms  Commit', '      8 ms  FunctionCall tick']);
    expect(lines[4]).toBe('  task 200 ms (main thread CPU 20 ms): Commit 180, GLES2::ReadPixels 160, FunctionCall tick 8');
    expect(lines[5]).toBe('  task 60 ms (main thread CPU 6 ms): GLES2::ReadPixels 50');
    expect(lines).toHaveLength(6);
  });
});
