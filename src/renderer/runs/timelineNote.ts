// What the timeline's status line says about the panes' runs, the single view's and the compare
// view's alike: why the cursor stands where it does (a breakpoint, a search paused, a map changed
// since), what the worker is doing, or what to press first.
import type { MapDocument } from '../state/document.svelte';
import type { RunController } from './runController.svelte';

/** The status line for `runs` over `doc`; `idle` is what to press first, said before any run. */
export function timelineNote(runs: RunController, doc: MapDocument, idle: string): string {
  const many = runs.panes.length > 1;
  const shown = runs.panes.flatMap((p) => (p.run ? [p.run] : []));
  if (runs.running) {
    const pane = runs.panes[runs.runningPane];
    if (!pane) return 'Computing the optimum…';
    if (runs.preparing) return many ? `Preparing the map for pane ${runs.runningPane + 1} (${pane.name})…` : `Preparing the map for ${pane.name}…`;
    const expanded = runs.progress.toLocaleString();
    return many ? `Searching pane ${runs.runningPane + 1} (${pane.name})… ${expanded} expanded` : `Searching… ${expanded} expanded`;
  }
  // The single view's pane refusal too (a compare pane says its own over its map).
  if (runs.error) return runs.error;
  if (shown.length === 0) return idle;
  if (runs.isStale(doc)) {
    return many
      ? 'The map, start, goal or a pane’s settings changed since its run: Step or Run searches it again.'
      : 'The map, start, goal or search settings changed since this run: Step or Run starts a new search.';
  }
  const lost = shown.find((r) => r.lost);
  if (lost) return lost.lost!;
  if (shown.every((r) => !r.traced)) return 'This run recorded no steps (“Record every step” is off, or the algorithm records none).';
  if (shown.some((r) => r.cancelled)) {
    return many ? 'Cancelled (Esc) before every search ended: Step or Run searches on from here.' : `Search cancelled (Esc) after ${shown[0]!.steps.toLocaleString()} steps, before it ended: Step or Run searches on from here.`;
  }
  if (runs.hit) return `Stopped at a breakpoint: ${runs.hit.reason}`;
  if (shown.some((r) => r.traced && !r.finished)) return 'The search is paused here: stepping on searches further.';
  return '';
}
