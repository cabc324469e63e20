// How main answers the renderer's requests, apart from Electron itself (which ipcHandlers.ts
// plugs in): one handler per invoke channel of the contract (a missing one fails to compile),
// each receiving the window that asked and the raw arguments, which it must check itself. No
// request is answered unless it comes from our own page's main frame in one of our windows.
import type { IpcMainInvokeEvent } from 'electron';
import { INVOKE_CHANNELS, type InvokeChannel, type InvokeContract } from '../shared/ipc/contract';

/** Answers one channel for window `W`; `args` are unchecked values from the page. */
export type InvokeHandler<C extends InvokeChannel, W> = (window: W, args: readonly unknown[]) => InvokeContract[C]['result'] | Promise<InvokeContract[C]['result']>;

/** A handler for every invoke channel. */
export type InvokeHandlers<W> = { [C in InvokeChannel]: InvokeHandler<C, W> };

/** What registration needs of Electron's ipcMain. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
}

/** What the sender checks read of an invoke event. */
export type InvokeEventLike = Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>;

/**
 * Registers `handlers` on `ipc`. A request is refused (and logged) unless `isTrustedFrame` accepts
 * its frame and `windowOf` finds the window its page belongs to.
 */
export function registerInvokeHandlers<W>(
  ipc: IpcMainLike,
  isTrustedFrame: (frame: InvokeEventLike['senderFrame']) => boolean,
  windowOf: (sender: InvokeEventLike['sender']) => W | null,
  handlers: InvokeHandlers<W>,
): void {
  for (const channel of INVOKE_CHANNELS) {
    const handler = handlers[channel] as (window: W, args: readonly unknown[]) => unknown;
    ipc.handle(channel, (event: InvokeEventLike, ...args: unknown[]) => {
      const window = isTrustedFrame(event.senderFrame) ? windowOf(event.sender) : null;
      if (window === null) {
        console.warn(`[ipc] refused ${channel} from ${JSON.stringify(event.senderFrame?.url ?? 'a closed frame')}`);
        throw new Error(`Refused ${channel} from an untrusted frame.`);
      }
      return handler(window, args);
    });
  }
}
