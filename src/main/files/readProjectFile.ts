// Reads a project file for the renderer: its text, refused with a sentence when it is too large to
// be a project (so a stray video file cannot exhaust memory) or cannot be read.
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_PROJECT_TEXT_BYTES, type OpenedProject } from '../../shared/ipc/projectFiles';
import { FileAccessError, readFailure } from './fileErrors';

const MiB = 1024 * 1024;

/** Reads the project file at `path` (absolute). Rejects with a `FileAccessError` sentence. */
export async function readProjectFile(path: string, maxBytes = MAX_PROJECT_TEXT_BYTES): Promise<OpenedProject> {
  const name = basename(path);
  try {
    const handle = await open(path, 'r');
    try {
      // The size is checked on the open file, so a file swapped in between cannot slip past.
      const info = await handle.stat();
      if (info.isDirectory()) throw Object.assign(new Error(`${path} is a directory`), { code: 'EISDIR' });
      if (info.size > maxBytes) throw tooLarge(name, info.size, maxBytes);
      const bytes = await handle.readFile();
      if (bytes.length > maxBytes) throw tooLarge(name, bytes.length, maxBytes);
      return { ref: { path, name }, text: withoutByteOrderMark(decode(bytes, name)) };
    } finally {
      await handle.close().catch(() => undefined);
    }
  } catch (error) {
    throw readFailure(error, path);
  }
}

function tooLarge(name: string, size: number, maxBytes: number): FileAccessError {
  const shown = (bytes: number): string => (bytes >= MiB ? `${(bytes / MiB).toFixed(0)} MiB` : `${bytes} bytes`);
  return new FileAccessError(
    `"${name}" is ${shown(size)}, larger than the ${shown(maxBytes)} a project file can be, so it was not opened. Check that it is an A* Studio project.`,
    'TOO_LARGE',
  );
}

function decode(bytes: Buffer, name: string): string {
  try {
    return bytes.toString('utf8');
  } catch {
    // V8 caps a string just under 512 Mi characters, a few bytes below the file limit.
    throw new FileAccessError(`"${name}" is too large to open as text. Check that it is an A* Studio project.`, 'TOO_LARGE');
  }
}

/** Editors on Windows may start a UTF-8 file with a byte order mark, which JSON does not allow. */
function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
