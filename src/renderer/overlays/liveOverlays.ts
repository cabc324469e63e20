// The live path's overlays (live/livePaths.svelte.ts): the route a pane's live answer found, drawn
// like a found path (faded while a newer answer is late: the map it was found on has changed), and
// the cells its searches explored ("Show explored cells while live"), coloured like the debugger's
// open and closed cells. They show while the pane shows its live answer; the run's overlays then
// show nothing (mountOverlays.svelte.ts), so the two never mix.
import type { Graphics } from 'pixi.js';
import type { ComparePane } from '../compare/comparePane.svelte';
import type { LiveAnswer } from '../live/livePaths.svelte';
import { SEARCH_STATE_COLORS } from './cellStatesOverlay';
import { NO_PATH, OnePathOverlay } from './onePathOverlay';
import { stateOverlay, type OverlayMount } from './overlayDescriptor';
import { PATH_COLOR, strokeFoundPath } from './pathOverlay';
import { StateCellOverlay } from './stateCellOverlay';

/** The live answer `mount`'s pane shows now, or null (reactive: read in a follow). */
function shownAnswer({ studio, compare, pane }: OverlayMount): LiveAnswer | null {
  const { doc } = studio;
  const answer = pane.live;
  if (!answer || !studio.live.shows(compare ?? studio.runs, pane, doc)) return null;
  // An answer for a map of another size (just resized or opened) waits for the next.
  return answer.width === doc.width && answer.height === doc.height ? answer : null;
}

/** How much of the route shows while a newer answer is late (LivePaths.catchingUp). */
export const OUTDATED_ALPHA = 0.4;

/** Whether `mount`'s pane is waiting longer than a moment for a newer live answer (reactive). */
function catchingUp({ studio, compare, pane }: OverlayMount): boolean {
  return studio.live.catchingUp(compare ?? studio.runs, pane, studio.doc) !== null;
}

export class LivePathOverlay extends OnePathOverlay {
  constructor(private readonly color: number) {
    super();
  }

  /** Draws `path`, faded when `outdated` (the answer found before the latest change, a newer one late). */
  set(path: Int32Array, outdated: boolean): void {
    this.setPath(path);
    const alpha = outdated ? OUTDATED_ALPHA : 1;
    if (this.graphics.alpha !== alpha) {
      this.graphics.alpha = alpha;
      this.requestRender();
    }
  }

  /** Whether the route is drawn faded (tests). */
  get outdated(): boolean {
    return this.graphics.alpha < 1;
  }

  protected paint(g: Graphics, scale: number): void {
    const path = this.drawnPath;
    if (path.length > 0) strokeFoundPath(g, scale, this.color, () => this.tracePath(g, path));
  }
}

export class LiveExploredOverlay extends StateCellOverlay<Uint8Array> {
  constructor() {
    super(SEARCH_STATE_COLORS);
  }

  /** Shows the cells' states (a byte per cell, 0 unseen, 1 open, 2 closed), or nothing. */
  show(states: Uint8Array | null): void {
    this.present(states);
  }

  protected showCells(states: Uint8Array): void {
    this.writeWith((bytes, width, height) => {
      if (bytes.length !== states.length) return null;
      bytes.set(states);
      return { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
    });
  }

  /** The state drawn at cell (x, y): 0 unseen, 1 open, 2 closed (tests). */
  stateAt(x: number, y: number): number {
    return this.byteAt(x, y);
  }
}

/** The live route, in every view (a compare pane's in its colour). */
export const livePath = stateOverlay({
  id: 'live-path',
  plane: 'marks',
  views: ['map', 'pane'],
  make: (mount) => new LivePathOverlay(mount.compare ? (mount.pane as ComparePane).color : PATH_COLOR),
  show: (overlay, mount) => overlay.set(shownAnswer(mount)?.route.result.path ?? NO_PATH, catchingUp(mount)),
});

/** The cells the live answer's searches explored, while View › Show explored cells while live is on. */
export const liveExplored = stateOverlay({
  id: 'live-explored',
  plane: 'cells',
  views: ['map', 'pane'],
  make: () => new LiveExploredOverlay(),
  show: (overlay, mount) => overlay.show(mount.studio.live.explored ? (shownAnswer(mount)?.explored ?? null) : null),
});
