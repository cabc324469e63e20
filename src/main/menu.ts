// The application menu. Items send menu commands to the renderer, which owns the behaviour and
// binds the same shortcuts itself (so the web build has them too); hence registerAccelerator:
// false on those items, which shows the accelerator without stealing the key from the page.
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../shared/ipc/contract';

/** The application menu; Reload and DevTools appear only with `developerTools` (never when packaged). */
export function buildAppMenu(send: (command: MenuCommand) => void, developerTools: boolean): Menu {
  const item = (label: string, command: MenuCommand, accelerator?: string, enabled = true): MenuItemConstructorOptions => ({
    label,
    enabled,
    registerAccelerator: false,
    click: () => send(command),
    ...(accelerator ? { accelerator } : {}),
  });
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&File',
      submenu: [
        item('&New Map…', 'new-map', 'CmdOrCtrl+N'),
        item('&Open Project…', 'open-project', 'CmdOrCtrl+O', false),
        { type: 'separator' },
        item('&Save', 'save-project', 'CmdOrCtrl+S', false),
        item('Save &As…', 'save-project-as', 'CmdOrCtrl+Shift+S', false),
        { type: 'separator' },
        item('&Export Path…', 'export-path', 'CmdOrCtrl+E', false),
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        item('&Undo', 'undo', 'CmdOrCtrl+Z'),
        item('&Redo', 'redo', 'CmdOrCtrl+Shift+Z'),
        { type: 'separator' },
        item('Resi&ze Map…', 'resize-map', 'CmdOrCtrl+Shift+E'),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        item('Zoom &In', 'zoom-in', 'CmdOrCtrl+='),
        item('Zoom &Out', 'zoom-out', 'CmdOrCtrl+-'),
        item('&Fit Map to Window', 'zoom-fit', 'CmdOrCtrl+0'),
        item('Show &Grid Lines', 'toggle-grid', 'CmdOrCtrl+G'),
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(developerTools ? [{ type: 'separator' as const }, { role: 'reload' as const }, { role: 'toggleDevTools' as const }] : []),
      ],
    },
    {
      label: '&Search',
      submenu: [item('&Run Search', 'run-search', 'F9'), item('&Cancel Search', 'cancel-search', 'Escape')],
    },
    {
      label: '&Help',
      submenu: [item('&Keyboard Shortcuts', 'show-shortcuts', 'F1'), item('&About A* Studio', 'about')],
    },
  ];
  return Menu.buildFromTemplate(template);
}
