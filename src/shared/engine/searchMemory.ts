// The memory a search borrows from its map's context (mapContext.ts) for as long as it runs: node
// tables, open lists and scratch sized to the map (or to its jump graph), pooled so that a query
// allocates nothing proportional to the map.
import { createJumpList, type JumpList } from './jumpGraph';
import type { JumpGraphLoop } from './jumpGraphLoop';
import type { MemoryOwner } from './memoryPool';
import { NodeTable } from './nodeTable';
import { OpenList } from './openList';
import { createSuccessorBuffer, type SuccessorBuffer } from './successorBuffer';

/** A node table, open list and successor buffer lent to one search at a time. */
export interface SearchMemory {
  nodes: NodeTable;
  open: OpenList;
  successors: SuccessorBuffer;
  /** Scratch: the cost of a move in each direction on a map of one terrain cost. */
  moveCost: Float64Array;
  /** The search currently using this memory. */
  owner: MemoryOwner | null;
}

/** A search's memory over the jump graph: per node id (the graph's jump points, then the start and the goal). */
export interface JumpMemory {
  nodes: NodeTable;
  open: OpenList;
  /** The straight direction each node was entered in (mask order E, W, S, N). */
  arrival: Uint8Array;
  /** The start's jump points (made per search). */
  start: JumpList;
  /** The loop's state, made by the first search (jumpGraphSearch.ts) and reset by the next. */
  loop: JumpGraphLoop | null;
  owner: MemoryOwner | null;
}

/** Memory for a search over `cells` cells. */
export function newSearchMemory(cells: number): SearchMemory {
  const nodes = new NodeTable(cells);
  return { nodes, open: new OpenList(nodes.state), successors: createSuccessorBuffer(), moveCost: new Float64Array(8), owner: null };
}

/** Memory for `count` nodes of the jump graph (its jump points, the start and the goal). */
export function newJumpMemory(count: number): JumpMemory {
  const nodes = new NodeTable(count);
  return { nodes, open: new OpenList(nodes.state), arrival: new Uint8Array(count), start: createJumpList(), loop: null, owner: null };
}
