// The menus and their sections, in order: File to Help, and the submenus inside them. Commands
// place themselves in a section (the command table's `menu`, e.g. "help/about"); what is not a
// command is named here: submenus, the lists main or the page fills (Open Recent, Samples) and
// the desktop's own items (Cut, Copy, Quit…). A section's commands come first, in table order,
// then its entries below; sections are separated by a line, and an empty one shows nothing.

/** Electron's items the desktop menu shows as they are (the web menu leaves them to the browser). */
export type MenuRole = 'cut' | 'copy' | 'paste' | 'selectAll' | 'togglefullscreen' | 'reload' | 'toggleDevTools' | 'quit';

/** Submenus built from a list at run time. */
export type MenuList = 'recent' | 'samples';

/** When a desktop item shows: in development only, or everywhere but a Mac (whose app menu has Quit). */
export type RoleWhen = 'developerTools' | 'notMac';

/** What a section holds besides commands. */
export type MenuEntryDecl =
  | { readonly kind: 'submenu'; readonly menu: string }
  | { readonly kind: 'list'; readonly list: MenuList; readonly label: string; /** The disabled line shown when the list is empty. */ readonly empty: string }
  | { readonly kind: 'role'; readonly role: MenuRole; readonly when?: RoleWhen };

export interface MenuDecl {
  readonly id: string;
  /** `&` comes before the letter that opens it with Alt (Windows and Linux). */
  readonly label: string;
  readonly sections: readonly { readonly name: string; readonly entries?: readonly MenuEntryDecl[] }[];
}

const role = (r: MenuRole, when?: RoleWhen): MenuEntryDecl => (when ? { kind: 'role', role: r, when } : { kind: 'role', role: r });

/** Every menu; those no other menu names as a submenu make the bar, in this order. */
export const MENUS = [
  {
    id: 'file',
    label: '&File',
    sections: [
      { name: 'open', entries: [{ kind: 'list', list: 'recent', label: 'Open &Recent', empty: 'No Recent Projects' }] },
      { name: 'save' },
      { name: 'exchange', entries: [{ kind: 'submenu', menu: 'file.import' }, { kind: 'submenu', menu: 'file.export' }] },
      { name: 'close' },
      { name: 'quit', entries: [role('quit', 'notMac')] },
    ],
  },
  { id: 'file.import', label: '&Import', sections: [{ name: 'formats' }] },
  { id: 'file.export', label: '&Export', sections: [{ name: 'map' }, { name: 'path' }] },
  {
    id: 'edit',
    label: '&Edit',
    sections: [{ name: 'history' }, { name: 'map' }, { name: 'clipboard', entries: [role('cut'), role('copy'), role('paste'), role('selectAll')] }],
  },
  {
    id: 'view',
    label: '&View',
    sections: [{ name: 'zoom' }, { name: 'live' }, { name: 'analysis' }, { name: 'window' }, { name: 'developer', entries: [role('reload', 'developerTools'), role('toggleDevTools', 'developerTools')] }],
  },
  { id: 'search', label: '&Search', sections: [{ name: 'run' }, { name: 'breakpoints' }, { name: 'cancel' }] },
  {
    id: 'help',
    label: '&Help',
    sections: [{ name: 'samples', entries: [{ kind: 'list', list: 'samples', label: 'Sa&mples', empty: 'No Samples Installed' }] }, { name: 'about' }],
  },
] as const satisfies readonly MenuDecl[];

type Declared = (typeof MENUS)[number];
export type MenuId = Declared['id'];

/** "menu/section": where a command shows, checked against the sections above. */
export type MenuSection = Declared extends infer D
  ? D extends { id: infer Id extends string; sections: readonly (infer S)[] }
    ? S extends { name: infer N extends string }
      ? `${Id}/${N}`
      : never
    : never
  : never;
