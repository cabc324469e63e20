// The web build's Open Recent list: file handles the browser lets the page keep (in IndexedDB,
// so the list survives a reload), newest first. A file handle is the web's stand-in for a path:
// a ProjectFileRef's `path` is the key of its handle here.
import type { ProjectFileHandle } from './fileSystemAccess';

/** One remembered file. */
export interface RecentHandleRecord {
  key: string;
  name: string;
  handle: ProjectFileHandle;
  usedAt: number;
}

/** Where the records live (IndexedDB). */
export interface RecentHandleStorage {
  all(): Promise<RecentHandleRecord[]>;
  put(record: RecentHandleRecord): Promise<void>;
  delete(keys: string[]): Promise<void>;
}

/** How many files Open Recent lists. */
export const MAX_RECENT_FILES = 10;

/** The list: remembers handles, finds them by key, keeps the newest few. */
export class RecentHandles {
  private nextKey = 0;

  constructor(
    private readonly storage: RecentHandleStorage,
    private readonly now: () => number = Date.now,
    private readonly newKey: () => string = () => `handle:${Date.now().toString(36)}-${(this.nextKey++).toString(36)}`,
  ) {}

  /** Newest first. */
  async list(): Promise<RecentHandleRecord[]> {
    return (await this.storage.all()).sort((a, b) => b.usedAt - a.usedAt);
  }

  async get(key: string): Promise<ProjectFileHandle | null> {
    return (await this.storage.all()).find((r) => r.key === key)?.handle ?? null;
  }

  /** Puts `handle` first (the same file keeps its key) and returns its key. */
  async remember(handle: ProjectFileHandle): Promise<string> {
    const records = await this.list();
    let same: RecentHandleRecord | undefined;
    for (const r of records) if (await r.handle.isSameEntry(handle).catch(() => false)) same = r;
    const key = same?.key ?? this.newKey();
    await this.storage.put({ key, name: handle.name, handle, usedAt: this.now() });
    const kept = [key, ...records.filter((r) => r.key !== key).map((r) => r.key)];
    if (kept.length > MAX_RECENT_FILES) await this.storage.delete(kept.slice(MAX_RECENT_FILES));
    return key;
  }

  async forget(key: string): Promise<void> {
    await this.storage.delete([key]);
  }

  async clear(): Promise<void> {
    await this.storage.delete((await this.storage.all()).map((r) => r.key));
  }
}
