// The Open and Save dialogs for project files, on Electron's dialog module, shown as sheets of
// the window that asked.
import { dialog, type BrowserWindow, type FileFilter } from 'electron';
import type { ProjectDialogs } from './fileChannels';

// macOS filters by the last extension only, so `.astar.json` files show under `json` there;
// main checks the chosen name either way.
const OPEN_FILTERS: FileFilter[] = [
  { name: 'A* Studio projects', extensions: process.platform === 'darwin' ? ['astar', 'json'] : ['astar', 'astar.json'] },
  { name: 'All files', extensions: ['*'] },
];
const SAVE_FILTERS: FileFilter[] = [{ name: 'A* Studio project', extensions: ['astar'] }];

/** The dialogs, for any window object that carries its BrowserWindow. */
export function projectDialogs<W extends { readonly browserWindow: BrowserWindow }>(): ProjectDialogs<W> {
  return {
    async chooseProjectToOpen(window, folder) {
      const result = await dialog.showOpenDialog(window.browserWindow, { title: 'Open Project', defaultPath: folder, properties: ['openFile'], filters: OPEN_FILTERS });
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseSaveTarget(window, suggestedPath) {
      const result = await dialog.showSaveDialog(window.browserWindow, {
        title: 'Save Project',
        defaultPath: suggestedPath,
        filters: SAVE_FILTERS,
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  };
}
