// What came of a pane's last command, said once for every view that shows it: the notice over the
// map, the status bar, the timeline's line and the Result section (the single view), and a compare
// pane. Found, unreachable (with the closest cell reached), budget used up, cancelled, or refused
// and why; each as a short headline, a line of figures, and the role a screen reader gives it.
import { algorithmInfo, TURN_COST_UNTRACED, type SearchOptions, type SearchResult } from '../../shared/engine/index';
import type { Route } from '../../shared/engine/route';
import type { LivePaths } from '../live/livePaths.svelte';
import type { MapDocument } from '../state/document.svelte';
import type { RunPane } from './runPane.svelte';
import type { SearchRuns } from './searchRuns.svelte';
import { runUnreachedStop, unreachedStop, type RouteMap, type UnreachedStop } from './unreachedStop';

export type OutcomeKind = 'found' | 'unreachable' | 'budget' | 'cancelled' | 'refused';

/** One outcome as the views say it. */
export interface RunOutcome {
  kind: OutcomeKind;
  /** A few words: "Path found", "Goal unreachable", "Cannot run". */
  headline: string;
  /** The sentence under the headline: the figures, or why and what to do. */
  detail: string;
  /** One line for the status bar: headline and figures, never read as a success when it is not one. */
  statusLine: string;
  /** A word or two for a compare pane's header badge. */
  badge: string;
  /** A found path is news (status); anything else asks the user to act or understand (alert). */
  role: 'status' | 'alert';
}

/** What a pane knows of its last command. */
export interface OutcomeInput {
  /** Why its run could not start or go on (the check's, the engine's or the command's sentence). */
  error: string | null;
  /** The last run's result, once its search ended. */
  result: SearchResult | null;
  /** The map's width the run searched, to name the closest cell as (x, y). */
  width: number;
  /** Esc stopped the run before its end: the step it got to (a recorded run keeps it). */
  cancelledAt: number | null;
}

/** A finished search's status in a few words, wherever it is named. */
export const RESULT_HEADLINES: Record<SearchResult['status'], string> = {
  found: 'Path found',
  unreachable: 'Goal unreachable',
  budget: 'Stopped: node budget used up',
  cancelled: 'Search cancelled',
};

// Formatters made once: `toLocaleString` with options builds one per call, and the outcome is
// worded again on every live answer (a 4096² stroke spent 25 ms of its frames in it).
const counts = new Intl.NumberFormat('en-US'), costs = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const n = (v: number) => counts.format(v);
const cost = (v: number) => costs.format(v);
const cellName = (c: number, width: number) => `(${c % width}, ${Math.floor(c / width)})`;

/** The outcome to show for `input`, or null before any run and while none has ended or been stopped. */
export function runOutcome(input: OutcomeInput): RunOutcome | null {
  if (input.error !== null) return outcome('refused', 'Cannot run', input.error, 'alert');
  const r = input.result;
  if (r === null) {
    if (input.cancelledAt === null) return null;
    const detail = `Stopped with Esc after ${n(input.cancelledAt)} steps, before the search ended: Step or Run (F9) searches on from here.`;
    return outcome('cancelled', 'Search cancelled', detail, 'status');
  }
  // A live answer the lane repaired has no figures of this configuration's search to give (SearchResult.liveWork).
  const figures = r.liveWork ? '' : `${n(r.metrics.expanded)} nodes expanded`;
  const and = (text: string) => (figures ? `${text} · ${figures}` : text);
  const route = and(`cost ${cost(r.cost)} · ${n(r.steps)} steps`);
  const closest = r.path.length > 0 && r.closest >= 0 ? `closest cell reached ${cellName(r.closest, input.width)}: ${route}` : null;
  const headline = RESULT_HEADLINES[r.status];
  switch (r.status) {
    case 'found':
      return outcome('found', headline, `Path ${route}`, 'status', and(`Path cost ${cost(r.cost)} · length ${n(r.steps)} steps`));
    case 'unreachable':
      return outcome('unreachable', headline, closest ? `Path to the ${closest}` : and('No cell near the goal can be reached from the start'), 'alert');
    case 'budget':
      return outcome('budget', headline, `${closest ? `Path to the ${closest}` : figures}. Raise the node budget (More options), or set it to 0 for none.`, 'alert');
    case 'cancelled':
      return outcome('cancelled', headline, `${and('Stopped with Esc before the search ended')}. Press Run (F9) to search again.`, 'status');
  }
}

