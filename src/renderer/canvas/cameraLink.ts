// Linked cameras for the compare view: while linked, a pan or zoom of any pane's camera moves every
// other pane's camera to the same place (panes are the same size, so the same cell sits under the
// same point in each). Unlinked, each camera moves alone. Camera moves never enter undo history.
import type { Camera } from './camera';

export class CameraLink {
  private readonly cameras = new Map<Camera, () => void>();
  private linkedNow = true;
  /** Set while copying one camera to the others, so their change events are not copied back. */
  private copying = false;
  /** The camera moved last: the one the others follow when linking is switched back on. */
  private leader: Camera | null = null;

  /** Whether pan and zoom move every camera. */
  get linked(): boolean {
    return this.linkedNow;
  }

  /** Links or unlinks; linking snaps every camera to the one moved last. */
  setLinked(linked: boolean): void {
    if (linked === this.linkedNow) return;
    this.linkedNow = linked;
    const leader = this.leader ?? this.cameras.keys().next().value;
    if (linked && leader) this.follow(leader);
  }

  /** Adds a camera; while linked it takes the others' place at once (a new pane shows the same cells). Returns a way out. */
  add(camera: Camera): () => void {
    const others = [...this.cameras.keys()];
    this.cameras.set(camera, camera.onChange(() => this.moved(camera)));
    const leader = this.leader && this.cameras.has(this.leader) ? this.leader : others[0];
    if (this.linkedNow && leader) copyCamera(leader, camera, () => (this.copying = true), () => (this.copying = false));
    return () => this.remove(camera);
  }

  /** The cameras linked, in the order they were added. */
  get members(): Camera[] {
    return [...this.cameras.keys()];
  }

  private remove(camera: Camera): void {
    this.cameras.get(camera)?.();
    this.cameras.delete(camera);
    if (this.leader === camera) this.leader = null;
  }

  private moved(camera: Camera): void {
    if (this.copying) return;
    this.leader = camera;
    if (this.linkedNow) this.follow(camera);
  }

  private follow(leader: Camera): void {
    for (const other of this.cameras.keys()) {
      if (other !== leader) copyCamera(leader, other, () => (this.copying = true), () => (this.copying = false));
    }
  }
}

/** Puts `to` where `from` is, telling `to`'s listeners (between `begin` and `end`). */
function copyCamera(from: Camera, to: Camera, begin: () => void, end: () => void): void {
  if (to.x === from.x && to.y === from.y && to.scale === from.scale) return;
  begin();
  try {
    to.scale = from.scale;
    to.x = from.x;
    to.y = from.y;
    to.panBy(0, 0); // tells its listeners (its pane redraws and asks for its cells)
  } finally {
    end();
  }
}
