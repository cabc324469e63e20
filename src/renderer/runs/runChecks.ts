// The one place that checks a run before it starts, for the single map view and every compare pane
// alike: the settings' bounds, the markers, a start on impassable terrain, whether the run can be
// stepped, and the memory its recording could need. Each refusal is a sentence saying what to do.
import { algorithmInfo, firstSettingsProblem, recordsStepsWith, TURN_COST_UNTRACED, type SearchOptions } from '../../shared/engine/index';
import { estimateDebugMemory } from '../../shared/engine/trace/index';
import type { MapDocument } from '../state/document.svelte';
import { copyOptions } from './runOptions';

/** A run as checked before it starts: the options it searches with, whether it records its steps, or why it cannot start. */
export interface RunCheck {
  /** A copy of the pane's options, "Record every step" off when the run cannot record. */
  options: SearchOptions;
  traced: boolean;
  problem: string | null;
  /** The problem is the memory estimate's: "Record anyway" may start it. */
  overBudget: boolean;
}

/** Checks a run of `options` on `doc`; `budgetWaived`: the user chose to record beyond the memory budget. */
export function checkRun(doc: MapDocument, options: SearchOptions, budgetWaived: boolean): RunCheck {
  const own = copyOptions(options);
  const traced = recordsSteps(own);
  // A run that cannot record runs without it (the settings panel says so).
  if (!traced) own.recordTrace = false;
  const problem = queryProblem(doc, own);
  const memory = problem === null && traced && !budgetWaived ? memoryProblem(doc, own) : null;
  return { options: own, traced, problem: problem ?? memory, overBudget: memory !== null };
}

/** Why a search with `options` cannot start on `doc` as it stands, as a sentence; null when it can. */
export function queryProblem(doc: MapDocument, options: SearchOptions): string | null {
  // A typed setting out of bounds (shown beside its field) stops the run with the same sentence.
  const settings = firstSettingsProblem(options);
  if (settings !== null) return settings;
  if (doc.start < 0 || doc.goal < 0) return 'Place a start and a goal on the map first (right-click a cell, or use the Start and Goal tools).';
  if (!doc.isPassable(doc.start)) {
    const name = doc.grid.palette[doc.grid.terrain[doc.start]!]?.name ?? 'impassable terrain';
    return `The start is on ${name}, which cannot be entered; move the start to a passable cell.`;
  }
  return null;
}

/** Whether a run of `options` records its steps: "Record every step" is on and the search can (the algorithm, no turn cost). */
export function recordsSteps(options: SearchOptions): boolean {
  return recordsStepsWith(options);
}

/** Why a run of `options` cannot be stepped (recording is off, or the algorithm records nothing); null when it can. */
export function stepProblem(options: SearchOptions): string | null {
  if (recordsSteps(options)) return null;
  const info = algorithmInfo(options.algorithm);
  if (info.recordsTrace && options.turnCost > 0) return TURN_COST_UNTRACED;
  return info.recordsTrace
    ? 'Stepping needs “Record every step” (More options); switch it on, or press Run (F9) to search without the debugger.'
    : `${info.label} records no steps, so it cannot be stepped; pick another algorithm to debug, or press Run (F9).`;
}

/** Why recording every step of `options` on `doc` could need more memory than the debugger may use; null when it fits. */
export function memoryProblem(doc: MapDocument, options: SearchOptions): string | null {
  const memory = estimateDebugMemory({ cells: doc.width * doc.height, algorithm: options.algorithm, mixedCosts: paletteHasMixedCosts(doc) });
  if (memory.fits) return null;
  const gb = (b: number) => (b / 2 ** 30).toFixed(1);
  return `Recording every step of this search could need about ${gb(memory.bytes)} GB, more than the ${gb(memory.budget)} GB the debugger may use. Set a node budget, search a smaller map, turn off “Record every step” to run it without the debugger, or record it anyway if this computer has the memory.`;
}

/** Whether the palette's passable terrains cost different amounts (the memory estimate's worst case assumes they are all used). */
function paletteHasMixedCosts(doc: MapDocument): boolean {
  const costs = new Set(doc.grid.palette.filter((t) => t.passable).map((t) => t.cost));
  return costs.size > 1;
}
