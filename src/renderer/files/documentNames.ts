// What the user sees a document called: in the window title (with the unsaved-changes mark), in
// the tool bar, and as the name Save As suggests.
import { hasProjectExtension } from '../../shared/ipc/projectFiles';

/** The app's name, the last part of every window title. */
export const APP_NAME = 'A* Studio';
/** Marks a document with unsaved changes, before its name. */
export const DIRTY_MARK = '●';

/** "● river.astar — A* Studio" with unsaved changes, "river.astar — A* Studio" without. */
export function windowTitle(documentName: string, dirty: boolean): string {
  return `${dirty ? `${DIRTY_MARK} ` : ''}${documentName} — ${APP_NAME}`;
}

/**
 * The file name Save As offers for a document: its file's name, else one made from the map's
 * name ("Tutorial: river and bridge" → "tutorial-river-and-bridge.astar").
 */
export function suggestedFileName(name: string): string {
  if (hasProjectExtension(name)) return name;
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${slug || 'untitled'}.astar`;
}
