// What a map pane composes besides its terrain: overlays registered as layers (search states,
// heatmap, tree arrows, the path, the node being expanded, breakpoints, labels), each declared
// once in the registry (registry.ts). The single view's pane shows one run's; a compare pane another's.
import type { Container } from 'pixi.js';
import type { CellBox } from '../../shared/edit/cells';
import type { Camera } from '../canvas/camera';
import type { CellLayout } from '../canvas/cellLayout';

/**
 * Where an overlay sits: 'cells' under the grid lines (per-cell colour layers; only the topmost
 * one switched on shows), 'marks' over the grid (lines and symbols), 'screen' in screen space
 * above everything (text at high zoom).
 */
export type OverlayPlane = 'cells' | 'marks' | 'screen';

/** What an overlay needs to draw one frame. */
export interface OverlayDrawContext {
  camera: Camera;
  viewWidth: number;
  viewHeight: number;
  /** The cells that may show (clipped to the map). */
  visible: CellBox;
  layout: CellLayout;
  mapWidth: number;
  mapHeight: number;
  /** Milliseconds this overlay may spend painting queued cells this frame. */
  budgetMs: number;
}

export interface MapOverlay {
  readonly container: Container;
  /** Told once when added: call it when the overlay has something new to show. */
  attach(requestRender: () => void): void;
  /** A new map, or its size or topology changed: drop what was shown. */
  setMap(width: number, height: number, layout: CellLayout): void;
  /** Draws for this frame; false when work is left for another frame (budgeted painting). */
  draw(ctx: OverlayDrawContext): boolean;
  /** Nothing queued: what shows is up to date. */
  readonly idle: boolean;
  /** On the 'cells' plane: switched on, so the cells overlays under it hide (absent: on). */
  readonly active?: boolean;
  destroy(): void;
}
