// The search's open and closed cells at the cursor's step: closed warm, open cool, translucent so
// the terrain stays readable (a bidirectional search's backward side in its own hues). The worker
// answers the states of the cells in view, sampled one per screen pixel when zoomed out; asked
// about the step shown (RunOverlays names it), it answers only the cells that changed since, so
// dragging the timeline takes in a few hundred cells a move rather than every cell in view.
import { CellState } from '../../shared/engine/index';
import type { OverlayDescriptor } from './overlayDescriptor';
import { premultiplied } from './premultiplied';
import { rectKey, type RunFrame } from './runFrame';
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
    if (!frame.current()) return;
    const run = frame.run.id, rect = frame.rect, basis = `${run}:${view.step}:${rectKey(rect)}`;
    if (view.states) {
      if (this.coversMap(rect, view.states)) this.take(view.states, basis);
      else this.write(rect, view.states, basis);
      return;
    }
    const changes = view.changes;
    if (changes && this.shows(`${run}:${changes.since}:${rectKey(rect)}`)) return this.writeChanges(rect, changes.samples, changes.states, basis);
    // Changes since a step this overlay does not show (it was hidden meanwhile): ask for them all.
    const whole = await frame.ask({ kind: 'view', step: view.step, request: { rect } });
    if (frame.current() && whole.states) this.write(rect, whole.states, basis);
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
