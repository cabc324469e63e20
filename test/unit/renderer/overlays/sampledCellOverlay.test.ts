// A cells overlay zoomed out keeps a texel per sample on square maps: the worker's samples every
// `stride` cells land one byte and one texel each, drawn stride × stride cells large, so the same
// picture costs a stride² share of the pixels; every cell still reads its sample's byte, a map
// whose side is not a multiple of the stride ends its picture where the map ends, changes since the
// last answer land on the same texels, and zooming in (stride 1) goes back to a texel a cell.
// (Square chunks: Pixi's sprites and textures work without a GPU; hex quads compile a shader, so
// hex maps, which keep a texel a cell, are the e2e suite's.)
import { describe, expect, it } from 'vitest';
import type { Sprite } from 'pixi.js';
import type { TraceRect } from '../../../../src/shared/engine/trace/index';
import type { CellLayout } from '../../../../src/renderer/canvas/cellLayout';

(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { SampledCellOverlay } = await import('../../../../src/renderer/overlays/sampledCellOverlay');

const PALETTE = new Uint32Array(256).map((_, i) => i * 0x01010101);

/** The overlay as the run overlays drive it: `write` an answer, `writeChanges` the samples changed since. */
class Probe extends SampledCellOverlay {
  async refresh(): Promise<void> {}
  protected colours(): Uint32Array {
    return PALETTE;
  }
  show(rect: TraceRect, samples: Uint8Array, basis: string | null = null) {
    this.write(rect, samples, basis);
  }
  change(rect: TraceRect, samples: Int32Array, states: Uint8Array, basis: string) {
    this.writeChanges(rect, samples, states, basis);
  }
  at(x: number, y: number) {
    return this.byteAt(x, y);
  }
  sprites() {
    return this.container.children as Sprite[];
  }
}

const square = { topology: 'square' } as unknown as CellLayout;

/** Samples of `rect` every `stride` cells, each the byte `value(x, y)` of its top-left cell. */
function samplesOf(rect: TraceRect, value: (x: number, y: number) => number): Uint8Array {
  const s = rect.stride ?? 1, cols = Math.ceil(rect.width / s), rows = Math.ceil(rect.height / s);
  const out = new Uint8Array(cols * rows);
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) out[j * cols + i] = value(rect.x + i * s, rect.y + j * s);
  return out;
}

const pattern = (x: number, y: number) => 1 + ((x * 7 + y * 13) % 200);

describe('a cells overlay over a 1,225² map zoomed out to stride 2', () => {
  const probe = new Probe();
  probe.setMap(1225, 1225, square);
  const rect = { x: 0, y: 0, width: 1225, height: 1225, stride: 2 };
  probe.show(rect, samplesOf(rect, pattern), 'run:10');

  it('holds a texel per sample (613², a quarter of a texel a cell) and draws each 2 × 2 cells large', () => {
    expect(probe.pixelBytes).toBe(613 * 613 * 4);
    expect([probe.container.scale.x, probe.container.scale.y]).toEqual([2, 2]);
  });

  it('reads every cell as its sample', () => {
    for (const [x, y] of [[0, 0], [1, 1], [2, 0], [611, 1000], [1224, 1224], [1223, 0]] as const) expect(probe.at(x, y), `${x},${y}`).toBe(pattern(x - (x % 2), y - (y % 2)));
  });

  it('ends the picture where the map ends: the last chunks show half of their last texels', () => {
    const edge = probe.sprites().filter((s) => s.x + s.texture.frame.width > 600);
    expect(edge.length).toBeGreaterThan(0);
    for (const sprite of edge) expect(sprite.x + sprite.texture.frame.width).toBe(612.5);
    const bottom = probe.sprites().filter((s) => s.y + s.texture.frame.height > 600);
    for (const sprite of bottom) expect(sprite.y + sprite.texture.frame.height).toBe(612.5);
  });

  it('takes the samples changed since onto the same texels', () => {
    probe.change(rect, Int32Array.of(0, 613 * 300 + 5), Uint8Array.of(250, 251), 'run:11');
    expect([probe.at(0, 0), probe.at(1, 1), probe.at(10, 600), probe.at(11, 601), probe.at(12, 600)]).toEqual([250, 250, 251, 251, pattern(12, 600)]);
  });

  it('a later answer about the same cells, compared sample by sample, writes the samples that differ', () => {
    const next = samplesOf(rect, (x, y) => (x === 100 && y === 100 ? 7 : pattern(x, y)));
    probe.show(rect, next, 'run:12');
    expect([probe.at(100, 100), probe.at(101, 101), probe.at(0, 0), probe.at(102, 100)]).toEqual([7, 7, pattern(0, 0), pattern(102, 100)]);
  });

  it('zoomed in (stride 1) goes back to a texel a cell, uncropped', () => {
    const close = { x: 100, y: 100, width: 50, height: 40, stride: 1 };
    probe.show(close, samplesOf(close, (x, y) => (x + y) % 9), 'run:12');
    expect(probe.pixelBytes).toBe(1225 * 1225 * 4);
    expect(probe.container.scale.x).toBe(1);
    expect([probe.at(100, 100), probe.at(149, 139), probe.at(101, 100)]).toEqual([2, (149 + 139) % 9, 3]);
    for (const sprite of probe.sprites()) expect(sprite.x + sprite.texture.frame.width).toBeLessThanOrEqual(1225);
    expect(Math.max(...probe.sprites().map((s) => s.x + s.texture.frame.width))).toBe(1225);
  });
});

describe('a cells overlay over a 1,000 × 600 map zoomed out to stride 4 from cell (8, 4)', () => {
  it('places the samples by their rectangle, and a cell outside it reads nothing', () => {
    const probe = new Probe();
    probe.setMap(1000, 600, square);
    const rect = { x: 8, y: 4, width: 500, height: 300, stride: 4 };
    probe.show(rect, samplesOf(rect, pattern));
    expect(probe.pixelBytes).toBe(250 * 150 * 4);
    expect([probe.at(8, 4), probe.at(11, 7), probe.at(12, 4), probe.at(507, 303), probe.at(0, 0), probe.at(508, 4)]).toEqual([pattern(8, 4), pattern(8, 4), pattern(12, 4), pattern(504, 300), 0, 0]);
  });
});
