// Registers main's side of the IPC contract. Every handler first checks that the message comes
// from our own window's main frame, loaded from our own files or dev server.
import { app, ipcMain, type IpcMainInvokeEvent, type WebFrameMain } from 'electron';
import type { AppInfo, InvokeChannel, InvokeContract } from '../shared/ipc/contract';

type Handlers = { [C in InvokeChannel]: (...args: InvokeContract[C]['args']) => InvokeContract[C]['result'] | Promise<InvokeContract[C]['result']> };

export function registerIpcHandlers(isTrustedFrame: (frame: WebFrameMain | null) => boolean): void {
  const handlers: Handlers = {
    'app:get-info': (): AppInfo => ({
      appVersion: app.getVersion(),
      electronVersion: process.versions.electron ?? '',
      chromeVersion: process.versions.chrome ?? '',
      platform: process.platform,
    }),
  };
  for (const channel of Object.keys(handlers) as InvokeChannel[]) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      if (!isTrustedFrame(event.senderFrame)) throw new Error(`Refused ${channel} from an untrusted frame.`);
      return (handlers[channel] as (...a: unknown[]) => unknown)(...args);
    });
  }
}
