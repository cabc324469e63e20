// Runs one benchmark proof (proofLines.ts) in a worker thread and watches it. Searches are
// synchronous: run in the test's own thread, a search that never returns would also stop Vitest's
// timeout from ever firing, and the run would hang until CI gave up. In a thread it can be
// stopped: a line that runs longer than the stall limit fails the test, naming the line.
import { Worker } from 'node:worker_threads';
import type { AlgorithmName } from '../../../../src/shared/engine/index';

/** What a proof thread checks. */
export interface ProofJob {
  algorithm: AlgorithmName;
  /** Benchmark map name, as in `loadBenchmark`. */
  map: string;
  /** Lines to check, spread evenly over the file; Infinity for every line. */
  maxLines: number;
}

/** What a proof thread posts: the line it starts searching, then its verdict. */
export type ProofMessage =
  | { kind: 'line'; line: number; from: [number, number]; to: [number, number] }
  | { kind: 'done'; checked: number; wrong: string[] };

/** The verdict: how many lines were checked, and a sentence for each wrong one. */
export interface ProofReport {
  checked: number;
  wrong: string[];
}

/**
 * A line still searching after this long is taken for a hang. The slowest lines take about a
 * second on a two-core machine shared with ten busy processes (Berlin_0_1024's longest: Dijkstra
 * 0.9 s, JPS 1.2 s with its jump table), so this leaves a wide margin and still fails a hang
 * within a minute.
 */
export const LINE_STALL_MS = 60_000;

// The thread runs the TypeScript sources through tsx's loader, as the command-line tests do.
const TSX_API = import.meta.resolve('tsx/esm/api');
const BODY = new URL('./proofLines.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(BODY)}); });`;

/** Checks `job` in a worker thread; rejects when a line stalls, the thread fails, or `signal` aborts (Vitest's timeout). */
export function proveInThread(job: ProofJob, signal: AbortSignal, stallMs = LINE_STALL_MS): Promise<ProofReport> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(BOOT, { eval: true, workerData: job });
    let current = 'loading the map';
    let stall: ReturnType<typeof setTimeout>;
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stall);
      signal.removeEventListener('abort', aborted);
      void thread.terminate();
      settle();
    };
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(
        () => finish(() => reject(new Error(`${job.algorithm} on ${job.map}: ${current} has not finished after ${stallMs / 1000} s; the search hangs.`))),
        stallMs,
      );
    };
    const aborted = () => finish(() => reject(new Error(`${job.algorithm} on ${job.map} was stopped while ${current} was running.`)));
    signal.addEventListener('abort', aborted);
    thread.on('message', (m: ProofMessage) => {
      if (m.kind === 'done') finish(() => resolve({ checked: m.checked, wrong: m.wrong }));
      else {
        current = `line ${m.line} (${m.from.join(',')} → ${m.to.join(',')})`;
        watch();
      }
    });
    thread.on('error', (error) => finish(() => reject(error)));
    thread.on('exit', (code) => finish(() => reject(new Error(`The proof thread for ${job.algorithm} on ${job.map} ended (exit code ${code}) before its verdict.`))));
    watch();
  });
}
