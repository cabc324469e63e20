// The engine on small maps a person can check by eye: costs, topologies, corner rules, the
// unreachable goal, budgets, slices, cancel, and the map cache.
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  CORNER_RULES,
  HEURISTICS,
  TIE_BREAKS,
  TOPOLOGIES,
  createSearch,
  invalidateSearchCache,
  labelOf,
  runSearch,
  type AlgorithmName,
} from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { at, gridFromText, options, referenceCost, walkedCost } from './helpers';

const SQ2 = Math.SQRT2;

describe('moves and costs', () => {
  const open = gridFromText(`
    .....
    .....
    .....`);

  it('goes diagonally at √2 per step and straight at 1 on an 8-connected map', () => {
    const r = runSearch(open, { start: at(open, 0, 0), goal: at(open, 4, 2), options: options() });
    expect(r.status).toBe('found');
    expect(r.cost).toBeCloseTo(2 + 2 * SQ2, 12);
    expect(r.steps).toBe(4);
    expect(r.path[0]).toBe(at(open, 0, 0));
    expect(r.path.at(-1)).toBe(at(open, 4, 2));
  });

  it('counts Manhattan steps on a 4-connected map', () => {
    const r = runSearch(open, { start: at(open, 0, 0), goal: at(open, 4, 2), options: options({ topology: 'square4', heuristic: 'manhattan' }) });
    expect(r.cost).toBe(6);
  });

  it('multiplies each step by the cost of the cell entered', () => {
    const g = gridFromText(`
      .ss.
      .rr.`);
    const r = runSearch(g, { start: at(g, 0, 0), goal: at(g, 3, 0), options: options({ topology: 'square4', heuristic: 'manhattan' }) });
    // Down (1), along the road (0.5 + 0.5), on (1) and up to the goal (1): cheaper than the swamp (4 + 4 + 1).
    expect(r.cost).toBeCloseTo(1 + 0.5 + 0.5 + 1 + 1, 12);
  });

  it('adds height costs uphill and downhill separately', () => {
    const g = gridFromText('...');
    g.heights = new Int16Array([0, 3, 1]);
    const r = runSearch(g, { start: 0, goal: 2, options: options({ topology: 'square4', heuristic: 'manhattan', heightCosting: { uphill: 2, downhill: 0.5 } }) });
    expect(r.cost).toBeCloseTo(2 + 2 * 3 + 0.5 * 2, 12);
    expect(r.heuristic).toEqual({ admissible: true, consistent: true });
  });
});

describe('corner rules', () => {
  const g = gridFromText(`
    .#
    #.`);
  const squeeze = gridFromText(`
    ..
    #.`);
  const go = (grid: typeof g, cornerRule: 'allow' | 'no-cutting' | 'no-squeeze') =>
    runSearch(grid, { start: 0, goal: 3, options: options({ cornerRule, closestIfUnreachable: false }) });

  it('cuts between two walls only when corners may be cut', () => {
    expect(go(g, 'allow').cost).toBeCloseTo(SQ2, 12);
    expect(go(g, 'no-squeeze').status).toBe('unreachable');
    expect(go(g, 'no-cutting').status).toBe('unreachable');
  });

  it('passes one wall corner unless corner cutting is forbidden', () => {
    expect(go(squeeze, 'no-squeeze').cost).toBeCloseTo(SQ2, 12);
    expect(go(squeeze, 'no-cutting').cost).toBe(2);
  });
});

describe('hexagonal maps (pointy-top, odd-r)', () => {
  it('reaches the six neighbours of an even and an odd row in one step', () => {
    const g = gridFromText(`
      .....
      .....
      .....
      .....`);
    const o = options({ topology: 'hex', heuristic: 'hex' });
    // (2,1) is on an odd row: its upper neighbours are (2,0) and (3,0).
    for (const [x, y] of [[1, 1], [3, 1], [2, 0], [3, 0], [2, 2], [3, 2]]) {
      expect(runSearch(g, { start: at(g, 2, 1), goal: at(g, x!, y!), options: o }).steps).toBe(1);
    }
    // (2,2) is on an even row: its upper neighbours are (1,1) and (2,1).
    for (const [x, y] of [[1, 1], [2, 1], [1, 3], [2, 3]]) {
      expect(runSearch(g, { start: at(g, 2, 2), goal: at(g, x!, y!), options: o }).steps).toBe(1);
    }
    expect(runSearch(g, { start: at(g, 2, 2), goal: at(g, 3, 1), options: o }).steps).toBe(2);
  });
});

