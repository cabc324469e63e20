// Main's answers to the batch view's requests: start or stop the window's pool of search workers,
// and save an exported text (a batch's CSV) where the user chooses. Free of Electron: the pool and
// the Save dialog come in as functions, so Node tests drive these handlers with fakes.
import { basename, extname, join } from 'node:path';
import type { InvokeHandlers } from './invokeHandlers';
import { atomicWrite } from './files/atomicWrite';
import { expectCount, InvalidArgumentError, name } from './files/ipcArguments';

/** Longest exported text accepted (a batch of 100,000 queries × 4 configurations is about 40 MB). */
export const MAX_EXPORT_CHARS = 256 * 1024 * 1024;

/** What the batch handlers work with, for window `W`. */
export interface BatchChannelServices<W> {
  /** Starts pool `pool` with `size` workers (0: stops it); returns how many started. */
  openPool(window: W, pool: number, size: number): number;
  /** Shows a Save dialog at `suggestedPath`; the chosen path, or null when cancelled. */
  chooseExportTarget(window: W, suggestedPath: string): Promise<string | null>;
  /** Where the Save dialog starts. */
  documentsFolder: string;
}

/** The handlers of `search:pool` and `export:save-text`. */
export function batchChannels<W>(services: BatchChannelServices<W>): Pick<InvokeHandlers<W>, 'search:pool' | 'export:save-text'> {
  return {
    'search:pool': (window, args) => {
      expectCount('search:pool', args, 2);
      const [pool, size] = args;
      if (!Number.isSafeInteger(pool) || !Number.isSafeInteger(size) || (size as number) < 0)
        throw new InvalidArgumentError('search:pool needs a pool number and a whole number of workers (0 or more).');
      return services.openPool(window, pool as number, size as number);
    },
    'export:save-text': async (window, args) => {
      expectCount('export:save-text', args, 2);
      const suggested = basename(name('export:save-text', args[0], 'the suggested file name'));
      const text = args[1];
      if (typeof text !== 'string' || text.length > MAX_EXPORT_CHARS)
        throw new InvalidArgumentError(`export:save-text needs the text as a string of at most ${MAX_EXPORT_CHARS} characters.`);
      const chosen = await services.chooseExportTarget(window, join(services.documentsFolder, suggested));
      if (chosen === null) return null;
      // The dialog's filter may be bypassed by typing a name: keep the suggested kind of file.
      const path = extname(chosen) === '' && extname(suggested) !== '' ? `${chosen}${extname(suggested)}` : chosen;
      await atomicWrite(path, text);
      return path;
    },
  };
}
