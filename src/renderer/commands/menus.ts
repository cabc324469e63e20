// The application menus as data: the same menus and items as the desktop's native menu
// (src/main/menu.ts), for the in-page menu bar the web build shows. Each item runs a command
// through the one dispatcher (runCommand.ts); the shortcuts shown are the keymap's.
import type { ProjectFileRef } from '../../shared/ipc/projectFiles';
import type { CommandId } from './keymap';

/** An item that runs a command. */
export interface MenuCommandItem {
  kind: 'item';
  label: string;
  /** null for a placeholder that does nothing ("No Recent Projects"). */
  command: CommandId | null;
  /** The keys shown beside it (the keymap binds them). */
  shortcut?: string;
  disabled?: boolean;
  /** A switch (View › Show Grid Lines): on or off. */
  checked?: boolean;
}

/** An item that opens a nested menu (Open Recent, Samples). */
export interface SubmenuItem {
  kind: 'submenu';
  label: string;
  items: MenuEntry[];
}

export type MenuEntry = MenuCommandItem | SubmenuItem | { kind: 'separator' };

/** One menu of the bar. */
export interface MenuSpec {
  label: string;
  items: MenuEntry[];
}

/** What the menus show that changes: the recent files, the samples, switches. */
export interface MenuContext {
  recent: readonly ProjectFileRef[];
  samples: readonly { file: string; label: string }[];
  /** The host can forget its recent files (the web; the desktop's own menu does it there). */
  canClearRecent: boolean;
  showGrid: boolean;
  /** The compare view is shown. */
  comparing: boolean;
}

const item = (label: string, command: CommandId | null, shortcut?: string, more: Partial<MenuCommandItem> = {}): MenuCommandItem => ({
  kind: 'item',
  label,
  command,
  ...(shortcut ? { shortcut } : {}),
  ...more,
});
const placeholder = (label: string) => item(label, null, undefined, { disabled: true });
const separator = { kind: 'separator' } as const;

/** The menus, File to Help. */
export function appMenus(ctx: MenuContext): MenuSpec[] {
  return [
    {
      label: 'File',
      items: [
        // Ctrl+W is not shown: a browser keeps it for closing the tab.
        item('New', 'new-map', 'Ctrl+N'),
        item('Open…', 'open-project', 'Ctrl+O'),
        { kind: 'submenu', label: 'Open Recent', items: recentItems(ctx) },
        separator,
        item('Save', 'save-project', 'Ctrl+S'),
        item('Save As…', 'save-project-as', 'Ctrl+Shift+S'),
        separator,
        {
          kind: 'submenu',
          label: 'Import',
          items: [item('MovingAI map…', 'import-movingai-map'), item('MovingAI scenarios…', 'import-movingai-scenarios'), item('Image…', 'import-image'), item('Tiled map…', 'import-tiled')],
        },
        {
          kind: 'submenu',
          label: 'Export',
          items: [
            item('MovingAI map…', 'export-movingai-map'),
            item('Image…', 'export-image'),
            item('Tiled map…', 'export-tiled'),
            separator,
            item('Path as JSON…', 'export-path-json', 'Ctrl+E'),
            item('Path as CSV…', 'export-path-csv'),
            item('Picture…', 'export-picture'),
            item('Copy path', 'copy-path'),
          ],
        },
        separator,
        item('Close', 'close-project'),
      ],
    },
    {
      label: 'Edit',
      items: [item('Undo', 'undo', 'Ctrl+Z'), item('Redo', 'redo', 'Ctrl+Shift+Z'), separator, item('Resize Map…', 'resize-map', 'Ctrl+Shift+E')],
    },
    {
      label: 'View',
      items: [
        item('Zoom In', 'zoom-in', 'Ctrl+='),
        item('Zoom Out', 'zoom-out', 'Ctrl+-'),
        item('Fit Map to Window', 'zoom-fit', 'Ctrl+0'),
        item('Show Grid Lines', 'toggle-grid', 'Ctrl+G', { checked: ctx.showGrid }),
        item('Compare Searches', 'toggle-compare', 'Shift+C', { checked: ctx.comparing }),
        separator,
        item('Full Screen', 'toggle-fullscreen'),
      ],
    },
    {
      label: 'Search',
      items: [
        item('Run', 'run-search', 'F9'),
        item('Step', 'step-search', 'F10'),
        item('Step Back', 'step-back', 'Shift+F10'),
        item('Play / Pause', 'play-pause', 'P'),
        item('Restart', 'restart-search', 'Home'),
        item('Go to End', 'go-to-end', 'End'),
        separator,
        item('Toggle Breakpoint', 'toggle-breakpoint', 'F8'),
        separator,
        item('Cancel Search', 'cancel-search', 'Esc'),
      ],
    },
    {
      label: 'Help',
      items: [
        { kind: 'submenu', label: 'Samples', items: ctx.samples.length ? ctx.samples.map((s) => item(s.label, `sample:${s.file}`)) : [placeholder('No Samples Installed')] },
        separator,
        item('Keyboard Shortcuts', 'show-shortcuts', 'F1'),
        item('About A* Studio', 'about'),
      ],
    },
  ];
}

function recentItems(ctx: MenuContext): MenuEntry[] {
  const files = ctx.recent.filter((f): f is ProjectFileRef & { path: string } => f.path !== null);
  if (files.length === 0) return [placeholder('No Recent Projects')];
  return [...files.map((f) => item(f.name, `recent:${f.path}`)), ...(ctx.canClearRecent ? [separator, item('Clear Recently Opened', 'clear-recent')] : [])];
}
