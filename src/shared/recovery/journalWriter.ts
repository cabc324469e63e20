// The writing side of the recovery journal: follows a document's edit history and turns what
// changed since the last append into the next frame (map deltas, and the document's other parts
// when they changed and a file could hold them), numbering frames within a lineage and telling
// when the journal has grown enough that a new snapshot should replace it. Doing no I/O, it is
// the same for the web's IndexedDB and the desktop's recovery files.
import type { EditHistory } from '../edit/history';
import type { Markers } from '../edit/mapDelta';
import { MapDeltaRecorder } from '../edit/mapDeltaRecorder';
import { checkedDocument, type BackupDocument } from './backupDocument';
import { encodeFrame } from './journalFrames';
import { encodeRecords, type JournalRecord } from './journalRecords';
import type { SnapshotPlace } from './replayJournal';

/**
 * A new snapshot replaces the journal once the journal holds this many bytes, or as many as the
 * snapshot, whichever is more: appends stay small, and the bytes written stay within about twice
 * what the edits themselves take.
 */
export const COMPACT_MIN_BYTES = 1024 * 1024;

/** The next append. */
export interface JournalTake {
  /** The frame to append, or null when nothing changed. */
  frame: Uint8Array | null;
  /** The map changed as a whole: the frame ends what the old snapshot can replay, take a new one. */
  wholeMap: boolean;
}

export class JournalWriter {
  /** The chain of backups now being written. */
  lineage = 0;
  /** The last frame numbered (frames count on across lineages, so a page never reuses one). */
  seq = 0;
  /** The last document parts a file could hold: what snapshots carry. */
  document: BackupDocument | null = null;
  private recorder: MapDeltaRecorder | null = null;
  private documentText = '';
  /** Bytes of the frames after the newest snapshot written, by sequence number. */
  private appended: { seq: number; bytes: number }[] = [];
  private snapshotBytes = 0;

  constructor(
    /** Picks a new lineage (tests pass a predictable one). */
    private readonly randomLineage: () => number = () => (Math.random() * 0xffffffff) >>> 0,
    /** The journal's size below which no compaction is asked for (tests pass a small one). */
    private readonly compactMinBytes = COMPACT_MIN_BYTES,
  ) {}

  /**
   * Starts a new lineage whose snapshot is the document as it is now: `history` is followed from
   * here (a new recorder when it is another map's), and `document` is its other parts. Returns the
   * snapshot's place.
   */
  begin(history: EditHistory, markers: () => Markers, document: BackupDocument): SnapshotPlace {
    if (this.recorder?.history !== history) {
      this.recorder?.dispose();
      this.recorder = new MapDeltaRecorder(history, markers);
    } else this.recorder.restart();
    let lineage = this.randomLineage() >>> 0;
    while (lineage === this.lineage || lineage === 0) lineage = (lineage + 1) >>> 0;
    this.lineage = lineage;
    this.documentText = JSON.stringify(document);
    const checked = checkedDocument(document, history.grid.palette);
    if (typeof checked !== 'string') this.document = document;
    this.appended = [];
    this.snapshotBytes = 0;
    return { lineage, seq: this.seq };
  }

  /**
   * Takes what changed since the last take, given the document's other parts as they are now, as
   * the next frame. Parts a file could not hold (a number still being typed) wait for a change
   * that makes them right.
   */
  take(document: BackupDocument): JournalTake {
    if (!this.recorder) return { frame: null, wholeMap: false };
    const records: JournalRecord[] = this.recorder.take();
    const text = JSON.stringify(document);
    if (text !== this.documentText && typeof checkedDocument(document, this.recorder.history.grid.palette) !== 'string') {
      this.documentText = text;
      this.document = document;
      records.push({ kind: 'document', document });
    }
    if (records.length === 0) return { frame: null, wholeMap: false };
    const frame = encodeFrame({ lineage: this.lineage, seq: ++this.seq, payload: encodeRecords(records) });
    this.appended.push({ seq: this.seq, bytes: frame.length });
    return { frame, wholeMap: records.some((r) => r.kind === 'whole-map') };
  }

  /** Where a snapshot of the document as it is now stands (it holds every frame taken so far). */
  get place(): SnapshotPlace {
    return { lineage: this.lineage, seq: this.seq };
  }

  /** A snapshot at `place`, `bytes` long, was written: the frames it holds no longer count. */
  snapshotWritten(place: SnapshotPlace, bytes: number): void {
    if (place.lineage !== this.lineage) return;
    this.appended = this.appended.filter((a) => a.seq > place.seq);
    this.snapshotBytes = bytes;
  }

  /** Bytes of journal the newest snapshot does not hold. */
  get journalBytes(): number {
    return this.appended.reduce((n, a) => n + a.bytes, 0);
  }

  /** Whether the journal has grown enough that a new snapshot should replace it. */
  get compactionDue(): boolean {
    return this.journalBytes >= Math.max(this.compactMinBytes, this.snapshotBytes);
  }

  /** Stops following the history. */
  dispose(): void {
    this.recorder?.dispose();
    this.recorder = null;
  }
}
