// What an overlay declares once, next to its class, for every view and control to read from the
// registry (registry.ts): how to make it, its plane, which views show it, what it asks the worker
// about the run, and the switch that shows it. The single map view, the compare panes and the
// overlay controls compose overlays from these; none names an overlay by hand.
import type { CompareState } from '../compare/compare.svelte';
import type { RunPane } from '../runs/runPane.svelte';
import type { Studio } from '../state/studio.svelte';
import type { HeatLegend } from './heatScale';
import type { MapOverlay, OverlayPlane } from './mapOverlay';
import type { OverlayHost } from './overlayHost';
import type { TraceKind } from './runFrame';

/** The views an overlay can show in: the single map, or a compare pane. */
export type OverlayView = 'map' | 'pane';

/** An overlay's switch in the overlay controls: a checkbox, or a choice (a select whose first value is off). */
export type OverlayToggle =
  | { kind: 'check'; label: string; initial: boolean; /** Said under the switch while it is on. */ hint?: string }
  | { kind: 'choice'; label: string; initial: string; choices: readonly { value: string; label: string }[] };

/** What an overlay is made with in one view. */
export interface OverlayMount {
  readonly view: OverlayView;
  readonly studio: Studio;
  /** The run pane the view shows (the single view's one pane, or a compare pane). */
  readonly pane: RunPane;
  /** The compare view, when the overlay is in one of its panes. */
  readonly compare: CompareState | null;
  /** The pane's scene the overlay draws in. */
  readonly host: OverlayHost;
  /** The overlay's switch: true or false for a check, the value chosen for a choice. */
  switched(): boolean | string;
  /** Asks the run overlays to build the frame again (the zoom changed what an overlay fetches). */
  refetch(): void;
  /** Where a heatmap's legend goes (the side panel's, or the pane's header). */
  legend(legend: HeatLegend | null): void;
}

/** An overlay made for one view, and how it follows the app's state. */
export interface MountedOverlay {
  readonly overlay: MapOverlay;
  /**
   * Keeps the overlay in step with what it reads (its switch, breakpoints, the compare panes…):
   * run in an effect, so it runs again when any of that changes; the frame is fetched again after.
   */
  follow?(): void;
}

export interface OverlayDescriptor {
  /** Stable id: keys its switch and the test hooks. */
  readonly id: string;
  /**
   * Where it draws: 'cells' (per-cell colours under the grid lines; only the topmost one switched
   * on shows, since translucent colour layers would tint each other), 'marks' (lines and symbols
   * over the grid), 'screen' (text in screen space). Within a plane, registry order is drawing order.
   */
  readonly plane: OverlayPlane;
  readonly views: readonly OverlayView[];
  /** What it asks the worker about the run at each frame (an overlay that asks nothing shows the app's state). */
  readonly asks: readonly TraceKind[];
  /** Its switch; none: it shows whenever it has something to show. */
  readonly toggle?: OverlayToggle;
  create(mount: OverlayMount): MountedOverlay;
}

/** What `stateOverlay` needs: the descriptor's id, plane and views, how to make the overlay, and what it shows. */
export interface StateOverlaySpec<O extends MapOverlay> {
  readonly id: string;
  readonly plane: OverlayPlane;
  /** Default: the single map only. */
  readonly views?: readonly OverlayView[];
  make(mount: OverlayMount): O;
  /** Sets what the overlay shows from the app's state (run in an effect: it runs again when that changes). */
  show(overlay: O, mount: OverlayMount): void;
}

/**
 * The descriptor of an overlay that draws the app's state (an analysis, breakpoints, the live path)
 * rather than the run's frames: it asks the worker nothing and shows whenever it has something.
 */
export function stateOverlay<O extends MapOverlay>(spec: StateOverlaySpec<O>): OverlayDescriptor {
  return {
    id: spec.id,
    plane: spec.plane,
    views: spec.views ?? ['map'],
    asks: [],
    create: (mount) => {
      const overlay = spec.make(mount);
      return { overlay, follow: () => spec.show(overlay, mount) };
    },
  };
}