describe('every algorithm on one map', () => {
  const g = gridFromText(`
    ..........
    .######...
    .#....#...
    .#.##.#.##
    ...#......
    ..s#.rrr..`);
  const start = at(g, 0, 5), goal = at(g, 9, 5);
  const optimal = referenceCost(g, start, goal, options());

  it.each(ALGORITHMS.map((a) => a.name).filter((a) => a !== 'jps' && a !== 'theta'))('%s finds a path and reports its true cost', (algorithm) => {
    const r = runSearch(g, { start, goal, options: options({ algorithm: algorithm as AlgorithmName, weight: 2 }) });
    expect(r.status).toBe('found');
    expect(r.cost).toBeGreaterThanOrEqual(optimal - 1e-9);
    if (['astar', 'dijkstra', 'bidirectional'].includes(algorithm)) expect(r.cost).toBeCloseTo(optimal, 9);
    if (algorithm === 'weighted-astar') expect(r.cost).toBeLessThanOrEqual(2 * optimal + 1e-9);
    // The path runs from start to goal by legal moves, and walking it costs what the result says.
    expect([r.path[0], r.path.at(-1)]).toEqual([start, goal]);
    expect(walkedCost(g, r.path, options())).toBeCloseTo(r.cost, 9);
  });

  it.each([false, true])('Jump Point Search opens only the goal from a cell that reaches it in one run, and stops without expanding it (scanning: %s)', (scan) => {
    // Walls around give the start jump points in other directions; a diagonal-then-straight run
    // to the goal is as short as any path can be, so those are not worth opening. The open goal's
    // key then bounds the search: nothing left can beat it, so only the start is expanded.
    const m = gridFromText(`
      ..........
      ...#......
      ..........
      ......#...
      ..........`);
    if (scan) mapContext(m).jumpTableLimit = 0;
    // Straight and diagonal runs; with the table also diagonal-then-straight ones (the scan stops
    // a diagonal run at every diagonal jump point, so there the goal is reached later).
    const goals = scan ? [[1, 4], [0, 0]] : [[6, 4], [0, 4], [4, 4], [1, 4], [0, 0]];
    for (const [gx, gy] of goals as [number, number][]) {
      const r = runSearch(m, { start: at(m, 1, 1), goal: at(m, gx, gy), options: options({ algorithm: 'jps' }) });
      expect(r.status).toBe('found');
      expect(r.cost).toBeCloseTo(referenceCost(m, at(m, 1, 1), at(m, gx, gy), options()), 9);
      expect(r.metrics).toMatchObject({ expanded: 1, generated: 2 });
    }
  });

  it('Jump Point Search marks dead-end jump points, and still reaches a goal on one of their runs', () => {
    // The east run from (1,1) stops at (3,1), where the alley turns south into a pocket: every
    // canonical run from there ends at a wall with no jump point on it.
    const m = gridFromText(`
      #####
      #...#
      ###.#
      #####`);
    const dead = mapContext(m).jumpGraph()!.dead;
    expect(dead[at(m, 3, 1)]! & (1 << 0)).not.toBe(0); // entered moving east
    // Entering (1,1) moving east, the run goes on to a jump point at (4,1) (a wall ends below it).
    const open = gridFromText(`
      ......
      ......
      ...#..`);
    expect(mapContext(open).jumpGraph()!.dead[at(open, 1, 1)]! & (1 << 0)).toBe(0);
    // The goal at the pocket's end is reached through the dead end, at the reference cost.
    const r = runSearch(m, { start: at(m, 1, 1), goal: at(m, 3, 2), options: options({ algorithm: 'jps' }) });
    expect([r.status, r.cost]).toEqual(['found', referenceCost(m, at(m, 1, 1), at(m, 3, 2), options())]);
  });

  it('breadth-first finds the fewest steps', () => {
    const r = runSearch(g, { start, goal, options: options({ algorithm: 'bfs' }) });
    const steps = referenceCost(g, start, goal, options(), true);
    expect(r.steps).toBe(steps);
  });
});

describe('the choices offered to the panel and the command line', () => {
  const catalogs = { algorithm: ALGORITHMS, heuristic: HEURISTICS, 'tie-break': TIE_BREAKS, topology: TOPOLOGIES, 'corner rule': CORNER_RULES };

  it.each(Object.entries(catalogs))('every %s has a name and a label of its own', (_, choices) => {
    expect(choices.length).toBeGreaterThan(1);
    const names = choices.map((c) => c.name);
    const labels = choices.map((c) => c.label.trim());
    expect(new Set(names).size, `names repeat: ${names.join(', ')}`).toBe(names.length);
    expect(new Set(labels).size, `labels repeat: ${labels.join(', ')}`).toBe(labels.length);
    expect(labels.filter((l) => l === ''), 'empty labels').toEqual([]);
    for (const c of choices) expect(labelOf(choices, c.name)).toBe(c.label);
  });

  it('every offered algorithm and heuristic runs, and any other name is refused with the names on offer', () => {
    const g = gridFromText(`
      ....
      ....`);
    const query = (o: Parameters<typeof options>[0]) => ({ start: at(g, 0, 0), goal: at(g, 3, 1), options: options({ weight: 2, ...o }) });
    for (const { name } of ALGORITHMS) expect(runSearch(g, query({ algorithm: name })).status, name).toBe('found');
    for (const { name } of HEURISTICS) expect(runSearch(g, query({ heuristic: name })).status, name).toBe('found');
    const refusal = (o: Record<string, string>) => {
      try {
        runSearch(g, query(o as Parameters<typeof options>[0]));
      } catch (e) {
        return (e as Error).message;
      }
      return 'no refusal';
    };
    const algorithmRefusal = refusal({ algorithm: 'simulated-annealing' });
    for (const { name } of ALGORITHMS) expect(algorithmRefusal).toContain(name);
    const heuristicRefusal = refusal({ heuristic: 'taxicab-squared' });
    for (const { name } of HEURISTICS) expect(heuristicRefusal).toContain(name);
  });
});

