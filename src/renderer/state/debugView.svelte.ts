// What the debugger draws over the map besides the open and closed cells, as the user chose it:
// a heatmap, the search tree's parent arrows, and the f/g/h numbers in cells at high zoom.
import type { HeatLegend } from '../overlays/heatScale';

/** Heatmaps offered by the "Heatmap" select; 'error' is h* − h, the heuristic's error. */
export const HEATMAPS = ['none', 'g', 'h', 'f', 'order', 'error'] as const;
export type HeatmapKind = (typeof HEATMAPS)[number];

export class DebugView {
  heatmap = $state<HeatmapKind>('none');
  /** Parent arrows over the whole map (level of detail keeps a 4096² map fluid). */
  treeArrows = $state(false);
  /** f, g and h in each cell once cells are large enough to read them. */
  cellNumbers = $state(true);
  /** The search-tree branch picked in the "Search tree" panel (cells from the root), shown on the map. */
  branch = $state.raw<Int32Array | null>(null);
  /** What the heatmap on the map spans, for the side panel's legend (null: none shown); the heatmap overlay sets it. */
  legend = $state.raw<HeatLegend | null>(null);
}
