// What each search outcome says, for the notice over the map, the status bar and a compare pane:
// a path found with its cost, an unreachable goal naming the closest cell reached (never read as a
// success), a used-up budget, a cancelled search (recorded or not), and a refusal with its reason;
// a refusal said only while the pane keeps the configuration it was said under; and why a run
// shows no explored cells, true to its algorithm.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, zeroMetrics, type SearchResult, type SearchStatus } from '../../../../src/shared/engine/index';
import { liveOutcome, liveRefusal, paneOutcome, runOutcome, unrecordedNote } from '../../../../src/renderer/runs/runOutcome';
import { RunPane } from '../../../../src/renderer/runs/runPane.svelte';
import { joinLegs, type Route } from '../../../../src/shared/engine/route';
import { createGrid } from '../../../../src/shared/grid/grid';

function result(status: SearchStatus, path: number[], cost: number, closest = -1): SearchResult {
  return {
    status,
    path: Int32Array.from(path),
    cost,
    steps: Math.max(0, path.length - 1),
    closest,
    metrics: { ...zeroMetrics(), expanded: 1234 },
    heuristic: { admissible: true, consistent: true },
    trace: null,
  };
}

const WIDTH = 10;
const of = (r: SearchResult | null, more: { error?: string; cancelledAt?: number } = {}) =>
  runOutcome({ error: more.error ?? null, result: r, width: WIDTH, cancelledAt: more.cancelledAt ?? null });

describe('a search outcome', () => {
  it('is nothing before any run', () => {
    expect(of(null)).toBeNull();
  });

  it('for a path found, says its cost, length and expansions as news (status)', () => {
    const o = of(result('found', [0, 1, 2], 2))!;
    expect(o).toMatchObject({ kind: 'found', headline: 'Path found', role: 'status' });
    expect(o.statusLine).toBe('Path cost 2.000 · length 2 steps · 1,234 nodes expanded');
  });

  it('for an unreachable goal, names the closest cell reached as (x, y) and never starts like a success', () => {
    const o = of(result('unreachable', [0, 1, 12], 2.414, 12))!;
    expect(o).toMatchObject({ kind: 'unreachable', headline: 'Goal unreachable', role: 'alert' });
    expect(o.detail).toBe('Path to the closest cell reached (2, 1): cost 2.414 · 2 steps · 1,234 nodes expanded');
    expect(o.statusLine).toMatch(/^Goal unreachable · /);
    expect(of(result('unreachable', [], Infinity))!.detail).toMatch(/^No cell near the goal can be reached/);
  });

  it('for a used-up node budget, says what to change', () => {
    const o = of(result('budget', [0, 1], 1, 1))!;
    expect(o).toMatchObject({ kind: 'budget', headline: 'Stopped: node budget used up', role: 'alert' });
    expect(o.detail).toMatch(/closest cell reached \(1, 0\).*Raise the node budget/);
  });

  it('for a search stopped with Esc, says cancelled: an unrecorded one by its result, a recorded one by the step it got to', () => {
    expect(of(result('cancelled', [], Infinity))).toMatchObject({ kind: 'cancelled', headline: 'Search cancelled', role: 'status' });
    const recorded = of(null, { cancelledAt: 650000 })!;
    expect(recorded).toMatchObject({ kind: 'cancelled', headline: 'Search cancelled' });
    expect(recorded.detail).toMatch(/after 650,000 steps.*Step or Run \(F9\) searches on/);
  });

  it('for a refusal, says why (an alert), whatever the last result was', () => {
    const o = of(result('found', [0, 1], 1), { error: 'Jump Point Search needs a map of one cost.' })!;
    expect(o).toMatchObject({ kind: 'refused', headline: 'Cannot run', detail: 'Jump Point Search needs a map of one cost.', role: 'alert' });
    expect(o.statusLine).toBe('Cannot run · Jump Point Search needs a map of one cost.');
  });
});

describe('a pane’s refusal', () => {
  it('is said while the pane keeps the configuration it was refused under, and gives way once another is picked', () => {
    const pane = new RunPane(0, { stepOf: () => 0, finishedOf: () => false });
    pane.options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jps' };
    pane.error = 'Jump Point Search needs a map of one cost.';
    expect(pane.currentError).toBe('Jump Point Search needs a map of one cost.');
    expect(paneOutcome(pane)).toMatchObject({ kind: 'refused', headline: 'Cannot run' });
    pane.options = { ...pane.options, algorithm: 'astar' };
    expect(pane.currentError).toBeNull();
    expect(pane.error).toBe('Jump Point Search needs a map of one cost.');
    expect(paneOutcome(pane)).toBeNull();
    // The same configuration again: the sentence is true again.
    pane.options = { ...pane.options, algorithm: 'jps' };
    expect(pane.currentError).toBe('Jump Point Search needs a map of one cost.');
  });
});

