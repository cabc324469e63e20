// The parts of the File System Access API the web build uses (Chromium has them, other browsers
// do not, and TypeScript's DOM types leave out the pickers and permissions), and writing a
// project's text through a file handle with errors told as sentences.

/** A file handle as Chromium gives it: with the permission calls lib.dom lacks. */
export interface ProjectFileHandle extends FileSystemFileHandle {
  queryPermission?(descriptor: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
  requestPermission?(descriptor: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
}

/** What the pickers are told about project files. */
export interface PickerFileType {
  description: string;
  accept: Record<string, string[]>;
}

/** The File System Access API's pickers. */
export interface FilePickers {
  showOpenFilePicker(options: { types: PickerFileType[]; multiple: false; id: string }): Promise<ProjectFileHandle[]>;
  showSaveFilePicker(options: { types: PickerFileType[]; suggestedName: string; id: string }): Promise<ProjectFileHandle>;
}

/** The pickers of `scope` (the window), or null where the browser has none. */
export function filePickersOf(scope: object): FilePickers | null {
  const s = scope as Partial<FilePickers>;
  if (typeof s.showOpenFilePicker !== 'function' || typeof s.showSaveFilePicker !== 'function') return null;
  return { showOpenFilePicker: s.showOpenFilePicker.bind(scope), showSaveFilePicker: s.showSaveFilePicker.bind(scope) };
}

/** The user closed a picker without choosing. */
export function isPickerCancel(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** Asks for `mode` access to `handle` where the browser asks (a prompt may appear); false when refused. */
export async function mayUse(handle: ProjectFileHandle, mode: 'read' | 'readwrite'): Promise<boolean> {
  if (!handle.queryPermission || !handle.requestPermission) return true;
  if ((await handle.queryPermission({ mode })) === 'granted') return true;
  return (await handle.requestPermission({ mode })) === 'granted';
}

/** Replaces the file's contents with `text`; the browser swaps the file in only once it is whole. */
export async function writeThroughHandle(handle: ProjectFileHandle, text: string): Promise<void> {
  let stream: FileSystemWritableFileStream;
  try {
    stream = await handle.createWritable();
  } catch (error) {
    throw new Error(writeProblem(handle.name, error));
  }
  try {
    await stream.write(text);
    await stream.close();
  } catch (error) {
    // Aborting drops the temporary copy: the file on disk stays as it was.
    await stream.abort().catch(() => undefined);
    throw new Error(writeProblem(handle.name, error));
  }
}

function writeProblem(name: string, error: unknown): string {
  const kind = (error as { name?: unknown } | null)?.name;
  if (kind === 'NotAllowedError' || kind === 'SecurityError')
    return `The browser did not let A* Studio write to "${name}"; allow it when asked, or choose File › Save As… to save elsewhere.`;
  if (kind === 'QuotaExceededError') return `"${name}" could not be saved: the disk is full. Free some space and save again, or use Save As… to save it elsewhere.`;
  if (kind === 'NotFoundError') return `"${name}" could not be saved: the file or its folder is gone. Use Save As… to save it elsewhere.`;
  const detail = (error as { message?: unknown } | null)?.message;
  return `"${name}" could not be saved${typeof detail === 'string' && detail ? ` (${detail})` : ''}. Save again, or use Save As… to save it elsewhere.`;
}
