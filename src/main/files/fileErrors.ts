// Turns the operating system's error codes (EACCES, ENOSPC, …) into one sentence a person can act
// on: what went wrong with which file, and what to do about it. Saves also say that the copy on
// disk is unchanged, which the atomic write guarantees.
import { basename, dirname } from 'node:path';

/** A file could not be read or written for a reason the user can act on; `message` says it. */
export class FileAccessError extends Error {
  override readonly name = 'FileAccessError';
  /** The system error code behind it (`EACCES`, `ENOSPC`, …), or a code of ours (`TOO_LARGE`). */
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

function detailOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The sentence for a save of `path` that failed with `error`. */
export function saveFailure(error: unknown, path: string): FileAccessError {
  if (error instanceof FileAccessError) return error;
  const code = codeOf(error);
  const name = basename(path);
  const folder = dirname(path);
  const unchanged = 'Nothing on disk was changed.';
  const elsewhere = 'Use Save As… to save it somewhere else.';
  const say = (text: string): FileAccessError => new FileAccessError(`${text} ${unchanged}`, code);
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return say(`"${name}" could not be saved: you are not allowed to write in the folder "${folder}" (it may be read-only, or the file may be open in another program). ${elsewhere}`);
    case 'EROFS':
      return say(`"${name}" could not be saved: the folder "${folder}" is on a read-only drive. ${elsewhere}`);
    case 'ENOSPC':
    case 'EDQUOT':
      return say(`"${name}" could not be saved: the disk holding "${folder}" is full. Free some space and save again, or use Save As… to save it on another drive.`);
    case 'EFBIG':
      return say(`"${name}" could not be saved: it is larger than the drive holding "${folder}" allows for one file. Use Save As… to save it on another drive.`);
    case 'EISDIR':
      return say(`"${name}" could not be saved: "${path}" is a folder, not a file. Use Save As… to choose another name.`);
    case 'ENOENT':
      return say(`"${name}" could not be saved: the folder "${folder}" does not exist. ${elsewhere}`);
    case 'ENOTDIR':
      return say(`"${name}" could not be saved: part of the folder path "${folder}" is a file, not a folder. ${elsewhere}`);
    case 'ENAMETOOLONG':
      return say(`"${name}" could not be saved: the name or folder path is too long for this drive. Use Save As… to choose a shorter name.`);
    case 'EBUSY':
    case 'EMFILE':
    case 'ENFILE':
      return say(busy(code, `"${name}" could not be saved`, 'save again'));
    case 'EIO':
      return say(`"${name}" could not be saved: the drive holding "${folder}" reported an error. Check the drive, or use Save As… to save it on another one.`);
    default:
      return say(`"${name}" could not be saved (${detailOf(error)}). Save again, or use Save As… to save it somewhere else.`);
  }
}

/** `failed` (what could not be done) because a file is held (EBUSY) or too many are open (EMFILE, ENFILE), and what to do before `retry`. */
function busy(code: string, failed: string, retry: string): string {
  return code === 'EBUSY'
    ? `${failed}: another program is using it. Close that program and ${retry}.`
    : `${failed}: too many files are open. Close some programs and ${retry}.`;
}

/** The sentence for a read of `path` that failed with `error`. */
export function readFailure(error: unknown, path: string): FileAccessError {
  if (error instanceof FileAccessError) return error;
  const code = codeOf(error);
  const name = basename(path);
  const folder = dirname(path);
  const say = (text: string): FileAccessError => new FileAccessError(text, code);
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return say(`"${name}" was not found in "${folder}": it may have been moved, renamed or deleted. Use Open… to find it.`);
    case 'EACCES':
    case 'EPERM':
      return say(`"${name}" could not be opened: you are not allowed to read it. Ask its owner for access, or copy it to a folder of yours.`);
    case 'EISDIR':
      return say(`"${path}" is a folder, not a project file. Choose a .astar file.`);
    case 'EBUSY':
    case 'EMFILE':
    case 'ENFILE':
      return say(busy(code, `"${name}" could not be opened`, 'try again'));
    case 'EIO':
      return say(`"${name}" could not be read: the drive holding it reported an error. Check the drive, or copy the file elsewhere and open the copy.`);
    default:
      return say(`"${name}" could not be opened (${detailOf(error)}).`);
  }
}
