// The Open and Save dialogs of File › Import and File › Export, on Electron's dialog module, shown
// as sheets of the window that asked and filtered to the kind of file (exchangeFiles.ts).
import { dialog, type BrowserWindow, type FileFilter } from 'electron';
import { EXCHANGE_KINDS, type ExchangeKindName } from '../../shared/ipc/exchangeFiles';
import type { ExchangeDialogs } from './exchangeChannels';

function filtersFor(kind: ExchangeKindName): FileFilter[] {
  const { description, extensions } = EXCHANGE_KINDS[kind];
  return [{ name: description, extensions: [...extensions] }, { name: 'All files', extensions: ['*'] }];
}

/** The dialogs, for any window object that carries its BrowserWindow. */
export function exchangeDialogs<W extends { readonly browserWindow: BrowserWindow }>(): ExchangeDialogs<W> {
  return {
    async chooseFileToImport(window, kind, folder) {
      const title = `Import ${EXCHANGE_KINDS[kind].description}`;
      const result = await dialog.showOpenDialog(window.browserWindow, { title, defaultPath: folder, properties: ['openFile'], filters: filtersFor(kind) });
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseExportTarget(window, kind, suggestedPath) {
      const result = await dialog.showSaveDialog(window.browserWindow, {
        title: `Export ${EXCHANGE_KINDS[kind].description}`,
        defaultPath: suggestedPath,
        filters: filtersFor(kind),
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  };
}
