// Where "Fit Map to Window" puts the map: the largest scale that shows it whole with a margin,
// centred; and, when a box sits over the view's bottom-right corner (the minimap), the largest that
// also keeps every cell out from under it: the map then fits above the box or beside it, whichever
// shows it larger. A map the plain fit already keeps clear of the box is left as the plain fit.

/** A fit: cell (0, 0)'s top-left corner on the view, and pixels per world unit. */
export interface FitPlacement {
  x: number;
  y: number;
  scale: number;
}

/** A box over the view's bottom-right corner (the minimap's footprint), in CSS pixels. */
export interface CornerBox {
  width: number;
  height: number;
}

/** The minimap's longest side in CSS pixels: 176, and less in a small view (see minimapSide). */
export const MINIMAP_SIDE = { max: 176, min: 64, share: 0.45 } as const;

/**
 * The minimap's longest side in a `viewWidth` × `viewHeight` view: at most a share of the view's
 * shorter side, so in a small window (800 × 500, the debugger's panels open) it does not take the
 * room the map needs; never so small that its rectangle cannot be dragged.
 */
export function minimapSide(viewWidth: number, viewHeight: number): number {
  return Math.max(MINIMAP_SIDE.min, Math.min(MINIMAP_SIDE.max, Math.round(MINIMAP_SIDE.share * Math.min(viewWidth, viewHeight))));
}

/** The view's margin around a fitted map, in CSS pixels. */
export const FIT_MARGIN = 16;

/**
 * The fit of a `mapWidth` × `mapHeight` world in a `viewWidth` × `viewHeight` view, kept clear of a
 * `corner` box at the view's bottom-right (null: none), before the caller's scale limits.
 */
export function fitPlacement(mapWidth: number, mapHeight: number, viewWidth: number, viewHeight: number, corner: CornerBox | null): FitPlacement {
  const within = (w: number, h: number): FitPlacement => {
    const scale = Math.max(1e-3, Math.min((w - FIT_MARGIN * 2) / mapWidth, (h - FIT_MARGIN * 2) / mapHeight));
    return { scale, x: (w - mapWidth * scale) / 2, y: (h - mapHeight * scale) / 2 };
  };
  const plain = within(viewWidth, viewHeight);
  if (corner === null || corner.width <= 0 || corner.height <= 0) return plain;
  const clearOf = (p: FitPlacement) => p.x + mapWidth * p.scale <= viewWidth - corner.width || p.y + mapHeight * p.scale <= viewHeight - corner.height;
  if (clearOf(plain)) return plain;
  // Above the box (the whole width), or beside it (the whole height): the larger; centred on the other axis.
  const above = within(viewWidth, viewHeight - corner.height), beside = within(viewWidth - corner.width, viewHeight);
  if (Math.max(above.scale, beside.scale) < plain.scale / 2) return plain; // a view too small for both: the box is hidden with its ×
  return above.scale >= beside.scale ? above : beside;
}
