// A colour for a new terrain type that is easy to tell from those already in the palette: of a
// wheel of saturated hues at two lightnesses, the one farthest from every existing colour.
// Distance is the "redmean" weighting of RGB, which follows how far apart colours look well
// enough to keep, say, a new type from landing beside Grass.

/** How far apart two 0xRRGGBB colours look, 0 (same) to about 765 (black and white). */
export function colourDistance(a: number, b: number): number {
  const r1 = (a >> 16) & 255, g1 = (a >> 8) & 255, b1 = a & 255;
  const r2 = (b >> 16) & 255, g2 = (b >> 8) & 255, b2 = b & 255;
  const rm = (r1 + r2) / 2;
  return Math.sqrt((2 + rm / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - rm) / 256) * (b1 - b2) ** 2);
}

/** 0xRRGGBB of a hue (degrees), saturation and lightness (0–1). */
export function hslColour(hue: number, saturation: number, lightness: number): number {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return (channel(0) << 16) | (channel(8) << 8) | channel(4);
}

/** The candidates: 36 hues, each light and dark enough for the cost text and markers to read on. */
const CANDIDATES: readonly number[] = [0.42, 0.62].flatMap((l) => Array.from({ length: 36 }, (_, i) => hslColour(i * 10, 0.65, l)));

/** The candidate colour farthest from all of `existing` (the first candidate when there are none). */
export function distinctColour(existing: readonly number[]): number {
  let best = CANDIDATES[0]!, bestDistance = -1;
  for (const candidate of CANDIDATES) {
    let nearest = Infinity;
    for (const colour of existing) nearest = Math.min(nearest, colourDistance(candidate, colour));
    if (nearest > bestDistance) {
      best = candidate;
      bestDistance = nearest;
    }
  }
  return best;
}
