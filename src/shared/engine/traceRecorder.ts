// The recording listener: the traced search loops report each event here, and it appends one
// 32-bit word per event (trace/encoding.ts). The words live in chunks that are never copied; a
// store (trace/store.ts) can read them while the search is still running.
import { RecordedTrace } from './trace/recordedTrace';
import type { ReplayFrame } from './trace/frame';
import { CHUNK_BITS, CHUNK_WORDS, type TraceRecording } from './trace/recording';

/** First chunk: small, so the many short traced searches of tests and small maps stay small. */
const FIRST_CHUNK_WORDS = 1024;

export class TraceRecorder implements TraceRecording {
  readonly chunks: Uint32Array[] = [new Uint32Array(FIRST_CHUNK_WORDS)];
  finished = false;
  private current: Uint32Array = this.chunks[0]!;
  private fill = 0;

  constructor(readonly frame: ReplayFrame) {}

  get length(): number {
    return ((this.chunks.length - 1) << CHUNK_BITS) + this.fill;
  }

  /**
   * Records an event (a TraceEventKind) about `cell` on `side` (bidirectional search: 0 forward,
   * 1 backward); `viaParent` is 1 when the cell's new parent is the expanding node's parent.
   */
  add(kind: number, cell: number, side: number, viaParent: number): void {
    if (this.fill === this.current.length) this.makeRoom();
    this.current[this.fill++] = cell | (kind << 28) | (side << 30) | (viaParent << 31);
  }

  private makeRoom(): void {
    if (this.current.length < CHUNK_WORDS) {
      // The first chunk grows until it is a whole chunk; after that, chunks are added.
      const grown = new Uint32Array(Math.min(CHUNK_WORDS, 2 * this.current.length));
      grown.set(this.current);
      this.chunks[this.chunks.length - 1] = grown;
      this.current = grown;
    } else {
      this.current = new Uint32Array(CHUNK_WORDS);
      this.chunks.push(this.current);
      this.fill = 0;
    }
  }

  /** Ends the recording (its last chunk trimmed to the events in it); the trace a search result carries. */
  finish(): RecordedTrace {
    this.finished = true;
    this.current = this.current.slice(0, this.fill);
    this.chunks[this.chunks.length - 1] = this.current;
    return new RecordedTrace(this);
  }
}
