// Recovery backups: while a window's document has unsaved changes, the renderer hands main its
// text every few seconds and main keeps it in the recovery folder (in the app's data folder,
// never beside the user's file). Saving or discarding the document removes it. After a crash,
// a kill or a renderer crash, the next read offers it back.
//
// One backup file per window and app session, `<session>-w<window id>.backup`: a first line of
// JSON (what the backup is of, when, how long its text is) and then the project text, written
// atomically as one file. A window that has no backup of its own yet adopts the newest one a
// previous session left behind (renaming it into its own slot), so a backup is offered to one
// window only, and restoring it and saving or discarding later removes it.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProjectFileRef, RecoveryBackup } from '../../shared/ipc/projectFiles';
import { atomicWrite } from './atomicWrite';

/** The recovery folder's name inside the app's data folder. */
export const RECOVERY_FOLDER_NAME = 'recovery';

const FORMAT = 'astar-studio-backup';
const SUFFIX = '.backup';
// The header line is short (a path and a name); reading this much is always enough to find it.
const HEADER_BYTES = 64 * 1024;

/** The first line of a backup file. */
interface BackupHeader {
  format: typeof FORMAT;
  version: 1;
  /** The app session that wrote it, and its window. */
  session: string;
  windowId: number;
  savedAt: number;
  /** The file the document belongs to, or null when it was never saved. */
  ref: ProjectFileRef | null;
  /** The text's length in UTF-8 bytes, so a damaged file is recognised. */
  textBytes: number;
}

/** Options for `RecoveryStore`; tests pass their own session names and clocks. */
export interface RecoveryStoreOptions {
  session?: string;
  now?: () => number;
}

/** The recovery backups in `folder` (created when first needed). */
export class RecoveryStore {
  /** This app session's name: backups of other sessions are the ones left behind. */
  readonly session: string;
  private readonly folder: string;
  private readonly now: () => number;
  // A window's writes, reads and clears run in order: a clear never races a write in flight.
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(folder: string, options: RecoveryStoreOptions = {}) {
    this.folder = folder;
    this.session = options.session ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    this.now = options.now ?? Date.now;
  }

  /** Keeps `text` as the backup of window `windowId`'s document, which belongs to `ref`. */
  write(windowId: number, text: string, ref: ProjectFileRef | null): Promise<void> {
    return this.exclusive(windowId, async () => {
      const header: BackupHeader = {
        format: FORMAT,
        version: 1,
        session: this.session,
        windowId,
        savedAt: this.now(),
        ref: ref ? { path: ref.path, name: ref.name } : null,
        textBytes: Buffer.byteLength(text, 'utf8'),
      };
      await mkdir(this.folder, { recursive: true });
      await atomicWrite(this.slot(windowId), [`${JSON.stringify(header)}\n`, text]);
    });
  }

  /**
   * The backup to offer window `windowId`: its own (after a renderer crash and reload), else the
   * newest one a previous session left (which becomes its own), else null.
   */
  read(windowId: number): Promise<RecoveryBackup | null> {
    return this.exclusive(windowId, async () => {
      const own = await loadBackup(this.slot(windowId));
      if (own) return own;
      for (const leftover of await this.leftovers()) {
        try {
          await rename(leftover, this.slot(windowId));
        } catch {
          continue; // another window adopted it first
        }
        const adopted = await loadBackup(this.slot(windowId));
        if (adopted) return adopted;
      }
      return null;
    });
  }

  /** Removes window `windowId`'s backup: its document was saved or discarded. */
  clear(windowId: number): Promise<void> {
    return this.exclusive(windowId, async () => {
      await unlink(this.slot(windowId)).catch((error: { code?: string }) => {
        if (error.code !== 'ENOENT') throw error;
      });
    });
  }

  private slot(windowId: number): string {
    return join(this.folder, `${this.session}-w${windowId}${SUFFIX}`);
  }

  /** Backup files of earlier sessions that are intact, newest first. */
  private async leftovers(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const found: { file: string; savedAt: number }[] = [];
    for (const name of names) {
      if (!name.endsWith(SUFFIX) || name.startsWith(`${this.session}-`)) continue;
      const file = join(this.folder, name);
      const header = await readHeader(file);
      if (header) found.push({ file, savedAt: header.savedAt });
    }
    return found.sort((a, b) => b.savedAt - a.savedAt).map((f) => f.file);
  }

  private exclusive<T>(windowId: number, task: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(windowId) ?? Promise.resolve()).then(task);
    const settled = run.catch(() => undefined);
    this.queues.set(windowId, settled);
    void settled.then(() => {
      if (this.queues.get(windowId) === settled) this.queues.delete(windowId);
    });
    return run;
  }
}

async function readHeader(file: string): Promise<BackupHeader | null> {
  try {
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
      const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
      return end < 0 ? null : parseHeader(buffer.toString('utf8', 0, end));
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

/** The backup in `file`, or null when there is none or it is damaged. */
async function loadBackup(file: string): Promise<RecoveryBackup | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  const end = bytes.subarray(0, HEADER_BYTES).indexOf(0x0a);
  const header = end < 0 ? null : parseHeader(bytes.toString('utf8', 0, end));
  if (!header || bytes.length - end - 1 !== header.textBytes) return null;
  return { text: bytes.toString('utf8', end + 1), savedAt: header.savedAt, ref: header.ref };
}

function parseHeader(line: string): BackupHeader | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const h = value as Partial<BackupHeader> | null;
  if (!h || h.format !== FORMAT || h.version !== 1) return null;
  if (typeof h.savedAt !== 'number' || !Number.isFinite(h.savedAt) || !Number.isSafeInteger(h.textBytes) || (h.textBytes as number) < 0) return null;
  const ref = h.ref;
  const refOk = ref === null || (typeof ref === 'object' && ref !== undefined && (ref.path === null || typeof ref.path === 'string') && typeof ref.name === 'string');
  return refOk ? (h as BackupHeader) : null;
}
