// Colours for per-cell layers: premultiplied RGBA packed little-endian, as the cell textures take them.

/** Packs a translucent colour (components 0–255) premultiplied by its alpha. */
export function premultiplied(r: number, g: number, b: number, a: number): number {
  const m = (c: number) => Math.round((c * a) / 255);
  return ((a << 24) | (m(b) << 16) | (m(g) << 8) | m(r)) >>> 0;
}
