// Main's side of the IPC contract, on Electron's ipcMain: the handlers (app info here; files,
// backups and windows from their own modules) registered through invokeHandlers.ts, which answers
// only our own page's main frame, and a typed sender for events.
import { app, ipcMain, type WebContents, type WebFrameMain } from 'electron';
import type { AppInfo, EventChannel, EventContract } from '../shared/ipc/contract';
import { expectCount } from './files/ipcArguments';
import { registerInvokeHandlers, type InvokeHandlers } from './invokeHandlers';

/** The handlers for every channel but app:get-info, which is answered here. */
export type ChannelHandlers<W> = Omit<InvokeHandlers<W>, 'app:get-info'>;

/**
 * Registers a handler for every invoke channel. `isTrustedFrame` vets each sender's frame and
 * `windowOf` finds the window of the page that asked (requests from anywhere else are refused).
 */
export function registerIpcHandlers<W>(
  isTrustedFrame: (frame: WebFrameMain | null) => boolean,
  windowOf: (sender: WebContents) => W | null,
  handlers: ChannelHandlers<W>,
): void {
  registerInvokeHandlers<W>(ipcMain, isTrustedFrame, windowOf, {
    'app:get-info': (_window, args): AppInfo => {
      expectCount('app:get-info', args, 0);
      return {
        appVersion: app.getVersion(),
        electronVersion: process.versions.electron ?? '',
        chromeVersion: process.versions.chrome ?? '',
        platform: process.platform,
      };
    },
    ...handlers,
  });
}

/** Sends an event of the contract to a page (nothing when the page is gone). */
export function sendToPage<C extends EventChannel>(contents: WebContents, channel: C, payload: EventContract[C]): void {
  if (!contents.isDestroyed()) contents.send(channel, payload);
}
