// The desktop's native menu and the page's menu bar list the same items from the command table:
// the same menus, labels, order, separators and shortcuts, each item running the table's
// command; the desktop adds only Electron's own items. The page greys out and checks items as the
// table's conditions say, and every shortcut it shows is one the keyboard really has.
import { describe, expect, it, vi } from 'vitest';
import { commandSpec } from '../../../../src/renderer/commands/appCommands';
import { commandForKey } from '../../../../src/renderer/commands/keymap';
import { appMenus, type MenuContext, type MenuEntry, type MenuSpec } from '../../../../src/renderer/commands/menus';
import { COMMANDS } from '../../../../src/shared/commands/commandTable';

vi.mock('electron', () => ({ Menu: { buildFromTemplate: (template: unknown) => template } }));

interface DesktopItem {
  id?: string;
  label?: string;
  accelerator?: string;
  role?: string;
  type?: string;
  enabled?: boolean;
  click?: () => void;
  submenu?: DesktopItem[];
}

/** The desktop's menu template (src/main/menu.ts, built with a stand-in for Electron's Menu), and the commands its clicks send. */
async function desktopMenus(): Promise<{ menus: DesktopItem[]; sent: string[] }> {
  // Imported by a path held in a variable: the renderer's type check must not take in main's Electron types.
  const path = '../../../../src/main/menu';
  const { appMenuTemplate } = (await import(/* @vite-ignore */ path)) as {
    appMenuTemplate: (send: (c: string) => void, devTools: boolean, files: unknown, mac: boolean) => DesktopItem[];
  };
  const sent: string[] = [];
  const files = { recent: [], samples: [], openRecent: () => {}, openSample: () => {}, clearRecent: () => {} };
  return { menus: appMenuTemplate((c) => sent.push(c), true, files, false), sent };
}

const plain = (label = '') => label.replace(/&(?!&)/g, '').replaceAll('&&', '&');
const keysOf = (accelerator?: string) => accelerator?.replace('CmdOrCtrl', 'Ctrl').replace('Escape', 'Esc');
const labelled = (items: MenuEntry[]) => items.filter((i) => i.kind !== 'separator');
const context: MenuContext = { recent: [], samples: [], canClearRecent: true, holds: () => true };

/** Electron's own items, which only the desktop shows (Toggle Full Screen stands where the page's Full Screen does). */
const DESKTOP_ONLY = new Set(['cut', 'copy', 'paste', 'selectAll', 'quit', 'reload', 'toggleDevTools']);

/** A menu as lines to compare: "id · label · keys", "Submenu ›", "—". */
function desktopLines(items: DesktopItem[]): string[] {
  const lines = items.flatMap((i): string[] => {
    if (i.type === 'separator') return ['—'];
    if (i.role) return DESKTOP_ONLY.has(i.role) ? [] : i.role === 'togglefullscreen' ? ['toggle-fullscreen · Full Screen · '] : [`role ${i.role}`];
    if (i.submenu) return [`${plain(i.label)} ›`, ...desktopLines(i.submenu).map((l) => `  ${l}`)];
    if (i.enabled === false) return [`(${plain(i.label)})`];
    // Ctrl+W is the browser's (it closes the tab): the page shows no keys for Close.
    const keys = commandSpec(i.id!)?.browserKeepsKeys ? '' : (keysOf(i.accelerator) ?? '');
    return [`${i.id} · ${plain(i.label)} · ${keys}`];
  });
  // Separators around the items left out fold into one, and none ends a menu.
  return lines.filter((l, n) => l.trim() !== '—' || (n > 0 && lines[n - 1]!.trim() !== '—' && n < lines.length - 1));
}

function pageLines(items: MenuEntry[]): string[] {
  return items.flatMap((i): string[] => {
    if (i.kind === 'separator') return ['—'];
    if (i.kind === 'submenu') return [`${i.label} ›`, ...pageLines(i.items).map((l) => `  ${l}`)];
    if (i.command === null) return [`(${i.label})`];
    return [`${i.command} · ${i.label} · ${i.shortcut ?? ''}`];
  });
}

const within = (entries: MenuEntry[]): MenuEntry[] => labelled(entries).flatMap((i) => (i.kind === 'submenu' ? [i, ...within(i.items)] : [i]));
const items = (menus: MenuSpec[]) => menus.flatMap((m) => within(m.items));

