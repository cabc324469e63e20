// The preload bridge: exposes only the channels of the IPC contract, never ipcRenderer itself,
// and hands the search worker's MessagePort to the page (ports cannot cross contextBridge).
// Bundled into one CommonJS file: the contract's lists are inlined, so at run time this file
// requires nothing but `electron`, as a sandboxed preload must.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  EVENT_CHANNELS,
  INVOKE_CHANNELS,
  SEARCH_PORT_CHANNEL,
  SEARCH_PORT_MESSAGE,
  type EventChannel,
  type InvokeChannel,
  type PreloadApi,
} from '../shared/ipc/contract';

const api: PreloadApi = {
  invoke(channel, ...args) {
    if (!INVOKE_CHANNELS.includes(channel as InvokeChannel)) return Promise.reject(new Error(`Unknown channel ${channel}`));
    return ipcRenderer.invoke(channel, ...args);
  },
  on(channel, listener) {
    if (!EVENT_CHANNELS.includes(channel as EventChannel)) throw new Error(`Unknown channel ${channel}`);
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload as never);
    ipcRenderer.on(channel, wrapped);
    return () => ipcRenderer.removeListener(channel, wrapped);
  },
};

contextBridge.exposeInMainWorld('astarStudio', api);

ipcRenderer.on(SEARCH_PORT_CHANNEL, (event, notice: unknown) => {
  // Target origin '/' is the page's own origin: only our page receives the port.
  window.postMessage({ type: SEARCH_PORT_MESSAGE, notice }, '/', [...event.ports]);
});
