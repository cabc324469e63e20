// Fit keeps the whole map in view, and clear of the minimap's box at the view's bottom-right when
// that can be done: above the box or beside it, whichever shows the map larger.
import { describe, expect, it } from 'vitest';
import { FIT_MARGIN, MINIMAP_SIDE, fitPlacement, minimapSide } from '../../../../src/renderer/canvas/fitPlacement';

const bottomRight = (p: { x: number; y: number; scale: number }, w: number, h: number) => ({ x: p.x + w * p.scale, y: p.y + h * p.scale });

describe('fit placement', () => {
  it('without a box, centres the map at the largest scale its margin allows', () => {
    const p = fitPlacement(160, 100, 1000, 700, null);
    expect(p.scale).toBeCloseTo((1000 - 2 * FIT_MARGIN) / 160, 9);
    expect(p.x).toBeCloseTo(FIT_MARGIN, 9);
    expect(p.y).toBeCloseTo((700 - 100 * p.scale) / 2, 9);
  });

  it('keeps a map the plain fit leaves clear of the box as the plain fit', () => {
    // A tall map in a wide view: the box sits beside it.
    expect(fitPlacement(50, 100, 1000, 700, { width: 190, height: 130 })).toEqual(fitPlacement(50, 100, 1000, 700, null));
  });

  it('fits a map the box would cover above it or beside it, whichever is larger, with no cell under the box', () => {
    const box = { width: 190, height: 130 };
    // A wide map in a view of about its shape: above the box is larger.
    const wide = fitPlacement(160, 100, 964, 640, box);
    expect(wide.scale).toBeCloseTo(Math.min((964 - 2 * FIT_MARGIN) / 160, (640 - 130 - 2 * FIT_MARGIN) / 100), 9);
    expect(bottomRight(wide, 160, 100).y).toBeLessThanOrEqual(640 - box.height);
    // A tall map: beside it.
    const tall = fitPlacement(100, 160, 700, 900, box);
    expect(tall.scale).toBeCloseTo(Math.min((700 - 190 - 2 * FIT_MARGIN) / 100, (900 - 2 * FIT_MARGIN) / 160), 9);
    expect(bottomRight(tall, 100, 160).x).toBeLessThanOrEqual(700 - box.width);
    // Either way no larger than the plain fit, and the map stays whole in the view.
    for (const p of [wide, tall]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeGreaterThanOrEqual(0);
    }
  });

  it('leaves the plain fit in a view too small to keep clear of the box (the box is hidden with its ×)', () => {
    expect(fitPlacement(100, 100, 200, 200, { width: 190, height: 190 })).toEqual(fitPlacement(100, 100, 200, 200, null));
  });
});

describe('minimapSide', () => {
  it('is 176 px in a roomy view, a share of the shorter side in a small one, and never under the minimum', () => {
    expect(minimapSide(1100, 650)).toBe(MINIMAP_SIDE.max);
    // The smallest window with the debugger's panels open leaves the map about 500 × 185 px.
    expect(minimapSide(500, 185)).toBe(Math.round(MINIMAP_SIDE.share * 185));
    expect(minimapSide(500, 185)).toBeLessThan(MINIMAP_SIDE.max);
    expect(minimapSide(300, 90)).toBe(MINIMAP_SIDE.min);
  });
});
