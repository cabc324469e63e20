// The heuristic lab's map over the cells (see heuristicLab/heuristicLab.svelte.ts): h − h* with the
// overestimates in red, or the cells a move leaves from inconsistently. Shown over the search
// states and the level analysis while the lab is on; painted one colour per cell value
// (heuristicLabCells.ts).
import type { HeuristicLabAnswer } from '../../shared/analysis/heuristicLab';
import type { LabMap } from '../heuristicLab/heuristicLab.svelte';
import { heuristicLabPalette, labMarkOf, writeLabCells } from './heuristicLabCells';
import { stateOverlay } from './overlayDescriptor';
import { SampledCellOverlay } from './sampledCellOverlay';

export class HeuristicLabOverlay extends SampledCellOverlay {
  private readonly palette = heuristicLabPalette();
  private shown: HeuristicLabAnswer | null = null;
  private shownMap: LabMap = 'off';

  /** Hides the cells overlays under it while it shows a map. */
  get active(): boolean {
    return this.shown !== null;
  }

  /** Shows `map` of `answer` (nothing for 'off' or no answer). */
  show(answer: HeuristicLabAnswer | null, map: LabMap): void {
    const next = map === 'off' ? null : answer;
    if (next === this.shown && map === this.shownMap) return;
    this.shown = next;
    this.shownMap = map;
    if (next === null || map === 'off') return this.hide();
    this.writeWith((bytes, width, height) => (writeLabCells(bytes, next, map) ? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 } : null));
  }

  /** What it shows does not come from the run's frames. */
  async refresh(): Promise<void> {}

  /** How many cells show each value (tests). */
  markCounts(): Record<string, number> {
    return this.markCountsBy(labMarkOf);
  }

  protected colours(): Uint32Array {
    return this.palette;
  }
}

/** The lab's map chosen in the View menu or the Heuristic lab section, on the single map. */
export const heuristicLab = stateOverlay({
  id: 'heuristic-lab',
  plane: 'cells',
  make: () => new HeuristicLabOverlay(),
  show: (overlay, { studio }) => overlay.show(studio.heuristicLab.answer, studio.heuristicLab.shown),
});
