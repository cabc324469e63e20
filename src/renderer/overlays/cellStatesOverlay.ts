// The search's open and closed cells at the cursor's step: closed warm, open cool, translucent so
// the terrain stays readable (a bidirectional search's backward side in its own hues). The worker
// answers the states of the cells in view, sampled one per screen pixel when zoomed out.
import { CellState } from '../../shared/engine/index';
import type { OverlayDescriptor } from './overlayDescriptor';
import { premultiplied } from './premultiplied';
import type { RunFrame } from './runFrame';
import { SampledCellOverlay } from './sampledCellOverlay';

/** Colour per state byte: low two bits the forward side's CellState, the next two the backward side's. */
export const SEARCH_STATE_COLORS = new Uint32Array(256);
const COLORS = SEARCH_STATE_COLORS;
for (let b = 0; b < 4; b++) {
  for (let f = 0; f < 4; f++) {
    const forward = f === CellState.Closed ? premultiplied(255, 150, 80, 85) : f === CellState.Open ? premultiplied(60, 210, 240, 150) : 0;
    const backward = b === CellState.Closed ? premultiplied(200, 120, 255, 85) : b === CellState.Open ? premultiplied(120, 255, 160, 150) : 0;
    // A cell both sides reached shows the forward side's colour (where they meet is the path).
    COLORS[(b << 2) | f] = forward || backward;
  }
}

export class CellStatesOverlay extends SampledCellOverlay {
  async refresh(frame: RunFrame | null): Promise<void> {
    if (!frame?.view) return this.hide();
    const view = await frame.view;
    if (frame.current()) this.write(frame.rect, view.states!);
  }

  /** The state byte of cell (x, y) as shown (0 when hidden). */
  stateAt(x: number, y: number): number {
    return this.byteAt(x, y);
  }

  protected colours(): Uint32Array {
    return COLORS;
  }
}

/** The open and closed cells at the cursor's step, in every view. */
export const searchStates: OverlayDescriptor = {
  id: 'states',
  plane: 'cells',
  views: ['map', 'pane'],
  asks: ['view'],
  create: () => ({ overlay: new CellStatesOverlay() }),
};
