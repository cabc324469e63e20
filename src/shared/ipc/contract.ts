// The one IPC contract between the Electron main process and the renderer. Each channel is typed
// once, in the interfaces below; the run-time channel lists are read off tables that must name
// exactly those channels (a missing or extra one fails to compile), so the preload's checks and
// main's handlers cannot drift from the types.

import type { ExchangeKindName, ImportedBytes } from './exchangeFiles';
import type { MenuCommand } from '../commands/commandTable';
import type { OpenedProject, ProjectFileRef, RecoveryBackup } from './projectFiles';

export type { BackupSnapshot, OpenedProject, ProjectFileRef, RecoveryBackup } from './projectFiles';

/** Commands the application menu sends to the renderer (the command table's menu items). */
export type { MenuCommand } from '../commands/commandTable';

/** Facts about the running app, shown in About and written into files. */
export interface AppInfo {
  appVersion: string;
  electronVersion: string;
  chromeVersion: string;
  platform: string;
}

/** What the search worker host tells the renderer about its worker. */
export interface SearchWorkerNotice {
  /** Counts workers started in this session; a new port with this generation follows. */
  generation: number;
  /** Why a new worker was started: the first start, or how the previous one ended. */
  reason: string;
}

/**
 * A project file the app was asked to open: a command-line argument, a second launch, a file
 * opened from Finder, File › Open Recent, or Help › Samples. The page reads it with `file:read`.
 */
export interface OpenFileRequest {
  /** Absolute path of the `.astar` or `.astar.json` file, as the operating system gave it. */
  path: string;
  /** A bundled sample: open it as a new map with no file (Save asks where), never save over it. */
  sample?: boolean;
}

/** The user asked to close the window or quit; the page asks about unsaved changes. */
export interface CloseRequest {
  /** The whole app is quitting (else only this window closes). */
  quitting: boolean;
}

/**
 * Renderer → main requests (ipcRenderer.invoke / ipcMain.handle). A failed request rejects with
 * an Error whose message is one sentence for the user (the preload strips Electron's prefix).
 */
export interface InvokeContract {
  'app:get-info': { args: []; result: AppInfo };
  /** Shows the Open dialog and reads the chosen file; null when the user cancels. */
  'file:open-dialog': { args: []; result: OpenedProject | null };
  /** Reads a project file by path (from app:open-file, the recent list, or a dropped file). */
  'file:read': { args: [path: string]; result: OpenedProject };
  /**
   * Writes `text` to `ref.path` atomically; with no ref or no path, shows the Save dialog first
   * (starting at `suggestedName`). Returns the file written, or null when the user cancels.
   */
  'file:save': { args: [ref: ProjectFileRef | null, suggestedName: string, text: string]; result: ProjectFileRef | null };
  /** The recent files, most recent first, without those gone from disk. */
  'file:recent': { args: []; result: ProjectFileRef[] };
  /**
   * Keeps `text` as this window's recovery snapshot of a document belonging to `ref`, holding the
   * journal's appends of `lineage` up to `seq` (the ones it holds, and any other lineage's, go).
   */
  'backup:write': { args: [text: string, ref: ProjectFileRef | null, lineage: number, seq: number]; result: void };
  /** Appends journal frames (edits since the snapshot) to this window's recovery backup. */
  'backup:append': { args: [frames: Uint8Array]; result: void };
  /** This window's backup, or one a previous run left behind; null when there is none. */
  'backup:read': { args: []; result: RecoveryBackup | null };
  /** Removes this window's backup (the document was saved or discarded). */
  'backup:clear': { args: []; result: void };
  /** Sets the window title and the unsaved-changes mark (macOS: the close button's dot). */
  'window:set-title': { args: [title: string, dirty: boolean]; result: void };
  /** Lets the close or quit that `app:close-requested` asked about go ahead. */
  'window:allow-close': { args: []; result: void };
  /**
   * Starts `size` search workers besides the window's own, as pool `pool` (a batch run), stopping
   * any earlier pool's; size 0 stops them. Each worker's port arrives on SEARCH_POOL_PORT_CHANNEL
   * (again after a restart). Returns how many were started (main may start fewer).
   */
  'search:pool': { args: [pool: number, size: number]; result: number };
  /** Shows a Save dialog starting at `suggestedName`, writes `text` there; the path written, or null when cancelled. */
  'export:save-text': { args: [suggestedName: string, text: string]; result: string | null };
  /** Shows an Open dialog filtered to `kind` (File › Import) and reads the chosen file; null when cancelled. */
  'import:choose-file': { args: [kind: ExchangeKindName]; result: ImportedBytes | null };
  /** Shows a Save dialog for a file of `kind` starting at `suggestedName`, writes `bytes` there atomically; the path written, or null when cancelled. */
  'export:save-file': { args: [suggestedName: string, kind: ExchangeKindName, bytes: Uint8Array]; result: string | null };
  /** Puts `text` on the system clipboard (File › Export › Copy path). */
  'clipboard:write-text': { args: [text: string]; result: void };
}

