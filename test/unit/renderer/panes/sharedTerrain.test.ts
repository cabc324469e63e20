// Panes share the map's terrain: several views of one CellTextureStore hold one set of pixel
// buffers and textures, each view only light sprites that reference them; a change is painted
// once for all views, chunks some view shows first. (Square chunks: Pixi's sprites and textures
// work without a GPU; hex quads compile a shader, so the compare benchmark covers those.)
import { describe, expect, it } from 'vitest';
import { Sprite } from 'pixi.js';

// Pixi reads navigator.userAgent while loading; Node 20 has no navigator.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { CellTextureStore } = await import('../../../../src/renderer/canvas/cellTextureStore');
const { ChunkSprites } = await import('../../../../src/renderer/canvas/chunkSprites');
const { CellTextureLayer } = await import('../../../../src/renderer/canvas/cellTextureLayer');

/** A store of a width × height map whose painter counts the rows it paints and colours each cell by x. */
function countingStore(width: number, height: number) {
  const painted: number[] = [];
  const store = new CellTextureStore((y, x0, x1, out, offset) => {
    painted.push(y);
    for (let x = x0; x <= x1; x++) out[offset + (x - x0) * 4] = x & 255;
  });
  store.setSize(width, height);
  return { store, painted };
}

const everyChunk = () => true;

describe('four panes over one 1024² terrain store', () => {
  const { store } = countingStore(1024, 1024);
  const panes = [0, 1, 2, 3].map(() => new ChunkSprites(store));

  it('hold one set of pixels: 4 MB for the map, however many panes draw it', () => {
    expect(store.chunks.length).toBe(16);
    expect(store.pixelBytes).toBe(1024 * 1024 * 4);
  });

  it('draw every chunk through a sprite of their own that shows the store’s texture', () => {
    for (const pane of panes) {
      expect(pane.spriteCount).toBe(16);
      const sprites = pane.container.children as Sprite[];
      sprites.forEach((sprite, i) => expect(sprite.texture).toBe(store.chunks[i]!.texture));
    }
    // Four panes' sprites of chunk 0 are four objects over the same texture source.
    const firsts = panes.map((p) => p.container.children[0] as Sprite);
    expect(new Set(firsts).size).toBe(4);
    expect(new Set(firsts.map((s) => s.texture.source)).size).toBe(1);
  });

  it('show a chunk only once it is painted and in their own view', () => {
    panes[0]!.cull({ x0: 0, y0: 0, x1: 100, y1: 100 }); // chunk 0 only
    panes[1]!.cull({ x0: 600, y0: 600, x1: 700, y1: 700 }); // chunk (2, 2)
    expect(panes[0]!.container.children.every((s) => !s.visible)).toBe(true);
    store.paint(1000, everyChunk, 100);
    panes.forEach((p) => p.refresh());
    expect(panes[0]!.container.children.map((s) => s.visible).filter(Boolean)).toHaveLength(1);
    expect(panes[0]!.container.children[0]!.visible).toBe(true);
    expect(panes[1]!.container.children[2 * 4 + 2]!.visible).toBe(true);
    expect(panes[1]!.container.children[0]!.visible).toBe(false);
  });
});

describe('painting a shared store', () => {
  it('paints a change once for all panes', () => {
    const { store, painted } = countingStore(512, 512);
    const panes = [0, 1, 2, 3].map(() => new ChunkSprites(store));
    store.paint(1000, everyChunk, 100);
    painted.length = 0;
    store.invalidate({ x0: 10, y0: 20, x1: 12, y1: 29 });
    store.paint(1000, (i) => panes.some((p) => p.isOnScreen(i)), 100);
    expect(painted).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(store.pixelAt(11, 25) & 255).toBe(11);
  });

  it('paints the chunks some pane shows before the others', () => {
    const { store, painted } = countingStore(1024, 256); // four chunks in a row
    const left = new ChunkSprites(store), right = new ChunkSprites(store);
    left.cull({ x0: 0, y0: 0, x1: 10, y1: 10 }); // chunk 0
    right.cull({ x0: 800, y0: 0, x1: 900, y1: 10 }); // chunk 3
    store.paint(1000, (i) => left.isOnScreen(i) || right.isOnScreen(i), 2);
    expect(store.chunks.map((c) => c.painted)).toEqual([true, false, false, true]);
    expect(painted).toHaveLength(512);
  });

  it('drops every pane’s sprites when cleared and rebuilds them for a new size', () => {
    const { store } = countingStore(300, 300);
    const panes = [new ChunkSprites(store), new ChunkSprites(store)];
    store.clear();
    expect(panes.map((p) => [p.spriteCount, p.container.children.length])).toEqual([[0, 0], [0, 0]]);
    expect(store.pixelBytes).toBe(0);
    store.setSize(600, 300);
    expect(panes.map((p) => p.spriteCount)).toEqual([6, 6]);
    expect((panes[1]!.container.children[5] as Sprite).texture).toBe(store.chunks[5]!.texture);
  });

  it('keeps the other panes’ sprites when one pane goes', () => {
    const { store } = countingStore(300, 300);
    const a = new ChunkSprites(store), b = new ChunkSprites(store);
    a.destroy();
    expect(b.spriteCount).toBe(4);
    expect(store.chunks[0]!.texture.destroyed).toBe(false);
    store.setSize(256, 256);
    expect(b.spriteCount).toBe(1);
  });

  it('counts GPU texture memory for the chunks painted (uploaded) only', () => {
    const { store } = countingStore(512, 256);
    expect(store.textureBytes).toBe(0);
    store.paint(1000, (i) => i === 0, 1);
    expect(store.textureBytes).toBe(256 * 256 * 4);
  });
});

describe('CellTextureLayer, one view over a store of its own (the overlays)', () => {
  it('keeps its API: size, invalidate, cull, paint, pixelAt, clear', () => {
    const layer = new CellTextureLayer((y, x0, x1, out, offset) => {
      for (let x = x0; x <= x1; x++) out[offset + (x - x0) * 4 + 1] = y & 255;
    });
    layer.setSize(300, 200);
    expect([layer.width, layer.height, layer.idle]).toEqual([300, 200, false]);
    layer.cull({ x0: 0, y0: 0, x1: 299, y1: 199 });
    expect(layer.paint(1000, 100)).toBe(true);
    expect((layer.pixelAt(5, 77) >>> 8) & 255).toBe(77);
    expect(layer.container.children.every((s) => s.visible)).toBe(true);
    expect(layer.pixelBytes).toBe(300 * 200 * 4);
    layer.clear();
    expect([layer.pixelBytes, layer.container.children.length, layer.idle]).toEqual([0, 0, true]);
  });
});
