// The search tree a node at a time: at every step, the children the trace store gives for each
// cell (and the roots for −1) are exactly the cells whose parent TraceStore.cell names, for every
// algorithm that records a trace (JPS's far jump points and Theta*'s links to the expanding node's
// parent included), on both sides of a bidirectional search, and on a trace with reopened cells.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CellState, createSearch } from '../../../../src/shared/engine/index';
import { recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { options } from './helpers';
import { reopeningTrace } from './reopeningTrace';
import { searchCases, startSearch, type CaseFocus } from './traceCases';

/** Children by brute force: every seen cell filed under the parent TraceStore.cell gives it (−1: a root). */
function expectedChildren(store: TraceStore, k: number, side: number, cells: number): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (let c = 0; c < cells; c++) {
    const details = store.cell(k, c), d = side === 0 ? details.forward : details.backward!;
    if (d.state === CellState.Unseen) continue;
    const list = children.get(d.parent) ?? [];
    list.push(c);
    children.set(d.parent, list);
  }
  return children;
}

/** treeChildren of every cell and of −1 at step k against the brute force. */
function checkStep(store: TraceStore, k: number, cells: number, label: string): void {
  const sides = store.summary().bidirectional ? [0, 1] : [0];
  for (const side of sides) {
    const expected = expectedChildren(store, k, side, cells);
    for (let cell = -1; cell < cells; cell++)
      expect(Array.from(store.treeChildren(k, cell, side)), `${label} step ${k} side ${side} cell ${cell}`).toEqual(expected.get(cell) ?? []);
  }
}

const FAMILIES: [string, CaseFocus, number][] = [
  ['any algorithm and rules', {}, 150],
  ['jump point search (parents are far jump points)', { algorithm: fc.constant('jps') }, 80],
  ["Theta* (links to the expanding node's parent)", { algorithm: fc.constant('theta') }, 120],
  ['bidirectional A* (both trees)', { algorithm: fc.constant('bidirectional') }, 80],
  ['weighted jump point search (jump points expanded at once, reopened)', { algorithm: fc.constant('jpsw') }, 80],
];

describe('tree children', () => {
  for (const [name, focus, runs] of FAMILIES) {
    it(`are the cells whose parent is the node, at every step: ${name}`, () => {
      fc.assert(
        fc.property(searchCases(12, focus), (c) => {
          const search = startSearch(c, true);
          while (!search.step(1 << 30));
          const store = new TraceStore(recordingOf(search.result())!);
          const cells = c.grid.width * c.grid.height;
          for (let k = 0; k <= store.steps; k++) checkStep(store, k, cells, c.label);
        }),
        { numRuns: runs },
      );
    });
  }

  it('follow a long Theta* and JPS run, whose parents link across open rooms', () => {
    const grid = createGrid(48, 40);
    let seed = 5;
    for (let c = 0; c < grid.terrain.length; c++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      if (seed / 2 ** 32 < 0.12) grid.terrain[c] = 6;
    }
    grid.terrain[0] = 0;
    grid.terrain[grid.terrain.length - 1] = 0;
    for (const algorithm of ['theta', 'jps'] as const) {
      const search = createSearch(grid, { start: 0, goal: grid.terrain.length - 1, options: options({ algorithm, recordTrace: true }) });
      while (!search.step(1 << 30));
      const store = new TraceStore(recordingOf(search.result())!);
      expect(store.steps).toBeGreaterThan(20);
      for (const k of [1, 7, store.steps >> 2, store.steps >> 1, store.steps]) checkStep(store, k, grid.terrain.length, algorithm);
      // The goal's branch, walked from the root down by children, is the path to it.
      const path = Array.from(store.treePath(store.steps, grid.terrain.length - 1));
      for (let i = 0; i < path.length; i++)
        expect(Array.from(store.treeChildren(store.steps, i === 0 ? -1 : path[i - 1]!, 0))).toContain(path[i]);
    }
  });

  it('follow cells that were closed and reopened under another parent', () => {
    const { trace, cells, reopened } = reopeningTrace();
    expect(reopened).toBeGreaterThan(0);
    const store = new TraceStore(trace.recording);
    for (let k = 0; k <= store.steps; k++) checkStep(store, k, cells, 'reopening');
  });

  it('are empty for a cell off the map and an unseen one', () => {
    const search = createSearch(createGrid(6, 6), { start: 0, goal: 35, options: options({ recordTrace: true }) });
    while (!search.step(1 << 30));
    const store = new TraceStore(recordingOf(search.result())!);
    expect(Array.from(store.treeChildren(0, -1, 0))).toEqual([0]);
    expect(store.treeChildren(3, 36, 0).length).toBe(0);
    expect(store.treeChildren(3, -2, 0).length).toBe(0);
    expect(store.treeChildren(0, 0, 0).length).toBe(0);
    expect(store.treeChildren(1, 0, 0).length).toBeGreaterThan(0);
  });
});
