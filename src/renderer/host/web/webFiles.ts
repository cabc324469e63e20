// Project files in the browser. Where the File System Access API exists (Chromium), files are
// opened and saved through handles the page may keep, so Save writes the same file again and
// Open Recent works across visits; elsewhere a file input opens and a download saves. Recovery
// backups live in IndexedDB, one per tab (windowBackups.ts).
import { MAX_PROJECT_TEXT_BYTES, type OpenedProject, type ProjectFileRef } from '../../../shared/ipc/projectFiles';
import type { HostFiles } from '../host';
import { webExchange } from './exchangeFiles';
import { isPickerCancel, mayUse, writeThroughHandle, type FilePickers, type PickerFileType, type ProjectFileHandle } from './fileSystemAccess';
import type { RecentHandles } from './recentHandles';
import type { WindowBackups } from './windowBackups';

/** What the web's file access is built from (the browser's, or fakes in tests). */
export interface WebFileAccess {
  /** The File System Access pickers, or null where the browser has none. */
  pickers: FilePickers | null;
  /** Lets the user choose a file with a file input; null when cancelled. */
  chooseFile(accept: string): Promise<File | null>;
  /** Saves text or bytes by download; `type` is the file's MIME type (default JSON, a project's). */
  download(name: string, content: string | Uint8Array, type?: string): void;
  recent: RecentHandles;
  backups: WindowBackups;
}

const PROJECT_TYPES: PickerFileType[] = [{ description: 'A* Studio project', accept: { 'application/json': ['.astar', '.json'] } }];
/** Pickers with one id start in the folder the user used last. */
const PICKER_ID = 'astar-studio-projects';
const INPUT_ACCEPT = '.astar,.json,application/json';

export function createWebFiles(access: WebFileAccess): HostFiles {
  const { pickers, recent, backups } = access;

  const openHandle = async (handle: ProjectFileHandle, key?: string): Promise<OpenedProject> => {
    if (!(await mayUse(handle, 'read'))) throw new Error(`The browser did not let A* Studio read "${handle.name}"; allow it when asked, or open the file with File › Open….`);
    let file: File;
    try {
      file = await handle.getFile();
    } catch {
      if (key) await recent.forget(key);
      throw new Error(`"${handle.name}" could not be read: it was moved, renamed or deleted. Open it again with File › Open….`);
    }
    const text = await readText(file);
    return { ref: { path: await recent.remember(handle), name: handle.name }, text };
  };

  return {
    ...webExchange(access),

    async exportText(name, text) {
      // A download: the browser decides where it goes (and may ask), so the name is all we know.
      access.download(name, text, /\.csv$/i.test(name) ? 'text/csv' : 'text/plain');
      return name;
    },

    async open() {
      if (!pickers) {
        const file = await access.chooseFile(INPUT_ACCEPT);
        return file ? { ref: { path: null, name: file.name }, text: await readText(file) } : null;
      }
      let handles: ProjectFileHandle[];
      try {
        handles = await pickers.showOpenFilePicker({ types: PROJECT_TYPES, multiple: false, id: PICKER_ID });
      } catch (error) {
        if (isPickerCancel(error)) return null;
        throw new Error(`The browser could not show its Open dialog (${String((error as Error)?.message ?? error)}); try again.`);
      }
      const handle = handles[0];
      return handle ? openHandle(handle) : null;
    },

    async openPath(path) {
      const handle = await recent.get(path);
      if (!handle) throw new Error('That file is no longer on the recent list; open it with File › Open….');
      return openHandle(handle, path);
    },

    async openDropped(file) {
      return { ref: { path: null, name: file.name }, text: await readText(file) };
    },

    async save(ref, suggestedName, content) {
      if (!pickers) {
        const name = ref?.name ?? suggestedName;
        access.download(name, await content());
        return { path: null, name };
      }
      let handle = ref?.path ? await recent.get(ref.path) : null;
      if (handle && !(await mayUse(handle, 'readwrite')))
        throw new Error(`The browser did not let A* Studio write to "${handle.name}"; allow it when asked, or choose File › Save As… to save elsewhere.`);
      if (!handle) {
        try {
          handle = await pickers.showSaveFilePicker({ types: PROJECT_TYPES, suggestedName, id: PICKER_ID });
        } catch (error) {
          if (isPickerCancel(error)) return null;
          throw new Error(`The browser could not show its Save dialog (${String((error as Error)?.message ?? error)}); try again.`);
        }
      }
      await writeThroughHandle(handle, await content());
      return { path: await recent.remember(handle), name: handle.name } satisfies ProjectFileRef;
    },

    async recent() {
      return (await recent.list()).map((r) => ({ path: r.key, name: r.name }));
    },

    clearRecent: () => recent.clear(),
    writeBackup: (snapshot) => backups.write(snapshot),
    appendBackup: (frames) => backups.append(frames),
    readBackup: () => backups.read(),
    clearBackup: () => backups.clear(),
  };
}

/** A chosen or dropped file's text, refused with a sentence when no project could be that big. */
async function readText(file: File): Promise<string> {
  if (file.size > MAX_PROJECT_TEXT_BYTES)
    throw new Error(`"${file.name}" is ${Math.round(file.size / (1024 * 1024))} MiB, more than any A* Studio project (at most ${MAX_PROJECT_TEXT_BYTES / (1024 * 1024)} MiB); it is not one A* Studio can open.`);
  try {
    return await file.text();
  } catch {
    throw new Error(`"${file.name}" could not be read (it may have been moved or changed meanwhile); open it again.`);
  }
}
