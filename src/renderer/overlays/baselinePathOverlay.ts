// The path a straighter one is measured against, drawn under it once a search has ended: an
// any-angle path's 8-connected grid path, or a smoothed path's path before smoothing. A thin white
// dashed line, so the two read as two styles where they part (the found path stays on top).
import type { Graphics } from 'pixi.js';
import { NO_PATH, OnePathOverlay } from './onePathOverlay';
import type { OverlayDescriptor } from './overlayDescriptor';
import type { FrameOverlay, RunFrame } from './runFrame';
import { cellCentres } from './cellCentres';

/** Dash and gap in screen pixels. */
const DASH = 6, GAP = 4;

export class BaselinePathOverlay extends OnePathOverlay implements FrameOverlay {
  async refresh(frame: RunFrame | null): Promise<void> {
    if (!frame) return this.setPath(NO_PATH);
    const { run, step } = frame;
    // Only once the search has ended: while stepping, the path found is not known yet.
    const ended = run.finished && (frame.view === null || step >= run.steps);
    this.setPath(ended ? (run.result?.baseline?.path ?? NO_PATH) : NO_PATH);
  }

  protected paint(g: Graphics, scale: number): void {
    if (this.drawnPath.length < 2) return;
    const p = cellCentres(this.drawnPath, this.mapWidth, this.layout);
    const dash = DASH / scale, gap = GAP / scale;
    // Dashes along the polyline, the pattern carried over each corner.
    let phase = 0;
    for (let i = 2; i < p.length; i += 2) {
      const x0 = p[i - 2]!, y0 = p[i - 1]!, x1 = p[i]!, y1 = p[i + 1]!;
      const length = Math.hypot(x1 - x0, y1 - y0);
      let at = 0;
      while (at < length) {
        const inDash = phase < dash;
        const run = Math.min(length - at, inDash ? dash - phase : dash + gap - phase);
        if (inDash) {
          g.moveTo(x0 + ((x1 - x0) * at) / length, y0 + ((y1 - y0) * at) / length);
          g.lineTo(x0 + ((x1 - x0) * (at + run)) / length, y0 + ((y1 - y0) * (at + run)) / length);
        }
        at += run;
        phase = (phase + run) % (dash + gap);
      }
    }
    g.stroke({ width: Math.max(1.5, Math.min(3, scale * 0.12)) / scale, color: 0xffffff, alpha: 0.9, cap: 'butt' });
  }
}

/** The grid path or the path before smoothing, beside the found path, in every view. */
export const baselinePath: OverlayDescriptor = {
  id: 'baseline-path',
  plane: 'marks',
  views: ['map', 'pane'],
  asks: [],
  create: () => ({ overlay: new BaselinePathOverlay() }),
};
