// The live path (View › Live path, on by default): every pane of a view (the single map's one,
// each compare pane) keeps an answer for the map, markers, waypoints and its configuration as they
// stand, asked again on every change (each brush dab, a marker dragged, undo, a setting), the newest
// change winning (liveEngine.ts). A pane shows its live answer unless its debugger run is current:
// a run just made (F9) or being stepped shows as it always did, and an edit that makes it stale
// hands the map to the live answer while the debugger keeps its frozen run. With waypoints the map
// always shows the live route (the debugger steps the direct search from start to goal).
import { untrack } from 'svelte';
import { answerOptions, firstSettingsProblem } from '../../shared/engine/searchOptions/options';
import type { SearchOptions, SearchResult } from '../../shared/engine/index';
import { copyOptions } from '../runs/runOptions';
import { routeStops, type Route } from '../../shared/engine/route';
import type { SearchClient } from '../../shared/protocol/searchClient';
import { messageOf } from '../runs/paneRequests';
import { queryProblem } from '../runs/runChecks';
import type { RunPane } from '../runs/runPane.svelte';
import type { RunPanes } from '../runs/runPanes.svelte';
import { mapSourceOf } from '../runs/runSources';
import type { MapDocument } from '../state/document.svelte';
import { LiveChannel, type LiveQuestion } from './liveEngine';

/** A pane's live answer: what it answered (document version, configuration) and the route found. */
export interface LiveAnswer {
  /** The document version (MapDocument.version) it was asked on. */
  version: number;
  options: SearchOptions;
  /** The route: one leg without waypoints. */
  route: Route;
  /** The cells its searches explored (CellState per cell), when "Show explored cells while live" is on. */
  explored: Uint8Array | null;
  width: number;
  height: number;
}

/**
 * How long a live answer may be on its way before the pane says it is catching up: long enough
 * that the answers of a stroke on a small map (a few milliseconds each) never flash a notice.
 */
export const LIVE_SLOW_MS = 400;

/** What a question was asked on, to label its answer. */
interface Asked {
  version: number;
  options: SearchOptions;
  width: number;
  height: number;
}

export class LivePaths {
  /** Panes follow every change (View › Live path). */
  enabled = $state(true);
  /** The live answers show the cells their searches explored (View › Show explored cells while live). */
  explored = $state(false);
  /** Bumped when the search worker was replaced: every pane asks again. */
  private restarts = $state(0);

  constructor(private readonly client: () => SearchClient) {}

  /** The worker was replaced (its answers under way are gone): ask again. */
  workerRestarted(): void {
    this.restarts++;
  }

  /** Whether `pane` shows its live answer on the map and in its figures (else its debugger run, as before). */
  shows(view: RunPanes, pane: RunPane, doc: MapDocument): boolean {
    if (!this.enabled || pane.live === null) return false;
    return this.follows(view, pane, doc);
  }

  /**
   * What `pane` says of a live answer that is taking a while: "Finding the live path…" before its
   * first, "Updating the live path…" while the one shown is older than the map; null when none is
   * late or the pane shows its debugger run.
   */
  catchingUp(view: RunPanes, pane: RunPane, doc: MapDocument): string | null {
    if (!this.enabled || !pane.liveCatchingUp || !this.follows(view, pane, doc)) return null;
    return pane.live === null ? 'Finding the live path…' : 'Updating the live path…';
  }

  /** Whether the map shows `pane`'s live answer rather than its debugger run, once it has one. */
  private follows(view: RunPanes, pane: RunPane, doc: MapDocument): boolean {
    return doc.waypoints.length > 0 || pane.run === null || view.paneIsStale(pane, doc);
  }

  /**
   * Why `pane` has no live path where the map would show one (the engine refused its configuration on
   * this map, or the start is on a wall), once both markers are placed; else null. Said where the
   * eye is (the map's notice, the status bar, a compare pane's slot): the path just disappears
   * otherwise. A setting being typed out of bounds is not: its field says so as it is typed.
   */
  refusal(view: RunPanes, pane: RunPane, doc: MapDocument): string | null {
    if (!this.enabled || pane.liveProblem === null || doc.start < 0 || doc.goal < 0) return null;
    if (firstSettingsProblem(pane.options) !== null) return null;
    return this.follows(view, pane, doc) ? pane.liveProblem : null;
  }

