// How many searches a worker runs at once: a few, within a memory budget, first come first served.
// The others wait their turn (the worker says so with a 'queued' event), so 32 searches sent at
// once neither hold 32 sets of node tables (2.25 GB on a 2048² map) nor crowd out the pings the
// worker answers between two slices of work. A search alone always runs, whatever it needs.
import type { AlgorithmName } from '../engine/catalog';
import { estimateDebugMemory } from '../engine/trace/memory';

/** Searches a worker runs at once (one per compare pane); more wait their turn. */
export const MAX_RUNNING_SEARCHES = 4;
/** Bytes the searches running at once may hold between them: three A* searches on 4096² (304 MB each), four on 2048² (76 MB). */
export const SEARCH_MEMORY_BUDGET = 2 ** 30;

/**
 * What a search holds while it runs on a map of `cells` cells: the debugger's estimate of a
 * search's own memory (node tables, a side each, and its share of the map) less the worker's.
 */
export function searchBytes(cells: number, algorithm: AlgorithmName): number {
  const question = { cells, algorithm, mixedCosts: false };
  return estimateDebugMemory(question).searchBytes - estimateDebugMemory({ ...question, cells: 0 }).searchBytes;
}

export interface AdmissionLimits {
  /** Searches running at once at most (default MAX_RUNNING_SEARCHES). */
  maxRunning?: number;
  /** Bytes they may hold between them (default SEARCH_MEMORY_BUDGET). */
  memoryBudget?: number;
}

interface Waiting {
  id: number;
  bytes: number;
  start: () => void;
}

export class SearchAdmission {
  /** Running searches by request id, with the bytes each was counted for. */
  private readonly running = new Map<number, number>();
  private readonly waiting: Waiting[] = [];
  private used = 0;
  private readonly maxRunning: number;
  private readonly budget: number;

  /** @param launch starts a search whose turn came (the service schedules it as a task of its own) */
  constructor(limits: AdmissionLimits, private readonly launch: (start: () => void) => void) {
    this.maxRunning = Math.max(1, limits.maxRunning ?? MAX_RUNNING_SEARCHES);
    this.budget = limits.memoryBudget ?? SEARCH_MEMORY_BUDGET;
  }

  /**
   * Search `id`, needing `bytes`, starts now (`start()` is called, and 0 returned) if it fits and
   * none waits before it; otherwise it waits, and its place in the queue is returned (1: next).
   */
  enter(id: number, bytes: number, start: () => void): number {
    if (this.waiting.length === 0 && this.fits(bytes)) {
      this.admit(id, bytes);
      start();
      return 0;
    }
    this.waiting.push({ id, bytes, start });
    return this.waiting.length;
  }

  /** Search `id` ended (answered, failed or cancelled): its room goes to those waiting, in order. */
  leave(id: number): void {
    const bytes = this.running.get(id);
    if (bytes === undefined) return;
    this.running.delete(id);
    this.used -= bytes;
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.bytes)) {
      const next = this.waiting.shift()!;
      this.admit(next.id, next.bytes);
      this.launch(next.start);
    }
  }

  /** Takes search `id` out of the queue (cancelled before its turn); false if it was not waiting. */
  withdraw(id: number): boolean {
    const i = this.waiting.findIndex((w) => w.id === id);
    if (i < 0) return false;
    this.waiting.splice(i, 1);
    return true;
  }

  /** Searches running now. */
  get runningCount(): number {
    return this.running.size;
  }

  private fits(bytes: number): boolean {
    return this.running.size === 0 || (this.running.size < this.maxRunning && this.used + bytes <= this.budget);
  }

  private admit(id: number, bytes: number): void {
    this.running.set(id, bytes);
    this.used += bytes;
  }
}
