// The small picture an import dialog previews: a map-sized grid of keys (colours, tile ids)
// sampled down to at most PREVIEW_SIDE pixels a side, one key per preview pixel (the nearest cell).
import type { ImagePreview } from './exchangeProtocol';

/** Longest side of a preview, in pixels. */
export const PREVIEW_SIDE = 480;

/** Samples a `width` × `height` grid whose cell i has key `keyAt(i)`. */
export function samplePreview(width: number, height: number, keyAt: (cell: number) => number): ImagePreview {
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const keys = new Int32Array(w * h);
  for (let py = 0; py < h; py++) {
    const y = Math.min(height - 1, Math.floor(((py + 0.5) * height) / h));
    for (let px = 0; px < w; px++) {
      const x = Math.min(width - 1, Math.floor(((px + 0.5) * width) / w));
      keys[py * w + px] = keyAt(y * width + x);
    }
  }
  return { width: w, height: h, keys };
}
