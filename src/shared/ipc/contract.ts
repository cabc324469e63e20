// The one IPC contract between the Electron main process and the renderer. Each channel is typed
// once, in the interfaces below; the run-time channel lists are read off tables that must name
// exactly those channels (a missing or extra one fails to compile), so the preload's checks and
// main's handlers cannot drift from the types.

/** Commands the application menu sends to the renderer (which also binds their shortcuts). */
export const MENU_COMMANDS = [
  'new-map',
  'resize-map',
  'open-project',
  'save-project',
  'save-project-as',
  'export-path',
  'undo',
  'redo',
  'zoom-in',
  'zoom-out',
  'zoom-fit',
  'toggle-grid',
  'run-search',
  'cancel-search',
  'show-shortcuts',
  'about',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

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

/** A project file the app was asked to open (a command-line argument, or a second launch). */
export interface OpenFileRequest {
  /** Absolute path of the `.astar` or `.astar.json` file, as the operating system gave it. */
  path: string;
}

/** Renderer → main requests (ipcRenderer.invoke / ipcMain.handle). */
export interface InvokeContract {
  'app:get-info': { args: []; result: AppInfo };
}

/** Main → renderer notifications (webContents.send / ipcRenderer.on). */
export interface EventContract {
  'app:menu-command': MenuCommand;
  'app:open-file': OpenFileRequest;
}

export type InvokeChannel = keyof InvokeContract;
export type EventChannel = keyof EventContract;

// `satisfies Record<Channel, true>` rejects a table that misses a channel or names one the
// contract does not declare; the lists below are its keys.
const INVOKE_CHANNEL_TABLE = { 'app:get-info': true } as const satisfies Record<InvokeChannel, true>;
const EVENT_CHANNEL_TABLE = { 'app:menu-command': true, 'app:open-file': true } as const satisfies Record<EventChannel, true>;

/** Every renderer → main request channel of the contract. */
export const INVOKE_CHANNELS = Object.keys(INVOKE_CHANNEL_TABLE) as readonly InvokeChannel[];
/** Every main → renderer event channel of the contract. */
export const EVENT_CHANNELS = Object.keys(EVENT_CHANNEL_TABLE) as readonly EventChannel[];

/** Main posts the search worker's MessagePort on this channel; the preload hands it to the page. */
export const SEARCH_PORT_CHANNEL = 'app:search-port';
/** The window message type the preload uses to pass that port into the page. */
export const SEARCH_PORT_MESSAGE = 'astar-studio:search-port';

/** The API the preload exposes as `window.astarStudio`. */
export interface PreloadApi {
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeContract[C]['args']): Promise<InvokeContract[C]['result']>;
  on<C extends EventChannel>(channel: C, listener: (payload: EventContract[C]) => void): () => void;
}
