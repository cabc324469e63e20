// The dock's height stays between its minimum and the room the window leaves; its tabs follow the
// WAI-ARIA keys (arrows wrap around, Home and End go to the ends, other keys do nothing).
import { describe, expect, it } from 'vitest';
import { clampDockHeight, DOCK_DEFAULT_SHARE, DOCK_HEIGHT, nextTab, shownDockHeight } from '../../../../../src/renderer/components/debugger/dockLayout';

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

describe('shownDockHeight', () => {
  it('takes the initial height in a tall column, at most its share of a short one, and never more than the map leaves', () => {
    expect(shownDockHeight(null, 700)).toBe(DOCK_HEIGHT.initial);
    // The smallest window (800 × 500) leaves the map and the dock a column of about 365 px.
    expect(shownDockHeight(null, 365)).toBe(Math.round(365 * DOCK_DEFAULT_SHARE));
    expect(shownDockHeight(null, 365)).toBeLessThan(DOCK_HEIGHT.initial);
    expect(shownDockHeight(null, 150)).toBe(DOCK_HEIGHT.min);
  });

  it('keeps the height the user chose, within the room the column leaves', () => {
    expect(shownDockHeight(400, 900)).toBe(400);
    expect(shownDockHeight(400, 365)).toBe(365 - DOCK_HEIGHT.mapKeeps);
  });
});
