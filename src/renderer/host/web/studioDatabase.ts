// The web build's IndexedDB database: recovery backups (one per tab) and the Open Recent file
// handles. Thin glue over IndexedDB's requests; the rules live in windowBackups.ts and
// recentHandles.ts and are tested there. Where the browser keeps no IndexedDB (some private
// modes), the records live in memory: nothing breaks, but nothing outlasts the tab.
import type { RecentHandleRecord, RecentHandleStorage } from './recentHandles';
import type { BackupRecord, BackupStorage } from './windowBackups';

const DATABASE = 'astar-studio';
const VERSION = 1;
const BACKUPS = 'backups';
const RECENT = 'recent';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction was aborted'));
  });
}

/** Opens (and on first use creates) the database; null where the browser keeps none. */
export async function openStudioDatabase(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<IDBDatabase | null> {
  if (!factory) return null;
  const request = factory.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains(BACKUPS)) db.createObjectStore(BACKUPS, { keyPath: 'windowId' });
    if (!db.objectStoreNames.contains(RECENT)) db.createObjectStore(RECENT, { keyPath: 'key' });
  };
  try {
    return await done(request);
  } catch (error) {
    console.warn(`[files] IndexedDB is not available (${String(error)}); recovery backups and recent files last only while this tab is open`);
    return null;
  }
}

/** One object store's records, each change in a single transaction. */
class RecordStore<R> {
  private readonly memory = new Map<string, R>();

  constructor(
    private readonly db: Promise<IDBDatabase | null>,
    private readonly name: string,
    private readonly keyOf: (record: R) => string,
  ) {}

  async all(): Promise<R[]> {
    const db = await this.db;
    if (!db) return [...this.memory.values()];
    return done(db.transaction(this.name, 'readonly').objectStore(this.name).getAll() as IDBRequest<R[]>);
  }

  async change(put: R | null, deleteKeys: string[]): Promise<void> {
    const db = await this.db;
    if (!db) {
      for (const key of deleteKeys) this.memory.delete(key);
      if (put) this.memory.set(this.keyOf(put), put);
      return;
    }
    const tx = db.transaction(this.name, 'readwrite');
    const store = tx.objectStore(this.name);
    for (const key of deleteKeys) store.delete(key);
    if (put) store.put(put);
    await committed(tx);
  }
}

export class IdbBackups implements BackupStorage {
  private readonly store: RecordStore<BackupRecord>;
  constructor(db: Promise<IDBDatabase | null>) {
    this.store = new RecordStore(db, BACKUPS, (r) => r.windowId);
  }
  all(): Promise<BackupRecord[]> {
    return this.store.all();
  }
  put(record: BackupRecord, deleteIds: string[]): Promise<void> {
    return this.store.change(record, deleteIds.filter((id) => id !== record.windowId));
  }
  delete(windowIds: string[]): Promise<void> {
    return this.store.change(null, windowIds);
  }
}

export class IdbRecentHandles implements RecentHandleStorage {
  private readonly store: RecordStore<RecentHandleRecord>;
  constructor(db: Promise<IDBDatabase | null>) {
    this.store = new RecordStore(db, RECENT, (r) => r.key);
  }
  all(): Promise<RecentHandleRecord[]> {
    return this.store.all();
  }
  put(record: RecentHandleRecord): Promise<void> {
    return this.store.change(record, []);
  }
  delete(keys: string[]): Promise<void> {
    return this.store.change(null, keys);
  }
}
