// The heatmaps' colours and legend: a sequential scale that gets lighter as values grow, an error
// scale that is white where h is exact, blue where it underestimates and red where it overestimates,
// and a legend range that only widens while the user scrubs a run.
import { describe, expect, it } from 'vitest';
import {
  HEAT_ALPHA,
  HeatLegends,
  colourIndex,
  colourTable,
  cssGradient,
  formatLegendValue,
  scaleColour,
  widenRange,
  type HeatLayer,
} from '../../../../src/renderer/overlays/heatScale';

/** Relative luminance (sRGB, 0–1), how light a colour looks. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The colour a value shows with on a layer's scale spanning [min, max]. */
function colourOf(layer: HeatLayer, value: number, min: number, max: number): [number, number, number] {
  const i = colourIndex(value, min, max);
  return scaleColour(layer, (i - 1) / 254);
}

describe('heat scales', () => {
  it('g, h, f and order use viridis: dark purple at the low end, yellow at the high end, lighter all the way', () => {
    for (const layer of ['g', 'h', 'f', 'order'] as const) {
      expect(scaleColour(layer, 0)).toEqual([0x44, 0x01, 0x54]);
      expect(scaleColour(layer, 1)).toEqual([0xfd, 0xe7, 0x25]);
      let last = -1;
      for (let k = 0; k <= 100; k++) {
        const l = luminance(scaleColour(layer, k / 100));
        expect(l).toBeGreaterThan(last);
        last = l;
      }
    }
  });

  it('the error map is white where h is exact, blue where h underestimates, red where h overestimates', () => {
    const range = widenRange('error', null, -3, 12); // symmetric: [-12, 12]
    const [er, eg, eb] = colourOf('error', 0, range.min, range.max);
    expect(Math.min(er, eg, eb)).toBeGreaterThan(235);
    const [ur, , ub] = colourOf('error', 12, range.min, range.max);
    expect(ub).toBeGreaterThan(ur + 80);
    const [or, , ob] = colourOf('error', -12, range.min, range.max);
    expect(or).toBeGreaterThan(ob + 80);
    // A small underestimate is paler than a large one.
    expect(luminance(colourOf('error', 2, range.min, range.max))).toBeGreaterThan(luminance(colourOf('error', 10, range.min, range.max)));
  });

  it('colour indices: 0 for no value, 1 at the minimum, 255 at the maximum, clamped outside', () => {
    expect(colourIndex(NaN, 0, 10)).toBe(0);
    expect(colourIndex(5, NaN, NaN)).toBe(0);
    expect(colourIndex(0, 0, 10)).toBe(1);
    expect(colourIndex(10, 0, 10)).toBe(255);
    expect(colourIndex(5, 0, 10)).toBe(128);
    expect(colourIndex(-4, 0, 10)).toBe(1);
    expect(colourIndex(40, 0, 10)).toBe(255);
    // Step 0: only the start has a g, a range of one value.
    expect(colourIndex(0, 0, 0)).toBe(1);
  });

  it('the colour table is clear at index 0 and translucent elsewhere, premultiplied', () => {
    const table = colourTable('g');
    expect(table[0]).toBe(0);
    for (let i = 1; i < 256; i++) {
      const c = table[i]!;
      const a = c >>> 24, r = c & 255, g = (c >>> 8) & 255, b = (c >>> 16) & 255;
      expect(a).toBe(HEAT_ALPHA);
      expect(Math.max(r, g, b)).toBeLessThanOrEqual(a);
    }
  });

  it('the legend range only widens while scrubbing back and forth, and ignores answers without values', () => {
    let range = widenRange('g', null, 0, 10);
    expect(range).toEqual({ min: 0, max: 10 });
    range = widenRange('g', range, 0, 3); // scrubbed back: fewer cells seen
    expect(range).toEqual({ min: 0, max: 10 });
    range = widenRange('g', range, 0, 25); // further on
    expect(range).toEqual({ min: 0, max: 25 });
    range = widenRange('g', range, NaN, NaN); // a view with nothing seen
    expect(range).toEqual({ min: 0, max: 25 });
    expect(widenRange('h', null, NaN, NaN)).toEqual({ min: NaN, max: NaN });
  });

  it('the error range stays centred on 0 as it widens', () => {
    let range = widenRange('error', null, 0, 4);
    expect(range).toEqual({ min: -4, max: 4 });
    range = widenRange('error', range, -9, 1);
    expect(range).toEqual({ min: -9, max: 9 });
  });

  it('legends: computing h* until a run\'s first error map arrives, ranges per layer, a new run starts afresh', () => {
    const legends = new HeatLegends();
    expect(legends.asking(1, 'error')).toEqual({ layer: 'error', min: NaN, max: NaN, computing: true });
    expect(legends.answered(1, 'error', 0, 30)).toEqual({ layer: 'error', min: -30, max: 30, computing: false });
    // h* is kept by the worker: later error maps of the run come at once.
    expect(legends.asking(1, 'error').computing).toBe(false);
    expect(legends.answered(1, 'g', 0, 10)).toMatchObject({ min: 0, max: 10 });
    expect(legends.answered(1, 'g', 0, 4)).toMatchObject({ min: 0, max: 10 }); // scrubbed back
    expect(legends.asking(1, 'error')).toMatchObject({ min: -30, max: 30 }); // each layer keeps its own
    // Run 2: new ranges, and its h* is computed afresh.
    expect(legends.asking(2, 'g')).toMatchObject({ min: NaN, max: NaN });
    expect(legends.asking(2, 'error').computing).toBe(true);
    // A failed question stops "computing" and keeps what was known.
    expect(legends.failed('error')).toMatchObject({ computing: false });
    // An answer for a run no longer shown changes nothing.
    legends.answered(1, 'g', 0, 99);
    expect(legends.asking(2, 'g')).toMatchObject({ min: NaN, max: NaN });
  });

  it('the colour bar runs from the low end to the high end of the scale', () => {
    expect(cssGradient('f')).toMatch(/^linear-gradient\(to right, rgb\(68 1 84\) 0%, .* rgb\(253 231 37\) 100%\)$/);
    expect(cssGradient('error')).toMatch(/^linear-gradient\(to right, rgb\(178 24 43\) 0%, .*rgb\(247 247 247\) 50%, .* rgb\(33 102 172\) 100%\)$/);
  });

  it('legend labels: whole steps for order, four figures for costs, a proper minus sign', () => {
    expect(formatLegendValue('order', 12345)).toBe('12,345');
    expect(formatLegendValue('g', 2.414213)).toBe('2.414');
    expect(formatLegendValue('f', 1234.56)).toBe('1235');
    expect(formatLegendValue('f', 123456.7)).toBe('123,457');
    expect(formatLegendValue('error', -3.5)).toBe('−3.5');
    expect(formatLegendValue('error', -0)).toBe('0');
    expect(formatLegendValue('h', NaN)).toBe('–');
  });
});
