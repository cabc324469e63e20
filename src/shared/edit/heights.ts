// The height brush on the optional heights layer (created on first use, with undo). Each
// stroke applies once to every cell it sweeps: raise/lower by `amount` from the cell's height
// when the stroke began, flatten towards the height under the stroke's first cell, or set a
// value. Applying once per stroke keeps the result independent of pointer speed and sample
// rate; to raise further, stroke again.
import { type Brush, stampCells } from './brush';
import type { CellSink } from './cells';
import type { CellGesture } from './gesture';
import type { EditHistory, HistoryEntry } from './history';
import { strokeCells } from './stroke';

/** Heights are stored as Int16; the brush clamps to the full storage range so no map data is lost. */
export const HEIGHT_MIN = -32768;
export const HEIGHT_MAX = 32767;

export type HeightMode = 'raise' | 'lower' | 'flatten' | 'set';

export interface HeightBrushSettings {
  brush: Brush;
  mode: HeightMode;
  /** Raise/lower: change per stroke. Flatten: largest step towards the target (use HEIGHT_MAX for a hard flatten). */
  amount: number;
  /** Set: the height to give every swept cell. */
  value?: number;
}

const LABELS: Record<HeightMode, string> = {
  raise: 'raise terrain',
  lower: 'lower terrain',
  flatten: 'flatten terrain',
  set: 'set height',
};

export function clampHeight(h: number): number {
  return h < HEIGHT_MIN ? HEIGHT_MIN : h > HEIGHT_MAX ? HEIGHT_MAX : Math.round(h);
}

/** A height stroke in progress: construct on pointer down, `moveTo`, then `end` or `cancel`. */
export class HeightStroke {
  private readonly gesture: CellGesture;
  private readonly sink: CellSink;
  private x: number;
  private y: number;

  constructor(
    private readonly history: EditHistory,
    private readonly settings: HeightBrushSettings,
    x: number,
    y: number,
  ) {
    this.gesture = history.beginGesture(LABELS[settings.mode], 'heights');
    const values = this.gesture.values;
    const adjust = heightAdjuster(settings, this.heightAt(values, x, y));
    const gesture = this.gesture;
    // touch() is true only the first time a cell is swept: that is what makes it once per stroke.
    this.sink = (index) => {
      if (gesture.touch(index)) values[index] = adjust(values[index]!);
    };
    this.x = x;
    this.y = y;
    stampCells(history.grid, settings.brush, x, y, this.sink);
    gesture.flush();
  }

  moveTo(x: number, y: number): void {
    strokeCells(this.history.grid, this.settings.brush, this.x, this.y, x, y, this.sink, true);
    this.x = x;
    this.y = y;
    this.gesture.flush();
  }

  end(): HistoryEntry | null {
    return this.history.endGesture();
  }

  cancel(): void {
    this.history.cancelGesture();
  }

  /** Height under (x, y), clamped onto the map so a stroke started at the edge still has a target. */
  private heightAt(values: ArrayLike<number>, x: number, y: number): number {
    const { width, height } = this.history.grid;
    const cx = Math.min(width - 1, Math.max(0, x));
    const cy = Math.min(height - 1, Math.max(0, y));
    return values[cy * width + cx]!;
  }
}

/** The per-cell rule for a mode: old height → new height. */
export function heightAdjuster(settings: HeightBrushSettings, startHeight: number): (h: number) => number {
  const amount = Math.abs(settings.amount);
  switch (settings.mode) {
    case 'raise':
      return (h) => clampHeight(h + amount);
    case 'lower':
      return (h) => clampHeight(h - amount);
    case 'flatten':
      return (h) => (h < startHeight ? Math.min(startHeight, h + amount) : Math.max(startHeight, h - amount));
    case 'set': {
      const value = clampHeight(settings.value ?? 0);
      return () => value;
    }
  }
}
