// Recovery backups that keep up with editing. While the document has unsaved changes, what changed
// since the last look is appended to this window's recovery journal every half second, however
// steadily the user edits (a few kilobytes: the cells changed with their new values, see
// src/shared/recovery), on top of a snapshot of the whole project; now and then a new snapshot,
// made off the UI thread, replaces the journal so it stays short. The journal is also flushed when
// the page is hidden or goes away, and before the desktop asks about closing. A crash so loses
// about the last half second of work, on any map size. The snapshot of a clean document is made
// in advance, so the first change after opening or saving is kept as quickly as the rest. When
// the document is clean again (saved, or replaced), the backup goes. Host calls are made in order
// and carried out in that order, so a late write never brings back a backup a save removed.
import { untrack } from 'svelte';
import type { EditHistory } from '../../shared/edit/history';
import type { Project } from '../../shared/formats/project';
import type { BackupSnapshot } from '../../shared/ipc/projectFiles';
import { JournalWriter } from '../../shared/recovery/journalWriter';
import type { SnapshotPlace } from '../../shared/recovery/replayJournal';
import type { Studio } from '../state/studio.svelte';
import { BackupWork, watchPageHidden } from './backupWork';
import type { ProjectCodec } from './projectCodec';

/** How often edits are appended to the journal while the document changes. */
export const JOURNAL_INTERVAL_MS = 500;

export interface AutosaveOptions {
  intervalMs?: number;
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
  /** Calls `flush` when the page is hidden or goes away; returns the way to stop (default: the browser's visibilitychange and pagehide). */
  onPageHidden?: (flush: () => void) => () => void;
  /** The journal's writer (tests pass one with a fixed lineage). */
  journal?: JournalWriter;
}

/** The snapshot that starts a lineage: made when the document was last clean, written at its first change. */
interface Base {
  place: SnapshotPlace;
  /** The project text, or null when it could not be made (a fresh snapshot is taken instead). */
  text: Promise<string | null>;
  /** The text once made (undefined until then), so the first flush writes it before its append. */
  ready: string | null | undefined;
  changes: number;
  issued: boolean;
}

export class Autosave {
  /** When a backup was last written to (ms since the epoch), or null. */
  lastBackupAt = $state<number | null>(null);
  /** The document has changes the backup does not hold yet. */
  pending = $state(false);
  /** Counts the changes seen (each run of the watching effect). */
  changes = $state(0);
  /** The count of changes a restore would bring back now (-1: no backup would restore). */
  backedUp = $state(-1);
  /** Bytes handed to the host for backups (snapshots and appends) since the start. */
  bytesWritten = $state(0);
  /** The longest the UI thread spent on one append (ms): taking the changes, encoding them, handing them over. */
  longestAppendMs = 0;
  /** The longest the UI thread spent copying the map for a snapshot (ms; the rest is done off it). */
  longestCopyMs = 0;
  /** Time spent copying during the flush under way, not counted as the append's. */
  private copyMs = 0;
  private readonly journal: JournalWriter;
  private history: EditHistory | null = null;
  private clean = true;
  /** The host keeps a backup for this window (written, or the one restored from). */
  private hasBackup = false;
  private base: Base | null = null;
  /** The current lineage has a snapshot in the host's keeping. */
  private snapshotStored = false;
  /** An append failed (the journal has a gap) or the map changed whole: the next flush takes a snapshot. */
  private snapshotWanted = false;
  private snapshotting = false;
  /** The newest snapshot handed to the host (an older one finished later is not written over it). */
  private snapshotIssued: SnapshotPlace | null = null;
  /** Changes whose host calls are all done (in the current lineage). */
  private settledChanges = -1;
  private timer: unknown = null;
  private watching = false;
  private stopWatching: (() => void) | null = null;
  private stopPageWatch: (() => void) | null = null;
  private readonly work: BackupWork;
  private readonly intervalMs: number;
  private readonly timers: NonNullable<AutosaveOptions['timers']>;
  private readonly onPageHidden: NonNullable<AutosaveOptions['onPageHidden']>;

