// Recovery backups on the web, one per browser tab. Each tab (a "window") writes under its own
// id and holds a Web Lock named after it while it lives; a backup whose tab holds no lock was
// left by a tab that closed, crashed or reloaded without saving, and is the one offered at start.
// Once this tab restores it (its first backup write) or discards it, it is deleted.
import type { ProjectFileRef, RecoveryBackup } from '../../../shared/ipc/projectFiles';

/** A stored backup and the tab that wrote it. */
export interface BackupRecord extends RecoveryBackup {
  windowId: string;
}

/** Where backups live (IndexedDB). */
export interface BackupStorage {
  all(): Promise<BackupRecord[]>;
  /** Stores `record` and deletes `deleteIds` in one step. */
  put(record: BackupRecord, deleteIds: string[]): Promise<void>;
  delete(windowIds: string[]): Promise<void>;
}

/** The newest backup written by a tab other than `self` that no longer runs, or null. */
export function orphanedBackup(records: readonly BackupRecord[], liveWindows: ReadonlySet<string>, self: string): BackupRecord | null {
  let best: BackupRecord | null = null;
  for (const r of records) if (r.windowId !== self && !liveWindows.has(r.windowId) && (!best || r.savedAt > best.savedAt)) best = r;
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

  async write(text: string, ref: ProjectFileRef | null): Promise<void> {
    const drop = this.adopted ? [this.adopted] : [];
    await this.storage.put({ windowId: this.windowId, text, savedAt: this.now(), ref }, drop);
    this.adopted = null;
  }

  async read(): Promise<RecoveryBackup | null> {
    const [records, live] = await Promise.all([this.storage.all(), this.liveWindows()]);
    const orphan = orphanedBackup(records, live, this.windowId);
    const own = records.find((r) => r.windowId === this.windowId) ?? null;
    const offered = orphan ?? own;
    if (!offered) return null;
    if (offered === orphan) this.adopted = orphan.windowId;
    return { text: offered.text, savedAt: offered.savedAt, ref: offered.ref };
  }

  async clear(): Promise<void> {
    const ids = [this.windowId, ...(this.adopted ? [this.adopted] : [])];
    await this.storage.delete(ids);
    this.adopted = null;
  }
}
