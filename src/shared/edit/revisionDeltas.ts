// The edits of a map's recent revisions as deltas, so a search worker holding an older revision is
// sent what changed since, not the map (protocol/searchClient.ts, MapSource.deltasSince). The
// owner says when the map reached a revision (`record`, taking what the history's watchers saw
// since the last one) or changed in a way nobody recorded (`restart`). Bounded in bytes and in
// revisions: a revision older than what is kept is answered with null, and the map is copied.
import type { EditHistory } from './history';
import type { MapDelta } from './mapDelta';
import { MapDeltaRecorder } from './mapDeltaRecorder';

/** Bytes of deltas kept by default: a few seconds of painting with a large brush. */
export const DEFAULT_REVISION_DELTA_BYTES = 8 * 1024 * 1024;
/** Revisions kept at most by default (each dab of a stroke is one). */
export const DEFAULT_REVISIONS_KEPT = 4096;

interface RevisionEdit {
  /** The revision these deltas reach (from the one before it). */
  revision: number;
  /** Null when the map changed as a whole (a resize, a palette deletion): only a copy brings a worker past it. */
  deltas: MapDelta[] | null;
  bytes: number;
}

export class RevisionDeltas {
  private readonly recorder: MapDeltaRecorder;
  private edits: RevisionEdit[] = [];
  /** The oldest revision the kept edits start from. */
  private base: number;
  private bytes = 0;

  constructor(
    history: EditHistory,
    /** The revision the map is at now. */
    revision: number,
    private readonly maxBytes = DEFAULT_REVISION_DELTA_BYTES,
    private readonly maxRevisions = DEFAULT_REVISIONS_KEPT,
  ) {
    // Start and goal are not part of the worker's map: every search names its own.
    this.recorder = new MapDeltaRecorder(history, () => NO_MARKERS);
    this.base = revision;
  }

  /** The newest revision recorded. */
  get revision(): number {
    return this.edits.at(-1)?.revision ?? this.base;
  }

  /** The map reached `revision` (the next after the last recorded): keeps what changed since. */
  record(revision: number): void {
    if (revision !== this.revision + 1) {
      this.restart(revision);
      return;
    }
    const deltas = this.recorder.take();
    const whole = deltas.some((d) => d.kind === 'whole-map');
    const edit: RevisionEdit = { revision, deltas: whole ? null : deltas, bytes: whole ? 0 : deltas.reduce((n, d) => n + bytesOf(d), 0) };
    this.edits.push(edit);
    this.bytes += edit.bytes;
    while (this.edits.length > 0 && (this.bytes > this.maxBytes || this.edits.length > this.maxRevisions)) {
      const oldest = this.edits.shift()!;
      this.bytes -= oldest.bytes;
      this.base = oldest.revision;
    }
  }

  /** The map changed to `revision` in a way no delta describes: nothing before it can be followed. */
  restart(revision: number): void {
    this.recorder.restart();
    this.edits = [];
    this.bytes = 0;
    this.base = revision;
  }

  /**
   * The deltas that take the map from revision `from` to `to`, in order; null when the kept edits
   * do not reach back to `from` (trimmed, restarted), `to` is not recorded, or the map changed as
   * a whole between them.
   */
  since(from: number, to: number): MapDelta[] | null {
    if (from < this.base || from > to || to > this.revision) return null;
    const out: MapDelta[] = [];
    for (const edit of this.edits) {
      if (edit.revision <= from) continue;
      if (edit.revision > to) break;
      if (edit.deltas === null) return null;
      out.push(...edit.deltas);
    }
    return out;
  }

  /** Stops following the history. */
  dispose(): void {
    this.recorder.dispose();
  }
}

const NO_MARKERS = Object.freeze({ start: -1, goal: -1 });

function bytesOf(delta: MapDelta): number {
  if (delta.kind === 'cells') return delta.runs.byteLength + delta.values.byteLength;
  if (delta.kind === 'palette') return 64 * delta.palette.length;
  return 16;
}
