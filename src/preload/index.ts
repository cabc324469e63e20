// The preload bridge: exposes only the channels of the IPC contract, never ipcRenderer itself,
// and hands the search workers' MessagePorts to the page (ports cannot cross contextBridge).
// Bundled into one CommonJS file: the contract's lists are inlined, so at run time this file
// requires nothing but `electron`, as a sandboxed preload must.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import {
  EVENT_CHANNELS,
  INVOKE_CHANNELS,
  SEARCH_POOL_PORT_CHANNEL,
  SEARCH_POOL_PORT_MESSAGE,
  SEARCH_PORT_CHANNEL,
  SEARCH_PORT_MESSAGE,
  type EventChannel,
  type InvokeChannel,
  type PreloadApi,
} from '../shared/ipc/contract';

// Electron rejects a failed invoke with "Error invoking remote method 'file:save': Error: <message>"
// (the thrown error's toString()); the page gets the message alone, the sentence main wrote.
const REMOTE_ERROR_PREFIX = /^Error invoking remote method '[^']*': (?:[A-Za-z]*Error: )?/;

const api: PreloadApi = {
  invoke(channel, ...args) {
    if (!INVOKE_CHANNELS.includes(channel as InvokeChannel)) return Promise.reject(new Error(`Unknown channel ${channel}`));
    return ipcRenderer.invoke(channel, ...args).catch((error: unknown) => {
      throw new Error(String((error as { message?: unknown } | null)?.message ?? error).replace(REMOTE_ERROR_PREFIX, ''));
    });
  },
  on(channel, listener) {
    if (!EVENT_CHANNELS.includes(channel as EventChannel)) throw new Error(`Unknown channel ${channel}`);
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload as never);
    ipcRenderer.on(channel, wrapped);
    return () => ipcRenderer.removeListener(channel, wrapped);
  },
  pathForFile(file) {
    // Files made in the page (new File([...])) have no path: the empty string.
    return webUtils.getPathForFile(file as File) || null;
  },
};

contextBridge.exposeInMainWorld('astarStudio', api);

ipcRenderer.on(SEARCH_PORT_CHANNEL, (event, notice: unknown) => {
  // Target origin '/' is the page's own origin: only our page receives the port.
  window.postMessage({ type: SEARCH_PORT_MESSAGE, notice }, '/', [...event.ports]);
});

ipcRenderer.on(SEARCH_POOL_PORT_CHANNEL, (event, notice: unknown) => {
  window.postMessage({ type: SEARCH_POOL_PORT_MESSAGE, notice }, '/', [...event.ports]);
});
