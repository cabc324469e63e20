// The application menu, built from the menu tree every menu shares (src/shared/commands): each
// command item sends its id to the renderer, which owns the behaviour and binds the same keys
// itself (so the web build has them too); hence registerAccelerator: false, which shows the
// accelerator without taking the key from the page. File › Open Recent and Help › Samples are
// built from lists main keeps, so the menu is rebuilt whenever the recent list changes.
import { Menu, type MenuItemConstructorOptions } from 'electron';
import { COMMANDS, type MenuCommand } from '../shared/commands/commandTable';
import { accelerator } from '../shared/commands/keyChords';
import { literalLabel, menuTree, type MenuNode } from '../shared/commands/menuTree';
import type { ProjectFileRef } from '../shared/ipc/projectFiles';
import type { Sample } from './files/samples';

/** The lists behind Open Recent and Samples, and what choosing from them does. */
export interface MenuFiles {
  recent: readonly ProjectFileRef[];
  samples: readonly Sample[];
  openRecent(path: string): void;
  openSample(path: string): void;
  clearRecent(): void;
}

/** Main clears the recent list itself; the item keeps the command's label. */
const CLEAR_RECENT = COMMANDS.find((c) => c.id === 'clear-recent')!.label;

const NO_FILES: MenuFiles = { recent: [], samples: [], openRecent: () => {}, openSample: () => {}, clearRecent: () => {} };

/** The application menu; Reload and DevTools appear only with `developerTools` (never when packaged). */
export function buildAppMenu(send: (command: MenuCommand) => void, developerTools: boolean, files: MenuFiles = NO_FILES): Menu {
  return Menu.buildFromTemplate(appMenuTemplate(send, developerTools, files, process.platform === 'darwin'));
}

/** The menu's template: the shared tree in Electron's terms (a Mac gets its app menu first). */
export function appMenuTemplate(send: (command: MenuCommand) => void, developerTools: boolean, files: MenuFiles, mac: boolean): MenuItemConstructorOptions[] {
  const item = (node: MenuNode): MenuItemConstructorOptions => {
    switch (node.kind) {
      case 'separator': return { type: 'separator' };
      case 'role': return { role: node.role };
      case 'submenu': return { label: node.label, submenu: node.items.map(item) };
      case 'list': return { label: node.label, submenu: node.list === 'recent' ? recentItems(files, node.empty) : sampleItems(files, node.empty) };
      case 'command': {
        const { id, label, keys } = node.command;
        return { id, label, registerAccelerator: false, click: () => send(id as MenuCommand), ...(keys?.[0] ? { accelerator: accelerator(keys[0]) } : {}) };
      }
    }
  };
  const menus = menuTree({ native: true, developerTools, mac }).map((m): MenuItemConstructorOptions => ({ label: m.label, submenu: m.items.map(item) }));
  return [...(mac ? [{ role: 'appMenu' as const }] : []), ...menus];
}

function recentItems(files: MenuFiles, empty: string): MenuItemConstructorOptions[] {
  if (files.recent.length === 0) return [{ label: empty, enabled: false }];
  const repeated = (name: string) => files.recent.filter((f) => f.name === name).length > 1;
  return [
    ...files.recent.flatMap((file): MenuItemConstructorOptions[] => {
      const path = file.path;
      if (path === null) return [];
      // Two files of one name are told apart by their folders.
      const label = repeated(file.name) ? `${file.name} — ${path.slice(0, path.length - file.name.length - 1)}` : file.name;
      return [{ label: literalLabel(label), toolTip: path, click: () => files.openRecent(path) }];
    }),
    { type: 'separator' },
    { label: CLEAR_RECENT, click: () => files.clearRecent() },
  ];
}

function sampleItems(files: MenuFiles, empty: string): MenuItemConstructorOptions[] {
  if (files.samples.length === 0) return [{ label: empty, enabled: false }];
  return files.samples.map((sample) => ({ label: literalLabel(sample.label), click: () => files.openSample(sample.path) }));
}
