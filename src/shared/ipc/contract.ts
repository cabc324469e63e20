// The one IPC contract between the Electron main process and the renderer. The preload builds its
// bridge from these lists and main registers its handlers from them, so a channel is typed once.

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

/** Renderer → main requests (ipcRenderer.invoke / ipcMain.handle). */
export interface InvokeContract {
  'app:get-info': { args: []; result: AppInfo };
}

/** Main → renderer notifications (webContents.send / ipcRenderer.on). */
export interface EventContract {
  'app:menu-command': MenuCommand;
  'app:search-worker': SearchWorkerNotice;
}

export type InvokeChannel = keyof InvokeContract;
export type EventChannel = keyof EventContract;

export const INVOKE_CHANNELS: readonly InvokeChannel[] = ['app:get-info'];
export const EVENT_CHANNELS: readonly EventChannel[] = ['app:menu-command', 'app:search-worker'];

/** Main posts the search worker's MessagePort on this channel; the preload hands it to the page. */
export const SEARCH_PORT_CHANNEL = 'app:search-port';
/** The window message type the preload uses to pass that port into the page. */
export const SEARCH_PORT_MESSAGE = 'astar-studio:search-port';

/** The API the preload exposes as `window.astarStudio`. */
export interface PreloadApi {
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeContract[C]['args']): Promise<InvokeContract[C]['result']>;
  on<C extends EventChannel>(channel: C, listener: (payload: EventContract[C]) => void): () => void;
}
