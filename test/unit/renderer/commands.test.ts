// Keyboard shortcuts map to the commands the issue asks for.
import { describe, expect, it } from 'vitest';
import { commandForKey } from '../../../src/renderer/commands/keymap';

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
});
