// Writes a file the command line produces so that it is either complete or not there: the bytes go
// to a temporary file beside the target, named uniquely (this process's id and random digits), are
// flushed, and are renamed over it. Temporaries that runs killed before their rename left behind are
// removed first, when the run that made them is gone. Any error becomes a sentence naming the file.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileErrorSentence, InputFileError, isSystemError } from './inputFile';

/** Replaces (or creates) `path` with `bytes`, atomically. */
export function writeOutputFile(path: string, bytes: Uint8Array): void {
  removeStaleTemporaries(path);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.writing`);
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
    if (isSystemError(e)) throw new InputFileError(fileErrorSentence('write', path, e));
    throw e;
  }
}

/** `.NAME.PID.writing` (older runs) or `.NAME.PID.HEX.writing`: a temporary of some run writing NAME. */
const TEMPORARY = /^(\d+)(\.[0-9a-f]+)?\.writing$/;

/**
 * Removes the temporaries of `path` whose run is gone, or is this one (a run writes one file at a
 * time, so any of its own is a leftover): a live run's temporary is its write in progress.
 */
function removeStaleTemporaries(path: string): void {
  const folder = dirname(path), prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // the write itself will say what is wrong with the folder
  }
  for (const name of names) {
    const m = name.startsWith(prefix) ? TEMPORARY.exec(name.slice(prefix.length)) : null;
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid !== process.pid && isRunning(pid)) continue;
    try {
      unlinkSync(join(folder, name));
    } catch {
      // Removed meanwhile, or not ours to remove: it cannot collide with a unique name anyway.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
