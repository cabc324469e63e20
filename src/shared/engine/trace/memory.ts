// What debugging a search costs in memory, told before it starts, so the app can say "this map
// needs about N MB to record every step" instead of running out of memory half way. The figures
// are bytes per cell and per event of the structures involved (search memory, recording, index);
// events per cell are measured on whole-map searches (see test/bench/debugger.bench.ts).
import type { AlgorithmName } from '../catalog';
import { BYTES_PER_EVENT } from './encoding';

/** The memory a debugging worker may use, as the issue sets it. */
export const DEBUG_MEMORY_BUDGET = 1.5 * 2 ** 30;

/** Events a search records per cell it explores (push, expansion, a share of decrease-keys): measured up to about 2.3 on weighted maps. */
const EVENTS_PER_CELL = 2.5;
/** The search's own node table a side (state, g, parent) and its open list's share. */
const SEARCH_BYTES_PER_CELL = 16 + 2;
/** The index a side: first push and first expansion (two Int32), g (Float64). */
const INDEX_BYTES_PER_CELL = 16;
/** Per event besides the recording: the event of each expansion (about half the events) and open-list checkpoints (at most half an Int32). */
const INDEX_BYTES_PER_EVENT = 2 + 2;
/** Cells with decrease-keys keep a history (event, link, g, hash slot): about a tenth of the events. */
const HISTORY_BYTES_PER_EVENT = 0.1 * 32;
/** The worker itself: code, the map, its move masks. */
const BASE_BYTES = 96 * 2 ** 20;

export interface DebugMemoryEstimate {
  /** The whole worker while the run is debugged. */
  bytes: number;
  /** The recorded events. */
  traceBytes: number;
  /** The store's index over them. */
  indexBytes: number;
  /** The search's own memory (node tables, open lists), map and worker. */
  searchBytes: number;
  /** Whether that fits in `budget` bytes. */
  fits: boolean;
  budget: number;
}

/**
 * The memory a traced search exploring all `cells` of a map would need (the worst case: an
 * unreachable goal, or Dijkstra to a far corner) and whether it fits the budget.
 */
export function estimateDebugMemory(cells: number, algorithm: AlgorithmName, budget = DEBUG_MEMORY_BUDGET): DebugMemoryEstimate {
  const sides = algorithm === 'bidirectional' ? 2 : 1;
  const events = EVENTS_PER_CELL * cells * sides;
  const traceBytes = BYTES_PER_EVENT * events;
  const parents = algorithm === 'theta' ? 4 * cells : 0; // Theta*'s replay keeps parents
  const indexBytes = sides * INDEX_BYTES_PER_CELL * cells + parents + (INDEX_BYTES_PER_EVENT + HISTORY_BYTES_PER_EVENT) * events;
  const searchBytes = BASE_BYTES + 2 * cells + sides * SEARCH_BYTES_PER_CELL * cells;
  const bytes = traceBytes + indexBytes + searchBytes;
  return { bytes, traceBytes, indexBytes, searchBytes, fits: bytes <= budget, budget };
}
