// What the debugger draws over the map besides the run, as the user chose it: the overlays'
// switches (heatmap, parent arrows, numbers in cells…: see overlays/registry.ts), the search-tree
// branch picked in its panel, and the legend of the heatmap shown.
import type { HeatLegend } from '../overlays/heatScale';
import { OverlaySwitches } from '../overlays/overlaySwitches.svelte';

export class DebugView {
  /** Each overlay's switch, by overlay id. */
  readonly switches = new OverlaySwitches();
  /** The search-tree branch picked in the "Search tree" panel (cells from the root), shown on the map. */
  branch = $state.raw<Int32Array | null>(null);
  /** What the heatmap on the map spans, for the side panel's legend (null: none shown); the heatmap overlay sets it. */
  legend = $state.raw<HeatLegend | null>(null);
}