describe('the menus', () => {
  it('are the same on the desktop and in the page: menus, items, order, separators, shortcuts and commands', async () => {
    const { menus } = await desktopMenus();
    const page = appMenus(context);
    expect(page.map((m) => m.label)).toEqual(menus.map((m) => plain(m.label)));
    for (const [i, menu] of menus.entries()) expect(pageLines(page[i]!.items), menu.label).toEqual(desktopLines(menu.submenu!));
  });

  it('show every menu command of the table once, with its label and first key; the desktop\'s clicks send its id', async () => {
    const { menus, sent } = await desktopMenus();
    const click = (list: DesktopItem[]): void => list.forEach((i) => (i.click?.(), i.submenu && click(i.submenu)));
    click(menus);
    const placed = COMMANDS.filter((c) => 'menu' in c).map((c) => c.id);
    // Full Screen is Electron's own item on the desktop.
    expect([...sent].sort()).toEqual(placed.filter((id) => !commandSpec(id)!.nativeRole).sort());
    const pageItems = items(appMenus(context)).flatMap((i) => (i.kind === 'item' && i.command ? [i] : []));
    expect(pageItems.map((i) => i.command).sort()).toEqual([...placed].sort());
    for (const item of pageItems) {
      const spec = commandSpec(item.command!)!;
      expect(item.label).toBe(plain(spec.label));
      if (!spec.browserKeepsKeys && 'keys' in spec) expect(item.shortcut, item.label).toBe(spec.keys![0]!.replace('Mod', 'Ctrl').replace('Plus', '+'));
    }
  });

  it('names its items by their labels: "Open…", "Save As…"', () => {
    const file = appMenus(context)[0]!;
    expect(labelled(file.items).map((i) => i.label)).toEqual(['New', 'Open…', 'Open Recent', 'Save', 'Save As…', 'Import', 'Export', 'Close']);
    const submenu = (label: string) => file.items.find((i) => i.kind === 'submenu' && i.label === label);
    const labels = (entry: MenuEntry | undefined) => (entry?.kind === 'submenu' ? labelled(entry.items).map((i) => i.label) : []);
    expect(labels(submenu('Import'))).toEqual(['MovingAI map…', 'MovingAI scenarios…', 'Image…', 'Tiled map…']);
    expect(labels(submenu('Export'))).toEqual(['MovingAI map…', 'Image…', 'Tiled map…', 'Path as JSON…', 'Path as CSV…', 'Picture…', 'Copy path']);
  });

  it('greys out Undo and Redo with nothing to undo or redo, and checks the switches that are on', () => {
    const find = (menus: MenuSpec[], command: string) => items(menus).find((i) => i.kind === 'item' && i.command === command);
    const nothing = appMenus({ ...context, holds: (c) => c === 'comparing' });
    expect(find(nothing, 'undo')).toMatchObject({ disabled: true });
    expect(find(nothing, 'redo')).toMatchObject({ disabled: true });
    expect(find(nothing, 'toggle-grid')).toMatchObject({ checked: false });
    expect(find(nothing, 'toggle-compare')).toMatchObject({ checked: true });
    const everything = appMenus(context);
    expect(find(everything, 'undo')).not.toHaveProperty('disabled');
    expect(find(everything, 'toggle-grid')).toMatchObject({ checked: true });
  });

  it('shows only shortcuts the keyboard has, each for the item\'s own command, with its aria-keyshortcuts', () => {
    for (const item of items(appMenus(context))) {
      if (item.kind !== 'item' || !item.shortcut) continue;
      const parts = item.shortcut.split('+');
      const last = parts.at(-1)!;
      const key = last === 'Esc' ? 'Escape' : last.length === 1 ? last.toLowerCase() : last;
      const event = { key, ctrlKey: parts.includes('Ctrl'), metaKey: false, shiftKey: parts.includes('Shift'), target: null } as unknown as KeyboardEvent;
      expect(commandForKey(event), item.label).toBe(item.command);
      expect(item.ariaShortcut, item.label).toBe(item.shortcut.replace('Ctrl', 'Control').replace(/^Esc$/, 'Escape'));
    }
  });

  it('lists recent files and samples as commands, and says when there are none', () => {
    const [file, , , , help] = appMenus({ ...context, recent: [{ path: 'handle:1', name: 'river.astar' }], samples: [{ file: 'maze.astar', label: 'Maze' }] });
    const recent = file!.items.find((i) => i.kind === 'submenu' && i.label === 'Open Recent');
    expect(recent?.kind === 'submenu' && recent.items.map((i) => (i.kind === 'item' ? [i.label, i.command] : i.kind))).toEqual([
      ['river.astar', 'recent:handle:1'],
      'separator',
      ['Clear Recently Opened', 'clear-recent'],
    ]);
    const none = appMenus(context)[0]!.items.find((i) => i.kind === 'submenu' && i.label === 'Open Recent');
    expect(none?.kind === 'submenu' && none.items).toEqual([{ kind: 'item', label: 'No Recent Projects', command: null, disabled: true }]);
    const samples = help!.items.find((i) => i.kind === 'submenu' && i.label === 'Samples');
    expect(samples?.kind === 'submenu' && samples.items).toEqual([{ kind: 'item', label: 'Maze', command: 'sample:maze.astar' }]);
  });

});

describe('file shortcuts', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}, tagName = 'TEXTAREA') =>
    ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, target: { tagName, isContentEditable: false }, ...mods }) as unknown as KeyboardEvent;

  it('Ctrl+O, Ctrl+S and Ctrl+Shift+S work while typing in a field; plain letters stay text', () => {
    expect(commandForKey(key('o', { ctrlKey: true }))).toBe('open-project');
    expect(commandForKey(key('s', { ctrlKey: true }))).toBe('save-project');
    expect(commandForKey(key('S', { ctrlKey: true, shiftKey: true }))).toBe('save-project-as');
    expect(commandForKey(key('s', { metaKey: true }, 'INPUT'))).toBe('save-project');
    expect(commandForKey(key('s'))).toBeNull();
    expect(commandForKey(key('z', { ctrlKey: true }))).toBeNull(); // the field's own undo
  });
});
