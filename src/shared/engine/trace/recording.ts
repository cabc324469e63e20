// The events of one search as the debugger reads them: words in fixed-size chunks (so a trace of
// tens of millions of events grows without copying and wastes at most one chunk), and the frame
// that gives them meaning. A recording may still be growing while it is read (a search stepped live).
import type { ReplayFrame } from './frame';

/** Events per chunk: 2^16 words, 256 KB. */
export const CHUNK_BITS = 16;
export const CHUNK_WORDS = 1 << CHUNK_BITS;
export const CHUNK_MASK = CHUNK_WORDS - 1;

/** A search's recorded events (see encoding.ts for one event's word). */
export interface TraceRecording {
  readonly frame: ReplayFrame;
  /** Events recorded so far. */
  readonly length: number;
  /** Event i is chunks[i >> CHUNK_BITS][i & CHUNK_MASK]; only the first `length` are valid. */
  readonly chunks: readonly Uint32Array[];
  /** The search has ended: no more events will come. */
  readonly finished: boolean;
}

/** The word of event i. */
export function wordAt(recording: TraceRecording, i: number): number {
  return recording.chunks[i >>> CHUNK_BITS]![i & CHUNK_MASK]!;
}

/** Bytes the recording's chunks hold. */
export function recordingBytes(recording: TraceRecording): number {
  let bytes = 0;
  for (const c of recording.chunks) bytes += c.byteLength;
  return bytes;
}