describe('the live path’s outcome', () => {
  // A 10 × 3 map: Ground, with Water (impassable) at (5, 1) and Forest at (7, 1), which Tank cannot enter.
  const PALETTE = [
    { name: 'Ground', color: 0, cost: 1, passable: true },
    { name: 'Water', color: 0, cost: 1, passable: false },
    { name: 'Forest', color: 0, cost: 2, passable: true },
  ];
  const grid = { ...createGrid(WIDTH, 3, 0, PALETTE), unitTypes: [{ name: 'Tank', costs: [1, null, null] }] };
  grid.terrain[15] = 1;
  grid.terrain[17] = 2;
  const map = (waypoints: number[], unitType = '') => ({ grid, waypoints, unitType });
  const direct = (r: SearchResult, goal = 29): Route => ({ legs: [{ from: 0, to: goal, result: r }], result: r });
  /** A route whose legs end at `stops` (the start is cell 0), the last one stopping short at `closest`. */
  const stoppedAt = (stops: number[], closest: number): Route => {
    const legs = stops.map((to, i) => ({ from: i === 0 ? 0 : stops[i - 1]!, to, result: i < stops.length - 1 ? result('found', [0, 1], 1) : result('unreachable', [0, closest], 1, closest) }));
    return { legs, result: joinLegs(legs.map((l) => l.result)) };
  };

  it('is said as the live path’s, without expansions the configuration’s search never made when the lane repaired it', () => {
    const repaired = { ...result('found', [0, 1, 2], 2), liveWork: 'incremental' as const };
    expect(liveOutcome(direct(repaired), map([]))).toMatchObject({ kind: 'found', statusLine: 'Live path · Path cost 2.000 · length 2 steps' });
    expect(liveOutcome(direct(result('found', [0, 1, 2], 2)), map([])).statusLine).toBe('Live path · Path cost 2.000 · length 2 steps · 1,234 nodes expanded');
    expect(liveOutcome(direct(result('unreachable', [0, 1], 1, 1)), map([]))).toMatchObject({ kind: 'unreachable', headline: 'Goal unreachable', role: 'alert' });
    expect(liveOutcome(direct(result('unreachable', [0, 1], 1, 1)), map([])).statusLine).toMatch(/^Live path · Goal unreachable · Path to the closest cell reached \(1, 0\)/);
  });

  it('names the waypoint a route could not reach, not the goal', () => {
    const o = liveOutcome(stoppedAt([3, 23], 22), map([3, 23, 12]));
    expect(o).toMatchObject({ kind: 'unreachable', headline: 'Waypoint 2 unreachable', role: 'alert' });
    expect(o.detail).toMatch(/^Path to the closest cell reached \(2, 2\)/);
    expect(o.statusLine).toMatch(/^Live path · Waypoint 2 unreachable · Path to the closest cell reached/);
    // The route stopped at its last leg: the goal.
    expect(liveOutcome(stoppedAt([3, 29], 28), map([3])).headline).toBe('Goal unreachable');
  });

  it('says when the stop stands on terrain the unit cannot enter, and what to do', () => {
    const onWater = liveOutcome(stoppedAt([3, 15], 14), map([3, 15]));
    expect(onWater.headline).toBe('Waypoint 2 unreachable');
    expect(onWater.detail).toMatch(/^Waypoint 2 stands on Water, which cannot be crossed: move it, or tick Pass for Water in the terrain list\. Path to the closest cell reached \(4, 1\)/);
    const goalOnWater = liveOutcome(direct(result('unreachable', [0, 14], 1, 14), 15), map([]));
    expect(goalOnWater.detail).toMatch(/^The goal stands on Water, which cannot be crossed/);
    // Forest is open to the map's own costs, closed to Tank.
    expect(liveOutcome(stoppedAt([17], 16), map([])).detail).toMatch(/^Path to the closest cell reached/);
    expect(liveOutcome(stoppedAt([17], 16), map([], 'Tank')).detail).toMatch(/^The goal stands on Forest, which Tank cannot enter: move it, or give Tank a cost for Forest \(Unit types\)\./);
    // An unreachable stop on open ground (walled off) gives no such reason.
    expect(liveOutcome(stoppedAt([3, 22], 21), map([3, 22])).detail).toMatch(/^Path to the closest cell reached/);
  });

  it('when its configuration is refused on the map, says why as the live path’s (an alert), never as a run’s', () => {
    const o = liveRefusal('Jump Point Search needs a map of one cost.');
    expect(o).toMatchObject({ kind: 'refused', headline: 'Live path cannot run', detail: 'Jump Point Search needs a map of one cost.', role: 'alert' });
    expect(o.statusLine).toBe('Live path · Cannot run · Jump Point Search needs a map of one cost.');
  });
});

describe('why a run shows no explored cells', () => {
  it('for JPSW with recording off, points to “Record every step” as for any search (it records its steps)', () => {
    const note = unrecordedNote({ ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jpsw', recordTrace: false });
    expect(note).toMatch(/Record every step/);
    expect(note).not.toMatch(/records no steps/);
  });

  it('for A* with recording off, points to “Record every step”', () => {
    expect(unrecordedNote({ ...DEFAULT_SEARCH_OPTIONS, algorithm: 'astar', recordTrace: false })).toMatch(/Record every step/);
  });

  it('for a search with a turn cost, says it records no steps and how to step through one', () => {
    expect(unrecordedNote({ ...DEFAULT_SEARCH_OPTIONS, recordTrace: true, turnCost: 1 })).toMatch(/^A search with a turn cost records no steps.*set Turn cost to 0/);
  });
});
