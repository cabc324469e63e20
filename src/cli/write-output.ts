// Writes a file the command line produces so that it is either complete or not there: the bytes go
// to a temporary file beside the target, are flushed, and are renamed over it. A file that cannot
// be written becomes an InputFileError: one sentence naming the file and what to check.
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputFileError } from './map-file';

/** Replaces (or creates) `path` with `bytes`, atomically. */
export function writeOutputFile(path: string, bytes: Uint8Array): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.writing`);
  let fd = -1;
  try {
    fd = openSync(temp, 'wx');
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
    closeSync(fd);
    fd = -1;
    renameSync(temp, path);
  } catch (e) {
    if (fd >= 0) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // Never created, or already renamed.
    }
    const code = (e as NodeJS.ErrnoException).code;
    const why: Record<string, string> = {
      ENOENT: 'its folder does not exist',
      EACCES: 'permission denied',
      EPERM: 'permission denied',
      EISDIR: 'it is a folder',
      ENOSPC: 'the disk is full',
      EROFS: 'the disk is read-only',
    };
    if (code && why[code]) throw new InputFileError(`Cannot write ${path}: ${why[code]}. Choose another place or free the file, then run the command again.`);
    throw e;
  }
}
