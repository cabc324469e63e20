// A repaint uploads only the texels it painted: a brush dab on a painted chunk sends Pixi the rows
// it touched (a texel range), not the chunk's whole 256 KB, while a chunk's first paint uploads it whole.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator.userAgent while loading; Node 20 has no navigator.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { CellTextureStore } = await import('../../../../src/renderer/canvas/cellTextureStore');

function paintedStore(width: number, height: number) {
  const store = new CellTextureStore((_y, x0, x1, out, offset) => out.fill(255, offset, offset + (x1 - x0 + 1) * 4));
  store.setSize(width, height);
  return store;
}

describe('uploading a repainted chunk', () => {
  it('uploads a new chunk whole on its first paint', () => {
    const store = new CellTextureStore(() => {});
    store.setSize(300, 256); // chunks of 256 and 44 columns
    const uploads = store.chunks.map((p) => vi.spyOn(p.source, 'update'));
    store.paint(1000, () => true, 100);
    for (const upload of uploads) expect(upload.mock.calls).toEqual([[]]);
  });

  it('uploads only the texels from the box’s first cell to its last of a painted chunk', () => {
    const store = paintedStore(512, 512);
    store.paint(1000, () => true, 100);
    const chunk = store.chunks[3]!; // cells (256..511, 256..511)
    const upload = vi.spyOn(chunk.source, 'update');
    store.invalidate({ x0: 266, y0: 276, x1: 268, y1: 285 });
    store.paint(1000, () => true, 100);
    expect(upload.mock.calls).toEqual([[20 * 256 + 10, 29 * 256 + 12 + 1]]);
  });

  it('uploads each chunk a box straddles in its own range', () => {
    const store = paintedStore(512, 256);
    store.paint(1000, () => true, 100);
    const [left, right] = store.chunks.map((p) => vi.spyOn(p.source, 'update'));
    store.invalidate({ x0: 250, y0: 0, x1: 260, y1: 1 });
    store.paint(1000, () => true, 100);
    expect(left!.mock.calls).toEqual([[250, 256 + 255 + 1]]);
    expect(right!.mock.calls).toEqual([[0, 256 + 4 + 1]]);
  });

  it('tells its listeners which cells a pass painted (the minimap resamples only those)', () => {
    const store = paintedStore(512, 512);
    store.paint(1000, () => true, 100);
    const told: unknown[] = [];
    store.painted.add((box) => told.push(box));
    store.invalidate({ x0: 250, y0: 10, x1: 260, y1: 12 });
    store.invalidate({ x0: 300, y0: 300, x1: 301, y1: 301 });
    store.paint(1000, () => true, 100);
    expect(told).toEqual([{ x0: 250, y0: 10, x1: 301, y1: 301 }]);
  });
});
