// The open list must pop in exact (key, secondary) order whatever its packing guesses were: keys
// far above the hint (repacking mid-search), secondaries outside the expected range (clamped), ties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OpenList } from '../../../../src/shared/engine/openList';

interface Entry { cell: number; key: number; second: number }

function drain(open: OpenList, state: Int32Array, offset: number, entries: Entry[], decreases: [number, number, number][]): Entry[] {
  const live = new Map<number, Entry>();
  for (const e of entries) { open.push(e.cell, e.key, e.second); live.set(e.cell, { ...e }); }
  for (const [cell, drop, second] of decreases) {
    const e = live.get(cell);
    if (!e || drop <= 0) continue;
    e.key = Math.max(0, e.key - drop);
    e.second = second;
    open.decrease(state[cell]! - offset, e.key, e.second);
  }
  const out: Entry[] = [];
  while (open.size > 0) out.push(live.get(open.pop())!);
  return out;
}

const inOrder = (a: Entry, b: Entry) => a.key < b.key || (a.key === b.key && a.second <= b.second);

describe('OpenList', () => {
  it('pops in exact (key, secondary) order, across repacking and clamped secondaries', () => {
    const key = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 2 ** 45 }), fc.constant(2 ** 40), fc.double({ min: 2 ** 53, max: 2 ** 70, noNaN: true }).map(Math.floor));
    const second = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -1e9, max: 1e9, noNaN: true }));
    fc.assert(
      fc.property(
        fc.array(fc.record({ key, second }), { minLength: 1, maxLength: 300 }),
        fc.array(fc.tuple(fc.nat(299), fc.integer({ min: 0, max: 2 ** 44 }), second), { maxLength: 60 }),
        fc.integer({ min: 0, max: 2 ** 36 }),
        (raw, decreases, hint) => {
          const state = new Int32Array(raw.length);
          const open = new OpenList(state, 4);
          open.reset(0);
          open.configure(hint, -1, 1);
          const entries = raw.map((r, cell) => ({ cell, key: r.key, second: r.second }));
          const popped = drain(open, state, 2, entries, decreases.filter(([c]) => c < raw.length));
          expect(popped.length).toBe(raw.length);
          for (let i = 1; i < popped.length; i++) expect(inOrder(popped[i - 1]!, popped[i]!)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sinks an entry whose key stays while its secondary grows (a better g under the larger-g tie-break)', () => {
    const state = new Int32Array(2);
    const open = new OpenList(state);
    open.reset(0);
    open.push(0, 5, 0);
    open.push(1, 5, 0);
    open.decrease(state[0]! - 2, 5, 1);
    expect(open.pop()).toBe(1);
    expect(open.pop()).toBe(0);
  });

  it('keeps neighbouring keys apart when they outgrow the packing', () => {
    // Packed without repacking, 2^35 with the largest secondary would round up onto 2^35 + 1 with
    // the smallest, and the tie would then be decided by the secondaries, the wrong way round.
    const state = new Int32Array(2);
    const open = new OpenList(state);
    open.reset(0);
    open.configure(1000, 0, 10);
    open.push(1, 2 ** 35 + 1, 0);
    open.push(0, 2 ** 35, 10);
    expect(open.pop()).toBe(0);
    expect(open.pop()).toBe(1);
  });

  it('reports the first key exactly after repacking', () => {
    const state = new Int32Array(3);
    const open = new OpenList(state);
    open.reset(0);
    open.configure(1000, 0, 10);
    open.push(0, 900, 3);
    open.push(1, 2 ** 50 + 1, -7);
    expect(open.topKey()).toBe(900);
    open.pop();
    expect(open.topKey()).toBe(2 ** 50 + 1);
  });

  it('lays out the same moves the same way whatever its packing, and restores a layout it gave (as trace replays use it)', () => {
    // A replay rebuilds the search's list with default tuning from the entries of a checkpoint:
    // equal pairs must still come out in the search's order.
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 6 }), second: fc.integer({ min: -3, max: 3 }) }), { minLength: 1, maxLength: 80 }),
        fc.nat(79),
        (raw, cut) => {
          const tuned = new OpenList(new Int32Array(raw.length)), plain = new OpenList(new Int32Array(raw.length));
          tuned.reset(0);
          tuned.configure(10, -3, 3);
          plain.reset(0);
          raw.forEach((r, cell) => { tuned.push(cell, r.key, r.second); plain.push(cell, r.key, r.second); });
          const k = Math.min(cut, raw.length);
          for (let i = 0; i < k; i++) expect(plain.pop()).toBe(tuned.pop());
          expect(Array.from(plain.entries())).toEqual(Array.from(tuned.entries()));
          const restored = new OpenList(new Int32Array(raw.length));
          restored.reset(0);
          for (const cell of plain.entries()) restored.append(cell, raw[cell]!.key, raw[cell]!.second);
          while (tuned.size > 0) expect(restored.pop()).toBe(tuned.pop());
        },
      ),
      { numRuns: 300 },
    );
  });
});
