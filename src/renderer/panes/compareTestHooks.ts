// A small window into the compare view for end-to-end tests and the compare benchmark: each
// pane's step as drawn, camera and rectangle, where a cell is on screen in a pane, what the
// Difference overlay and the paths show, the stage's memory and whether drawing has caught up.
// Users never need it; nothing here changes the app.
import type { StageMemory } from '../canvas/mapStage';
import type { CellStatesOverlay } from '../overlays/cellStatesOverlay';
import type { DifferenceOverlay } from '../overlays/differenceOverlay';
import type { PanePathsOverlay } from '../overlays/panePathsOverlay';
import type { PathOverlay } from '../overlays/pathOverlay';
import type { LivePathOverlay } from '../overlays/liveOverlays';
import type { ComparePanes, PaneBinding } from './comparePanes.svelte';

export interface CompareTestHooks {
  rendererName(): string;
  /** Per pane, in order: its step at the cursor, the step its overlays last showed, its camera and rectangle, what it draws. */
  panes(): {
    id: number;
    step: number;
    shownStep: number;
    camera: { x: number; y: number; scale: number };
    rect: { x: number; y: number; width: number; height: number };
    differenceShown: boolean;
    pathsDrawn: number;
    pathColor: number;
    foundPath: number;
    /** Cells of the live route the pane draws (0: none shown). */
    livePath: number;
  }[];
  /** Client (page) point of cell (x, y)'s centre in pane `index`. */
  cellCentre(index: number, x: number, y: number): { x: number; y: number };
  /** The Difference byte pane `index` shows at cell (x, y): 0 none, 1 A only, 2 B only, 3 both. */
  differenceAt(index: number, x: number, y: number): number;
  /** The state byte pane `index`'s open/closed overlay shows at cell (x, y). */
  stateAt(index: number, x: number, y: number): number;
  /** The lock-step cursor: its position, the timeline's length, and whether it plays or the panes are being searched. */
  timeline(): { step: number; length: number; playing: boolean; running: boolean };
  memory(): StageMemory;
  /** True once every pane has drawn every queued change. */
  idle(): boolean;
}

export function installCompareTestHooks(panes: ComparePanes): void {
  const binding = (i: number) => {
    const b = panes.bound[i];
    if (!b) throw new Error(`There is no pane ${i + 1}.`);
    return b;
  };
  /** The overlay registered as `id` in pane binding `b`. */
  const overlay = <T>(b: PaneBinding, id: string) => b.overlays.byId.get(id) as T;
  const hooks: CompareTestHooks = {
    rendererName: () => panes.current?.rendererName ?? 'none',
    panes: () =>
      panes.bound.map((b) => ({
        id: b.pane.id,
        step: b.pane.step,
        shownStep: b.shownStep,
        camera: { x: b.view.camera.x, y: b.view.camera.y, scale: b.view.camera.scale },
        rect: { ...b.view.rect },
        differenceShown: overlay<DifferenceOverlay>(b, 'difference').active,
        pathsDrawn: overlay<PanePathsOverlay>(b, 'pane-paths').count,
        pathColor: overlay<PathOverlay>(b, 'path').color,
        foundPath: overlay<PathOverlay>(b, 'path').drawnPath.length,
        livePath: overlay<LivePathOverlay>(b, 'live-path').drawnPath.length,
      })),
    cellCentre: (i, x, y) => {
      const b = binding(i);
      const p = b.view.cellCentre(x, y);
      const r = b.element.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    },
    differenceAt: (i, x, y) => overlay<DifferenceOverlay>(binding(i), 'difference').stateAt(x, y),
    stateAt: (i, x, y) => overlay<CellStatesOverlay>(binding(i), 'states').stateAt(x, y),
    timeline: () => {
      const { compare } = panes;
      return { step: compare.cursor.step, length: compare.timelineLength, playing: compare.cursor.playing, running: compare.running };
    },
    memory: () => {
      const stage = panes.current;
      if (!stage) throw new Error('The compare view is not open.');
      return stage.memory();
    },
    idle: () => panes.current?.idle ?? false,
  };
  (window as unknown as { __astarCompare?: CompareTestHooks }).__astarCompare = hooks;
}

export function removeCompareTestHooks(): void {
  delete (window as unknown as { __astarCompare?: CompareTestHooks }).__astarCompare;
}
