// Starting a compare pane's run: the checks a user can fail (settings, markers, an algorithm that
// records nothing, a recording too big), then a traced search to the end kept in the worker. Also
// the optimum every pane's cost is measured against: an untraced Dijkstra under the pane's
// movement rules.
import { algorithmInfo, firstSettingsProblem, type SearchOptions } from '../../shared/engine/index';
import { estimateDebugMemory } from '../../shared/engine/trace/index';
import type { DebugSession, MapSource, RunningSearch } from '../../shared/protocol/searchClient';
import type { Host } from '../host/host';
import { Run, type RunQuery } from '../runs/run.svelte';
import type { MapDocument } from '../state/document.svelte';

/** Why a pane with `options` cannot run on the document as it stands, as a sentence; null when it can. */
export function paneProblem(doc: MapDocument, options: SearchOptions): string | null {
  const settings = firstSettingsProblem(options);
  if (settings !== null) return settings;
  if (doc.start < 0 || doc.goal < 0) return 'Place a start and a goal on the map first (right-click a cell, or use the Start and Goal tools).';
  if (!doc.isPassable(doc.start)) {
    const name = doc.grid.palette[doc.grid.terrain[doc.start]!]?.name ?? 'impassable terrain';
    return `The start is on ${name}, which cannot be entered; move the start to a passable cell.`;
  }
  const info = algorithmInfo(options.algorithm);
  if (!info.recordsTrace) return `${info.label} records no steps, so it cannot be compared step by step; pick another algorithm for this pane.`;
  const mixedCosts = new Set(doc.grid.palette.filter((t) => t.passable).map((t) => t.cost)).size > 1;
  const memory = estimateDebugMemory({ cells: doc.width * doc.height, algorithm: options.algorithm, mixedCosts });
  if (!memory.fits) {
    const gb = (b: number) => (b / 2 ** 30).toFixed(1);
    return `Recording every step of this pane’s search could need about ${gb(memory.bytes)} GB, more than the ${gb(memory.budget)} GB the search worker may use; compare on a smaller map or set a node budget.`;
  }
  return null;
}

/** The map as the worker should search it now (sent once; again only if the worker dropped it). */
export function mapSourceOf(doc: MapDocument): MapSource {
  const revision = doc.revision;
  return {
    mapId: doc.id,
    revision,
    snapshot: () => {
      if (doc.revision !== revision) throw new Error('The map changed while the comparison was starting; press Run again.');
      return doc.snapshot();
    },
  };
}

/** A traced search of `options` to its end, kept in the worker as the returned run. */
export function startPaneRun(
  host: Host,
  doc: MapDocument,
  source: MapSource,
  options: SearchOptions,
  onProgress: (expanded: number) => void,
): { run: Run; session: DebugSession } {
  const traced: SearchOptions = { ...options, recordTrace: true };
  const query: RunQuery = { version: doc.version, revision: source.revision, width: doc.width, height: doc.height, start: doc.start, goal: doc.goal, options: traced };
  const session = host.search.debug(source, { start: doc.start, goal: doc.goal, options: traced }, { until: null, breakpoints: [] }, onProgress);
  return { run: new Run(session.run, true, query), session };
}

/** The key of a configuration's movement rules: panes that share it share an optimum. */
export function movementKey(options: SearchOptions): string {
  const h = options.heightCosting;
  return [options.topology, options.cornerRule, options.diagonalCost, h ? `${h.uphill}/${h.downhill}` : '-'].join(' ');
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
