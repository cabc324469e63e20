// Writes a file so that, whatever happens (a crash, a kill, a full disk), the target holds either
// its complete old content or the complete new one: the text goes into a temporary file beside
// the target, is flushed to the disk (fsync), and only then renamed over the target, which is
// atomic on one file system. The folder is flushed too, so the rename survives a power cut.
//
// Not write-file-atomic: it issues one write(2) and ignores a short count, so on a full disk it
// renames a truncated temporary file over the user's file and reports success. Node's
// FileHandle.writeFile loops until every byte is written and throws ENOSPC instead.
import { randomBytes } from 'node:crypto';
import { open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { saveFailure } from './fileErrors';

/** Names of the temporary files a save leaves behind only if it is killed mid-way. */
export const SAVE_TEMP_SUFFIX = '.saving';

// Saves to one target run one after another, so the last call's text is what stays on disk.
const queues = new Map<string, Promise<unknown>>();

/** What a save writes: text (UTF-8) or bytes, or an array of them written one after another. */
export type FileContent = string | Uint8Array | readonly (string | Uint8Array)[];

/**
 * Replaces the file at `target` with `text` (UTF-8 text or bytes; an array is written as its
 * concatenation, for texts too long to join into one string). Rejects with a `FileAccessError`
 * whose message says why and what to do; on any failure the existing file is untouched and no
 * temporary file remains.
 */
export function atomicWrite(target: string, text: FileContent): Promise<void> {
  const key = resolve(target);
  const previous = queues.get(key) ?? Promise.resolve(); // never rejects: it is a `settled`
  const run = previous.then(() => writeNow(key, text));
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

async function writeNow(target: string, text: FileContent): Promise<void> {
  try {
    // A symbolic link stays a link: the file it points at is the one replaced.
    const path = await realpath(target).catch(() => target);
    const mode = await existingMode(path);
    const temp = join(dirname(path), tempName(basename(path)));
    let renamed = false;
    const handle = await open(temp, 'wx', mode);
    try {
      for (const chunk of typeof text === 'string' || text instanceof Uint8Array ? [text] : text) await handle.writeFile(chunk, 'utf8');
      await handle.sync();
      await handle.close();
      await renameReplacing(temp, path);
      renamed = true;
    } finally {
      if (!renamed) {
        await handle.close().catch(() => undefined);
        await unlink(temp).catch(() => undefined);
      }
    }
    await syncFolder(dirname(path));
  } catch (error) {
    throw saveFailure(error, target);
  }
}

/** The permission bits to give the new file: the old file's, so a save keeps them. */
async function existingMode(path: string): Promise<number> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error(`${path} is a directory`), { code: 'EISDIR' });
    return info.mode & 0o7777;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return 0o666;
    throw error;
  }
}

function tempName(targetName: string): string {
  // Hidden on Unix, recognisable everywhere, and short enough for the 255-byte name limit.
  return `.${targetName.slice(0, 120)}.${randomBytes(4).toString('hex')}${SAVE_TEMP_SUFFIX}`;
}

/**
 * Windows refuses to replace a file another program (a virus scanner, a search indexer) has
 * open for a moment; a few short retries ride that out, as graceful-fs does.
 */
async function renameReplacing(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const transient = process.platform === 'win32' && (code === 'EPERM' || code === 'EACCES' || code === 'EBUSY');
      if (!transient || attempt >= 8) throw error;
      await new Promise((done) => setTimeout(done, 25 * 2 ** Math.min(attempt, 4)));
    }
  }
}

/** Flushes a folder's entry list (the rename) to disk; Windows cannot open folders, so not there. */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The new content is already in place; a file system that cannot sync folders loses nothing here.
  }
}
