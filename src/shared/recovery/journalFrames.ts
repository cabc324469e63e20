// The recovery journal's framing: each append is one frame, [body length, CRC-32 of the body,
// body], the body being the backup's lineage, the frame's sequence number and its payload (the
// records of one append). Reading stops at the first frame that is cut short or damaged: what a
// crash in the middle of an append leaves is dropped, and everything before it is kept.
import { crc32 } from '../formats/pngChunks'; // the same CRC-32 as PNG's (and zlib's)

/** One append to the journal. */
export interface JournalFrame {
  /**
   * Which chain of backups the frame belongs to: a new one starts with each base snapshot of a
   * clean document, so frames a previous page left in the same slot are never replayed onto it.
   */
  lineage: number;
  /** Counts the appends of a page (1, 2, 3…); a snapshot says up to which one it holds. */
  seq: number;
  /** The records (journalRecords.ts). */
  payload: Uint8Array;
}

/** A frame as read, with its bytes (a view into what was read). */
export interface ReadFrame extends JournalFrame {
  bytes: Uint8Array;
}

/** Frames read from a journal, and where and why reading stopped early (a torn tail). */
export interface ReadFrames {
  frames: ReadFrame[];
  /** Bytes of whole frames from the start. */
  end: number;
  /** Why the bytes after `end` were dropped, or null when every byte was read. */
  dropped: string | null;
}

const PREFIX_BYTES = 8;
const BODY_HEAD_BYTES = 8;
/** No single append is this large (a cells delta past 4 MiB becomes a snapshot instead). */
export const MAX_FRAME_BYTES = 64 * 1024 * 1024;

/** The frame's bytes. */
export function encodeFrame(frame: JournalFrame): Uint8Array {
  const bodyLength = BODY_HEAD_BYTES + frame.payload.length;
  const out = new Uint8Array(PREFIX_BYTES + bodyLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, bodyLength, true);
  view.setUint32(PREFIX_BYTES, frame.lineage >>> 0, true);
  view.setUint32(PREFIX_BYTES + 4, frame.seq >>> 0, true);
  out.set(frame.payload, PREFIX_BYTES + BODY_HEAD_BYTES);
  view.setUint32(4, crc32(out, PREFIX_BYTES, out.length), true);
  return out;
}

/** Every whole frame in `bytes`, in order, up to the first one cut short or damaged. */
export function readFrames(bytes: Uint8Array): ReadFrames {
  const frames: ReadFrame[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const stop = (dropped: string): ReadFrames => ({ frames, end: at, dropped });
  while (at < bytes.length) {
    if (bytes.length - at < PREFIX_BYTES) return stop(`the last ${bytes.length - at} bytes are the start of an append that was cut off`);
    const bodyLength = view.getUint32(at, true);
    if (bodyLength < BODY_HEAD_BYTES || bodyLength > MAX_FRAME_BYTES) return stop(`the append at byte ${at} is damaged (it claims ${bodyLength} bytes)`);
    if (at + PREFIX_BYTES + bodyLength > bytes.length) return stop(`the append at byte ${at} was cut off`);
    const body = bytes.subarray(at + PREFIX_BYTES, at + PREFIX_BYTES + bodyLength);
    if (crc32(bytes, at + PREFIX_BYTES, at + PREFIX_BYTES + bodyLength) !== view.getUint32(at + 4, true)) return stop(`the append at byte ${at} is damaged (its checksum differs)`);
    frames.push({
      lineage: view.getUint32(at + PREFIX_BYTES, true),
      seq: view.getUint32(at + PREFIX_BYTES + 4, true),
      payload: body.subarray(BODY_HEAD_BYTES),
      bytes: bytes.subarray(at, at + PREFIX_BYTES + bodyLength),
    });
    at += PREFIX_BYTES + bodyLength;
  }
  return { frames, end: at, dropped: null };
}

/** The bytes of several frames one after another (what one append hands the host). */
export function concatFrames(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
