// One tree for both menus: the desktop's has Electron's own items (clipboard, Quit off the Mac,
// Reload and DevTools in development, Toggle Full Screen) where the page's has none or its own
// Full Screen command; sections are parted by one line and an empty one leaves no line.
import { describe, expect, it } from 'vitest';
import { menuTree, plainLabel, type MenuNode, type TopMenu } from '../../../../src/shared/commands/menuTree';
import type { CommandSpec } from '../../../../src/shared/commands/commandTable';
import type { MenuDecl } from '../../../../src/shared/commands/menuLayout';

const names = (items: readonly MenuNode[]): string[] =>
  items.map((n) => (n.kind === 'command' ? n.command.id : n.kind === 'role' ? `role:${n.role}` : n.kind === 'separator' ? '—' : `${plainLabel(n.label)} ›`));
const menu = (menus: TopMenu[], label: string) => names(menus.find((m) => plainLabel(m.label) === label)!.items);

describe('the menu tree', () => {
  it('lays out the desktop menu with Electron\'s items, the page\'s without', () => {
    const desktop = menuTree({ native: true, developerTools: true, mac: false });
    const page = menuTree({ native: false });
    expect(desktop.map((m) => plainLabel(m.label))).toEqual(['File', 'Edit', 'View', 'Search', 'Help']);
    expect(menu(page, 'Edit').slice(0, 4)).toEqual(['undo', 'redo', '—', 'resize-map']);
    expect(menu(desktop, 'Edit')).toEqual([...menu(page, 'Edit'), '—', 'role:cut', 'role:copy', 'role:paste', 'role:selectAll']);
    expect(menu(page, 'View')).toContain('toggle-fullscreen');
    const viewOnDesktop = menu(page, 'View').map((n) => (n === 'toggle-fullscreen' ? 'role:togglefullscreen' : n));
    expect(menu(desktop, 'View')).toEqual([...viewOnDesktop, '—', 'role:reload', 'role:toggleDevTools']);
    expect(menu(page, 'File')).toEqual(['new-map', 'open-project', 'Open Recent ›', '—', 'save-project', 'save-project-as', '—', 'Import ›', 'Export ›', '—', 'close-project']);
    expect(menu(desktop, 'File')).toEqual([...menu(page, 'File'), '—', 'role:quit']);
  });

  it('leaves Quit to a Mac\'s app menu and Reload and DevTools to development', () => {
    const mac = menuTree({ native: true, developerTools: false, mac: true });
    expect(menu(mac, 'File').at(-1)).toBe('close-project');
    expect(menu(mac, 'View').at(-1)).toBe('role:togglefullscreen');
  });

  it('places a new command by its section alone, after the commands already there', () => {
    const menus: MenuDecl[] = [{ id: 'help', label: '&Help', sections: [{ name: 'start' }, { name: 'about' }] }];
    const commands: CommandSpec[] = [
      { id: 'about', label: '&About', menu: 'help/about' as never },
      { id: 'getting-started', label: '&Getting Started', menu: 'help/start' as never },
      { id: 'shortcuts', label: '&Keyboard Shortcuts', menu: 'help/about' as never },
    ];
    expect(names(menuTree({ native: false }, commands, menus)[0]!.items)).toEqual(['getting-started', '—', 'about', 'shortcuts']);
  });

  it('says which submenu is missing when a menu names one not declared', () => {
    const menus: MenuDecl[] = [{ id: 'file', label: '&File', sections: [{ name: 'x', entries: [{ kind: 'submenu', menu: 'file.nothing' }] }] }];
    expect(() => menuTree({ native: false }, [], menus)).toThrow('Menu "file" names a submenu "file.nothing" that is not declared.');
  });

  it('strips mnemonics for the page, keeping a literal ampersand', () => {
    expect(plainLabel('Save &As…')).toBe('Save As…');
    expect(plainLabel('Maps && Paths')).toBe('Maps & Paths');
  });
});
