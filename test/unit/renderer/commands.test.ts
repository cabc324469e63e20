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
