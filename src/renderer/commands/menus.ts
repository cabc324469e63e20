// The page's menu bar as data, from the menu tree the desktop's native menu is built from too
// (src/shared/commands/menuTree.ts): each item runs its command through the one dispatcher
// (runCommand.ts), shows the command's first key, and is greyed out or checked as the command
// table says.
import type { CommandCondition } from '../../shared/commands/commandTable';
import { ariaChord, chordLabel, type KeyPlatform } from '../../shared/commands/keyChords';
import { menuTree, plainLabel, type MenuNode } from '../../shared/commands/menuTree';
import type { ProjectFileRef } from '../../shared/ipc/projectFiles';
import { commandSpec, type CommandId } from './appCommands';

/** An item that runs a command. */
export interface MenuCommandItem {
  kind: 'item';
  label: string;
  /** null for a placeholder that does nothing ("No Recent Projects"). */
  command: CommandId | null;
  /** The keys shown beside it (the keymap binds them). */
  shortcut?: string;
  /** The same keys as aria-keyshortcuts names them ("Control+Shift+S"). */
  ariaShortcut?: string;
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

/** What the menus show that changes: the recent files, the samples, enabled and checked marks. */
export interface MenuContext {
  recent: readonly ProjectFileRef[];
  samples: readonly { file: string; label: string }[];
  /** The host can forget its recent files (the web; the desktop's own menu does it there). */
  canClearRecent: boolean;
  /** Answers the command table's conditions (enabledWhen, checkedWhen). */
  holds(condition: CommandCondition): boolean;
  platform?: KeyPlatform;
}

const placeholder = (label: string): MenuCommandItem => ({ kind: 'item', label, command: null, disabled: true });
const separator = { kind: 'separator' } as const;

/** The menus, File to Help. */
export function appMenus(ctx: MenuContext): MenuSpec[] {
  return menuTree({ native: false }).map((menu) => ({ label: plainLabel(menu.label), items: menu.items.flatMap((node) => entries(node, ctx)) }));
}

function entries(node: MenuNode, ctx: MenuContext): MenuEntry[] {
  switch (node.kind) {
    case 'separator': return [separator];
    case 'role': return []; // the desktop's own items; a browser has its own
    case 'submenu': return [{ kind: 'submenu', label: plainLabel(node.label), items: node.items.flatMap((n) => entries(n, ctx)) }];
    case 'list': return [{ kind: 'submenu', label: plainLabel(node.label), items: node.list === 'recent' ? recentItems(ctx, node.empty) : sampleItems(ctx, node.empty) }];
    case 'command': return [commandItem(node.command.id as CommandId, ctx)];
  }
}

/** The menu item of `command`, as the table describes it. */
function commandItem(command: CommandId, ctx: MenuContext, label?: string): MenuCommandItem {
  const spec = commandSpec(command)!;
  const key = spec.browserKeepsKeys ? undefined : spec.keys?.[0];
  return {
    kind: 'item',
    label: label ?? plainLabel(spec.label),
    command,
    ...(key ? { shortcut: chordLabel(key, ctx.platform), ariaShortcut: ariaChord(key, ctx.platform) } : {}),
    ...(spec.enabledWhen && !ctx.holds(spec.enabledWhen) ? { disabled: true } : {}),
    ...(spec.checkedWhen ? { checked: ctx.holds(spec.checkedWhen) } : {}),
  };
}

function recentItems(ctx: MenuContext, empty: string): MenuEntry[] {
  const files = ctx.recent.filter((f): f is ProjectFileRef & { path: string } => f.path !== null);
  if (files.length === 0) return [placeholder(empty)];
  return [...files.map((f) => commandItem(`recent:${f.path}`, ctx, f.name)), ...(ctx.canClearRecent ? [separator, commandItem('clear-recent', ctx)] : [])];
}

function sampleItems(ctx: MenuContext, empty: string): MenuEntry[] {
  return ctx.samples.length ? ctx.samples.map((s) => commandItem(`sample:${s.file}`, ctx, s.label)) : [placeholder(empty)];
}
