// Tells the canvas which cells changed, as a bounding box, without making the big typed arrays
// reactive: the canvas redraws only the chunks the box touches.

import type { CellBox } from '../../shared/edit/cells';

export type CellChangeListener = (box: CellBox | 'all') => void;

export class CellChanges {
  private readonly listeners = new Set<CellChangeListener>();

  subscribe(listener: CellChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(box: CellBox | 'all'): void {
    for (const l of this.listeners) l(box);
  }
}
