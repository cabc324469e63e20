// The start, goal and waypoint discs are built once for their cells and the zoom, not on every frame.
import { describe, expect, it, vi } from 'vitest';
import { HEX_LAYOUT, SQUARE_LAYOUT } from '../../../../src/renderer/canvas/cellLayout';

// Pixi reads navigator.userAgent while loading; Node 20 has no navigator.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { MarkerLayer } = await import('../../../../src/renderer/canvas/markerLayer');

describe('start and goal markers', () => {
  it('are rebuilt only when a marker, the map or the zoom changes', () => {
    const markers = new MarkerLayer();
    const clear = vi.spyOn(markers.graphics, 'clear');
    markers.set({ start: 5, goal: 50, waypoints: [] }, 10);
    markers.draw(16);
    markers.draw(16);
    expect(clear).toHaveBeenCalledTimes(1);
    const { x, width } = markers.graphics.bounds;
    expect(width).toBeGreaterThan(0);
    markers.set({ start: 5, goal: 51, waypoints: [] }, 10);
    markers.draw(16);
    expect(markers.graphics.bounds.x).toBeGreaterThan(x);
    markers.draw(32);
    markers.set({ start: 5, goal: 51, waypoints: [] }, 10, HEX_LAYOUT);
    markers.draw(32);
    markers.set({ start: 5, goal: 51, waypoints: [] }, 10, SQUARE_LAYOUT);
    markers.draw(32);
    expect(clear).toHaveBeenCalledTimes(5);
    markers.set({ start: 5, goal: 51, waypoints: [22] }, 10, SQUARE_LAYOUT);
    markers.draw(32);
    markers.draw(32);
    expect(clear).toHaveBeenCalledTimes(6);
  });
});
