// Work done at the next animation frame, at most once however often it is asked for before then
// (a render, a layout): what the map stage and the compare panes schedule their frames with.
export class FrameTask {
  private id = 0;

  constructor(private readonly task: () => void) {}

  /** Whether the task waits for its frame. */
  get pending(): boolean {
    return this.id !== 0;
  }

  /** Runs the task at the next frame (once, if asked again meanwhile). */
  request(): void {
    if (this.id) return;
    this.id = requestAnimationFrame(() => {
      this.id = 0;
      this.task();
    });
  }

  /** Takes the request back. */
  cancel(): void {
    if (this.id) cancelAnimationFrame(this.id);
    this.id = 0;
  }
}
