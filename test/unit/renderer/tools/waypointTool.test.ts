// The Waypoint tool and the Route section's edits: a click places a waypoint before the goal, a press
// on one drags it with any tool, reorder and delete keep the others, Escape puts a dragged one back,
// a resize moves or drops them, and each change is one undo step.
import { describe, expect, it } from 'vitest';
import { deleteWaypoint, reorderWaypoint } from '../../../../src/renderer/state/waypoints';
import { TestEditor } from './testEditor';

const cell = (x: number, y: number) => y * 8 + x;

describe('waypoints', () => {
  it('are placed in order by clicks, and dragged (with any tool) as one undo step', () => {
    const t = new TestEditor(8, 8).use('waypoint').click(1, 1).click(5, 5);
    expect(t.doc.waypoints).toEqual([cell(1, 1), cell(5, 5)]);
    expect(t.doc.history.undoLabel).toBe('place waypoint');
    t.use('brush', { terrain: 3 }).down(1, 1).move(2, 3).move(3, 3);
    expect(t.doc.waypoints).toEqual([cell(3, 3), cell(5, 5)]);
    t.up(3, 3);
    expect(t.at(2, 3)).toBe(0); // the press dragged the waypoint instead of painting
    expect(t.doc.history.undoLabel).toBe('move waypoint');
    t.doc.history.undo();
    expect(t.doc.waypoints).toEqual([cell(1, 1), cell(5, 5)]);
    t.doc.history.undo();
    expect(t.doc.waypoints).toEqual([cell(1, 1)]);
  });

  it('Escape puts a dragged waypoint back', () => {
    const t = new TestEditor(8, 8).use('waypoint').click(1, 1);
    t.down(1, 1).move(4, 4);
    expect(t.doc.waypoints).toEqual([cell(4, 4)]);
    t.tools.cancel();
    expect(t.doc.waypoints).toEqual([cell(1, 1)]);
  });

  it('are reordered and deleted from the Route section, each an undo step', () => {
    const t = new TestEditor(8, 8).use('waypoint').click(1, 1).click(2, 2).click(3, 3);
    reorderWaypoint(t.doc, 2, -1);
    expect(t.doc.waypoints).toEqual([cell(1, 1), cell(3, 3), cell(2, 2)]);
    reorderWaypoint(t.doc, 0, -1); // nothing before the first
    deleteWaypoint(t.doc, 0);
    expect(t.doc.waypoints).toEqual([cell(3, 3), cell(2, 2)]);
    expect(t.doc.history.undoLabel).toBe('delete waypoint');
    t.doc.history.undo();
    t.doc.history.undo();
    expect(t.doc.waypoints).toEqual([cell(1, 1), cell(2, 2), cell(3, 3)]);
  });

  it('move with a resize, and one cut off is dropped (undo brings it back)', () => {
    const t = new TestEditor(8, 8).use('waypoint').click(1, 1).click(6, 6);
    t.doc.resize(4, 4, 'top-left', 0);
    expect(t.doc.waypoints).toEqual([1 * 4 + 1]);
    t.doc.history.undo();
    expect(t.doc.waypoints).toEqual([cell(1, 1), cell(6, 6)]);
  });
});
