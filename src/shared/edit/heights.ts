// The height brush on the optional heights layer (created on first use, with undo). Each
// stroke applies once to every cell it sweeps: raise/lower by `amount` from the cell's height
// when the stroke began, flatten towards the height under the stroke's first cell, or set a
// value. Applying once per stroke keeps the result independent of pointer speed and sample
// rate; to raise further, stroke again.
import type { Brush } from './brush';
import { BrushStroke } from './brushStroke';
import type { EditHistory } from './history';

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
export class HeightStroke extends BrushStroke {
  constructor(history: EditHistory, settings: HeightBrushSettings, x: number, y: number) {
    const gesture = history.beginGesture(LABELS[settings.mode], 'heights');
    const values = gesture.values;
    const adjust = heightAdjuster(settings, heightUnder(history, values, x, y));
    // touch() is true only the first time a cell is swept: that is what makes it once per stroke.
    const sink = (index: number) => {
      if (gesture.touch(index)) values[index] = adjust(values[index]!);
    };
    super(history, settings.brush, gesture, sink, x, y);
  }
}

/** Height under (x, y), clamped onto the map so a stroke started at the edge still has a target. */
function heightUnder(history: EditHistory, values: ArrayLike<number>, x: number, y: number): number {
  const { width, height } = history.grid;
  const cx = Math.min(width - 1, Math.max(0, x));
  const cy = Math.min(height - 1, Math.max(0, y));
  return values[cy * width + cx]!;
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
