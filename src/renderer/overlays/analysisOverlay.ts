// The level analysis on the map (see analysis/analysis.svelte.ts): every region tinted, the cells
// that cannot reach the start marked; a movement range in bands of 1×, 2× and 3× its budget with
// its edge drawn darker; a distance field as a colour ramp with contour lines; or the chokepoints'
// cells. Painted as the search states are, one colour per cell value (analysisCells.ts), from the
// cells the analysis state had coloured off the UI thread (analysisPainter.ts). The flow
// arrows and the rings that keep a narrow passage visible when zoomed out are marks of their own
// (flowArrowsOverlay.ts, chokepointOverlay.ts).
import { analysisPalette, markOf } from './analysisCells';
import { stateOverlay } from './overlayDescriptor';
import { StateCellOverlay } from './stateCellOverlay';

export class AnalysisOverlay extends StateCellOverlay<Uint8Array> {
  constructor() {
    super(analysisPalette());
  }

  /** Shows `cells` (a byte per cell, analysisCells.ts), or nothing; the overlay only reads them. */
  show(cells: Uint8Array | null): void {
    this.present(cells);
  }

  protected showCells(cells: Uint8Array): void {
    this.adopt(cells);
  }

  /** The value drawn at cell (x, y) (analysisCells.ts's markOf; tests, the cell inspector). */
  markAt(x: number, y: number): string | null {
    return markOf(this.byteAt(x, y));
  }

  /** How many cells show each value, over a map of `width` × `height` (tests). */
  markCounts(width: number, height: number): Record<string, number> {
    const counts: Record<string, number> = {};
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const mark = this.markAt(x, y);
        if (mark) counts[mark] = (counts[mark] ?? 0) + 1;
      }
    return counts;
  }
}

/** The analysis chosen in the View menu or the Analysis section, on the single map. */
export const analysis = stateOverlay({
  id: 'analysis',
  plane: 'cells',
  make: () => new AnalysisOverlay(),
  show: (overlay, { studio }) => overlay.show(studio.analysis.cells?.bytes ?? null),
});
