// Main's answers to the renderer's window requests: the title with its unsaved-changes mark, and
// the go-ahead to close after the page's Save / Don't Save / Cancel prompt.
import type { InvokeHandlers } from './invokeHandlers';
import { expectCount, flag, name } from './files/ipcArguments';

/** What the window handlers need of a window. */
export interface ManagedWindow {
  /** Shows `title` and whether the document has unsaved changes. */
  setTitle(title: string, dirty: boolean): void;
  /** The page allowed the close it was asked about. */
  allowClose(): void;
}

/** The handlers of the `window:*` channels. */
export function windowChannels<W extends ManagedWindow>(): Pick<InvokeHandlers<W>, 'window:set-title' | 'window:allow-close'> {
  return {
    'window:set-title': (window, args) => {
      expectCount('window:set-title', args, 2);
      window.setTitle(name('window:set-title', args[0], 'the title'), flag('window:set-title', args[1], 'whether there are unsaved changes'));
    },
    'window:allow-close': (window, args) => {
      expectCount('window:allow-close', args, 0);
      window.allowClose();
    },
  };
}
