// File › Import and File › Export in the browser: where the File System Access API exists
// (Chromium) the open and save pickers, filtered to the kind of file; elsewhere a file input and a
// download. A chosen file is handed over unread (a File is read by the worker that decodes it).
import { describeBytes, EXCHANGE_KINDS, MAX_IMPORT_BYTES, withExchangeExtension, type ExchangeKindName } from '../../../shared/ipc/exchangeFiles';
import type { ChosenFile, HostFiles } from '../host';
import { isPickerCancel, writeThroughHandle, type PickerFileType, type ProjectFileHandle } from './fileSystemAccess';
import type { WebFileAccess } from './webFiles';

/** Imports and exports share one picker id, apart from projects': they start in the folder used for the last one. */
const EXCHANGE_PICKER_ID = 'astar-studio-exchange';

/** What the pickers are told about a kind of file. */
function pickerType(kind: ExchangeKindName): PickerFileType {
  const { description, mime, extensions } = EXCHANGE_KINDS[kind];
  return { description, accept: { [mime]: extensions.map((e) => `.${e}`) } };
}

/** What a file input accepts for a kind of file: its endings (MIME types of .map or .tmj files vary by system). */
function inputAccept(kind: ExchangeKindName): string {
  return EXCHANGE_KINDS[kind].extensions.map((e) => `.${e}`).join(',');
}

/** A chosen file as the importers get it, refused with a sentence when no importer reads one so big. */
function chosen(file: File): ChosenFile {
  if (file.size > MAX_IMPORT_BYTES)
    throw new Error(`"${file.name}" is ${describeBytes(file.size)}, more than A* Studio imports (at most ${describeBytes(MAX_IMPORT_BYTES)}); choose a smaller file.`);
  return { name: file.name, size: file.size, content: file };
}

/** The import and export half of the web's HostFiles. */
export function webExchange(access: Pick<WebFileAccess, 'pickers' | 'chooseFile' | 'download'>): Pick<HostFiles, 'importFile' | 'exportFile'> {
  const { pickers } = access;
  return {
    async importFile(kind) {
      if (!pickers) {
        const file = await access.chooseFile(inputAccept(kind));
        return file ? chosen(file) : null;
      }
      let handles: ProjectFileHandle[];
      try {
        handles = await pickers.showOpenFilePicker({ types: [pickerType(kind)], multiple: false, id: EXCHANGE_PICKER_ID });
      } catch (error) {
        if (isPickerCancel(error)) return null;
        throw new Error(`The browser could not show its Open dialog (${String((error as Error)?.message ?? error)}); try again.`);
      }
      const handle = handles[0];
      if (!handle) return null;
      let file: File;
      try {
        file = await handle.getFile();
      } catch {
        throw new Error(`"${handle.name}" could not be read (it may have been moved or changed meanwhile); import it again.`);
      }
      return chosen(file);
    },

    async exportFile(suggestedName, kind, content) {
      const name = withExchangeExtension(suggestedName, kind);
      if (!pickers) {
        // A download: the browser decides where it goes (and may ask), so the name is all we know.
        access.download(name, await content(), EXCHANGE_KINDS[kind].mime);
        return name;
      }
      let handle: ProjectFileHandle;
      try {
        handle = await pickers.showSaveFilePicker({ types: [pickerType(kind)], suggestedName: name, id: EXCHANGE_PICKER_ID });
      } catch (error) {
        if (isPickerCancel(error)) return null;
        throw new Error(`The browser could not show its Save dialog (${String((error as Error)?.message ?? error)}); try again.`);
      }
      await writeThroughHandle(handle, await content(), 'export');
      return handle.name;
    },
  };
}
