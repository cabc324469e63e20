// Recovery backups: while a window's document has unsaved changes, the renderer hands main a
// snapshot of it now and then and appends its edits to a journal every half second; main keeps
// both in the recovery folder (in the app's data folder, never beside the user's file). Saving or
// discarding the document removes them. After a crash, a kill or a renderer crash, the next read
// offers them back, and the renderer replays the journal onto the snapshot.
//
// One folder per window and app session, `<session>-w<window id>/`, holding `snapshot.backup` (a
// first line of JSON saying what the backup is of, when, how long its text is and where it stands
// in the journal, then the project text, written atomically) and `journal.bin` (recoveryJournal.ts).
// A window that has no backup of its own yet adopts the newest one a previous session left behind
// (renaming its folder into its own slot), so a backup is offered to one window only. Backups of
// versions before the journal, single `<session>-w<window id>.backup` files, are adopted the same
// way and restore as they were.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupSnapshot, ProjectFileRef, RecoveryBackup } from '../../shared/ipc/projectFiles';
import { atomicWrite } from './atomicWrite';
import { JournalFile, type JournalFs } from './recoveryJournal';

/** The recovery folder's name inside the app's data folder. */
export const RECOVERY_FOLDER_NAME = 'recovery';

const FORMAT = 'astar-studio-backup';
const SNAPSHOT = 'snapshot.backup';
const JOURNAL = 'journal.bin';
/** A backup file of the versions before the journal. */
const LEGACY_SUFFIX = '.backup';
// The header line is short (a path and a name); reading this much is always enough to find it.
const HEADER_BYTES = 64 * 1024;

/** The first line of a snapshot file. Version 1 (before the journal) has no lineage and seq. */
interface BackupHeader {
  format: typeof FORMAT;
  version: 1 | 2;
  /** The app session that wrote it, and its window. */
  session: string;
  windowId: number;
  savedAt: number;
  /** The file the document belongs to, or null when it was never saved. */
  ref: ProjectFileRef | null;
  /** The text's length in UTF-8 bytes, so a damaged file is recognised. */
  textBytes: number;
  lineage?: number;
  seq?: number;
}

/** Options for `RecoveryStore`; tests pass their own session names, clocks and journal file operations. */
export interface RecoveryStoreOptions {
  session?: string;
  now?: () => number;
  journalFs?: JournalFs;
}

/** The recovery backups in `folder` (created when first needed). */
export class RecoveryStore {
  /** This app session's name: backups of other sessions are the ones left behind. */
  readonly session: string;
  private readonly folder: string;
  private readonly now: () => number;
  private readonly journalFs: JournalFs | undefined;
  // Per window: snapshot writes in order, and journal appends and compactions in order, each
  // apart so that writing a big snapshot never holds up an append; reads and clears wait for both.
  private readonly snapshots = new Queues();
  private readonly journals = new Queues();

  constructor(folder: string, options: RecoveryStoreOptions = {}) {
    this.folder = folder;
    this.session = options.session ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    this.now = options.now ?? Date.now;
    this.journalFs = options.journalFs;
  }

  /**
   * Keeps `snapshot` as window `windowId`'s backup; the journal then keeps only the appends after
   * it (of its lineage).
   */
  write(windowId: number, snapshot: BackupSnapshot): Promise<void> {
    const { text, ref, lineage, seq } = snapshot;
    const written = this.snapshots.run(windowId, async () => {
      const header: BackupHeader = {
        format: FORMAT,
        version: 2,
        session: this.session,
        windowId,
        savedAt: this.now(),
        ref: ref ? { path: ref.path, name: ref.name } : null,
        textBytes: Buffer.byteLength(text, 'utf8'),
        lineage,
        seq,
      };
      await mkdir(this.slot(windowId), { recursive: true });
      await atomicWrite(join(this.slot(windowId), SNAPSHOT), [`${JSON.stringify(header)}\n`, text]);
    });
    const compacted = written.then(() => this.journals.run(windowId, () => this.journal(windowId).compact((f) => f.lineage === lineage && f.seq > seq)));
    return compacted;
  }

  /** Appends journal frames to window `windowId`'s backup. */
  append(windowId: number, frames: Uint8Array): Promise<void> {
    return this.journals.run(windowId, async () => {
      await mkdir(this.slot(windowId), { recursive: true });
      await this.journal(windowId).append(frames);
    });
  }

