// The renderer's only door to the outside world. Two implementations: electronHost (preload
// bridge, utility-process worker, files through the main process) and webHost (Web Worker,
// browser file pickers or downloads, IndexedDB).
import type { AppInfo, MenuCommand, OpenFileRequest } from '../../shared/ipc/contract';
import type { ExchangeKindName } from '../../shared/ipc/exchangeFiles';
import type { BackupSnapshot, OpenedProject, ProjectFileRef, RecoveryBackup } from '../../shared/ipc/projectFiles';
import type { SearchClient } from '../../shared/protocol/searchClient';

export type { BackupSnapshot, OpenedProject, ProjectFileRef, RecoveryBackup };

/**
 * A file the user chose to import: its name, its size in bytes, and its content, either a browser
 * File (read by the worker that decodes it, never on the page) or the bytes main read from disk.
 */
export interface ChosenFile {
  name: string;
  size: number;
  content: Blob | Uint8Array;
}

/**
 * Project files and recovery backups. Every failure rejects with an Error whose message is one
 * sentence for the user. On the desktop `ref.path` is a path on disk; on the web it is the key of
 * a file handle the browser lets the page keep (File System Access API), or null where there is
 * none (a file that was uploaded, or saved by download).
 */
export interface HostFiles {
  /** Shows an open dialog and reads the chosen file; null when the user cancels. */
  open(): Promise<OpenedProject | null>;
  /** Reads a file from the recent list, the command line or a sample (desktop). */
  openPath(path: string): Promise<OpenedProject>;
  /** Reads a file dropped on the window. */
  openDropped(file: File): Promise<OpenedProject>;
  /**
   * Writes the project's text to `ref` (atomically on the desktop); with no ref or no path, asks
   * where first (Save As), starting at `suggestedName`. Returns the file written, or null when
   * cancelled. The text comes from `content()`, called once the host is ready for it: a browser
   * shows its save picker only within a few seconds of the click, so on the web the picker comes
   * first and the (possibly long) serialising after.
   */
  save(ref: ProjectFileRef | null, suggestedName: string, content: () => Promise<string>): Promise<ProjectFileRef | null>;
  /** Files opened or saved lately, most recent first. */
  recent(): Promise<ProjectFileRef[]>;
  /** Forgets the recent files; absent where the host's own menu does it (desktop). */
  clearRecent?(): Promise<void>;
  /**
   * Keeps `snapshot` as this window's recovery snapshot; journal appends it holds (up to its seq)
   * and those of other lineages go. Calls are carried out in the order they are made.
   */
  writeBackup(snapshot: BackupSnapshot): Promise<void>;
  /** Appends journal frames to this window's recovery backup (in the order of the calls). */
  appendBackup(frames: Uint8Array): Promise<void>;
  /** A backup left by a window that ended without saving (or this window's); null when none. */
  readBackup(): Promise<RecoveryBackup | null>;
  /** Removes this window's backup (and the one readBackup offered): saved or discarded. */
  clearBackup(): Promise<void>;
  /**
   * Saves a text file the app made (a batch's CSV), suggesting `suggestedName`: a Save dialog on
   * the desktop, a download on the web. Resolves with the name saved under, or null when cancelled.
   */
  exportText(suggestedName: string, text: string): Promise<string | null>;
  /**
   * File › Import: lets the user choose a file of `kind` (a dialog or picker filtered to it, else a
   * file input) and hands it over unread; null when cancelled. A file larger than any importer
   * reads is refused with a sentence.
   */
  importFile(kind: ExchangeKindName): Promise<ChosenFile | null>;
  /**
   * File › Export: saves the bytes `content()` makes as a file of `kind`, suggesting
   * `suggestedName` (the kind's ending added): a Save dialog on the desktop, the save picker or a
   * download on the web. As with `save`, the picker comes first and the (possibly long) encoding
   * after. Resolves with the name or path saved under, or null when cancelled.
   */
  exportFile(suggestedName: string, kind: ExchangeKindName, content: () => Promise<Uint8Array>): Promise<string | null>;
}

/**
 * Search workers besides the host's own (which stays free for the editor's and debugger's
 * searches), each its own utility process or Web Worker, for work spread over the cores: batch
 * runs. Each worker is watched and restarted like the host's; its client then fails what it held
 * with the reason.
 */
export interface SearchPool {
  /** One client per worker. */
  readonly clients: readonly SearchClient[];
  /** Stops every worker of the pool; end or cancel their searches first. */
  close(): void;
}

export interface Host {
  readonly kind: 'electron' | 'web';
  /** The host shows a native application menu, so the page shows none of its own. */
  readonly nativeMenu: boolean;
  /** Talks to the search worker; survives worker restarts. */
  readonly search: SearchClient;
  /** Starts up to `size` (at least 1) more search workers; close the pool when its work is done. */
  openSearchPool(size: number): Promise<SearchPool>;
  readonly files: HostFiles;
  /** Puts `text` on the system clipboard; rejects with a sentence when the system refuses. */
  copyText(text: string): Promise<void>;
  /** Called when the search worker was replaced after it stopped; `reason` says how it ended. */
  onWorkerRestart(listener: (reason: string) => void): () => void;
  /** Menu commands from a native menu (none on the web). */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  appInfo(): Promise<AppInfo>;
  /** Shows the window title; the desktop also keeps the unsaved-changes mark (macOS: the close button's dot). */
  setTitle(title: string, dirty: boolean): void;
  /**
   * Files to open: a command-line argument, a second launch, Open Recent or Samples from the
   * native menu. Requests made before anyone listened are handed to the first listener.
   */
  onOpenFile(listener: (request: OpenFileRequest) => void): () => void;
  /** The user asked to close the window or quit with unsaved changes; answer with allowClose() (or not, to cancel). */
  onCloseRequest(listener: () => void): () => void;
  /** Lets the close that onCloseRequest asked about go ahead. */
  allowClose(): void;
  /**
   * Warns before the page goes away while `isDirty()` (the web's beforeunload). The desktop asks
   * through onCloseRequest instead, so there this does nothing.
   */
  guardUnload(isDirty: () => boolean): () => void;
}
