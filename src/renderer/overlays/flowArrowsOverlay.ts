// The distance field's flow arrows (Analysis › Flow arrows): from each cell, the move toward the
// field's origin that costs least (the worker's `flow`), the field a crowd follows. Drawn only for
// the cells in view, sampled as the search tree's arrows are (treeArrows.ts) so they stay at least
// 16 screen pixels apart and a few thousand at most: a 1024² map stays legible and fluid at any
// zoom. Built again when the view leaves the area built (with a margin) or the zoom changes by half.
import { Graphics } from 'pixi.js';
import type { AnalysisAnswer } from '../../shared/analysis/analysisJob';
import { NO_FLOW } from '../../shared/analysis/flow';
import { moveTable } from '../../shared/engine/moves';
import type { TraceRect } from '../../shared/engine/trace/index';
import { DrawnOverlay } from './drawnOverlay';
import type { OverlayDrawContext } from './mapOverlay';
import { stateOverlay } from './overlayDescriptor';
import { FLOATS_PER_ARROW, arrowGeometry, arrowRect, arrowSpacing } from './treeArrows';
import { strokeArrows } from './arrowStrokes';

type Field = Extract<AnalysisAnswer, { what: 'field' }>;

export class FlowArrowsOverlay extends DrawnOverlay {
  private readonly graphics = new Graphics();
  private field: Field | null = null;
  /** What the Graphics holds: for which field, scale and area (null: nothing). */
  private built: { field: Field; scale: number; rect: TraceRect } | null = null;
  private arrowTotal = 0;

  constructor() {
    super();
    this.container.addChild(this.graphics);
  }

  /** The field whose flow to draw, or null for none. */
  show(field: Field | null): void {
    if (field === this.field) return;
    this.field = field;
    this.requestRender();
  }

  protected mapChanged(): void {
    this.field = null;
    this.clear();
  }

  draw({ camera, visible }: OverlayDrawContext): boolean {
    const field = this.field;
    if (!field || field.flow.length !== this.mapWidth * this.mapHeight) {
      this.clear();
      return true;
    }
    const b = this.built, scale = camera.scale;
    const inside = b !== null && visible.x0 >= b.rect.x && visible.y0 >= b.rect.y && visible.x1 < b.rect.x + b.rect.width && visible.y1 < b.rect.y + b.rect.height;
    if (b?.field === field && inside && scale < b.scale * 1.5 && scale > b.scale / 1.5) return true;
    // The view and half its size again around it, so a pan redraws only now and then.
    const w = visible.x1 - visible.x0 + 1, h = visible.y1 - visible.y0 + 1;
    const x = Math.max(0, visible.x0 - (w >> 1)), y = Math.max(0, visible.y0 - (h >> 1));
    const area = { x, y, width: Math.min(this.mapWidth, visible.x1 + 1 + (w >> 1)) - x, height: Math.min(this.mapHeight, visible.y1 + 1 + (h >> 1)) - y };
    const rect = arrowRect(area, arrowSpacing(area, scale));
    this.build(field, rect, scale);
    return true;
  }

  private build(field: Field, rect: TraceRect, scale: number): void {
    const g = this.graphics.clear();
    this.built = { field, scale, rect };
    const stride = rect.stride ?? 1, width = this.mapWidth;
    const table = moveTable(field.topology, width), hex = field.topology === 'hex';
    const cols = Math.ceil(rect.width / stride), rows = Math.ceil(rect.height / stride);
    // Each sample's "parent" is the neighbour its flow steps to (−1: none), as the tree arrows take it.
    const towards = new Int32Array(cols * rows).fill(-1);
    for (let j = 0; j < rows; j++) {
      const cy = rect.y + j * stride;
      if (cy >= this.mapHeight) break;
      for (let i = 0; i < cols; i++) {
        const cx = rect.x + i * stride;
        if (cx >= width) break;
        const c = cy * width + cx, d = field.flow[c]!;
        if (d !== NO_FLOW) towards[j * cols + i] = c + table.offset[(hex ? (cy & 1) << 3 : 0) + d]!;
      }
    }
    const arrows = arrowGeometry(rect, towards, width, this.layout, scale);
    this.arrowTotal = arrows.length / FLOATS_PER_ARROW;
    if (this.arrowTotal === 0) return;
    strokeArrows(g, arrows, scale, 0xffffff);
  }

  private clear(): void {
    if (!this.built) return;
    this.built = null;
    this.arrowTotal = 0;
    this.graphics.clear();
    this.requestRender();
  }

  /** Arrows drawn now, and the cells between them (the e2e test reads it). */
  get flowArrows(): { count: number; spacing: number } {
    return { count: this.arrowTotal, spacing: this.built?.rect.stride ?? 0 };
  }

}

/** The field's flow arrows on the single map, while the distance field is shown with Flow arrows checked. */
export const flowArrows = stateOverlay({
  id: 'flow-arrows',
  plane: 'marks',
  make: () => new FlowArrowsOverlay(),
  show: (overlay, { studio }) => {
    const { answer, kind, flowArrows: on } = studio.analysis;
    overlay.show(kind === 'field' && on && answer?.what === 'field' ? answer : null);
  },
});
