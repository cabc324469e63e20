// The shapes project files take when they cross between the renderer and the main process (open,
// save, the recent list, recovery backups), and the limits both sides hold them to.

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

/** A recovery backup of a document that had unsaved changes. */
export interface RecoveryBackup {
  /** The project text as it was when backed up. */
  text: string;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The file the document belonged to, or null for a document never saved. */
  ref: ProjectFileRef | null;
}

/** The largest project text the app reads or writes: 512 MiB of UTF-8. */
export const MAX_PROJECT_TEXT_BYTES = 512 * 1024 * 1024;

/** Whether a file name or path ends in a project extension (defined with the format). */
export { hasProjectExtension } from '../formats/project';