  /** The live route's result when the map shows it (see `shows`), else null. */
  shownLive(view: RunPanes, pane: RunPane, doc: MapDocument): SearchResult | null {
    return this.shownRoute(view, pane, doc)?.result ?? null;
  }

  /** The live route (its legs and the route as one result) when the map shows it, else null. */
  shownRoute(view: RunPanes, pane: RunPane, doc: MapDocument): Route | null {
    return this.shows(view, pane, doc) ? pane.live!.route : null;
  }

  /**
   * Keeps every pane of the view `panes` gives answered while `active` holds (the compare view's panes
   * only while it is open), until the returned stop is called.
   */
  keepCurrent(panes: () => RunPanes, doc: () => MapDocument, active: () => boolean): () => void {
    const follow = this.follower(panes, doc, active);
    return $effect.root(() => {
      $effect(() => follow());
    });
  }

  /**
   * What keepCurrent runs in an effect (tests call it after each change, as the effect would): asks
   * for a new answer for every pane whose map, markers, waypoints or configuration changed since it
   * last asked, and stops asking for panes gone or while off. It reads the document's version, the
   * panes' options and the switches, so the effect runs again when any changes.
   */
  follower(panes: () => RunPanes, doc: () => MapDocument, active: () => boolean): () => void {
    const channels = new Map<RunPane, LiveChannel<Asked>>();
    const asked = new Map<RunPane, string>();
    const channelOf = (pane: RunPane) => {
      let channel = channels.get(pane);
      if (!channel) {
        let slow: ReturnType<typeof setTimeout> | undefined;
        channel = new LiveChannel<Asked>(this.client, {
          waiting: (waiting) => {
            clearTimeout(slow);
            if (waiting) slow = setTimeout(() => (pane.liveCatchingUp = true), LIVE_SLOW_MS);
            else pane.liveCatchingUp = false;
          },
          answered: (at, { route, explored }) => {
            pane.live = { ...at, route, explored };
            pane.liveProblem = null;
          },
          failed: (_, err) => {
            pane.live = null;
            pane.liveProblem = messageOf(err);
            asked.delete(pane); // asked again on the next change
          },
        });
        channels.set(pane, channel);
      }
      return channel;
    };
    return () => {
      const d = doc();
      const list = panes().panes;
      const on = this.enabled && active();
      const key = `${d.id}|${d.version}|${this.explored}|${this.restarts}`;
      for (const [pane, channel] of channels) {
        if (list.includes(pane) && on) continue;
        channel.stop();
        channels.delete(pane);
        asked.delete(pane);
      }
      if (!this.enabled) for (const pane of list) pane.live = null;
      if (!on) return;
      for (const pane of list) {
        const options = answerOptions(copyOptions(pane.options));
        const paneKey = `${key}|${JSON.stringify(options)}`;
        if (asked.get(pane) === paneKey) continue;
        asked.set(pane, paneKey);
        untrack(() => this.ask(channelOf(pane), pane, d));
      }
    };
  }

  /** Asks `pane`'s channel for the answer on `doc` as it stands when the channel gets to it. */
  private ask(channel: LiveChannel<Asked>, pane: RunPane, doc: MapDocument): void {
    channel.ask(() => {
      const options = copyOptions(pane.options);
      const problem = queryProblem(doc, options);
      pane.liveProblem = problem;
      if (problem !== null) {
        pane.live = null;
        return null;
      }
      const { width, height } = doc;
      const question: LiveQuestion = {
        source: mapSourceOf(doc),
        stops: routeStops(doc.start, doc.waypoints, doc.goal),
        options,
        explored: this.explored,
        cells: width * height,
      };
      return { question, tag: { version: doc.version, options, width, height } };
    });
  }
}
