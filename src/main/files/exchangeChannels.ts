// Main's answers to File › Import and File › Export: an Open dialog filtered to one kind of file
// whose choice is read and handed to the page as bytes, a Save dialog for one kind whose choice
// gets the page's bytes (atomically), and the clipboard for "Copy path". The page names a kind of
// file, never a path or a filter, so it reads and writes only where the user pointed. Free of
// Electron: the dialogs and the clipboard come in as functions, so Node tests drive every path.
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import {
  describeBytes,
  EXCHANGE_KINDS,
  isExchangeKindName,
  MAX_CLIPBOARD_CHARS,
  MAX_EXPORT_BYTES,
  MAX_IMPORT_BYTES,
  withExchangeExtension,
  type ExchangeKindName,
  type ImportedBytes,
} from '../../shared/ipc/exchangeFiles';
import type { InvokeHandlers } from '../invokeHandlers';
import { atomicWrite } from './atomicWrite';
import { FileAccessError, readFailure } from './fileErrors';
import { expectCount, InvalidArgumentError, name } from './ipcArguments';

/** The dialogs for imported and exported files, shown over window `W`; each resolves with the chosen path or null (cancelled). */
export interface ExchangeDialogs<W> {
  chooseFileToImport(window: W, kind: ExchangeKindName, folder: string): Promise<string | null>;
  chooseExportTarget(window: W, kind: ExchangeKindName, suggestedPath: string): Promise<string | null>;
}

/** What the import, export and clipboard handlers work with. */
export interface ExchangeChannelServices<W> {
  dialogs: ExchangeDialogs<W>;
  /** Where the dialogs start before any file was imported or exported: the user's documents folder. */
  documentsFolder: string;
  /** Puts text on the system clipboard. */
  writeClipboard(text: string): void;
}

type ExchangeChannel = 'import:choose-file' | 'export:save-file' | 'clipboard:write-text';

/** The handlers of `import:choose-file`, `export:save-file` and `clipboard:write-text`. */
export function exchangeChannels<W>(services: ExchangeChannelServices<W>): Pick<InvokeHandlers<W>, ExchangeChannel> {
  // Imports and exports start where the last one went: a designer moving a set of levels works in one folder.
  let lastFolder = services.documentsFolder;

  return {
    'import:choose-file': async (window, args) => {
      expectCount('import:choose-file', args, 1);
      const kind = kindOf('import:choose-file', args[0]);
      const chosen = await services.dialogs.chooseFileToImport(window, kind, lastFolder);
      if (chosen === null) return null;
      lastFolder = dirname(chosen);
      return readImport(chosen);
    },

    'export:save-file': async (window, args) => {
      expectCount('export:save-file', args, 3);
      const suggested = basename(name('export:save-file', args[0], 'the suggested file name'));
      const kind = kindOf('export:save-file', args[1]);
      const bytes = args[2];
      if (!(bytes instanceof Uint8Array) || bytes.byteLength > MAX_EXPORT_BYTES)
        throw new InvalidArgumentError(`export:save-file needs the file's bytes as a Uint8Array of at most ${describeBytes(MAX_EXPORT_BYTES)}.`);
      const chosen = await services.dialogs.chooseExportTarget(window, kind, join(lastFolder, withExchangeExtension(suggested || 'export', kind)));
      if (chosen === null) return null;
      // A name typed without an ending gets the kind's, as the dialog's filter would have given it.
      const path = extname(chosen) === '' ? `${chosen}.${EXCHANGE_KINDS[kind].extensions[0]}` : chosen;
      await atomicWrite(path, bytes);
      lastFolder = dirname(path);
      return path;
    },

    'clipboard:write-text': (_window, args) => {
      expectCount('clipboard:write-text', args, 1);
      const text = args[0];
      if (typeof text !== 'string' || text.length > MAX_CLIPBOARD_CHARS)
        throw new InvalidArgumentError(`clipboard:write-text needs the text as a string of at most ${MAX_CLIPBOARD_CHARS} characters.`);
      services.writeClipboard(text);
    },
  };
}

function kindOf(channel: string, value: unknown): ExchangeKindName {
  if (!isExchangeKindName(value)) throw new InvalidArgumentError(`${channel} needs a kind of file, one of ${Object.keys(EXCHANGE_KINDS).join(', ')}.`);
  return value;
}

/** Reads a file the user chose to import, refusing one larger than any importer reads. */
async function readImport(path: string): Promise<ImportedBytes> {
  const fileName = basename(path);
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error(`${path} is a directory`), { code: 'EISDIR' });
    size = info.size;
  } catch (error) {
    throw readFailure(error, path);
  }
  if (size > MAX_IMPORT_BYTES)
    throw new FileAccessError(`"${fileName}" is ${describeBytes(size)}, more than A* Studio imports (at most ${describeBytes(MAX_IMPORT_BYTES)}); choose a smaller file.`, 'TOO_LARGE');
  try {
    const buffer = await readFile(path);
    return { name: fileName, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) };
  } catch (error) {
    throw readFailure(error, path);
  }
}
