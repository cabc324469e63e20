// The web build's menu bar has the desktop menu's menus and items, with the same shortcuts, and
// every shortcut it shows is one the keyboard really has; file commands work while typing notes.
import { describe, expect, it, vi } from 'vitest';
import { commandForKey } from '../../../../src/renderer/commands/keymap';
import { appMenus, type MenuEntry, type MenuSpec } from '../../../../src/renderer/commands/menus';

vi.mock('electron', () => ({ Menu: { buildFromTemplate: (template: unknown) => template } }));

interface DesktopItem {
  label?: string;
  accelerator?: string;
  role?: string;
  submenu?: DesktopItem[];
}

/** The desktop's menu template (src/main/menu.ts, built with a stand-in for Electron's Menu). */
async function desktopMenus(): Promise<DesktopItem[]> {
  // Imported by a path held in a variable: the renderer's type check must not take in main's Electron types.
  const path = '../../../../src/main/menu';
  const { buildAppMenu } = (await import(/* @vite-ignore */ path)) as { buildAppMenu: (send: () => void, devTools: boolean) => unknown };
  return buildAppMenu(() => {}, false) as DesktopItem[];
}

const plain = (label = '') => label.replace(/&(?!&)/g, '').replaceAll('&&', '&');
const keysOf = (accelerator?: string) => accelerator?.replace('CmdOrCtrl', 'Ctrl').replace('Escape', 'Esc');
const labelled = (items: MenuEntry[]) => items.filter((i) => i.kind !== 'separator');
const context = { recent: [], samples: [{ file: 'maze.astar', label: 'Maze' }], canClearRecent: true, showGrid: true, comparing: false };

describe('the in-page menu bar', () => {
  it('has the desktop menu\'s menus and items, with the same shortcuts', async () => {
    const desktop = (await desktopMenus()).filter((m) => m.label);
    const web = appMenus(context);
    expect(web.map((m) => m.label)).toEqual(desktop.map((m) => plain(m.label)));
    // Submenus built from lists (Open Recent, Samples) are compared in their own test below.
    const fromLists = new Set(['Open Recent', 'Samples']);
    const compare = (where: string, desktopItems: DesktopItem[], webItems: MenuEntry[]) => {
      const named = labelled(webItems);
      for (const item of desktopItems.filter((d) => d.label)) {
        const match = named.find((w) => w.label === plain(item.label));
        expect(match, `${where} › ${plain(item.label)}`).toBeDefined();
        // Ctrl+W is the browser's (it closes the tab), so the web's Close shows no shortcut.
        if (match?.kind === 'item' && match.command !== 'close-project') expect(match.shortcut, match.label).toBe(keysOf(item.accelerator));
        if (match?.kind === 'submenu' && !fromLists.has(match.label)) compare(`${where} › ${match.label}`, item.submenu ?? [], match.items);
      }
    };
    for (const [i, menu] of desktop.entries()) compare(plain(menu.label), menu.submenu ?? [], web[i]!.items);
  });

  it('names its items by their labels: "Open…", "Save As…"', () => {
    const file = appMenus(context)[0]!;
    expect(labelled(file.items).map((i) => i.label)).toEqual(['New', 'Open…', 'Open Recent', 'Save', 'Save As…', 'Import', 'Export', 'Close']);
    const submenu = (label: string) => file.items.find((i) => i.kind === 'submenu' && i.label === label);
    const labels = (entry: MenuEntry | undefined) => (entry?.kind === 'submenu' ? labelled(entry.items).map((i) => i.label) : []);
    expect(labels(submenu('Import'))).toEqual(['MovingAI map…', 'MovingAI scenarios…', 'Image…', 'Tiled map…']);
    expect(labels(submenu('Export'))).toEqual(['MovingAI map…', 'Image…', 'Tiled map…', 'Path as JSON…', 'Path as CSV…', 'Picture…', 'Copy path']);
  });

  it('shows only shortcuts the keyboard has, each for the item\'s own command', () => {
    const within = (entries: MenuEntry[]): MenuEntry[] => labelled(entries).flatMap((i) => (i.kind === 'submenu' ? [i, ...within(i.items)] : [i]));
    const items = (menus: MenuSpec[]) => menus.flatMap((m) => within(m.items));
    for (const item of items(appMenus(context))) {
      if (item.kind !== 'item' || !item.shortcut || item.disabled) continue;
      const parts = item.shortcut.split('+');
      const last = parts.at(-1)!;
      const key = last === 'Esc' ? 'Escape' : last.length === 1 ? last.toLowerCase() : last;
      const event = { key, ctrlKey: parts.includes('Ctrl'), metaKey: false, shiftKey: parts.includes('Shift'), target: null } as unknown as KeyboardEvent;
      expect(commandForKey(event), item.label).toBe(item.command);
    }
  });

  it('lists recent files and samples as commands, and says when there are none', () => {
    const [file, , , , help] = appMenus({ ...context, recent: [{ path: 'handle:1', name: 'river.astar' }] });
    const recent = file!.items.find((i) => i.kind === 'submenu' && i.label === 'Open Recent');
    expect(recent?.kind === 'submenu' && recent.items.map((i) => (i.kind === 'item' ? [i.label, i.command] : i.kind))).toEqual([
      ['river.astar', 'recent:handle:1'],
      'separator',
      ['Clear Recently Opened', 'clear-recent'],
    ]);
    const none = appMenus({ ...context, samples: [] })[0]!.items.find((i) => i.kind === 'submenu' && i.label === 'Open Recent');
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