  constructor(
    private readonly studio: Studio,
    private readonly codec: ProjectCodec,
    private readonly appVersion: string,
    options: AutosaveOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? JOURNAL_INTERVAL_MS;
    this.timers = options.timers ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) };
    this.onPageHidden = options.onPageHidden ?? watchPageHidden;
    this.journal = options.journal ?? new JournalWriter();
    this.work = new BackupWork(
      () => this.updatePending(),
      (why) => this.studio.notify('error', `Recovery backups could not be written (${why}). Save your work to keep it safe.`, 15000),
    );
  }

  /**
   * Starts watching the document; returns the way to stop. Start it only once the backup offered
   * at start-up was restored (`restored`) or discarded, or it would count the untouched start as
   * "clean" and remove that backup.
   */
  start(restored: boolean): () => void {
    this.hasBackup = restored;
    this.watching = true;
    this.stopWatching = $effect.root(() => {
      $effect(() => {
        const { file, doc, batch } = this.studio;
        void [doc.history, doc.version, file.settingsKey, file.setupsKey, file.breakpointsKey, file.compareKey, batch.lastRunRevision, this.studio.notes, file.dirty];
        untrack(() => this.documentChanged());
      });
    });
    this.stopPageWatch = this.onPageHidden(() => this.flushNow());
    // Follow the document from now on (the effect's first run comes later, and tests have none).
    untrack(() => this.documentChanged());
    return () => this.stop();
  }

  /**
   * The document changed, or was saved or replaced. (The effect start() installs calls it; so do
   * tests, where effects do not run.)
   */
  documentChanged(): void {
    if (!this.watching) return;
    this.changes++;
    const { doc, file } = this.studio;
    const replaced = doc.history !== this.history;
    this.history = doc.history;
    const becameClean = !file.dirty && !this.clean;
    this.clean = !file.dirty;
    if (becameClean) {
      this.cancelTimer();
      if (this.hasBackup) this.clear();
    }
    if (replaced || becameClean) this.newLineage();
    if (file.dirty && this.timer === null) this.timer = this.timers.setTimeout(() => this.flush(), this.intervalMs);
    this.updatePending();
  }

  /** Appends what changed now, without waiting for the next half second (the page is going away). */
  flushNow(): void {
    if (this.watching && this.studio.file.dirty) this.flush();
  }

  /** Resolves once every backup write and removal asked for so far is done (tests, closing). */
  async settled(): Promise<void> {
    await this.work.settled();
  }

  /** Stops watching; a backup already written stays. */
  stop(): void {
    this.watching = false;
    this.stopWatching?.();
    this.stopWatching = null;
    this.stopPageWatch?.();
    this.stopPageWatch = null;
    this.cancelTimer();
    this.journal.dispose();
    this.history = null;
    this.pending = false;
  }

  /** The user chose to lose the changes (Don't Save while closing): no more backups, and the last one goes. */
  discard(): Promise<void> {
    this.stop();
    this.clear();
    return this.settled();
  }

  /** A new chain of backups from the document as it is now, whose snapshot is made at once. */
  private newLineage(): void {
    const { doc } = this.studio;
    const place = this.journal.begin(doc.history, () => ({ start: doc.start, goal: doc.goal }), this.studio.documentParts());
    this.snapshotStored = false;
    this.snapshotWanted = false;
    this.snapshotIssued = null;
    this.settledChanges = -1;
    this.backedUp = -1;
    const text = this.serialize(this.snapshotProject());
    const base: Base = { place, text, ready: undefined, changes: this.changes, issued: false };
    void text.then((t) => (base.ready = t));
    this.base = base;
  }

  /** Takes what changed into the next append; writes the lineage's snapshot first if it has none. */
  private flush(): void {
    const started = performance.now();
    this.copyMs = 0;
    this.takeAndWrite();
    this.longestAppendMs = Math.max(this.longestAppendMs, performance.now() - started - this.copyMs);
  }

  private takeAndWrite(): void {
    this.cancelTimer();
    if (!this.watching || !this.studio.file.dirty) return;
    const changes = this.changes;
    const lineage = this.journal.lineage;
    const { frame, wholeMap } = this.journal.take(this.studio.documentParts());
    this.hasBackup = true;
    if (this.base && !this.base.issued) this.writeBase(this.base);
    if (frame) this.append(frame);
    if (wholeMap || this.snapshotWanted || this.journal.compactionDue) this.snapshotNow();
    // Once every call made so far is done, the backup holds these changes.
    void this.work.callsMade().then(() => {
      if (lineage !== this.journal.lineage) return;
      this.settledChanges = Math.max(this.settledChanges, changes);
      this.publish();
    });
  }

  private writeBase(base: Base): void {
    base.issued = true;
    // The file it belongs to is the one now: a Save As of the clean document changed it, not the map.
    if (typeof base.ready === 'string') return this.storeSnapshot({ text: base.ready, ref: this.studio.file.ref, ...base.place }, base.changes);
    this.work.track(
      base.text.then((text) => {
        if (base.place.lineage !== this.journal.lineage) return;
        if (text === null) this.snapshotNow();
        else this.storeSnapshot({ text, ref: this.studio.file.ref, ...base.place }, base.changes);
      }),
    );
  }

  private append(frame: Uint8Array): void {
    const lineage = this.journal.lineage;
    this.work.call(this.studio.host.files.appendBackup(frame), () => {
      this.bytesWritten += frame.length;
      this.lastBackupAt = Date.now();
    }, () => {
      // The journal now has a gap: the appends after it are of no use until a new snapshot.
      if (lineage === this.journal.lineage) this.snapshotWanted = true;
    });
  }

  /** Makes a snapshot of the document as it is now (off the UI thread) and writes it. */
  private snapshotNow(): void {
    this.snapshotWanted = false;
    if (this.snapshotting) {
      this.snapshotWanted = true; // taken at a flush after this one is done
      return;
    }
    this.snapshotting = true;
    const place = this.journal.place;
    const ref = this.studio.file.ref;
    const changes = this.changes;
    const text = this.serialize(this.snapshotProject());
    this.work.track(
      text.then((t) => {
        this.snapshotting = false;
        if (place.lineage !== this.journal.lineage) return;
        if (t === null) this.snapshotWanted = true;
        else this.storeSnapshot({ text: t, ref, ...place }, changes);
      }),
    );
  }

  private storeSnapshot(snapshot: BackupSnapshot, changes: number): void {
    const issued = this.snapshotIssued;
    if (issued && issued.lineage === snapshot.lineage && issued.seq > snapshot.seq) return;
    this.snapshotIssued = { lineage: snapshot.lineage, seq: snapshot.seq };
    this.work.call(this.studio.host.files.writeBackup(snapshot), () => {
      this.bytesWritten += snapshot.text.length;
      this.lastBackupAt = Date.now();
      if (snapshot.lineage !== this.journal.lineage) return;
      this.snapshotStored = true;
      this.journal.snapshotWritten(snapshot, snapshot.text.length);
      this.settledChanges = Math.max(this.settledChanges, changes);
      this.publish();
    }, () => {
      if (snapshot.lineage === this.journal.lineage) this.snapshotWanted = true;
    });
  }

  /** The document as a project for a snapshot: its map now, and the last document parts a file could hold. */
  private snapshotProject(): Project {
    const started = performance.now();
    const { doc } = this.studio;
    const document = this.journal.document ?? this.studio.documentParts();
    const project = { ...document, grid: doc.snapshot(), start: doc.start, goal: doc.goal };
    const ms = performance.now() - started;
    this.copyMs += ms;
    this.longestCopyMs = Math.max(this.longestCopyMs, ms);
    return project;
  }

  /** The project's text, made in the codec's worker; null when it cannot be (the next snapshot tries again). */
  private serialize(project: Project): Promise<string | null> {
    const text = this.codec.serialize(project, this.appVersion).catch(() => null);
    this.work.track(text);
    return text;
  }

  private clear(): void {
    this.hasBackup = false;
    this.work.call(this.studio.host.files.clearBackup(), () => undefined, () => undefined);
  }

  /** What a restore would bring back, now that more is written. */
  private publish(): void {
    if (this.snapshotStored && !this.snapshotWanted) this.backedUp = Math.max(this.backedUp, this.settledChanges);
    this.updatePending();
  }

  private updatePending(): void {
    const pending = this.watching && this.studio.file.dirty && this.backedUp < this.changes;
    if (pending !== this.pending) this.pending = pending;
    // A snapshot asked for while another was being made is taken at the next flush.
    if (pending && this.snapshotWanted && !this.snapshotting && this.timer === null) this.timer = this.timers.setTimeout(() => this.flush(), this.intervalMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
