// The brush preview is rebuilt only when its shape changes; a brush that moved is moved, and still
// covers exactly the cells a rebuild at its new place would.
import { describe, expect, it, vi } from 'vitest';
import { HEX_LAYOUT, SQUARE_LAYOUT } from '../../../../src/renderer/canvas/cellLayout';
import { makeBrush } from '../../../../src/shared/edit/brush';

// Pixi reads navigator.userAgent while loading; Node 20 has no navigator.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { ToolPreviewLayer } = await import('../../../../src/renderer/canvas/toolPreviewLayer');

const bounds = { width: 100, height: 80 };
const brushAt = (x: number, y: number, size = 5, shape: 'round' | 'square' | 'hex' = 'round') =>
  ({ kind: 'brush' as const, x, y, brush: makeBrush(size, shape), color: 0x33aa55 });

/** Where the preview's drawing lies on the map: its bounds moved by its position. */
function placed(layer: InstanceType<typeof ToolPreviewLayer>) {
  const b = layer.graphics.bounds;
  const { x, y } = layer.graphics.position;
  return { x: b.x + x, y: b.y + y, width: b.width, height: b.height };
}

/** Equal up to floating-point rounding (hex centres are irrational). */
function expectSamePlace(a: ReturnType<typeof placed>, b: ReturnType<typeof placed>): void {
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(a[k]).toBeCloseTo(b[k], 9);
}

/** The same preview drawn by a fresh layer (built from scratch at its place). */
function fresh(preview: ReturnType<typeof brushAt>, layout = SQUARE_LAYOUT) {
  const layer = new ToolPreviewLayer();
  layer.set(preview);
  layer.draw(bounds, 16, layout);
  return placed(layer);
}

describe('tool preview layer', () => {
  it('does not rebuild an unchanged preview on the next frame', () => {
    const layer = new ToolPreviewLayer();
    const clear = vi.spyOn(layer.graphics, 'clear');
    layer.set(brushAt(40, 40));
    layer.draw(bounds, 16);
    layer.set(brushAt(40, 40));
    layer.draw(bounds, 16);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('moves a brush that moved inside the map instead of rebuilding it, to the same place a rebuild draws', () => {
    const layer = new ToolPreviewLayer();
    const clear = vi.spyOn(layer.graphics, 'clear');
    layer.set(brushAt(40, 40));
    layer.draw(bounds, 16);
    layer.set(brushAt(47, 33));
    layer.draw(bounds, 16);
    expect(clear).toHaveBeenCalledTimes(1);
    expectSamePlace(placed(layer), fresh(brushAt(47, 33)));
  });

  it('moves a brush that reaches the map edge without crossing it, to the same place a rebuild draws', () => {
    const layer = new ToolPreviewLayer();
    const clear = vi.spyOn(layer.graphics, 'clear');
    // Size 8 covers columns x − 4 … x + 3: at x 4 it touches column 0, at x 96 column 99 of 100.
    layer.set(brushAt(40, 40, 8));
    layer.draw(bounds, 16);
    for (const [x, y] of [[4, 30], [5, 4], [96, 50], [50, 76]] as const) {
      layer.set(brushAt(x, y, 8));
      layer.draw(bounds, 16);
      expectSamePlace(placed(layer), fresh(brushAt(x, y, 8)));
    }
    expect(clear).toHaveBeenCalledTimes(1);
    // One cell further, the edge clips it: rebuilt.
    layer.set(brushAt(3, 30, 8));
    layer.draw(bounds, 16);
    expect(clear).toHaveBeenCalledTimes(2);
    expectSamePlace(placed(layer), fresh(brushAt(3, 30, 8)));
  });

  it('rebuilds a brush the map edge clips, and when the brush, colour or zoom changes', () => {
    const layer = new ToolPreviewLayer();
    const clear = vi.spyOn(layer.graphics, 'clear');
    layer.set(brushAt(40, 40));
    layer.draw(bounds, 16);
    layer.set(brushAt(1, 40));
    layer.draw(bounds, 16);
    expect(clear).toHaveBeenCalledTimes(2);
    expectSamePlace(placed(layer), fresh(brushAt(1, 40)));
    layer.set(brushAt(40, 40, 7));
    layer.draw(bounds, 16);
    layer.set({ ...brushAt(40, 40, 7), color: 0xff0000 });
    layer.draw(bounds, 16);
    layer.draw(bounds, 32);
    expect(clear).toHaveBeenCalledTimes(5);
  });

  it('on hexes, moves a brush between rows of the same parity and rebuilds it on a row of the other', () => {
    const layer = new ToolPreviewLayer();
    const clear = vi.spyOn(layer.graphics, 'clear');
    layer.set(brushAt(40, 40, 5, 'hex'));
    layer.draw(bounds, 16, HEX_LAYOUT);
    layer.set(brushAt(44, 30, 5, 'hex'));
    layer.draw(bounds, 16, HEX_LAYOUT);
    expect(clear).toHaveBeenCalledTimes(1);
    expectSamePlace(placed(layer), fresh(brushAt(44, 30, 5, 'hex'), HEX_LAYOUT));
    layer.set(brushAt(44, 31, 5, 'hex'));
    layer.draw(bounds, 16, HEX_LAYOUT);
    expect(clear).toHaveBeenCalledTimes(2);
    expectSamePlace(placed(layer), fresh(brushAt(44, 31, 5, 'hex'), HEX_LAYOUT));
  });

  it('clears when the preview goes away', () => {
    const layer = new ToolPreviewLayer();
    layer.set(brushAt(40, 40));
    layer.draw(bounds, 16);
    layer.set(null);
    layer.draw(bounds, 16);
    expect(layer.graphics.bounds.width).toBe(0);
  });
});
