// The one place the app asks the search engine for a live answer (the path that follows every edit
// and drag, in the single view and in every compare pane). Each leg of the route is a live lane of
// the worker (SearchClient.liveSearch): the map reaches the worker as the edits since the revision
// it holds, and the lane repairs its previous search instead of starting over. A channel keeps at
// most one question under way: a newer one cancels it and waits only for it to stop, and only the
// newest waiting one is asked next, so nothing queues behind the pointer.
import type { SearchOptions, SearchResult } from '../../shared/engine/index';
import { planRoute, type Route } from '../../shared/engine/route';
import { SearchWorkerError, type MapSource, type SearchClient } from '../../shared/protocol/searchClient';
import { exploredCells } from './exploredCells';

/** What a live answer is asked for: the map, the route's stops and the configuration. */
export interface LiveQuestion {
  source: MapSource;
  /** Start, waypoints, goal (flat cell indices). */
  stops: readonly number[];
  options: SearchOptions;
  /** Record the legs' events so the cells they explored can be shown. */
  explored: boolean;
  /** Cells of the map (the explored layer's size). */
  cells: number;
}

/** The engine's answer: the route (one leg without waypoints) and, when asked, the cells explored. */
export interface LiveResult {
  route: Route;
  /** Per cell: 0 unseen, 1 open, 2 closed (CellState), over every leg; null when not asked or not recorded. */
  explored: Uint8Array | null;
}

/** An answer under way. */
interface Asked {
  /** The answer; null when it was cancelled. */
  answer: Promise<LiveResult | null>;
  cancel(): void;
}

/** Lane `i` of a pane's lanes `lanes`. */
export function laneOf(lanes: string, i: number): string {
  return `${lanes}/${i}`;
}

/**
 * Asks `client` for the route of `q`: leg i of the route from lane `laneOf(lanes, i)`, in turn (a
 * cancel stops the leg under way and the rest).
 */
export function askLive(client: SearchClient, lanes: string, q: LiveQuestion): Asked {
  let cancelled = false;
  let running: { cancel(): void } | null = null;
  let legs = 0;
  const leg = async (from: number, to: number): Promise<SearchResult | null> => {
    if (cancelled) return null;
    // A recorded trace (the explored cells) makes the lane answer with the engine's own search.
    const search = client.liveSearch(q.source, laneOf(lanes, legs++), { start: from, goal: to, options: { ...q.options, recordTrace: q.explored } });
    running = search;
    const result = await search.result;
    running = null;
    return cancelled || result.status === 'cancelled' ? null : result;
  };
  const answer = routeOf(q.stops, leg).then((route) => {
    if (route === null) return null;
    const explored = q.explored ? exploredCells(route.legs.map((l) => l.result.trace), q.cells) : null;
    return { route, explored };
  });
  return {
    answer,
    cancel: () => {
      cancelled = true;
      running?.cancel();
    },
  };
}

/** The route through `stops` (route.ts plans the legs), each leg asked in turn; null when one was cancelled. */
async function routeOf(stops: readonly number[], searchLeg: (from: number, to: number) => Promise<SearchResult | null>): Promise<Route | null> {
  const plan = planRoute(stops);
  let step = plan.next();
  while (!step.done) {
    const result = await searchLeg(step.value.from, step.value.to);
    if (result === null) return null;
    step = plan.next(result);
  }
  return step.value;
}

/** Whether `err` is the engine saying the question was cancelled (not a problem to show). */
export function wasCancelled(err: unknown): boolean {
  return err instanceof SearchWorkerError && err.code === 'cancelled';
}

/** What the channel is told about the question it asked. */
export interface LiveReceiver<T> {
  /** The newest question's answer (an older one's never arrives). */
  answered(tag: T, result: LiveResult): void;
  failed(tag: T, err: unknown): void;
  /**
   * Whether a question is asked or under way whose answer is still to come (true from `ask` until
   * the newest question is answered, fails, asks nothing or the channel stops).
   */
  waiting(waiting: boolean): void;
}

/** Names each channel's lanes apart (the single view's and the compare panes' share one worker). */
let nextChannel = 1;

/**
 * One pane's line to the engine: the newest question wins. `ask` while one is under way cancels it
 * and remembers only the newest wish; when the cancelled one has stopped, that wish is made into a
 * question then (from the state as it is by then), so a drag asks as often as the engine keeps up.
 * Its lanes (one per leg) keep their searches in the worker until the route has fewer legs or the
 * channel stops.
 */
export class LiveChannel<T> {
  private running: Asked | null = null;
  private wish: (() => { question: LiveQuestion; tag: T } | null) | null = null;
  private readonly lanes = `live-${nextChannel++}`;
  /** Lanes the worker may hold for this channel: legs 0 … legs − 1. */
  private legs = 0;
  /** What the receiver was last told by `waiting`. */
  private isWaiting = false;

  constructor(
    private readonly client: () => SearchClient,
    private readonly receiver: LiveReceiver<T>,
  ) {}

  /** Asks what `make` says (null: nothing to ask), now or as soon as the question under way has stopped. */
  ask(make: () => { question: LiveQuestion; tag: T } | null): void {
    this.wish = make;
    this.setWaiting(true);
    if (this.running) this.running.cancel();
    else this.next();
  }

  /** Stops the question under way, forgets any wish and tells the worker to forget the lanes. */
  stop(): void {
    this.wish = null;
    this.running?.cancel();
    this.dropLanes(0);
    this.setWaiting(false);
  }

  private setWaiting(waiting: boolean): void {
    if (waiting === this.isWaiting) return;
    this.isWaiting = waiting;
    this.receiver.waiting(waiting);
  }

  /** Drops the lanes of legs `from` onwards (what they keep is the size of a map or more). */
  private dropLanes(from: number): void {
    if (this.legs <= from) return;
    const client = this.client();
    for (let i = from; i < this.legs; i++) client.dropLane(laneOf(this.lanes, i));
    this.legs = from;
  }

  private next(): void {
    const make = this.wish;
    this.wish = null;
    const made = make?.();
    if (!made) {
      this.setWaiting(false);
      return;
    }
    const legs = made.question.stops.length - 1;
    this.dropLanes(legs);
    this.legs = legs;
    let asked: Asked;
    try {
      asked = askLive(this.client(), this.lanes, made.question);
    } catch (err) {
      // Refused before it left (no worker to ask): said like an engine's refusal.
      this.receiver.failed(made.tag, err);
      this.setWaiting(false);
      return;
    }
    this.running = asked;
    // With no newer wish, the newest question has been answered (or failed, or was stopped).
    const settle = () => {
      this.running = null;
      if (this.wish === null) this.setWaiting(false);
      else this.next();
    };
    asked.answer.then(
      (result) => {
        // Superseded meanwhile (a wish is waiting): its answer is already old.
        if (result && this.wish === null) this.receiver.answered(made.tag, result);
        settle();
      },
      (err: unknown) => {
        if (this.wish === null && !wasCancelled(err)) this.receiver.failed(made.tag, err);
        settle();
      },
    );
  }
}
