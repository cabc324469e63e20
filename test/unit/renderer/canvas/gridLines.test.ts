// Grid lines are built for a view and kept while it stays: every frame of a stroke draws them,
// and rebuilding a hundred lines each time was script the stroke paid for nothing.
import { describe, expect, it, vi } from 'vitest';
import { Camera } from '../../../../src/renderer/canvas/camera';
import { HEX_LAYOUT, SQUARE_LAYOUT } from '../../../../src/renderer/canvas/cellLayout';

// Pixi reads navigator.userAgent while loading; Node 20 has no navigator.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { GridLines } = await import('../../../../src/renderer/canvas/gridLines');

describe('grid lines', () => {
  it('are rebuilt only when the view, the map or the switch changes', () => {
    const lines = new GridLines();
    const clear = vi.spyOn(lines.graphics, 'clear');
    const camera = new Camera();
    camera.scale = 16;
    const draw = (visible = true, layout = SQUARE_LAYOUT, mapWidth = 4096) => lines.draw(camera, 800, 600, mapWidth, 4096, visible, layout);
    draw();
    draw();
    draw();
    expect(clear).toHaveBeenCalledTimes(1);
    const built = lines.graphics.bounds.width;
    expect(built).toBeGreaterThan(0);
    camera.x = -5;
    draw();
    expect(clear).toHaveBeenCalledTimes(2);
    camera.scale = 20;
    draw();
    draw(true, SQUARE_LAYOUT, 30);
    draw(true, HEX_LAYOUT, 30);
    expect(clear).toHaveBeenCalledTimes(5);
    draw(false, HEX_LAYOUT, 30);
    expect(clear).toHaveBeenCalledTimes(6);
    expect(lines.graphics.bounds.width).toBe(0);
  });
});
