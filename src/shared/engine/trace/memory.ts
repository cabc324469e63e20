// What debugging a search costs in memory, told before it starts, so the app can say "recording
// every step of this search needs about N MB" instead of running out of memory half way. The
// figures are the bytes per cell and per event of the structures involved (the search's own
// memory, the recording, the store's index), for a search that explores the whole map: the worst
// case (an unreachable goal, or Dijkstra to a far corner). What differs by algorithm (its sides, its
// tables, what its replay keeps) is in its catalog entry. test/bench/debugger.bench.ts prints the
// estimate beside the memory measured.
import { algorithmInfo, type AlgorithmName } from '../catalog';
import { BYTES_PER_EVENT } from './encoding';

/** The memory a debugging worker may use (the budget for a 4096² map). */
export const DEBUG_MEMORY_BUDGET = 1.5 * 2 ** 30;

/**
 * Decrease-keys per explored cell: measured 0.07 on an open one-cost map (Dijkstra), 0.3–0.65 on
 * weighted terrain; the figures below round up.
 */
const DECREASES_PER_CELL = { uniform: 0.15, mixed: 0.75 };
/** The search's node table a side (state, g, parent). */
const SEARCH_BYTES_PER_CELL = 16;
/** The map in the worker: terrain, passable cells and the move mask. */
const MAP_BYTES_PER_CELL = 3;
/** The index a side: first push and first expansion (two Int32), g (Float64), block summaries, the newest history entry. */
const INDEX_BYTES_PER_CELL = 20.5;
/** The index once: heap positions for open-list replays, the history's bit a cell and side. */
const SHARED_INDEX_BYTES_PER_CELL = 4.25;
/** Per event besides its word: open-list checkpoints (at most half an Int32). */
const INDEX_BYTES_PER_EVENT = 2;
/** Per explored cell: the event of its expansion. */
const INDEX_BYTES_PER_EXPANSION = 4;
/** Per decrease-key: its history entry (event, link, g before). */
const HISTORY_BYTES = 16;
/** The worker itself: code, the runtime, small buffers. */
const BASE_BYTES = 96 * 2 ** 20;

export interface DebugMemoryEstimate {
  /** The whole worker while the run is debugged. */
  bytes: number;
  /** The recorded events. */
  traceBytes: number;
  /** The store's index over them. */
  indexBytes: number;
  /** The search's own memory, the map and the worker. */
  searchBytes: number;
  /** Whether `bytes` fits in `budget`. */
  fits: boolean;
  budget: number;
}

/** What the estimate needs to know of a search before it runs. */
export interface DebugMemoryQuestion {
  /** Cells of the map. */
  cells: number;
  algorithm: AlgorithmName;
  /** The map's passable terrains cost different amounts (decrease-keys are then far more common). */
  mixedCosts: boolean;
}

/** The memory a traced search that explores the whole map would need, and whether it fits the budget. */
export function estimateDebugMemory(q: DebugMemoryQuestion, budget = DEBUG_MEMORY_BUDGET): DebugMemoryEstimate {
  const { cells } = q;
  const { sides, memory } = algorithmInfo(q.algorithm);
  const decreases = (q.mixedCosts ? DECREASES_PER_CELL.mixed : DECREASES_PER_CELL.uniform) * cells * sides;
  const expansions = cells * sides;
  const events = 2 * expansions + decreases;
  const traceBytes = BYTES_PER_EVENT * events;
  const indexBytes = (sides * INDEX_BYTES_PER_CELL + SHARED_INDEX_BYTES_PER_CELL + memory.replayBytesPerCell) * cells
    + INDEX_BYTES_PER_EVENT * events + INDEX_BYTES_PER_EXPANSION * expansions + HISTORY_BYTES * decreases;
  const tables = cells <= memory.tableMaxCells ? memory.tableBytesPerCell * cells : 0;
  const searchBytes = BASE_BYTES + (MAP_BYTES_PER_CELL + sides * SEARCH_BYTES_PER_CELL) * cells + tables;
  const bytes = traceBytes + indexBytes + searchBytes;
  return { bytes, traceBytes, indexBytes, searchBytes, fits: bytes <= budget, budget };
}
