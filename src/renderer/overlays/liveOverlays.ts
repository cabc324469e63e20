// The live path's overlays (live/livePaths.svelte.ts): the route a pane's live answer found, drawn
// like a found path, and the cells its searches explored ("Show explored cells while live"),
// coloured like the debugger's open and closed cells. They show while the pane shows its live
// answer; the run's overlays then show nothing (mountOverlays.svelte.ts), so the two never mix.
import type { Graphics } from 'pixi.js';
import type { ComparePane } from '../compare/comparePane.svelte';
import type { LiveAnswer } from '../live/livePaths.svelte';
import { SEARCH_STATE_COLORS } from './cellStatesOverlay';
import { GraphicsOverlay } from './graphicsOverlay';
import { stateOverlay, type OverlayMount } from './overlayDescriptor';
import { PATH_COLOR, strokeFoundPath } from './pathOverlay';
import { SampledCellOverlay } from './sampledCellOverlay';

const NONE = new Int32Array(0);

/** The live answer `mount`'s pane shows now, or null (reactive: read in a follow). */
function shownAnswer({ studio, compare, pane }: OverlayMount): LiveAnswer | null {
  const { doc } = studio;
  const answer = pane.live;
  if (!answer || !studio.live.shows(compare ?? studio.runs, pane, doc)) return null;
  // An answer for a map of another size (just resized or opened) waits for the next.
  return answer.width === doc.width && answer.height === doc.height ? answer : null;
}

export class LivePathOverlay extends GraphicsOverlay {
  private path: Int32Array = NONE;

  constructor(private readonly color: number) {
    super();
  }

  set(path: Int32Array): void {
    if (path === this.path) return;
    this.path = path;
    this.changed();
  }

  /** The cells of the route drawn (tests read it). */
  get shownPath(): Int32Array {
    return this.path;
  }

  protected clear(): void {
    this.path = NONE;
  }

  protected paint(g: Graphics, scale: number): void {
    if (this.path.length > 0) strokeFoundPath(g, scale, this.color, () => this.tracePath(g, this.path));
  }
}

export class LiveExploredOverlay extends SampledCellOverlay {
  private shown: Uint8Array | null = null;

  /** Shown over the run's cells while it has something to show. */
  get active(): boolean {
    return this.shown !== null;
  }

  show(states: Uint8Array | null): void {
    if (states === this.shown) return;
    this.shown = states;
    if (!states) return this.hide();
    this.writeWith((bytes, width, height) => {
      if (bytes.length !== states.length) return null;
      bytes.set(states);
      return { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
    });
  }

  /** What it shows does not come from the run's frames. */
  async refresh(): Promise<void> {}

  /** The state drawn at cell (x, y): 0 unseen, 1 open, 2 closed (tests). */
  stateAt(x: number, y: number): number {
    return this.byteAt(x, y);
  }

  protected colours(): Uint32Array {
    return SEARCH_STATE_COLORS;
  }
}

/** The live route, in every view (a compare pane's in its colour). */
export const livePath = stateOverlay({
  id: 'live-path',
  plane: 'marks',
  views: ['map', 'pane'],
  make: (mount) => new LivePathOverlay(mount.compare ? (mount.pane as ComparePane).color : PATH_COLOR),
  show: (overlay, mount) => overlay.set(shownAnswer(mount)?.route.result.path ?? NONE),
});

/** The cells the live answer's searches explored, while View › Show explored cells while live is on. */
export const liveExplored = stateOverlay({
  id: 'live-explored',
  plane: 'cells',
  views: ['map', 'pane'],
  make: () => new LiveExploredOverlay(),
  show: (overlay, mount) => overlay.show(mount.studio.live.explored ? (shownAnswer(mount)?.explored ?? null) : null),
});
