// The dock's sizes and its tab keys, apart from the component so they can be tested in Node.

/** Heights in pixels: the first height, the least it shrinks to, and what it leaves the map. */
export const DOCK_HEIGHT = { initial: 220, min: 90, mapKeeps: 120 } as const;

/**
 * The share of the map's column the dock takes until the user sizes it: in a short window (the
 * desktop window goes down to 500 px) a fixed 220 px left the map a strip under the dock.
 */
export const DOCK_DEFAULT_SHARE = 0.4;

/**
 * The panels' height in a column `column` px tall: the height the user dragged or keyed (`chosen`),
 * else the initial one but at most DOCK_DEFAULT_SHARE of the column; either way within the room the
 * map leaves (a window made smaller takes the dock down with it).
 */
export function shownDockHeight(chosen: number | null, column: number): number {
  return clampDockHeight(chosen ?? Math.min(DOCK_HEIGHT.initial, column * DOCK_DEFAULT_SHARE), column - DOCK_HEIGHT.mapKeeps);
}

/** A dock height dragged or keyed to `wanted`, kept between the minimum and `room` (never below the minimum). */
export function clampDockHeight(wanted: number, room: number): number {
  return Math.round(Math.max(DOCK_HEIGHT.min, Math.min(room, wanted)));
}

/** The tab a key moves to in a tab list of `count` (WAI-ARIA tabs: arrows wrap, Home, End); null for other keys. */
export function nextTab(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
