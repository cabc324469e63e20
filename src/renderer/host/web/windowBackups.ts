// Recovery backups on the web, one per browser tab: a snapshot of the project and the journal of
// edits appended after it (see src/shared/recovery). Each tab (a "window") writes under its own id
// and holds a Web Lock named after it while it lives; a backup whose tab holds no lock was left by
// a tab that closed, crashed or reloaded without saving, and is the one offered at start. Once
// this tab restores it (its first snapshot) or discards it, it is deleted.
import type { BackupSnapshot, RecoveryBackup } from '../../../shared/ipc/projectFiles';
import { concatFrames, readFrames } from '../../../shared/recovery/journalFrames';

/**
 * A stored snapshot and the tab that wrote it. Backups of versions before the journal have no
 * lineage and seq (and no journal).
 */
export interface BackupRecord extends Omit<BackupSnapshot, 'lineage' | 'seq'> {
  windowId: string;
  savedAt: number;
  lineage?: number;
  seq?: number;
}

/** One append of a tab's journal: one frame. */
export interface JournalEntry {
  windowId: string;
  seq: number;
  savedAt: number;
  frame: Uint8Array;
}

/**
 * Where backups live (IndexedDB). Each change is one transaction, begun when the method is called,
 * so changes are carried out in the order they are asked for.
 */
export interface BackupStorage {
  /** Every tab's snapshot. */
  all(): Promise<BackupRecord[]>;
  /** A tab's journal, by sequence number. */
  journal(windowId: string): Promise<JournalEntry[]>;
  /** When each tab that has a journal last appended to it. */
  lastAppends(): Promise<Map<string, number>>;
  /** Stores `record`, drops its tab's journal up to `record.seq`, and deletes the tabs `deleteIds` (journals too), in one step. */
  putSnapshot(record: BackupRecord, deleteIds: string[]): Promise<void>;
  append(entries: JournalEntry[]): Promise<void>;
  /** Deletes these tabs' snapshots and journals. */
  delete(windowIds: string[]): Promise<void>;
}

/** When a backup was last written to: its snapshot, or its newest append. */
function lastWrite(record: BackupRecord, appends: ReadonlyMap<string, number>): number {
  return Math.max(record.savedAt, appends.get(record.windowId) ?? 0);
}

/** The newest backup written by a tab other than `self` that no longer runs, or null. */
export function orphanedBackup(
  records: readonly BackupRecord[],
  liveWindows: ReadonlySet<string>,
  self: string,
  appends: ReadonlyMap<string, number> = new Map(),
): BackupRecord | null {
  let best: BackupRecord | null = null;
  for (const r of records)
    if (r.windowId !== self && !liveWindows.has(r.windowId) && (!best || lastWrite(r, appends) > lastWrite(best, appends))) best = r;
  return best;
}

/** This tab's backups, and the orphan it offered. */
export class WindowBackups {
  /** The orphaned backup readBackup offered, until this tab restores or discards it. */
  private adopted: string | null = null;

  constructor(
    private readonly storage: BackupStorage,
    readonly windowId: string,
    private readonly liveWindows: () => Promise<ReadonlySet<string>>,
    private readonly now: () => number = Date.now,
  ) {}

  write(snapshot: BackupSnapshot): Promise<void> {
    const drop = this.adopted ? [this.adopted] : [];
    this.adopted = null;
    const { text, ref, lineage, seq } = snapshot;
    return this.storage.putSnapshot({ windowId: this.windowId, text, savedAt: this.now(), ref, lineage, seq }, drop);
  }

  append(frames: Uint8Array): Promise<void> {
    const read = readFrames(frames);
    if (read.dropped) return Promise.reject(new Error(`A journal append was damaged before it was stored (${read.dropped}); this is a bug in A* Studio.`));
    const savedAt = this.now();
    return this.storage.append(read.frames.map((f) => ({ windowId: this.windowId, seq: f.seq, savedAt, frame: f.bytes.slice() })));
  }

  async read(): Promise<RecoveryBackup | null> {
    const [records, live, appends] = await Promise.all([this.storage.all(), this.liveWindows(), this.storage.lastAppends()]);
    // Journals of tabs that ended before their first snapshot was stored hold nothing to restore.
    const strays = [...appends.keys()].filter((id) => id !== this.windowId && !live.has(id) && !records.some((r) => r.windowId === id));
    if (strays.length > 0) await this.storage.delete(strays);
    const orphan = orphanedBackup(records, live, this.windowId, appends);
    const own = records.find((r) => r.windowId === this.windowId) ?? null;
    const offered = orphan ?? own;
    if (!offered) return null;
    if (offered === orphan) this.adopted = orphan.windowId;
    const versioned = offered.lineage !== undefined && offered.seq !== undefined;
    const journal = versioned ? concatFrames((await this.storage.journal(offered.windowId)).map((e) => e.frame)) : new Uint8Array(0);
    return {
      text: offered.text,
      savedAt: lastWrite(offered, appends),
      ref: offered.ref,
      lineage: offered.lineage ?? 0,
      seq: offered.seq ?? 0,
      journal,
    };
  }

  clear(): Promise<void> {
    const ids = [this.windowId, ...(this.adopted ? [this.adopted] : [])];
    this.adopted = null;
    return this.storage.delete(ids);
  }
}
