// The heuristic lab's map over the cells (see heuristicLab/heuristicLab.svelte.ts): h − h* with the
// overestimates in red, or the cells a move leaves from inconsistently. Shown over the search
// states and the level analysis while the lab is on; painted one colour per cell value
// (heuristicLabCells.ts).
import type { HeuristicLabAnswer } from '../../shared/analysis/heuristicLab';
import type { LabMap } from '../heuristicLab/heuristicLab.svelte';
import { heuristicLabPalette, labMarkOf, writeLabCells } from './heuristicLabCells';
import { stateOverlay } from './overlayDescriptor';
import { StateCellOverlay } from './stateCellOverlay';

/** One of the lab's maps of one answer. */
interface LabView {
  answer: HeuristicLabAnswer;
  map: Exclude<LabMap, 'off'>;
}

export class HeuristicLabOverlay extends StateCellOverlay<LabView> {
  constructor() {
    super(heuristicLabPalette());
  }

  /** Shows `map` of `answer` (nothing for 'off' or no answer). */
  show(answer: HeuristicLabAnswer | null, map: LabMap): void {
    this.present(map === 'off' || answer === null ? null : { answer, map });
  }

  protected override same(a: LabView, b: LabView): boolean {
    return a.answer === b.answer && a.map === b.map;
  }

  protected showCells({ answer, map }: LabView): void {
    this.writeWith((bytes, width, height) => (writeLabCells(bytes, answer, map) ? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 } : null));
  }

  /** How many cells show each value (tests). */
  markCounts(): Record<string, number> {
    return this.markCountsBy(labMarkOf);
  }
}

/** The lab's map chosen in the View menu or the Heuristic lab section, on the single map. */
export const heuristicLab = stateOverlay({
  id: 'heuristic-lab',
  plane: 'cells',
  make: () => new HeuristicLabOverlay(),
  show: (overlay, { studio }) => overlay.show(studio.heuristicLab.answer, studio.heuristicLab.shown),
});
