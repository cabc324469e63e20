// The node expanded to reach a step and what happened to each of its neighbours. The trace records
// only the neighbours the expansion changed (new, improved, reopened); the ones it left alone are
// found again from the move rules (grid neighbours, or JPS's jump points), with the g they were
// offered, and why they were left: closed, no better than the g they had, or (JPS) no better
// than the path to the open goal. JPSW's are not: where its runs go depends on what its earlier
// scans left on the map, so its view lists the jump points the expansion changed.
import { TraceEventKind, CellState } from '../types';
import { arrivalDirection, jumpSuccessors, tableSuccessors } from '../jumpPoints';
import { lineOfSight } from '../lineOfSight';
import { createSuccessorBuffer } from '../successorBuffer';
import { eventCell, eventKind } from './encoding';
import { ANY_ANGLE, JUMP_POINTS, WEIGHTED_JUMPS } from '../plan';
import { fOf, hOf, linksToParent } from './frame';
import { moveG } from './moveCost';
import { wordAt } from './recording';
import type { TraceIndex } from './traceIndex';
import type { ExpansionView, NeighbourOutcome, NeighbourView, NodeView } from './views';

const OUTCOME: Record<number, NeighbourOutcome> = {
  [TraceEventKind.Push]: 'new',
  [TraceEventKind.DecreaseKey]: 'improved',
  [TraceEventKind.Reopen]: 'reopened',
};

/** The k-th expansion (k ≥ 1) and its neighbours; null at step 0 or past the end. */
export function expansionAt(index: TraceIndex, k: number): ExpansionView | null {
  if (k < 1 || k > index.steps) return null;
  const frame = index.frame, width = frame.width;
  const { cell: c, side, event } = index.expandedAt(k);
  const g = index.gAt(c, side, event + 1), parent = index.parentAt(c, side, event);
  const node = nodeView(index, c, side, g, parent);
  const neighbours: NeighbourView[] = [];
  const end = index.eventsAtStep(k);
  for (let j = event + 1; j < end; j++) {
    const word = wordAt(index.recording, j), nb = eventCell(word);
    const ng = index.gAt(nb, side, j + 1);
    const from = linksToParent(frame, word) ? parent : c;
    neighbours.push({ ...nodeView(index, nb, side, ng, from), outcome: OUTCOME[eventKind(word)]!, offeredG: ng });
  }
  // The best-first loop stops at the goal, or at its node budget, before looking at neighbours.
  if (!frame.bidirectional && (c === frame.goal || (frame.maxExpansions > 0 && k >= frame.maxExpansions))) return { step: k, node, neighbours };
  if (frame.policy === WEIGHTED_JUMPS) return { step: k, node, neighbours };
  // Neighbours left alone: the candidates of the move rules that have no event of this expansion.
  const changed = new Set(neighbours.map((n) => n.cell));
  for (const nb of candidates(index, c, parent)) {
    if (changed.has(nb)) continue;
    changed.add(nb);
    let from = c, gFrom = g, via = 0;
    if (frame.policy === ANY_ANGLE && parent >= 0 && frame.weightedLines) {
      // Weighted Theta* offered the cheaper of the line from the parent (Infinity when blocked) and the grid step.
      const gParent = index.gAt(parent, side, event);
      if (moveG(frame, side, parent, nb, gParent, 1) < moveG(frame, side, c, nb, g, 0)) {
        from = parent; gFrom = gParent; via = 1;
      }
    } else if (frame.policy === ANY_ANGLE && parent >= 0) {
      const px = parent % width, nx = nb % width;
      if (lineOfSight(frame.map.terrain, frame.map.typePassable, width, frame.cornerRule, px, (parent - px) / width, nx, (nb - nx) / width)) {
        from = parent; gFrom = index.gAt(parent, side, event); via = 1;
      }
    }
    const offered = moveG(frame, side, from, nb, gFrom, via);
    const state = index.stateAt(nb, side, event);
    const closed = state === CellState.Closed && !frame.reopen;
    const had = index.gAt(nb, side, event);
    // A better g that made no event: only JPS's bound (the open goal's f) leaves one alone.
    const better = Number.isNaN(had) || offered < had;
    neighbours.push({
      ...nodeView(index, nb, side, had, index.parentAt(nb, side, event)),
      outcome: closed ? 'ignored-closed' : better && frame.policy === JUMP_POINTS ? 'ignored-bound' : 'ignored-not-better',
      offeredG: offered,
    });
  }
  return { step: k, node, neighbours };
}

/** A node's numbers at a step. */
export function nodeView(index: TraceIndex, cell: number, side: number, g: number, parent: number): NodeView {
  const frame = index.frame, x = cell % frame.width;
  const seen = !Number.isNaN(g);
  return {
    cell, x, y: (cell - x) / frame.width, side,
    f: seen ? fOf(frame, side, cell, g) : NaN, g, h: hOf(frame, side, cell), parent,
  };
}

/** The cells the expansion of `c` considered: its grid neighbours, or (JPS) its jump points. */
function candidates(index: TraceIndex, c: number, parent: number): number[] {
  const frame = index.frame, map = frame.map, width = frame.width, mask = map.mask;
  const cx = c % width, cy = (c - cx) / width;
  const out: number[] = [];
  if (frame.policy === JUMP_POINTS) {
    const jumps = map.jumps;
    if (jumps) {
      const buffer = createSuccessorBuffer();
      const n = tableSuccessors(jumps, mask, width, c, cx, cy, arrivalDirection(c, parent, width, 1 / width), frame.goal, frame.targetX[0], frame.targetY[0], buffer, map.jumpGraph!);
      for (let i = 0; i < n; i++) out.push(buffer.cell[i]!);
    } else {
      const cells = new Int32Array(8);
      const n = jumpSuccessors(mask, width, c, parent, frame.goal, cells);
      for (let i = 0; i < n; i++) out.push(cells[i]!);
    }
    return out;
  }
  const table = map.table;
  const base = frame.topology === 'hex' ? (cy & 1) << 3 : 0;
  for (let moves = mask[c]!; moves !== 0; moves &= moves - 1) out.push(c + table.offset[base + 31 - Math.clz32(moves & -moves)]!);
  return out;
}
