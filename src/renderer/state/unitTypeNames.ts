// A unit type renamed or deleted: every configuration the app holds that names it (the single view's
// settings, the compare panes', the saved setups, the analysis's unit type) follows, so a pane on "Tank" is on "Heavy tank"
// after a rename, and on the map's own costs after a delete, instead of failing its next search.
import type { Studio } from './studio.svelte';

/** Points every configuration naming unit type `from` at `to` ('' after a delete: the map's own costs). */
export function followUnitTypeName(studio: Studio, from: string, to: string): void {
  const all = [studio.runs.options, ...studio.compare.panes.map((p) => p.options), ...studio.setups.map((s) => s.options)];
  for (const options of all) if (options.unitType === from) options.unitType = to;
  if (studio.analysis.unitType === from) studio.analysis.unitType = to;
}
