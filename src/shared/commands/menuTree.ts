// The menus as a tree, read off the menu layout and the command table: the desktop's native menu
// (src/main/menu.ts) and the page's menu bar (src/renderer/commands/menus.ts) each turn this one
// tree into their own items, so they cannot list different things.
import { COMMANDS, type CommandSpec } from './commandTable';
import { MENUS, type MenuDecl, type MenuList, type MenuRole, type RoleWhen } from './menuLayout';

export type MenuNode =
  | { readonly kind: 'command'; readonly command: CommandSpec }
  | { readonly kind: 'submenu'; readonly label: string; readonly items: readonly MenuNode[] }
  | { readonly kind: 'list'; readonly list: MenuList; readonly label: string; readonly empty: string }
  | { readonly kind: 'role'; readonly role: MenuRole }
  | { readonly kind: 'separator' };

/** One menu of the bar. */
export interface TopMenu {
  readonly label: string;
  readonly items: readonly MenuNode[];
}

/** Which menu is built: the desktop's native one (with Electron's own items) or the page's. */
export interface MenuTarget {
  native: boolean;
  /** Reload and DevTools (native, unpackaged app only). */
  developerTools?: boolean;
  /** A Mac, whose app menu holds Quit. */
  mac?: boolean;
}

/** The menu bar for `target`, from `commands` placed in `menus`. */
export function menuTree(target: MenuTarget, commands: readonly CommandSpec[] = COMMANDS, menus: readonly MenuDecl[] = MENUS): TopMenu[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const nested = new Set(menus.flatMap((m) => m.sections.flatMap((s) => (s.entries ?? []).flatMap((e) => (e.kind === 'submenu' ? [e.menu] : [])))));
  const build = (menu: MenuDecl): MenuNode[] => {
    const sections = menu.sections.map((section) => [
      ...commands.filter((c) => c.menu === `${menu.id}/${section.name}`).map((command): MenuNode => (target.native && command.nativeRole ? { kind: 'role', role: command.nativeRole } : { kind: 'command', command })),
      ...(section.entries ?? []).flatMap((entry): MenuNode[] => {
        if (entry.kind === 'list') return [entry];
        if (entry.kind === 'role') return target.native && shows(entry.when, target) ? [{ kind: 'role', role: entry.role }] : [];
        const sub = byId.get(entry.menu);
        if (!sub) throw new Error(`Menu "${menu.id}" names a submenu "${entry.menu}" that is not declared.`);
        return [{ kind: 'submenu', label: sub.label, items: build(sub) }];
      }),
    ]);
    return sections.filter((s) => s.length > 0).flatMap((s, i) => (i === 0 ? s : [{ kind: 'separator' } as const, ...s]));
  };
  return menus.filter((m) => !nested.has(m.id)).map((m) => ({ label: m.label, items: build(m) }));
}

function shows(when: RoleWhen | undefined, target: MenuTarget): boolean {
  if (when === 'developerTools') return !!target.developerTools;
  if (when === 'notMac') return !target.mac;
  return true;
}

/** A label without its mnemonic marks, as the page and the shortcut list show it: "Save &As…" → "Save As…". */
export function plainLabel(label: string): string {
  return label.replace(/&(&?)/g, '$1');
}

/** A label shown as written in a native menu (a file name): `&&` is a literal `&` there. */
export function literalLabel(label: string): string {
  return label.replaceAll('&', '&&');
}
