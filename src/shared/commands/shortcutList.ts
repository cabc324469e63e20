// The shortcut list, read off the command table: the F1 dialog shows it, and the README's
// "Keyboard shortcuts" table is this list written as Markdown (a unit test keeps them equal).
import { chordLabel, type KeyPlatform } from './keyChords';
import type { CommandSpec } from './commandTable';
import { plainLabel } from './menuTree';

/** One line of the list. */
export interface ShortcutRow {
  keys: string;
  text: string;
}

/** What the pointer and the menu bar do that is no command of the table. */
export const GESTURE_ROWS: readonly ShortcutRow[] = [
  { keys: 'Alt (alone)', text: 'Focus the menu bar (web version)' },
  { keys: 'Space + drag, middle drag', text: 'Pan' },
  { keys: 'Wheel', text: 'Zoom around the cursor' },
  { keys: 'Right-click', text: 'Set start or goal, add a breakpoint, inspect a cell' },
];

/** A line per command that has keys, in table order, then the gestures. */
export function shortcutRows(commands: readonly CommandSpec[], platform: KeyPlatform = 'other'): ShortcutRow[] {
  const rows = commands.flatMap((c) => {
    if (!c.keys?.length || c.help === false) return [];
    return [{ keys: c.helpKeys ?? c.keys.map((k) => chordLabel(k, platform)).join(', '), text: c.help ?? plainLabel(c.label) }];
  });
  return [...rows, ...GESTURE_ROWS];
}

/** The list as a Markdown table (the README's). */
export function shortcutMarkdown(rows: readonly ShortcutRow[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return ['| Keys | Action |', '| --- | --- |', ...rows.map((r) => `| ${cell(r.keys)} | ${cell(r.text)} |`)].join('\n');
}

const BEGIN = '<!-- shortcuts:begin';
const END = '<!-- shortcuts:end -->';

/** The shortcut table between the README's marker comments, or null when it has none. */
export function readmeShortcutTable(readme: string): string | null {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < begin) return null;
  return readme.slice(readme.indexOf('\n', begin) + 1, end).trim();
}

/** `readme` with `table` between its marker comments; throws when they are missing. */
export function replaceShortcutTable(readme: string, table: string): string {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`The README has no "${BEGIN} … -->" and "${END}" comments around its shortcut table: put them back under "### Keyboard shortcuts".`);
  return `${readme.slice(0, readme.indexOf('\n', begin) + 1)}${table}\n${readme.slice(end)}`;
}
