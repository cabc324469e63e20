// The web build's IndexedDB database: recovery backups (a snapshot and a journal per tab) and the
// Open Recent file handles. Thin glue over IndexedDB's requests; the rules live in
// windowBackups.ts and recentHandles.ts and are tested there. Where the browser keeps no IndexedDB
// (some private modes), the records live in memory: nothing breaks, but nothing outlasts the tab.
// Version 2 added the journal store; version 1's backups (snapshots alone) still read.
import type { RecentHandleRecord, RecentHandleStorage } from './recentHandles';
import type { BackupRecord, BackupStorage, JournalEntry } from './windowBackups';

const DATABASE = 'astar-studio';
const VERSION = 2;
const BACKUPS = 'backups';
const JOURNAL = 'journal';
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
    if (!db.objectStoreNames.contains(JOURNAL)) db.createObjectStore(JOURNAL, { keyPath: ['windowId', 'seq'] });
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

/** A tab's journal entries: keys [windowId, seq] from `from` to `to`. */
const journalRange = (windowId: string, from = 0, to = Number.MAX_SAFE_INTEGER) => IDBKeyRange.bound([windowId, from], [windowId, to]);

/**
 * Snapshots and journals in their two stores. Each change opens its transaction when called
 * (IndexedDB then carries them out in that order), once the database is open.
 */
export class IdbBackups implements BackupStorage {
  private db: IDBDatabase | null | undefined = undefined;
  /** Calls made before the database was open, run in order once it is. */
  private waiting = 0;
  private readonly memory = { backups: new Map<string, BackupRecord>(), journal: new Map<string, JournalEntry[]>() };

  constructor(private readonly opened: Promise<IDBDatabase | null>) {
    void opened.then((db) => (this.db = db));
  }

  all(): Promise<BackupRecord[]> {
    return this.run(
      (db) => done(db.transaction(BACKUPS, 'readonly').objectStore(BACKUPS).getAll() as IDBRequest<BackupRecord[]>),
      () => [...this.memory.backups.values()],
    );
  }

  journal(windowId: string): Promise<JournalEntry[]> {
    return this.run(
      (db) => done(db.transaction(JOURNAL, 'readonly').objectStore(JOURNAL).getAll(journalRange(windowId)) as IDBRequest<JournalEntry[]>),
      () => [...(this.memory.journal.get(windowId) ?? [])],
    );
  }

  lastAppends(): Promise<Map<string, number>> {
    return this.run(
      async (db) => {
        const entries = await done(db.transaction(JOURNAL, 'readonly').objectStore(JOURNAL).getAll() as IDBRequest<JournalEntry[]>);
        return newestPerWindow(entries);
      },
      () => newestPerWindow([...this.memory.journal.values()].flat()),
    );
  }

  putSnapshot(record: BackupRecord, deleteIds: string[]): Promise<void> {
    const others = deleteIds.filter((id) => id !== record.windowId);
    return this.run(
      (db) => {
        const tx = db.transaction([BACKUPS, JOURNAL], 'readwrite');
        const journal = tx.objectStore(JOURNAL);
        for (const id of others) {
          tx.objectStore(BACKUPS).delete(id);
          journal.delete(journalRange(id));
        }
        tx.objectStore(BACKUPS).put(record);
        journal.delete(journalRange(record.windowId, 0, record.seq ?? 0));
        return committed(tx);
      },
      () => {
        this.forget(others);
        this.memory.backups.set(record.windowId, record);
        const kept = (this.memory.journal.get(record.windowId) ?? []).filter((e) => e.seq > (record.seq ?? 0));
        this.memory.journal.set(record.windowId, kept);
      },
    );
  }

  append(entries: JournalEntry[]): Promise<void> {
    return this.run(
      (db) => {
        const tx = db.transaction(JOURNAL, 'readwrite');
        for (const entry of entries) tx.objectStore(JOURNAL).put(entry);
        return committed(tx);
      },
      () => {
        for (const entry of entries) {
          const list = this.memory.journal.get(entry.windowId) ?? [];
          this.memory.journal.set(entry.windowId, [...list.filter((e) => e.seq !== entry.seq), entry].sort((a, b) => a.seq - b.seq));
        }
      },
    );
  }

  delete(windowIds: string[]): Promise<void> {
    return this.run(
      (db) => {
        const tx = db.transaction([BACKUPS, JOURNAL], 'readwrite');
        for (const id of windowIds) {
          tx.objectStore(BACKUPS).delete(id);
          tx.objectStore(JOURNAL).delete(journalRange(id));
        }
        return committed(tx);
      },
      () => this.forget(windowIds),
    );
  }

  private forget(windowIds: string[]): void {
    for (const id of windowIds) {
      this.memory.backups.delete(id);
      this.memory.journal.delete(id);
    }
  }

  /** Runs `inDb` now if the database is open (`inMemory` where there is none), else once it opens, in call order. */
  private run<T>(inDb: (db: IDBDatabase) => Promise<T>, inMemory: () => T): Promise<T> {
    const go = (db: IDBDatabase | null) => (db ? inDb(db) : Promise.resolve(inMemory()));
    if (this.db !== undefined && this.waiting === 0) return go(this.db);
    this.waiting++;
    return this.opened.then((db) => {
      this.waiting--;
      return go(db);
    });
  }
}

function newestPerWindow(entries: readonly JournalEntry[]): Map<string, number> {
  const newest = new Map<string, number>();
  for (const e of entries) newest.set(e.windowId, Math.max(newest.get(e.windowId) ?? 0, e.savedAt));
  return newest;
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