/**
 * The outcome of `pane`'s last command; `error` overrides the pane's own (the single view's command
 * failure). Given the map it searched (`map`), an unreachable goal says when it stands on terrain
 * the unit cannot enter.
 */
export function paneOutcome(pane: RunPane, error: string | null = pane.currentError, map?: RouteMap): RunOutcome | null {
  const run = pane.run;
  const o = runOutcome({ error, result: run?.result ?? null, width: run?.query.width ?? 1, cancelledAt: run?.cancelled ? run.steps : null });
  if (o === null || error !== null || !map || !run) return o;
  return namingStop(o, runUnreachedStop(run, map));
}

/**
 * The outcome of the live path's route shown on the map (the run is out of date, or there is
 * none): said as the live path's, so the status bar never gives an out-of-date run's cost under a
 * path that has moved on. A route that stopped short names the stop it could not reach (a
 * waypoint, or the goal) and says when that stop stands on terrain the unit cannot enter.
 */
export function liveOutcome(route: Route, map: RouteMap): RunOutcome {
  const o = namingStop(runOutcome({ error: null, result: route.result, width: map.grid.width, cancelledAt: null })!, unreachedStop(route, map));
  return { ...o, statusLine: `Live path · ${o.statusLine}` };
}

/** `o`, said of the stop its search could not reach (null: as it is): named, and why when it stands on terrain the unit cannot enter. */
function namingStop(o: RunOutcome, stop: UnreachedStop | null): RunOutcome {
  if (stop === null) return o;
  const headline = `${stop.name} unreachable`;
  if (stop.blocked === null) return outcome('unreachable', headline, o.detail, 'alert');
  return outcome('unreachable', headline, `${stop.blocked.sentence} ${o.detail}`, 'alert', `${headline} · it stands on ${stop.blocked.terrain} · ${o.detail}`);
}

/** Why the live path cannot be found (its configuration refused on this map): said as the live path's. */
export function liveRefusal(problem: string): RunOutcome {
  return outcome('refused', 'Live path cannot run', problem, 'alert', `Live path · Cannot run · ${problem}`);
}

/**
 * What the single map's views say came of its search, in one order for the status bar and the card
 * over the map: nothing while a run is under way; the last command's refusal; the live path's
 * answer while the map shows it; why there is no live path where the map would show one; else the
 * last run's outcome. `live` says the outcome is the live path's.
 */
export function singleMapOutcome(runs: SearchRuns, live: LivePaths, doc: MapDocument): { outcome: RunOutcome; live: boolean } | null {
  if (runs.running) return null;
  if (runs.error) return { outcome: paneOutcome(runs.pane, runs.error)!, live: false };
  const shown = live.shownRoute(runs, runs.pane, doc);
  if (shown) return { outcome: liveOutcome(shown, routeMap(doc, runs.pane)), live: true };
  const refused = live.refusal(runs, runs.pane, doc);
  if (refused !== null) return { outcome: liveRefusal(refused), live: true };
  const outcome = paneOutcome(runs.pane, null, routeMap(doc, runs.pane));
  return outcome && { outcome, live: false };
}

/** What `pane`'s live route is searched over on `doc`: the map, its waypoints and the pane's unit type. */
export function routeMap(doc: MapDocument, pane: RunPane): RouteMap {
  return { grid: doc.grid, waypoints: doc.waypoints, unitType: pane.options.unitType };
}

const BADGES: Record<OutcomeKind, string> = { found: 'found', unreachable: 'unreachable', budget: 'budget used up', cancelled: 'cancelled', refused: 'cannot run' };

function outcome(kind: OutcomeKind, headline: string, detail: string, role: RunOutcome['role'], statusLine = `${headline} · ${detail}`): RunOutcome {
  return { kind, headline, detail, statusLine, badge: BADGES[kind], role };
}

/** Why a run shows no explored cells, true to its settings: the algorithm records none, or recording was off. */
export function unrecordedNote(options: SearchOptions): string {
  const info = algorithmInfo(options.algorithm);
  if (info.recordsTrace && options.turnCost > 0) return TURN_COST_UNTRACED;
  return info.recordsTrace
    ? 'Explored cells are shown when “Record every step” is on (More options).'
    : `${info.label} records no steps, so its explored cells cannot be shown: this is its path and figures. Pick A* to watch a search step by step.`;
}
