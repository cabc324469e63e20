// One window's recovery journal on disk: the edits appended after its snapshot, as frames (see
// src/shared/recovery/journalFrames.ts) behind a one-line header. An append writes only its own
// bytes at the end of the file and flushes them to the disk (fdatasync) before it is answered:
// appends come at most about twice a second and are a few kilobytes, so a power cut too keeps all
// but the append under way. A snapshot makes the frames it holds useless; compaction then rewrites
// the file (atomically) with the frames still needed, which are few. A crash in the middle of an
// append leaves a torn last frame, which reading drops; an append that fails is cut off again, so
// the frames after it stay readable.
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { readFrames, type ReadFrame } from '../../shared/recovery/journalFrames';
import { atomicWrite } from './atomicWrite';

const HEADER = `${JSON.stringify({ format: 'astar-studio-journal', version: 1 })}\n`;
const HEADER_BYTES = Buffer.from(HEADER, 'utf8');

/** The file operations appends use (tests wrap them to count writes and flushes). */
export interface JournalFs {
  open(path: string, flags: string): Promise<Pick<FileHandle, 'write' | 'datasync' | 'close' | 'stat' | 'truncate'>>;
}

const nodeFs: JournalFs = { open: (path, flags) => open(path, flags) };

export class JournalFile {
  constructor(
    readonly path: string,
    private readonly fs: JournalFs = nodeFs,
  ) {}

  /** Appends `frames` (whole frames) and flushes them to the disk. */
  async append(frames: Uint8Array): Promise<void> {
    const handle = await this.fs.open(this.path, 'a');
    let size = -1;
    try {
      size = (await handle.stat()).size;
      const bytes = size === 0 ? Buffer.concat([HEADER_BYTES, frames]) : frames;
      let written = 0;
      while (written < bytes.length) written += (await handle.write(bytes, written, bytes.length - written)).bytesWritten;
      await handle.datasync();
    } catch (error) {
      // Cut the file back, so a half-written frame never hides the frames appended after it.
      if (size >= 0) await handle.truncate(size).catch(() => undefined);
      throw error;
    } finally {
      await handle.close();
    }
  }

  /** The frames in the file, after its header (empty when there is no journal or it is not one). */
  async read(): Promise<Uint8Array> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.path);
    } catch {
      return new Uint8Array(0);
    }
    if (bytes.length < HEADER_BYTES.length || !bytes.subarray(0, HEADER_BYTES.length).equals(HEADER_BYTES)) return new Uint8Array(0);
    return new Uint8Array(bytes.buffer, bytes.byteOffset + HEADER_BYTES.length, bytes.length - HEADER_BYTES.length);
  }

  /** Keeps only the frames `keep` says are still needed (and drops a torn tail); rewrites the file only if that drops any. */
  async compact(keep: (frame: ReadFrame) => boolean): Promise<void> {
    const read = readFrames(await this.read());
    const kept = read.frames.filter(keep);
    if (kept.length === read.frames.length && read.dropped === null) return;
    await atomicWrite(this.path, [HEADER_BYTES, ...kept.map((f) => f.bytes)]);
  }
}
