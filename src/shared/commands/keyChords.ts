// Keys as the command table writes them, once per command, and their translations: Electron's
// accelerators for the native menu, the text menus and the shortcut list show, the names
// aria-keyshortcuts takes, and the KeyboardEvent the page's key map matches.
//
// The notation: modifiers, then one key, joined by "+": "Mod+Shift+S", "Shift+F10", "P", "Esc",
// "[". Mod is Ctrl, or Cmd on a Mac (the page takes either on every platform). The plus key is
// written "Plus" (a bare "+" would be read as the joiner).

/** Whose names the modifier takes: a Mac's (Cmd) or everyone else's (Ctrl). */
export type KeyPlatform = 'mac' | 'other';

/** A chord taken apart. */
export interface Chord {
  /** The key as written: "S", "F10", "Esc", "Plus", "[". */
  key: string;
  /** Ctrl (Cmd on a Mac). */
  mod: boolean;
  shift: boolean;
}

const MODIFIERS = new Set(['Mod', 'Shift']);

/** Takes a chord of the notation apart; throws for one the notation does not allow (a table typo). */
export function parseChord(chord: string): Chord {
  const parts = chord.split('+');
  const key = parts.pop() ?? '';
  const bad = parts.find((p) => !MODIFIERS.has(p));
  if (!key || bad !== undefined || new Set(parts).size !== parts.length) throw new Error(`"${chord}" is not a key chord: write modifiers (Mod, Shift) then one key, joined by "+".`);
  return { key, mod: parts.includes('Mod'), shift: parts.includes('Shift') };
}

/** The chord as Electron's accelerator: "CmdOrCtrl+Shift+S", "Escape". */
export function accelerator(chord: string): string {
  const { key, mod, shift } = parseChord(chord);
  return [mod && 'CmdOrCtrl', shift && 'Shift', key === 'Esc' ? 'Escape' : key].filter(Boolean).join('+');
}

/** The chord as people read it: "Ctrl+Shift+S" ("Cmd+Shift+S" on a Mac), "Esc", "+". */
export function chordLabel(chord: string, platform: KeyPlatform = 'other'): string {
  const { key, mod, shift } = parseChord(chord);
  return [mod && (platform === 'mac' ? 'Cmd' : 'Ctrl'), shift && 'Shift', key === 'Plus' ? '+' : key].filter(Boolean).join('+');
}

/** The chord as aria-keyshortcuts names it: "Control+Shift+S", "Escape". */
export function ariaChord(chord: string, platform: KeyPlatform = 'other'): string {
  const { key, mod, shift } = parseChord(chord);
  return [mod && (platform === 'mac' ? 'Meta' : 'Control'), shift && 'Shift', key === 'Esc' ? 'Escape' : key].filter(Boolean).join('+');
}

/** The KeyboardEvent.key the chord's key gives, lower case for letters: "s", "Escape", "+". */
export function eventKey(chord: string): string {
  const { key } = parseChord(chord);
  if (key === 'Esc') return 'Escape';
  if (key === 'Plus') return '+';
  return key.length === 1 ? key.toLowerCase() : key;
}
