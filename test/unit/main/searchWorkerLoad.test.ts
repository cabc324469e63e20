// The audit's load trial: 32 searches sent at once to one built search worker on a 2048² map. The
// worker runs a few at a time (the rest wait their turn), so its memory stays within its budget and
// it answers every ping between two slices of work: each of the host's pings (every second, as
// the app sends them) is answered before the next is due, and the host's watchdog never fires.
// Nothing here reads a clock: the pings are counted, and the searches under way are read off the
// worker's own events (progress from a search's first slice to its result).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/index';
import { createGrid } from '../../../src/shared/grid/grid';
import { MAX_RUNNING_SEARCHES } from '../../../src/shared/protocol/searchAdmission';
import type { WorkerEvent } from '../../../src/shared/protocol/messages';
import { Watchdog, WATCHDOG_DEFAULTS } from '../../../src/shared/protocol/watchdog';
import { ensureBuiltWorker, ForkedWorker } from './forkWorker';

const SIDE = 2048;
const SEARCHES = 32;

describe('one search worker under 32 searches at once on 2048²', () => {
  let worker: ForkedWorker | null = null;
  const stops: (() => void)[] = [];
  beforeAll(() => ensureBuiltWorker(), 180_000);
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    worker?.kill();
  });

  it('runs at most a few at a time, answers every ping before the next is due, and the watchdog never fires', async () => {
    const w = (worker = new ForkedWorker());
    await w.next((e) => e.kind === 'ready');
    const g = createGrid(SIDE, SIDE);
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: { width: SIDE, height: SIDE, terrain: g.terrain, heights: null, palette: g.palette } });
    await w.next((e) => e.kind === 'map-loaded');

    // The host's watchdog with the app's limits, and a ping of our own on the same beat that
    // notes each one still unanswered when the next falls due.
    let hung: string | null = null;
    let pingId = 1_000_000;
    const watchdog = new Watchdog({ always: true, ping: () => w.send({ kind: 'ping', requestId: ++pingId }), onHung: (reason) => (hung = reason) });
    const BEAT = 2_000_000; // the id of our own pings
    let beatsSent = 0, beatsLate = 0, beatOut = false;
    const beat = setInterval(() => {
      if (beatOut) beatsLate++;
      else {
        beatOut = true;
        beatsSent++;
        w.send({ kind: 'ping', requestId: BEAT });
      }
    }, WATCHDOG_DEFAULTS.pingEveryMs);
    stops.push(() => watchdog.stop(), () => clearInterval(beat));

    const running = new Set<number>();
    let peak = 0;
    w.child.on('message', (e: WorkerEvent) => {
      if (e.kind === 'pong') {
        if (e.requestId === BEAT) beatOut = false;
        else watchdog.pong();
      }
      if (e.kind === 'progress') {
        running.add(e.requestId);
        peak = Math.max(peak, running.size);
      }
      if (e.kind === 'result' || e.kind === 'error') running.delete(e.requestId!);
    });

    // Dijkstra from 32 corners and edges, each stopped after 200,000 expansions (four slices): every
    // one needs node tables for the whole map, 64 MB each.
    const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const, maxExpansions: 200_000 };
    const answers: Promise<WorkerEvent>[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const requestId = 100 + i;
      w.send({ kind: 'search', requestId, mapId: 'm', revision: 1, query: { start: i * 61, goal: SIDE * SIDE - 1 - i * 61, options } });
      answers.push(w.next((e) => (e.kind === 'result' || e.kind === 'error') && e.requestId === requestId, 600_000));
    }
    const replies = await Promise.all(answers);

    expect(replies.map((r) => (r.kind === 'result' ? r.result.status : r.kind))).toEqual(Array(SEARCHES).fill('budget'));
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_RUNNING_SEARCHES);
    expect(beatsLate).toBe(0);
    expect(beatsSent).toBeGreaterThan(0);
    expect(hung).toBeNull();
  }, 600_000);
});
