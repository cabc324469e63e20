// Main's side of the IPC contract: a handler for every invoke channel (a missing one fails to
// compile), each answering only our own page's main frame, and a typed sender for events.
import { app, ipcMain, type IpcMainInvokeEvent, type WebContents, type WebFrameMain } from 'electron';
import { INVOKE_CHANNELS, type AppInfo, type EventChannel, type EventContract, type InvokeChannel, type InvokeContract } from '../shared/ipc/contract';

type Handlers = { [C in InvokeChannel]: (...args: InvokeContract[C]['args']) => InvokeContract[C]['result'] | Promise<InvokeContract[C]['result']> };

/** Registers a handler for every invoke channel; `isTrustedFrame` vets each sender. */
export function registerIpcHandlers(isTrustedFrame: (frame: WebFrameMain | null) => boolean): void {
  const handlers: Handlers = {
    'app:get-info': (): AppInfo => ({
      appVersion: app.getVersion(),
      electronVersion: process.versions.electron ?? '',
      chromeVersion: process.versions.chrome ?? '',
      platform: process.platform,
    }),
  };
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      if (!isTrustedFrame(event.senderFrame)) {
        console.warn(`[ipc] refused ${channel} from ${JSON.stringify(event.senderFrame?.url ?? 'a closed frame')}`);
        throw new Error(`Refused ${channel} from an untrusted frame.`);
      }
      return (handlers[channel] as (...a: unknown[]) => unknown)(...args);
    });
  }
}

/** Sends an event of the contract to a page (nothing when the page is gone). */
export function sendToPage<C extends EventChannel>(contents: WebContents, channel: C, payload: EventContract[C]): void {
  if (!contents.isDestroyed()) contents.send(channel, payload);
}
