// The dock's sizes and its tab keys, apart from the component so they can be tested in Node.

/** Heights in pixels: the first height, the least it shrinks to, and what it leaves the map. */
export const DOCK_HEIGHT = { initial: 220, min: 90, mapKeeps: 120 } as const;

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
