// The optimum every compare pane's path cost is measured against: an untraced Dijkstra search
// under the pane's movement rules, once per set of rules (panes that share them share it).
import { movementKey as movementKeyOf, movementOf, type SearchOptions } from '../../shared/engine/index';
import type { MapSource, RunningSearch } from '../../shared/protocol/searchClient';
import type { Host } from '../host/host';
import type { MapDocument } from '../state/document.svelte';

/** The key of a configuration's movement rules: panes that share it share an optimum. */
export function movementKey(options: SearchOptions): string {
  return movementKeyOf(movementOf(options));
}

/** Dijkstra under the same movement rules, untraced and unbounded: its cost is the optimum. */
export function optimumOptions(options: SearchOptions): SearchOptions {
  return {
    ...options,
    algorithm: 'dijkstra',
    heuristic: 'zero',
    weight: 1,
    heightCosting: options.heightCosting ? { ...options.heightCosting } : null,
    closestIfUnreachable: false,
    maxExpansions: 0,
    recordTrace: false,
  };
}

/** The untraced Dijkstra search whose cost is the optimum for `options`' movement rules. */
export function startOptimum(host: Host, doc: MapDocument, source: MapSource, options: SearchOptions): RunningSearch {
  return host.search.search(source, { start: doc.start, goal: doc.goal, options: optimumOptions(options) });
}
