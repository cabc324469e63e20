import { describe, expect, it } from 'vitest';
import { colourDistance, distinctColour, hslColour } from '../../../../src/shared/grid/distinctColour';
import { DEFAULT_PALETTE } from '../../../../src/shared/grid/terrain';

describe('distinctColour', () => {
  it('gives a new terrain on the default palette a colour far from every default one (Grass above all)', () => {
    const palette = DEFAULT_PALETTE.map((t) => t.color);
    const colour = distinctColour(palette);
    for (const existing of palette) expect(colourDistance(colour, existing)).toBeGreaterThan(150);
  });

  it('keeps finding distinct colours as terrains are added one after another', () => {
    const palette = DEFAULT_PALETTE.map((t) => t.color);
    for (let i = 0; i < 5; i++) {
      const colour = distinctColour(palette);
      expect(Math.min(...palette.map((c) => colourDistance(colour, c)))).toBeGreaterThan(120);
      palette.push(colour);
    }
  });

  it('reads hues as a colour wheel: red, green and blue at full saturation and half lightness', () => {
    expect(hslColour(0, 1, 0.5)).toBe(0xff0000);
    expect(hslColour(120, 1, 0.5)).toBe(0x00ff00);
    expect(hslColour(240, 1, 0.5)).toBe(0x0000ff);
  });

  it('measures a colour as no distance from itself and black to white as the farthest', () => {
    expect(colourDistance(0x8fbf5a, 0x8fbf5a)).toBe(0);
    expect(colourDistance(0x000000, 0xffffff)).toBeGreaterThan(760);
  });
});
