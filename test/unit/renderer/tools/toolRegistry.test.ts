// The tool registry is where a tool is named once: the controller makes one state machine per
// registered tool, each with its own id and key, and treats work that outlives the pointer (a
// fill spreading over frames) the same for any tool that has it: the next press or an undo
// completes it first, Escape abandons it.
import { describe, expect, it } from 'vitest';
import { TOOLS, toolNamed } from '../../../../src/renderer/tools/toolRegistry';
import { TestEditor } from './testEditor';

describe('the tool registry', () => {
  it('gives each tool its own id and key, and the controller a state machine for each', () => {
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((t) => t.key)).size).toBe(TOOLS.length);
    expect(Object.keys(new TestEditor().tools.tools)).toEqual(TOOLS.map((t) => t.id));
  });

  it('lists the options each tool shows: the eraser paints no chosen terrain, the shapes can be filled', () => {
    expect(toolNamed('eraser').settings).toEqual(['brush']);
    expect(toolNamed('rect').settings).toContain('filled');
    expect(toolNamed('start').settings).toEqual(['marker']);
  });
});

describe('work that outlives the pointer', () => {
  const spreading = () => {
    const t = new TestEditor(1024, 1024).use('fill', { terrain: 2 }).click(5, 5);
    expect(t.tools.busy).toBe(true);
    return t;
  };

  it('completes before the next press, with whatever tool', () => {
    const t = spreading();
    t.use('brush', { terrain: 3 }).click(0, 0);
    expect(t.tools.busy).toBe(false);
    expect(t.at(1023, 1023)).toBe(2);
    expect(t.at(0, 0)).toBe(3);
  });

  it('completes when settled (before undo), as one undo entry', () => {
    const t = spreading();
    t.tools.settle();
    expect(t.tools.busy).toBe(false);
    expect(t.doc.grid.terrain.every((v) => v === 2)).toBe(true);
    t.doc.history.undo();
    expect(t.doc.grid.terrain.every((v) => v === 0)).toBe(true);
  });

  it('is abandoned by Escape, leaving the map as it was', () => {
    const t = spreading();
    expect(t.tools.cancel()).toBe(true);
    expect(t.tools.busy).toBe(false);
    expect(t.editor.fillProgress).toBe(-1);
    expect(t.doc.grid.terrain.every((v) => v === 0)).toBe(true);
    expect(t.doc.undoLabel).toBeNull();
  });
});