describe('an unreachable goal', () => {
  const g = gridFromText(`
    ....#...
    ....#...
    ....#...`);
  const start = at(g, 0, 1), goal = at(g, 7, 1);

  it.each(['astar', 'dijkstra', 'bidirectional', 'bfs'] as const)('%s returns the path to the reachable cell closest to the goal', (algorithm) => {
    const r = runSearch(g, { start, goal, options: options({ algorithm }) });
    expect(r.status).toBe('unreachable');
    expect(r.closest).toBe(at(g, 3, 1));
    expect(r.path.at(-1)).toBe(at(g, 3, 1));
    expect(r.cost).toBe(3);
  });

  it('returns no path when asked not to', () => {
    const r = runSearch(g, { start, goal, options: options({ closestIfUnreachable: false }) });
    expect(r.status).toBe('unreachable');
    expect(r.path.length).toBe(0);
    expect(r.cost).toBe(Infinity);
  });

  it('reports a start on a wall as unreachable', () => {
    const r = runSearch(g, { start: at(g, 4, 0), goal, options: options() });
    expect(r.status).toBe('unreachable');
    expect(r.path.length).toBe(0);
  });
});

describe('budgets, slices and cancel', () => {
  const g = gridFromText(Array.from({ length: 30 }, () => '.'.repeat(30)).join('\n'));
  const q = { start: 0, goal: 899, options: options({ algorithm: 'dijkstra' as const }) };

  it('stops after the node budget with the best partial path', () => {
    const r = runSearch(g, { ...q, options: { ...q.options, maxExpansions: 50 } });
    expect(r.status).toBe('budget');
    expect(r.metrics.expanded).toBe(50);
    expect(r.path[0]).toBe(0);
  });

  it('advances n expansions per step and ends like a single run', () => {
    const s = createSearch(g, q);
    let slices = 0;
    while (!s.step(100)) {
      slices++;
      expect(s.expanded).toBe(slices * 100);
    }
    const whole = runSearch(g, q);
    expect(s.result().cost).toBe(whole.cost);
    expect(s.result().metrics.expanded).toBe(whole.metrics.expanded);
  });

  it('can be cancelled between slices', () => {
    const s = createSearch(g, q);
    s.step(10);
    s.cancel();
    expect(s.step(10)).toBe(true);
    expect(s.result().status).toBe('cancelled');
  });

  it('keeps two interleaved searches on one map apart', () => {
    const a = createSearch(g, { ...q, goal: 899 });
    const b = createSearch(g, { ...q, start: 899, goal: 0 });
    while (!(a.step(37) && b.step(41)));
    while (!b.step(41));
    expect(a.result().cost).toBeCloseTo(29 * SQ2, 9);
    expect(b.result().cost).toBeCloseTo(29 * SQ2, 9);
  });
});

describe('the map cache', () => {
  it('sees a wall painted in place after invalidateSearchCache', () => {
    const g = gridFromText(`
      ...
      ...
      ...`);
    const q = { start: 0, goal: 2, options: options({ topology: 'square4' as const, heuristic: 'manhattan' as const }) };
    expect(runSearch(g, q).cost).toBe(2);
    g.terrain[1] = 6; // Wall
    invalidateSearchCache(g);
    expect(runSearch(g, q).cost).toBe(4);
  });

  it('sees palette cost changes without being told', () => {
    const g = gridFromText('...');
    const q = { start: 0, goal: 2, options: options() };
    expect(runSearch(g, q).cost).toBe(2);
    g.palette[0]!.cost = 3;
    expect(runSearch(g, q).cost).toBe(6);
  });
});

describe('the heuristic report', () => {
  const g = gridFromText('....');
  const report = (o: Parameters<typeof options>[0]) => runSearch(g, { start: 0, goal: 3, options: options(o) }).heuristic;
  it('says octile, Chebyshev and Euclidean are admissible and consistent on 8-connected maps', () => {
    for (const heuristic of ['octile', 'chebyshev', 'euclidean', 'zero'] as const) expect(report({ heuristic })).toEqual({ admissible: true, consistent: true });
  });
  it('says Manhattan overestimates diagonal moves, and any weight above 1 overestimates', () => {
    expect(report({ heuristic: 'manhattan' }).admissible).toBe(false);
    expect(report({ algorithm: 'weighted-astar', weight: 1.5 }).admissible).toBe(false);
    expect(report({ heuristic: 'manhattan', topology: 'square4' }).consistent).toBe(true);
    expect(report({ heuristic: 'hex', topology: 'hex' }).consistent).toBe(true);
    expect(report({ heuristic: 'octile', topology: 'hex' }).admissible).toBe(false);
  });
});
