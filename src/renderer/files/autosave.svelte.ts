// Autosave for recovery: a few seconds after the last change to a dirty document, its project
// text goes to the host as this window's recovery backup (IndexedDB on the web, the app's data
// folder on the desktop), never to the user's file. When the document is clean again (saved, or
// replaced after Don't Save), the backup goes. Writes and removals run one after another, so a
// late write can never bring back a backup that a save removed.
import { untrack } from 'svelte';
import type { Studio } from '../state/studio.svelte';
import type { ProjectCodec } from './projectCodec';

/** How long after the last change the backup is written. */
export const BACKUP_DELAY_MS = 3000;

export interface AutosaveOptions {
  delayMs?: number;
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
}

export class Autosave {
  /** When the last backup was written (ms since the epoch), or null. */
  lastBackupAt = $state<number | null>(null);
  /** A backup is due: the document changed and the delay has not passed, or the write is under way. */
  pending = $state(false);
  private timer: unknown = null;
  private stopWatching: (() => void) | null = null;
  private watching = false;
  private queue: Promise<void> = Promise.resolve();
  /** This window has a backup the host keeps (written, or restored from). */
  private hasBackup = false;
  private warned = false;
  private readonly delayMs: number;
  private readonly timers: NonNullable<AutosaveOptions['timers']>;

  constructor(
    private readonly studio: Studio,
    private readonly codec: ProjectCodec,
    private readonly appVersion: string,
    options: AutosaveOptions = {},
  ) {
    this.delayMs = options.delayMs ?? BACKUP_DELAY_MS;
    this.timers = options.timers ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) };
  }

  /**
   * Starts watching the document; returns the way to stop. Start it only once the backup offered
   * at start-up was restored or discarded, or it would count the untouched start as "clean" and
   * remove that backup.
   */
  start(restored: boolean): () => void {
    this.hasBackup = restored;
    this.watching = true;
    this.stopWatching = $effect.root(() => {
      $effect(() => {
        const { file, doc } = this.studio;
        // Any change restarts the wait, so the backup follows the last change.
        void [doc.version, file.settingsKey, file.setupsKey, this.studio.notes, file.dirty];
        untrack(() => this.documentChanged());
      });
    });
    return () => this.stop();
  }

  /**
   * The document changed, or was saved or replaced: the backup waits again for the delay, or goes
   * once the document is clean. (The effect start() installs calls it; so do tests, where effects
   * do not run.)
   */
  documentChanged(): void {
    if (!this.watching) return;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    if (this.studio.file.dirty) {
      this.pending = true;
      this.timer = this.timers.setTimeout(() => this.backUp(), this.delayMs);
    } else {
      this.pending = false;
      if (this.hasBackup) this.enqueue(() => this.remove());
    }
  }

  /** Resolves once every backup write and removal asked for so far is done (tests, closing). */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Stops watching; a backup already written stays. */
  stop(): void {
    this.watching = false;
    this.stopWatching?.();
    this.stopWatching = null;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.pending = false;
  }

  /** The user chose to lose the changes (Don't Save while closing): no more backups, and the last one goes. */
  discard(): Promise<void> {
    this.stop();
    this.enqueue(async () => {
      await this.studio.host.files.clearBackup();
      this.hasBackup = false;
    });
    return this.queue;
  }

  private backUp(): void {
    this.timer = null;
    this.enqueue(async () => {
      const { file } = this.studio;
      if (!file.dirty) return;
      const ref = file.ref;
      let text: string;
      try {
        text = await this.codec.serialize(this.studio.snapshot().project, this.appVersion);
      } catch {
        // A setting still being typed cannot be written (its field says why); the next change tries again.
        this.pending = false;
        return;
      }
      if (!file.dirty) return; // saved meanwhile
      await this.studio.host.files.writeBackup(text, ref);
      this.hasBackup = true;
      this.lastBackupAt = Date.now();
      if (this.timer === null) this.pending = false;
    });
  }

  private async remove(): Promise<void> {
    if (this.studio.file.dirty) return; // changed again since: the next backup replaces it
    await this.studio.host.files.clearBackup();
    this.hasBackup = false;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => this.failed(error));
  }

  private failed(error: unknown): void {
    this.pending = false;
    if (this.warned) return;
    this.warned = true;
    const why = error instanceof Error ? error.message : String(error);
    this.studio.notify('error', `Recovery backups could not be written (${why}). Save your work to keep it safe.`, 15000);
  }
}
