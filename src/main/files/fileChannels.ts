// Main's answers to the renderer's file requests: open (with a dialog, or a path from the recent
// list, the command line or a drop), save (atomically; Save As asks where), the recent list, and
// the window's recovery backup. Free of Electron: the dialogs come in as functions, so Node tests
// drive every path through here with fakes.
import { basename, dirname, join } from 'node:path';
import type { InvokeChannel } from '../../shared/ipc/contract';
import { hasProjectExtension, type OpenedProject, type ProjectFileRef } from '../../shared/ipc/projectFiles';
import type { InvokeHandlers } from '../invokeHandlers';
import { atomicWrite } from './atomicWrite';
import { FileAccessError } from './fileErrors';
import { expectCount, fileRefOrNull, journalFrames, name, projectPath, projectText, uint32 } from './ipcArguments';
import { readProjectFile } from './readProjectFile';
import type { RecentFiles } from './recentFiles';
import type { RecoveryStore } from './recoveryBackups';

/** The file dialogs, shown over window `W`; each resolves with the chosen path or null (cancelled). */
export interface ProjectDialogs<W> {
  chooseProjectToOpen(window: W, folder: string): Promise<string | null>;
  chooseSaveTarget(window: W, suggestedPath: string): Promise<string | null>;
}

/** What the file handlers work with. */
export interface FileChannelServices<W> {
  recent: RecentFiles;
  backups: RecoveryStore;
  dialogs: ProjectDialogs<W>;
  /** Where dialogs start before any file was used: the user's documents folder. */
  documentsFolder: string;
  /** Tells the system a file was opened or saved (macOS's and Windows' own recent lists). */
  noteRecentDocument?: (path: string) => void;
  /** Files that stay off the recent lists when opened: the bundled samples. */
  isSample?: (path: string) => boolean;
  /** Where a failure to update the recent list is reported (the open or save itself worked). */
  warn?: (message: string) => void;
}

type FileChannel = Extract<InvokeChannel, `file:${string}` | `backup:${string}`>;

/** The handlers of the `file:*` and `backup:*` channels; `W` is a window with an `id`. */
export function fileChannels<W extends { readonly id: number }>(services: FileChannelServices<W>): Pick<InvokeHandlers<W>, FileChannel> {
  const { recent, backups, dialogs } = services;
  const warn = services.warn ?? ((message: string) => console.warn(message));
  let lastFolder: string | null = null;

  const folderForDialogs = async (): Promise<string> => {
    if (lastFolder === null) {
      const [latest] = await recent.list().catch(() => []);
      lastFolder = latest?.path ? dirname(latest.path) : services.documentsFolder;
    }
    return lastFolder;
  };

  /** Puts a file that was just opened or saved on the recent lists. */
  const used = async (path: string): Promise<void> => {
    if (services.isSample?.(path)) return;
    lastFolder = dirname(path);
    services.noteRecentDocument?.(path);
    await recent.add(path).catch((error: unknown) => warn(`[files] the recent list was not updated: ${String(error)}`));
  };

  const open = async (path: string): Promise<OpenedProject> => {
    try {
      const opened = await readProjectFile(path);
      await used(path);
      return opened;
    } catch (error) {
      // A file that has gone leaves the Open Recent menu.
      const code = (error as { code?: unknown }).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') await recent.remove(path).catch(() => undefined);
      throw error;
    }
  };

  return {
    'file:open-dialog': async (window, args) => {
      expectCount('file:open-dialog', args, 0);
      const chosen = await dialogs.chooseProjectToOpen(window, await folderForDialogs());
      if (chosen === null) return null;
      if (!hasProjectExtension(chosen)) {
        throw new FileAccessError(`"${basename(chosen)}" is not an A* Studio project. Choose a file ending in .astar or .astar.json.`, 'NOT_A_PROJECT');
      }
      return open(chosen);
    },

    'file:read': (_window, args) => {
      expectCount('file:read', args, 1);
      return open(projectPath('file:read', args[0]));
    },

    'file:save': async (window, args) => {
      expectCount('file:save', args, 3);
      const ref = fileRefOrNull('file:save', args[0]);
      const suggestedName = name('file:save', args[1], 'the suggested file name');
      const text = projectText('file:save', args[2]);
      let path = ref?.path ?? null;
      if (path === null) {
        const chosen = await dialogs.chooseSaveTarget(window, join(await folderForDialogs(), projectFileName(suggestedName)));
        if (chosen === null) return null;
        path = withProjectExtension(chosen);
      }
      await atomicWrite(path, text);
      await used(path);
      return { path, name: basename(path) } satisfies ProjectFileRef;
    },

    'file:recent': (_window, args) => {
      expectCount('file:recent', args, 0);
      return recent.list();
    },

    'backup:write': (window, args) => {
      expectCount('backup:write', args, 4);
      const text = projectText('backup:write', args[0]);
      const ref = fileRefOrNull('backup:write', args[1]);
      return backups.write(window.id, { text, ref, lineage: uint32('backup:write', args[2], 'the lineage'), seq: uint32('backup:write', args[3], 'the sequence number') });
    },

    'backup:append': (window, args) => {
      expectCount('backup:append', args, 1);
      return backups.append(window.id, journalFrames('backup:append', args[0]));
    },

    'backup:read': (window, args) => {
      expectCount('backup:read', args, 0);
      return backups.read(window.id);
    },

    'backup:clear': (window, args) => {
      expectCount('backup:clear', args, 0);
      return backups.clear(window.id);
    },
  };
}

/**
 * A file name for a map called `mapName`: characters no system allows in names removed, the
 * project extension added. "Level 1: River?" → "Level 1 River.astar".
 */
export function projectFileName(mapName: string): string {
  const cleaned = mapName
    .replace(/[\u0000-\u001f<>:"/\\|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 200);
  return withProjectExtension(cleaned || 'Untitled');
}

/** `path` with `.astar` added unless it already ends in a project extension. */
export function withProjectExtension(path: string): string {
  return hasProjectExtension(path) ? path : `${path}.astar`;
}