  /**
   * The backup to offer window `windowId`: its own (after a renderer crash and reload), else the
   * newest one a previous session left (which becomes its own), else null.
   */
  read(windowId: number): Promise<RecoveryBackup | null> {
    return this.exclusive(windowId, async () => {
      const own = await this.load(windowId);
      if (own) return own;
      for (const leftover of await this.leftovers()) {
        try {
          if (leftover.legacy) {
            await mkdir(this.slot(windowId), { recursive: true });
            await rename(leftover.path, join(this.slot(windowId), SNAPSHOT));
          } else {
            await rm(this.slot(windowId), { recursive: true, force: true }); // a journal without a snapshot
            await rename(leftover.path, this.slot(windowId));
          }
        } catch {
          continue; // another window adopted it first
        }
        const adopted = await this.load(windowId);
        if (adopted) return adopted;
      }
      return null;
    });
  }

  /** Removes window `windowId`'s backup: its document was saved or discarded. */
  clear(windowId: number): Promise<void> {
    return this.exclusive(windowId, () => rm(this.slot(windowId), { recursive: true, force: true }));
  }

  private slot(windowId: number): string {
    return join(this.folder, `${this.session}-w${windowId}`);
  }

  private journal(windowId: number): JournalFile {
    return new JournalFile(join(this.slot(windowId), JOURNAL), this.journalFs);
  }

  /** Window `windowId`'s backup, or null when it has none or its snapshot is damaged. */
  private async load(windowId: number): Promise<RecoveryBackup | null> {
    const snapshot = await loadSnapshot(join(this.slot(windowId), SNAPSHOT));
    if (!snapshot) return null;
    const journal = this.journal(windowId);
    const journalTime = await stat(journal.path).then((s) => s.mtimeMs, () => 0);
    return { ...snapshot, savedAt: Math.max(snapshot.savedAt, Math.floor(journalTime)), journal: await journal.read() };
  }

  /** Backups of earlier sessions whose snapshot is intact, newest first. */
  private async leftovers(): Promise<{ path: string; legacy: boolean }[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const found: { path: string; legacy: boolean; savedAt: number }[] = [];
    for (const name of names) {
      if (name.startsWith(`${this.session}-`)) continue;
      const path = join(this.folder, name);
      const legacy = name.endsWith(LEGACY_SUFFIX);
      const header = await readHeader(legacy ? path : join(path, SNAPSHOT));
      if (header) found.push({ path, legacy, savedAt: header.savedAt });
    }
    return found.sort((a, b) => b.savedAt - a.savedAt);
  }

  private exclusive<T>(windowId: number, task: () => Promise<T>): Promise<T> {
    return this.snapshots.run(windowId, () => this.journals.run(windowId, task));
  }
}

/** Tasks keyed by window, each key's run one after another. */
class Queues {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(key: number, task: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const settled = run.catch(() => undefined);
    this.tails.set(key, settled);
    void settled.then(() => {
      if (this.tails.get(key) === settled) this.tails.delete(key);
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

/** The snapshot in `file` (no journal yet), or null when there is none or it is damaged. */
async function loadSnapshot(file: string): Promise<Omit<RecoveryBackup, 'journal'> | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  const end = bytes.subarray(0, HEADER_BYTES).indexOf(0x0a);
  const header = end < 0 ? null : parseHeader(bytes.toString('utf8', 0, end));
  if (!header || bytes.length - end - 1 !== header.textBytes) return null;
  return { text: bytes.toString('utf8', end + 1), savedAt: header.savedAt, ref: header.ref, lineage: header.lineage ?? 0, seq: header.seq ?? 0 };
}

function parseHeader(line: string): BackupHeader | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const h = value as Partial<BackupHeader> | null;
  if (!h || h.format !== FORMAT || (h.version !== 1 && h.version !== 2)) return null;
  if (typeof h.savedAt !== 'number' || !Number.isFinite(h.savedAt) || !Number.isSafeInteger(h.textBytes) || (h.textBytes as number) < 0) return null;
  if (h.version === 2 && !(isUint32(h.lineage) && isUint32(h.seq))) return null;
  const ref = h.ref;
  const refOk = ref === null || (typeof ref === 'object' && ref !== undefined && (ref.path === null || typeof ref.path === 'string') && typeof ref.name === 'string');
  return refOk ? (h as BackupHeader) : null;
}

function isUint32(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 0xffffffff;
}
