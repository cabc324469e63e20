// Reading the files a command is given, and the one sentence for any error the file system gives,
// reading or writing. A file over every reader's limit (fileLimits.ts) is refused before it is
// read; a text file is read straight into a string, so its bytes are not held beside its text.
import { closeSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { isOverFileLimit, MAX_FILE_SIZE_TEXT } from '../shared/formats/fileLimits';

/** A file the command cannot use; the message names the file and what is wrong. */
export class InputFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputFileError';
  }
}

/** A file's text (UTF-8); throws InputFileError for one that is too large or cannot be read. */
export function readInputText(path: string): string {
  return readInput(path, (fd) => readFileSync(fd, 'utf8'));
}

/** A file's bytes; throws InputFileError for one that is too large or cannot be read. */
export function readInputBytes(path: string): Uint8Array {
  return readInput(path, (fd) => readFileSync(fd));
}

function readInput<T>(path: string, read: (fd: number) => T): T {
  let fd = -1;
  try {
    fd = openSync(path, 'r');
    // Checked on the open file, so a file swapped in between cannot slip past.
    const info = fstatSync(fd);
    if (info.isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
    if (isOverFileLimit(info.size))
      throw new InputFileError(`${path} is ${Math.round(info.size / 2 ** 20)} MiB; A* Studio reads files of at most ${MAX_FILE_SIZE_TEXT}. Check that this is the right file.`);
    return read(fd);
  } catch (e) {
    if (isSystemError(e)) throw new InputFileError(fileErrorSentence('read', path, e));
    throw e;
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/** Whether `e` is an error the file system (or another system call) gave, with its code. */
export function isSystemError(e: unknown): e is NodeJS.ErrnoException & { code: string } {
  return e instanceof Error && typeof (e as NodeJS.ErrnoException).code === 'string' && /^E[A-Z]+$/.test((e as NodeJS.ErrnoException).code!);
}

/** What went wrong, in words, for each code the file system gives; others are named by their code. */
const REASONS: Record<string, (action: 'read' | 'write', path: string) => string> = {
  ENOENT: (action) => (action === 'read' ? 'no such file' : 'its folder does not exist'),
  EACCES: () => 'permission denied',
  EPERM: () => 'permission denied',
  EISDIR: () => 'it is a folder',
  ENOTDIR: (_, path) => `${fileOnPath(path) ?? 'a folder on its path'} is a file, not a folder`,
  ELOOP: () => 'its links loop',
  ENAMETOOLONG: () => 'its name is too long',
  ENOSPC: () => 'the disk is full',
  EDQUOT: () => 'the disk quota is used up',
  EROFS: () => 'the disk is read-only',
  EMFILE: () => 'too many files are open',
  ENFILE: () => 'too many files are open',
  EBUSY: () => 'it is in use',
  ETXTBSY: () => 'it is in use',
  EIO: () => 'the disk reported an error',
  EFBIG: () => 'it would be larger than the disk allows',
  EEXIST: () => 'a file of that name appeared meanwhile',
};

/** The sentence for a file that could not be read or written: the file, why, and what to do. */
export function fileErrorSentence(action: 'read' | 'write', path: string, e: NodeJS.ErrnoException & { code: string }): string {
  const reason = REASONS[e.code]?.(action, path) ?? `the system refused it (${e.code})`;
  return action === 'read'
    ? `Cannot read ${path}: ${reason}. Check the path.`
    : `Cannot write ${path}: ${reason}. Choose another place or free the file, then run the command again.`;
}

/** The first folder on `path` that is in fact a file (what ENOTDIR means), or null. */
function fileOnPath(path: string): string | null {
  for (let d = dirname(path); d !== dirname(d); d = dirname(d)) {
    try {
      if (statSync(d).isFile()) return d;
    } catch {
      // Missing or unreadable: look further up.
    }
  }
  return null;
}
