// The dock's height stays between its minimum and the room the window leaves; its tabs follow the
// WAI-ARIA keys (arrows wrap around, Home and End go to the ends, other keys do nothing).
import { describe, expect, it } from 'vitest';
import { clampDockHeight, DOCK_HEIGHT, nextTab } from '../../../../../src/renderer/components/debugger/dockLayout';

describe('clampDockHeight', () => {
  it('keeps a dragged height between the minimum and the room there is', () => {
    expect(clampDockHeight(300, 500)).toBe(300);
    expect(clampDockHeight(800, 500)).toBe(500);
    expect(clampDockHeight(10, 500)).toBe(DOCK_HEIGHT.min);
    // A window too small for both: the dock keeps its minimum.
    expect(clampDockHeight(300, 40)).toBe(DOCK_HEIGHT.min);
    expect(clampDockHeight(250.6, 500)).toBe(251);
  });
});

describe('nextTab', () => {
  it('moves with the arrows, wrapping at the ends, and jumps with Home and End', () => {
    expect(nextTab('ArrowRight', 0, 4)).toBe(1);
    expect(nextTab('ArrowRight', 3, 4)).toBe(0);
    expect(nextTab('ArrowLeft', 0, 4)).toBe(3);
    expect(nextTab('Home', 2, 4)).toBe(0);
    expect(nextTab('End', 1, 4)).toBe(3);
    expect(nextTab('Enter', 1, 4)).toBeNull();
  });
});
