// The shapes project files take when they cross between the renderer and the main process (open,
// save, the recent list, recovery backups), and the limits both sides hold them to.
import { MAX_FILE_BYTES } from '../formats/fileLimits';

/** A project file as the app names it. `path` is null where there is none (the web, a new map). */
export interface ProjectFileRef {
  /** Absolute path on disk, or null. */
  path: string | null;
  /** What the user sees: the file name with its extension ("river.astar"), or the map's name. */
  name: string;
}

/** A project file read for the renderer: where it came from and its text (UTF-8 JSON). */
export interface OpenedProject {
  ref: ProjectFileRef;
  text: string;
}

/**
 * Where a recovery snapshot stands in its journal (see src/shared/recovery): the chain of backups
 * it belongs to, and the last append it already holds.
 */
export interface BackupPlace {
  lineage: number;
  seq: number;
}

/** A recovery snapshot of a document with unsaved changes: its project text, as of `place`. */
export interface BackupSnapshot extends BackupPlace {
  /** The project text. */
  text: string;
  /** The file the document belongs to, or null for a document never saved. */
  ref: ProjectFileRef | null;
}

/**
 * A recovery backup of a document that had unsaved changes: a snapshot, and the journal of edits
 * appended after it (restoring replays the journal onto the snapshot). A backup written by an
 * older version of the app has no journal: lineage and seq 0, journal empty.
 */
export interface RecoveryBackup extends BackupSnapshot {
  /** When it was last written to, snapshot or append (ms since the epoch). */
  savedAt: number;
  /** The journal's appends (frames, src/shared/recovery/journalFrames.ts), oldest first; empty when none. */
  journal: Uint8Array;
}

/** The most one journal append may hold; a change larger than this is written as a snapshot. */
export const MAX_BACKUP_APPEND_BYTES = 64 * 1024 * 1024;

/** The largest project text the app reads or writes, in bytes of UTF-8: every reader's limit. */
export const MAX_PROJECT_TEXT_BYTES = MAX_FILE_BYTES;

/** Whether a file name or path ends in a project extension (defined with the format). */
export { hasProjectExtension } from '../formats/project';
