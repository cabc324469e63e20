// The watchdog on a fake clock: a worker that stops answering pings, or a request with no news,
// counts as hung after the limit and not before; progress and pongs keep a busy worker alive.
import { describe, expect, it } from 'vitest';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import { Watchdog } from '../../../../src/shared/protocol/watchdog';
import { FakeClock } from './fakeClock';

const search = (requestId: number): WorkerRequest => ({
  kind: 'search',
  requestId,
  mapId: 'm',
  revision: 1,
  query: { start: 0, goal: 1, options: {} as never },
});

/** A watchdog over a fake clock whose pings the test answers (or not), on a worker that has started unless told otherwise. */
function watched(opts: { answerPings: boolean; always?: boolean; started?: boolean }) {
  const clock = new FakeClock();
  const hung: { at: number; reason: string }[] = [];
  let pings = 0;
  const dog: Watchdog = new Watchdog({
    timers: clock,
    pingEveryMs: 1000,
    hungAfterMs: 5000,
    always: opts.always ?? false,
    ping: () => {
      pings++;
      if (opts.answerPings) dog.received({ kind: 'pong', requestId: 1000 + pings });
    },
    onHung: (reason) => hung.push({ at: clock.now, reason }),
  });
  if (opts.started ?? true) dog.received({ kind: 'ready', pid: 1 });
  return { clock, dog, hung, pings: () => pings };
}

describe('Watchdog', () => {
  it('leaves an idle worker alone: no request, no ping, never hung', () => {
    const { clock, hung, pings } = watched({ answerPings: false });
    clock.advance(60_000);
    expect(pings()).toBe(0);
    expect(hung).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('a worker that stops answering pings is hung once 5 s pass after the unanswered ping, not before', () => {
    const { clock, dog, hung, pings } = watched({ answerPings: false });
    dog.sent(search(1));
    clock.advance(1000); // first tick: the ping goes out
    expect(pings()).toBe(1);
    clock.advance(4999);
    expect(hung).toEqual([]);
    clock.advance(1);
    expect(hung).toEqual([{ at: 6000, reason: 'it did not answer for 5 s' }]);
    expect(pings()).toBe(1); // one ping at a time: a busy worker is not flooded
    clock.advance(60_000);
    expect(hung).toHaveLength(1); // reported once
    expect(clock.pending).toBe(0);
  });

  it('a search with no progress is hung although the worker answers pings', () => {
    const { clock, dog, hung, pings } = watched({ answerPings: true });
    dog.sent(search(1));
    clock.advance(5000);
    expect(hung).toEqual([]);
    clock.advance(1000);
    expect(hung).toEqual([{ at: 6000, reason: 'it made no progress for 5 s' }]);
    expect(pings()).toBe(5);
  });

  it('a search waiting its turn is not stalled, however long it waits; once it starts, its silence counts again', () => {
    const { clock, dog, hung } = watched({ answerPings: true });
    dog.sent(search(1));
    dog.received({ kind: 'queued', requestId: 1, place: 3 });
    clock.advance(60_000);
    expect(hung).toEqual([]);
    dog.received({ kind: 'progress', requestId: 1, expanded: 0 });
    clock.advance(6000);
    expect(hung).toEqual([{ at: 66_000, reason: 'it made no progress for 5 s' }]);
  });

  it('a worker holding only waiting searches is still pinged, and hung when it stops answering', () => {
    let answer = true;
    const clock = new FakeClock();
    const hung: string[] = [];
    const dog: Watchdog = new Watchdog({
      timers: clock,
      ping: () => answer && dog.received({ kind: 'pong', requestId: 7 }),
      onHung: (reason) => hung.push(reason),
    });
    dog.received({ kind: 'ready', pid: 1 });
    dog.sent(search(1));
    dog.received({ kind: 'queued', requestId: 1, place: 1 });
    clock.advance(10_000);
    answer = false;
    clock.advance(7000);
    expect(hung).toEqual(['it did not answer for 5 s']);
  });

  it('progress keeps a long search alive; its silence is counted from its last progress', () => {
    const { clock, dog, hung } = watched({ answerPings: true });
    dog.sent(search(7));
    for (let t = 0; t < 60_000; t += 900) {
      clock.advance(900);
      dog.received({ kind: 'progress', requestId: 7, expanded: t });
    }
    expect(hung).toEqual([]);
    const lastProgress = clock.now;
    clock.advance(10_000);
    expect(hung).toHaveLength(1);
    expect(hung[0]!.at - lastProgress).toBeGreaterThanOrEqual(5000);
    expect(hung[0]!.at - lastProgress).toBeLessThanOrEqual(6000);
  });

  it('pongs keep a watched-always worker alive; pings stop once it is stopped', () => {
    const { clock, dog, hung, pings } = watched({ answerPings: true, always: true });
    clock.advance(60_000);
    expect(hung).toEqual([]);
    expect(pings()).toBe(60);
    dog.stop();
    clock.advance(60_000);
    expect(pings()).toBe(60);
    expect(hung).toEqual([]);
  });

  it('stops pinging once every request has its answer, and forgets the old silence', () => {
    const { clock, dog, hung, pings } = watched({ answerPings: false });
    dog.sent(search(1));
    clock.advance(3000);
    dog.received({ kind: 'result', requestId: 1, result: {} as never });
    clock.advance(60_000);
    expect(pings()).toBe(1);
    expect(hung).toEqual([]);
    // A new request starts a fresh count: the unanswered ping from before does not carry over.
    dog.sent(search(2));
    clock.advance(5000);
    expect(hung).toEqual([]);
  });

  it('a machine that sleeps mid-search does not look hung when it wakes', () => {
    const { clock, dog, hung } = watched({ answerPings: true });
    dog.sent(search(1));
    clock.advance(2000);
    dog.received({ kind: 'progress', requestId: 1, expanded: 50_000 });
    clock.sleepThenWake(8 * 3600_000);
    dog.received({ kind: 'progress', requestId: 1, expanded: 100_000 });
    clock.advance(3000);
    expect(hung).toEqual([]);
  });

  it('counts nothing until the worker first answers: a slow start is not a hang', () => {
    const { clock, dog, hung, pings } = watched({ answerPings: false, always: true, started: false });
    dog.sent(search(1));
    clock.advance(30_000);
    expect(hung).toEqual([]);
    expect(pings()).toBe(30); // it keeps asking
    dog.pong(); // started at last
    clock.advance(5000);
    expect(hung).toEqual([]);
    clock.advance(1000);
    expect(hung).toEqual([{ at: 36_000, reason: 'it did not answer for 5 s' }]);
  });

  it('a worker that never answers while work waits counts as hung once the start limit (60 s) is over', () => {
    const { clock, dog, hung } = watched({ answerPings: false, started: false });
    dog.sent(search(1));
    clock.advance(60_000);
    expect(hung).toEqual([]);
    clock.advance(1000);
    expect(hung).toEqual([{ at: 61_000, reason: 'it did not start within 60 s' }]);
  });

  it('does not track its own pings as work, nor replies to requests it never saw', () => {
    const { clock, dog, hung, pings } = watched({ answerPings: false });
    dog.sent({ kind: 'ping', requestId: 1 });
    dog.received({ kind: 'map-loaded', requestId: 99, mapId: 'm', revision: 1 });
    clock.advance(30_000);
    expect(pings()).toBe(0);
    expect(hung).toEqual([]);
  });
});
