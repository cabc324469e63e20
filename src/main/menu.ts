// The application menu. Most items send menu commands to the renderer, which owns the behaviour
// and binds the same shortcuts itself (so the web build has them too); hence registerAccelerator:
// false on those items, which shows the accelerator without stealing the key from the page.
// File › Open Recent and Help › Samples are built from lists main keeps, so the menu is rebuilt
// whenever the recent list changes.
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../shared/ipc/contract';
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

const NO_FILES: MenuFiles = { recent: [], samples: [], openRecent: () => {}, openSample: () => {}, clearRecent: () => {} };

/** The application menu; Reload and DevTools appear only with `developerTools` (never when packaged). */
export function buildAppMenu(send: (command: MenuCommand) => void, developerTools: boolean, files: MenuFiles = NO_FILES): Menu {
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
        item('&New', 'new-map', 'CmdOrCtrl+N'),
        item('&Open…', 'open-project', 'CmdOrCtrl+O'),
        { label: 'Open &Recent', submenu: recentItems(files) },
        { type: 'separator' },
        item('&Save', 'save-project', 'CmdOrCtrl+S'),
        item('Save &As…', 'save-project-as', 'CmdOrCtrl+Shift+S'),
        { type: 'separator' },
        {
          label: '&Import',
          submenu: [
            item('MovingAI &map…', 'import-movingai-map'),
            item('MovingAI &scenarios…', 'import-movingai-scenarios'),
            item('&Image…', 'import-image'),
            item('&Tiled map…', 'import-tiled'),
          ],
        },
        {
          label: '&Export',
          submenu: [
            item('MovingAI &map…', 'export-movingai-map'),
            item('&Image…', 'export-image'),
            item('&Tiled map…', 'export-tiled'),
            { type: 'separator' },
            item('Path as &JSON…', 'export-path-json', 'CmdOrCtrl+E'),
            item('Path as &CSV…', 'export-path-csv'),
            item('&Picture…', 'export-picture'),
            item('C&opy path', 'copy-path'),
          ],
        },
        { type: 'separator' },
        item('&Close', 'close-project', 'CmdOrCtrl+W'),
        ...(isMac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const }]),
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
        item('&Compare Searches', 'toggle-compare', 'Shift+C'),
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(developerTools ? [{ type: 'separator' as const }, { role: 'reload' as const }, { role: 'toggleDevTools' as const }] : []),
      ],
    },
    {
      label: '&Search',
      submenu: [
        item('&Run', 'run-search', 'F9'),
        item('&Step', 'step-search', 'F10'),
        item('Step &Back', 'step-back', 'Shift+F10'),
        item('&Play / Pause', 'play-pause', 'P'),
        item('Res&tart', 'restart-search', 'Home'),
        item('Go to &End', 'go-to-end', 'End'),
        { type: 'separator' },
        item('Toggle &Breakpoint', 'toggle-breakpoint', 'F8'),
        { type: 'separator' },
        item('&Cancel Search', 'cancel-search', 'Escape'),
      ],
    },
    {
      label: '&Help',
      submenu: [
        { label: 'Sa&mples', submenu: sampleItems(files) },
        { type: 'separator' },
        item('&Keyboard Shortcuts', 'show-shortcuts', 'F1'),
        item('&About A* Studio', 'about'),
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}

function recentItems(files: MenuFiles): MenuItemConstructorOptions[] {
  if (files.recent.length === 0) return [{ label: 'No Recent Projects', enabled: false }];
  const repeated = (name: string) => files.recent.filter((f) => f.name === name).length > 1;
  return [
    ...files.recent.flatMap((file): MenuItemConstructorOptions[] => {
      const path = file.path;
      if (path === null) return [];
      // Two files of one name are told apart by their folders.
      const label = repeated(file.name) ? `${file.name} — ${path.slice(0, path.length - file.name.length - 1)}` : file.name;
      return [{ label: literal(label), toolTip: path, click: () => files.openRecent(path) }];
    }),
    { type: 'separator' },
    { label: 'Clear Recently Opened', click: () => files.clearRecent() },
  ];
}

function sampleItems(files: MenuFiles): MenuItemConstructorOptions[] {
  if (files.samples.length === 0) return [{ label: 'No Samples Installed', enabled: false }];
  return files.samples.map((sample) => ({ label: literal(sample.label), click: () => files.openSample(sample.path) }));
}

/** A label shown as written: `&` marks a mnemonic on Windows and Linux, `&&` is a literal `&`. */
function literal(label: string): string {
  return label.replaceAll('&', '&&');
}
