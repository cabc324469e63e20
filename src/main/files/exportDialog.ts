// The Save dialog for exported files (a batch's CSV), on Electron's dialog module, shown as a
// sheet of the window that asked, filtered to the suggested file's kind.
import { extname } from 'node:path';
import { dialog, type BrowserWindow } from 'electron';

const KINDS: Record<string, string> = { csv: 'CSV table', json: 'JSON', txt: 'Text' };

/** Asks where to save a file like `suggestedPath`; the chosen path, or null when cancelled. */
export async function chooseExportTarget(window: BrowserWindow, suggestedPath: string): Promise<string | null> {
  const extension = extname(suggestedPath).slice(1).toLowerCase();
  const filters = extension ? [{ name: KINDS[extension] ?? extension.toUpperCase(), extensions: [extension] }, { name: 'All files', extensions: ['*'] }] : [];
  const result = await dialog.showSaveDialog(window, { title: 'Export', defaultPath: suggestedPath, filters, properties: ['createDirectory', 'showOverwriteConfirmation'] });
  return result.canceled || !result.filePath ? null : result.filePath;
}
