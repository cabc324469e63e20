// The 'cells' overlays drawn from the app's state rather than a run's frames (the level analysis,
// the heuristic lab, the cells a live answer explored): each shows a value while it has one, over
// the cells overlays under it (`active`), and a step of the run never refreshes it. Each says how a
// value becomes the cells' bytes (`showCells`) and gives its colours.
import { SampledCellOverlay } from './sampledCellOverlay';

export abstract class StateCellOverlay<T> extends SampledCellOverlay {
  private shown: T | null = null;

  constructor(private readonly palette: Uint32Array) {
    super();
  }

  /** Hides the cells overlays under it while it shows something. */
  get active(): boolean {
    return this.shown !== null;
  }

  /** Shows `value` (null: nothing); the value shown already changes nothing. */
  protected present(value: T | null): void {
    if (value === this.shown || (value !== null && this.shown !== null && this.same(value, this.shown))) return;
    this.shown = value;
    if (value === null) return this.hide();
    this.showCells(value);
  }

  /** Whether two values show the same cells (by default: the same object). */
  protected same(a: T, b: T): boolean {
    return a === b;
  }

  /** Writes `value`'s cells (writeWith or adopt). */
  protected abstract showCells(value: T): void;

  /** What it shows does not come from the run's frames. */
  async refresh(): Promise<void> {}

  protected colours(): Uint32Array {
    return this.palette;
  }
}
