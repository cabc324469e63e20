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

/**
 * Replaces the file's contents with `content` (text or bytes); the browser swaps the file in only
 * once it is whole. `purpose` picks what a failure's sentence suggests: Save As… for a project,
 * exporting again for an exported file.
 */
export async function writeThroughHandle(handle: ProjectFileHandle, content: string | Uint8Array, purpose: 'save' | 'export' = 'save'): Promise<void> {
  let stream: FileSystemWritableFileStream;
  try {
    stream = await handle.createWritable();
  } catch (error) {
    throw new Error(writeProblem(handle.name, error, purpose));
  }
  try {
    await stream.write(content as string | BufferSource);
    await stream.close();
  } catch (error) {
    // Aborting drops the temporary copy: the file on disk stays as it was.
    await stream.abort().catch(() => undefined);
    throw new Error(writeProblem(handle.name, error, purpose));
  }
}

function writeProblem(name: string, error: unknown, purpose: 'save' | 'export'): string {
  const kind = (error as { name?: unknown } | null)?.name;
  const saving = purpose === 'save';
  if (kind === 'NotAllowedError' || kind === 'SecurityError')
    return `The browser did not let A* Studio write to "${name}"; allow it when asked, or ${saving ? 'choose File › Save As… to save elsewhere' : 'export again to another folder'}.`;
  const elsewhere = saving ? 'use Save As… to save it elsewhere' : 'export it again to another folder';
  if (kind === 'QuotaExceededError') return `"${name}" could not be saved: the disk is full. Free some space and ${saving ? 'save' : 'export'} again, or ${elsewhere}.`;
  if (kind === 'NotFoundError') return `"${name}" could not be saved: the file or its folder is gone. ${elsewhere[0]!.toUpperCase()}${elsewhere.slice(1)}.`;
  const detail = (error as { message?: unknown } | null)?.message;
  return `"${name}" could not be saved${typeof detail === 'string' && detail ? ` (${detail})` : ''}. ${saving ? 'Save' : 'Export'} again, or ${elsewhere}.`;
}