/** Main → renderer notifications (webContents.send / ipcRenderer.on). */
export interface EventContract {
  'app:menu-command': MenuCommand;
  'app:open-file': OpenFileRequest;
  /** The window is closing with unsaved changes: ask, then call window:allow-close (or not). */
  'app:close-requested': CloseRequest;
}

export type InvokeChannel = keyof InvokeContract;
export type EventChannel = keyof EventContract;

// `satisfies Record<Channel, true>` rejects a table that misses a channel or names one the
// contract does not declare; the lists below are its keys.
const INVOKE_CHANNEL_TABLE = {
  'app:get-info': true,
  'file:open-dialog': true,
  'file:read': true,
  'file:save': true,
  'file:recent': true,
  'backup:write': true,
  'backup:append': true,
  'backup:read': true,
  'backup:clear': true,
  'window:set-title': true,
  'window:allow-close': true,
  'search:pool': true,
  'export:save-text': true,
  'import:choose-file': true,
  'export:save-file': true,
  'clipboard:write-text': true,
} as const satisfies Record<InvokeChannel, true>;
const EVENT_CHANNEL_TABLE = { 'app:menu-command': true, 'app:open-file': true, 'app:close-requested': true } as const satisfies Record<EventChannel, true>;

/** Every renderer → main request channel of the contract. */
export const INVOKE_CHANNELS = Object.keys(INVOKE_CHANNEL_TABLE) as readonly InvokeChannel[];
/** Every main → renderer event channel of the contract. */
export const EVENT_CHANNELS = Object.keys(EVENT_CHANNEL_TABLE) as readonly EventChannel[];

/** Main posts the search worker's MessagePort on this channel; the preload hands it to the page. */
export const SEARCH_PORT_CHANNEL = 'app:search-port';
/** The window message type the preload uses to pass that port into the page. */
export const SEARCH_PORT_MESSAGE = 'astar-studio:search-port';

/** Main posts each batch pool worker's MessagePort on this channel, with a SearchPoolNotice. */
export const SEARCH_POOL_PORT_CHANNEL = 'app:search-pool-port';
/** The window message type the preload uses to pass a pool worker's port into the page. */
export const SEARCH_POOL_PORT_MESSAGE = 'astar-studio:search-pool-port';

/** Which pool worker a port leads to. */
export interface SearchPoolNotice {
  /** The pool, as the page numbered it in search:pool. */
  pool: number;
  /** The worker's place in the pool, from 0. */
  slot: number;
  /** Counts the workers started in this slot; above 1 the previous one stopped. */
  generation: number;
  /** Why this worker was started: the first start, or how the previous one ended. */
  reason: string;
}

/** The API the preload exposes as `window.astarStudio`. */
export interface PreloadApi {
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeContract[C]['args']): Promise<InvokeContract[C]['result']>;
  on<C extends EventChannel>(channel: C, listener: (payload: EventContract[C]) => void): () => void;
  /** The path on disk of a file dropped on the page (Electron's webUtils), or null when it has none. */
  pathForFile(file: DroppedFile): string | null;
}

/** A file dropped on the page: a DOM `File` (described by shape, as src/shared has no DOM types). */
export interface DroppedFile {
  readonly name: string;
  readonly size: number;
}
