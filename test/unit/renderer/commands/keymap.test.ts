// Keyboard shortcuts map to the commands the issue asks for; the key map is read off the command
// table and the tool registry, where no two commands share a key in the same context (on the page,
// or while typing in a field) and every key written there reaches its command.
import { describe, expect, it } from 'vitest';
import { commandForKey, KEY_BINDINGS } from '../../../../src/renderer/commands/keymap';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, target: null, ...mods }) as unknown as KeyboardEvent;

describe('keymap', () => {
  it('undo and redo', () => {
    expect(commandForKey(key('z', { ctrlKey: true }))).toBe('undo');
    expect(commandForKey(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(commandForKey(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('tools, terrains and views', () => {
    expect(['b', 'e', 'l', 'r', 'o', 'f', 'i', 'h', 's', 'g'].map((k) => commandForKey(key(k)))).toEqual([
      'tool:brush', 'tool:eraser', 'tool:line', 'tool:rect', 'tool:ellipse', 'tool:fill', 'tool:picker', 'tool:height', 'tool:start', 'tool:goal',
    ]);
    expect(commandForKey(key('3'))).toBe('terrain:2');
    expect(commandForKey(key('H', { shiftKey: true }))).toBe('toggle-heights');
    expect(commandForKey(key('0', { ctrlKey: true }))).toBe('zoom-fit');
    expect(commandForKey(key('n', { ctrlKey: true }))).toBe('new-map');
  });

  it('the debugger\'s keys, in a field too for F9, F10, Shift+F10 and F8', () => {
    expect(commandForKey(key('F10'))).toBe('step-search');
    expect(commandForKey(key('F10', { shiftKey: true }))).toBe('step-back');
    expect(commandForKey(key('p'))).toBe('play-pause');
    expect(commandForKey(key('Home'))).toBe('restart-search');
    expect(commandForKey(key('End'))).toBe('go-to-end');
    expect(commandForKey(key('C', { shiftKey: true }))).toBe('toggle-compare');
    const field = { tagName: 'INPUT', type: 'text', isContentEditable: false } as unknown as EventTarget;
    expect(commandForKey(key('F10', { target: field }))).toBe('step-search');
    expect(commandForKey(key('F8', { target: field }))).toBe('toggle-breakpoint');
    expect(commandForKey(key('p', { target: field }))).toBeNull(); // typing a p
  });

  it('a ticked checkbox or the timeline slider takes no typing: the app\'s keys still work there', () => {
    for (const type of ['checkbox', 'range']) {
      const t = { tagName: 'INPUT', type, isContentEditable: false } as unknown as EventTarget;
      expect(commandForKey(key('0', { ctrlKey: true, target: t })), type).toBe('zoom-fit');
      expect(commandForKey(key('p', { target: t })), type).toBe('play-pause');
    }
    expect(commandForKey(key('0', { ctrlKey: true, target: { tagName: 'INPUT', type: 'number', isContentEditable: false } as unknown as EventTarget }))).toBeNull();
  });
});

describe('the key map read off the command table', () => {
  const field = { tagName: 'INPUT', type: 'text', isContentEditable: false } as unknown as EventTarget;
  const contexts = { 'on the page': () => true, 'while typing in a field': (b: (typeof KEY_BINDINGS)[number]) => b.inFields };

  it('gives no two commands one key in the same context', () => {
    for (const [context, active] of Object.entries(contexts)) {
      const byChord = new Map<string, string[]>();
      for (const b of KEY_BINDINGS.filter(active)) {
        const chord = `${b.mod ? 'Mod+' : ''}${b.shift ? 'Shift+' : ''}${b.key}`;
        byChord.set(chord, [...(byChord.get(chord) ?? []), b.command]);
      }
      const shared = [...byChord].filter(([, commands]) => commands.length > 1).map(([chord, commands]) => `${chord}: ${commands.join(', ')}`);
      expect(shared, context).toEqual([]);
    }
  });

  it('lets every key of the table reach its own command, in fields too where the table says so', () => {
    for (const b of KEY_BINDINGS) {
      const event = key(b.key, { ctrlKey: b.mod, shiftKey: b.shift });
      expect(commandForKey(event), `${b.command} by ${b.key}`).toBe(b.command);
      expect(commandForKey({ ...event, target: field } as KeyboardEvent), `${b.command} in a field`).toBe(b.inFields ? b.command : null);
    }
  });

  it('binds each tool\'s key to selecting it', () => {
    expect(KEY_BINDINGS.filter((b) => b.command.startsWith('tool:')).map((b) => `${b.key} ${b.command}`)).toEqual([
      'b tool:brush', 'e tool:eraser', 'l tool:line', 'r tool:rect', 'o tool:ellipse', 'f tool:fill', 'i tool:picker', 'h tool:height', 's tool:start', 'g tool:goal', 'w tool:waypoint', 'k tool:point',
    ]);
  });

  it('takes Cmd for Ctrl, and a Shift a plain key does not name (Shift+P plays; Shift+B is its own command)', () => {
    expect(commandForKey(key('z', { metaKey: true }))).toBe('undo');
    expect(commandForKey(key('P', { shiftKey: true }))).toBe('play-pause');
    expect(commandForKey(key('+', { shiftKey: true }))).toBe('zoom-in');
    expect(commandForKey(key('B', { shiftKey: true }))).toBe('toggle-brush-shape');
    expect(commandForKey(key('s', { ctrlKey: true, shiftKey: true }))).toBe('save-project-as');
    expect(commandForKey(key('o', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });
});
