// Where the debugger stands in a run: the step shown (expansions done, 0 = before the first),
// whether it is playing, and how fast. The compare view drives several runs from one cursor.

/** Playback speeds offered, in expansions per second; 'frame' shows one expansion per frame. */
export const PLAY_SPEEDS = [1, 10, 100, 1_000, 10_000, 100_000] as const;
export type PlaySpeed = (typeof PLAY_SPEEDS)[number] | 'frame';

export class RunCursor {
  step = $state(0);
  playing = $state(false);
  speed = $state<PlaySpeed>(100);
  /** Fractional expansions owed by playback between frames (slow speeds move less than one a frame). */
  private carry = 0;

  /** Moves to step k within [0, last]. */
  seek(k: number, last: number): void {
    this.step = Math.max(0, Math.min(last, Math.floor(k)));
  }

  /** Expansions to advance for a frame `dtMs` long at the current speed (whole steps; the rest is carried). */
  stepsForFrame(dtMs: number): number {
    if (this.speed === 'frame') return 1;
    // A long pause (a hidden tab) must not jump far ahead: count at most a tenth of a second.
    const due = this.carry + (this.speed * Math.min(dtMs, 100)) / 1000;
    const whole = Math.floor(due);
    this.carry = due - whole;
    return whole;
  }

  play(): void {
    this.carry = 0;
    this.playing = true;
  }

  pause(): void {
    this.playing = false;
  }
}
