// The recently opened and saved project files, most recent first, kept by the main process in
// `recent.json` in the app's data folder so the list survives restarts. A file that has vanished
// is dropped the next time the list is read; a damaged list file counts as an empty list.
import { mkdir, readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { ProjectFileRef } from '../../shared/ipc/projectFiles';
import { atomicWrite } from './atomicWrite';

/** How many files the list keeps. */
export const RECENT_FILES_LIMIT = 10;

/** The list's file name inside the app's data folder. */
export const RECENT_FILES_NAME = 'recent.json';

/** One remembered file as stored on disk. */
interface RecentEntry {
  path: string;
  /** When it was last opened or saved (ms since the epoch). */
  usedAt: number;
}

/** Options for `RecentFiles`; the defaults suit the running platform. */
export interface RecentFilesOptions {
  limit?: number;
  /** Whether two paths differing only in letter case name one file (Windows, macOS). */
  caseInsensitivePaths?: boolean;
  now?: () => number;
}

/** The recent-files list stored in `dataFolder`. */
export class RecentFiles {
  private readonly file: string;
  private readonly limit: number;
  private readonly caseInsensitive: boolean;
  private readonly now: () => number;
  private readonly listeners = new Set<(files: ProjectFileRef[]) => void>();
  // Reads and writes of the list run one at a time, so no update is lost.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dataFolder: string, options: RecentFilesOptions = {}) {
    this.file = join(dataFolder, RECENT_FILES_NAME);
    this.limit = options.limit ?? RECENT_FILES_LIMIT;
    this.caseInsensitive = options.caseInsensitivePaths ?? (process.platform === 'win32' || process.platform === 'darwin');
    this.now = options.now ?? Date.now;
  }

  /** The files, most recent first, without those no longer on disk. */
  list(): Promise<ProjectFileRef[]> {
    return this.exclusive(async () => {
      const entries = await this.load();
      const present = (await Promise.all(entries.map(async (e) => ((await isFile(e.path)) ? e : null)))).filter((e) => e !== null);
      if (present.length !== entries.length) await this.store(present);
      return present.map(toRef);
    });
  }

  /** Puts `path` at the top (it was just opened or saved). Returns the new list. */
  add(path: string): Promise<ProjectFileRef[]> {
    return this.exclusive(async () => {
      const full = await realpath(path).catch(() => resolve(path));
      const key = this.key(full);
      const others = (await this.load()).filter((e) => this.key(e.path) !== key);
      return this.store([{ path: full, usedAt: this.now() }, ...others].slice(0, this.limit));
    });
  }

  /** Forgets `path` (say, it failed to open). Returns the new list. */
  remove(path: string): Promise<ProjectFileRef[]> {
    return this.exclusive(async () => {
      const key = this.key(resolve(path));
      return this.store((await this.load()).filter((e) => this.key(e.path) !== key));
    });
  }

  /** Forgets every file. */
  clear(): Promise<ProjectFileRef[]> {
    return this.exclusive(() => this.store([]));
  }

  /** Calls `listener` with the new list whenever it changes; returns the unsubscribe function. */
  onChange(listener: (files: ProjectFileRef[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private key(path: string): string {
    return this.caseInsensitive ? path.toLowerCase() : path;
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<RecentEntry[]> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(this.file, 'utf8'));
    } catch {
      return []; // missing, unreadable or damaged: start afresh (the next change rewrites it)
    }
    const list = (parsed as { files?: unknown } | null)?.files;
    if (!Array.isArray(list)) return [];
    const entries: RecentEntry[] = [];
    const seen = new Set<string>();
    for (const item of list) {
      const path = (item as { path?: unknown } | null)?.path;
      const usedAt = (item as { usedAt?: unknown } | null)?.usedAt;
      if (typeof path !== 'string' || path !== resolve(path) || seen.has(this.key(path))) continue;
      seen.add(this.key(path));
      entries.push({ path, usedAt: typeof usedAt === 'number' && Number.isFinite(usedAt) ? usedAt : 0 });
    }
    return entries.slice(0, this.limit);
  }

  private async store(entries: RecentEntry[]): Promise<ProjectFileRef[]> {
    await mkdir(dirname(this.file), { recursive: true });
    await atomicWrite(this.file, `${JSON.stringify({ version: 1, files: entries }, null, 2)}\n`);
    const refs = entries.map(toRef);
    for (const listener of this.listeners) listener(refs);
    return refs;
  }
}

function toRef(entry: RecentEntry): ProjectFileRef {
  return { path: entry.path, name: basename(entry.path) };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
