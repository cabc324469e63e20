// A debugger panel's question about the cursor's step, put off until the frame after the step moved.
// The map's overlays ask the worker about a new step at once (runOverlays.ts), so the map's question
// reaches the worker first, and its answer is taken in before the panel's rows are laid out and
// painted. Scrubbing the timeline, the map follows the slider and the lists come a frame behind:
// with the Open list shown, the slowest moves to random steps of a 1.5 M-step run waited on the
// list's layout and paint before the map's answer could be applied (bench:debugger's scrub).
// Newest wins and nothing starves: at most one flush a frame, with the latest wish, so Play keeps the
// lists moving.

export class AfterMapFrame<T> {
  /** A wish waits for its frame: the panel says it is busy meanwhile. */
  waiting = $state(false);
  /** Not reactive: an effect that calls `want` must not depend on it. */
  private scheduled = false;
  private wish: { value: T } | null = null;

  constructor(private readonly apply: (value: T) => void) {}

  /** Applies `value` after the next frame (replacing a wish still waiting). */
  want(value: T): void {
    this.wish = { value };
    if (this.scheduled) return;
    this.scheduled = true;
    this.waiting = true;
    // After the frame's paint: a task queued from requestAnimationFrame runs once the frame is done.
    requestAnimationFrame(() => setTimeout(() => this.flush(), 0));
  }

  /** Applies `value` at once, dropping a wish still waiting (nothing to ask, or another run). */
  now(value: T): void {
    this.wish = null;
    this.waiting = false;
    this.apply(value);
  }

  private flush(): void {
    this.scheduled = false;
    const wish = this.wish;
    this.wish = null;
    this.waiting = false;
    if (wish) this.apply(wish.value);
  }
}
