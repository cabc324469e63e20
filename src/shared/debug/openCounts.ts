// How many nodes are open, and how many were reopened, just before any event of a trace: counts kept
// while walking the events once, with a checkpoint at the start of every chunk of 65,536 events so
// that a scan starting at an earlier step resumes from the nearest one instead of from the start.
// Both sides of a bidirectional search are summed (the condition language reads one open list).
// JPSW's jump points expanded at once never enter the open list (encoding.ts, bit 31): not counted.
import { eventKind, expandedAtOnce } from '../engine/trace/encoding';
import { WEIGHTED_JUMPS } from '../engine/plan';
import { CHUNK_BITS, CHUNK_MASK, type TraceRecording } from '../engine/trace/recording';
import { TraceEventKind } from '../engine/types';

const EXPAND = TraceEventKind.Expand, PUSH = TraceEventKind.Push, REOPEN = TraceEventKind.Reopen;
const kindOf = eventKind, atOnce = expandedAtOnce, BITS = CHUNK_BITS, MASK = CHUNK_MASK;

/** Open and reopened counts before any event of one recording. */
export class OpenCounts {
  /** Events walked: the counts below are those before event `event`. */
  event = 0;
  /** Entries into an open list (pushes and reopenings). */
  private entered = 0;
  private expansions = 0;
  /** Reopenings (a closed node back in the open list). */
  reopened = 0;
  /** Per chunk c: [entered, expansions, reopened] before event c · 65,536. */
  private readonly checkpoints: number[] = [];

  constructor(private readonly recording: TraceRecording) {}

  /** Nodes in the open lists before event `event`. */
  get open(): number {
    return this.entered - this.expansions;
  }

  /** Moves to just before event `e` (at most the events recorded). */
  seek(e: number): void {
    if (e < this.event) {
      const chunk = e >>> BITS, at = 3 * chunk;
      this.entered = this.checkpoints[at]!;
      this.expansions = this.checkpoints[at + 1]!;
      this.reopened = this.checkpoints[at + 2]!;
      this.event = chunk << BITS;
    }
    const chunks = this.recording.chunks;
    let entered = this.entered, expansions = this.expansions, reopened = this.reopened;
    const weighted = this.recording.frame.policy === WEIGHTED_JUMPS, goal = this.recording.frame.goal;
    for (let i = this.event; i < e; i++) {
      if ((i & MASK) === 0 && this.checkpoints.length === 3 * (i >>> BITS)) this.checkpoints.push(entered, expansions, reopened);
      const word = chunks[i >>> BITS]![i & MASK]!, kind = kindOf(word);
      const listed = !atOnce(word, weighted, goal);
      if (kind === EXPAND) expansions += listed ? 1 : 0;
      else if (kind === PUSH) entered += listed ? 1 : 0;
      else if (kind === REOPEN) {
        entered += listed ? 1 : 0;
        reopened++;
      }
    }
    this.entered = entered;
    this.expansions = expansions;
    this.reopened = reopened;
    this.event = e;
  }
}
