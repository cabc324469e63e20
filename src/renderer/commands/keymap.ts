// The page's key map, read off the command table: which command a key press means. Ctrl and Cmd
// both count as the table's Mod on every platform.
import { eventKey, parseChord } from '../../shared/commands/keyChords';
import { APP_COMMANDS, type CommandId } from './appCommands';

export type { CommandId } from './appCommands';

interface Binding {
  command: CommandId;
  /** KeyboardEvent.key, lower case for letters. */
  key: string;
  mod: boolean;
  shift: boolean;
  /** Works while typing in a field too. */
  inFields: boolean;
}

export const KEY_BINDINGS: readonly Binding[] = APP_COMMANDS.flatMap((c) =>
  (c.keys ?? []).map((chord) => {
    const { mod, shift } = parseChord(chord);
    return { command: c.id as CommandId, key: eventKey(chord), mod, shift, inFields: !!c.inFields };
  }),
);

/** Inputs that take no typed text: with one focused (a ticked checkbox, the timeline slider) the app's keys still work. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color']);

/** Whether keys pressed in `t` are typing (a text field, a list, editable text). */
function takesTyping(t: HTMLElement): boolean {
  if (t.tagName === 'INPUT') return !NOT_TYPED.has((t as HTMLInputElement).type);
  return t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable;
}

/** The command a key press means, if any. Keys typed into a form field are left alone, but for the commands that work there. */
export function commandForKey(e: KeyboardEvent): CommandId | null {
  const t = e.target as HTMLElement | null;
  const typing = !!t && takesTyping(t);
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const candidates = KEY_BINDINGS.filter((b) => b.key === key && b.mod === mod && (!typing || b.inFields));
  // Shift must match, except that a plain key ignores a Shift it does not name ('+' needs Shift
  // on most layouts; Shift+P still plays) unless Shift with that key is a command of its own.
  const exact = candidates.find((b) => b.shift === e.shiftKey);
  const plain = candidates.find((b) => !b.mod && !b.shift);
  return (exact ?? plain)?.command ?? null;
}
