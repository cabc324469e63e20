// A key written once in the table's notation reads right everywhere: as Electron's accelerator,
// as menus and the shortcut list show it (Ctrl, or Cmd on a Mac), as aria-keyshortcuts names it,
// and as the KeyboardEvent.key the page matches.
import { describe, expect, it } from 'vitest';
import { accelerator, ariaChord, chordLabel, eventKey, parseChord } from '../../../../src/shared/commands/keyChords';

describe('key chords', () => {
  it('become Electron accelerators with CmdOrCtrl and Escape', () => {
    expect(accelerator('Mod+Shift+S')).toBe('CmdOrCtrl+Shift+S');
    expect(accelerator('Mod+=')).toBe('CmdOrCtrl+=');
    expect(accelerator('Shift+F10')).toBe('Shift+F10');
    expect(accelerator('Esc')).toBe('Escape');
    expect(accelerator('Plus')).toBe('Plus');
  });

  it('read as Ctrl elsewhere and Cmd on a Mac', () => {
    expect(chordLabel('Mod+Shift+Z')).toBe('Ctrl+Shift+Z');
    expect(chordLabel('Mod+Shift+Z', 'mac')).toBe('Cmd+Shift+Z');
    expect(chordLabel('Esc')).toBe('Esc');
    expect(chordLabel('Plus')).toBe('+');
    expect(chordLabel('[')).toBe('[');
  });

  it('name Control (Meta on a Mac) and Escape for aria-keyshortcuts', () => {
    expect(ariaChord('Mod+Shift+S')).toBe('Control+Shift+S');
    expect(ariaChord('Mod+S', 'mac')).toBe('Meta+S');
    expect(ariaChord('Esc')).toBe('Escape');
  });

  it('match the key a KeyboardEvent reports, letters in lower case', () => {
    expect(eventKey('Mod+Shift+S')).toBe('s');
    expect(eventKey('Esc')).toBe('Escape');
    expect(eventKey('Plus')).toBe('+');
    expect(eventKey('F10')).toBe('F10');
    expect(parseChord('Mod+Shift+S')).toEqual({ key: 'S', mod: true, shift: true });
  });

  it('refuse what the notation does not allow, saying how to write it', () => {
    for (const bad of ['Ctrl+S', 'Mod+', 'Mod+Mod+S', 'Alt+F4', '']) expect(() => parseChord(bad), bad).toThrow('write modifiers (Mod, Shift) then one key');
  });
});
