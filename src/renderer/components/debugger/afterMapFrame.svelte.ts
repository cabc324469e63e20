// A debugger panel's question about the cursor's step, put off until the frame after the step moved.
// The map's overlays ask the worker about a new step at once (runOverlays.ts), so the map's question
// reaches the worker first, and its answer is taken in before the panel's rows are laid out and
// painted. Scrubbing the timeline, the map follows the slider and the lists come a frame behind:
// with the Open list shown, the slowest moves to random steps of a 1.5 M-step run waited on the
// list's layout and paint before the map's answer could be applied (bench:debugger's scrub).
// Newest wins and nothing starves: one flush a frame (FrameTask), with the latest wish, so Play
// keeps the lists moving.
import { FrameTask } from '../../canvas/frameTask';

export class AfterMapFrame<T> {
  /** A wish waits for its frame: the panel says it is busy meanwhile. */
  waiting = $state(false);
  private wish: { value: T } | null = null;
  // After the frame's paint: a task queued from requestAnimationFrame runs once the frame is done.
  private readonly frame = new FrameTask(() => setTimeout(() => this.flush(), 0));

  constructor(private readonly apply: (value: T) => void) {}

  /** Applies `value` after the next frame (replacing a wish still waiting). */
  want(value: T): void {
    this.wish = { value };
    this.waiting = true;
    this.frame.request();
  }

  /** Applies `value` at once, dropping a wish still waiting (nothing to ask, or another run). */
  now(value: T): void {
    this.frame.cancel();
    this.wish = null;
    this.waiting = false;
    this.apply(value);
  }

  private flush(): void {
    const wish = this.wish;
    this.wish = null;
    this.waiting = false;
    if (wish) this.apply(wish.value);
  }
}
