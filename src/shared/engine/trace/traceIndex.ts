// The index a trace store answers from, built in one pass over the events (and extended as a live
// search records more): per cell and side the event of its first push and of its first expansion,
// the g it ended with, a history for the few cells with more events, summaries of blocks of 32
// cells, the event of every expansion, and checkpoints of the open list's heap. From these, any
// cell's state, g and parent at any step is a few lookups, and the states of a view at a step cost
// about a write a cell.
import { CellState, TraceEventKind, type CellState as CellStateValue } from '../types';
import { CellBlocks } from './cellBlocks';
import { CellHistory } from './cellHistory';
import { eventCell, eventKind, eventSide, eventViaParent, expandedAtOnce } from './encoding';
import { EventList } from './eventList';
import { EventReplay } from './eventReplay';
import { LayerTables } from './layerTables';
import { ANY_ANGLE, WEIGHTED_JUMPS } from '../plan';
import type { ReplayFrame } from './frame';
import { NEVER } from './never';
import { OpenCheckpoints } from './openCheckpoints';
import { CHUNK_BITS, CHUNK_MASK, type TraceRecording } from './recording';

const EXPAND = TraceEventKind.Expand, REOPEN = TraceEventKind.Reopen;
// Local bindings for the loops: an imported binding can cost a lookup per use (module interop).
const cellOf = eventCell, kindOf = eventKind, sideOf = eventSide, viaParentOf = eventViaParent, isAtOnce = expandedAtOnce;
const BITS = CHUNK_BITS, MASK = CHUNK_MASK;

export class TraceIndex {
  readonly frame: ReplayFrame;
  readonly sides: number;
  /**
   * Per side, two integers a cell: [2c] the event of its first push, [2c + 1] of its first
   * expansion (NEVER when none). The second becomes −event − 2 once the cell is reopened, which
   * sends cell-state lookups to its history.
   */
  readonly marks: Int32Array[];
  /** Per side: summaries of blocks of 32 cells, for drawing states (cellBlocks.ts). */
  readonly blocks: CellBlocks[];
  /** The event of every expansion, in order: step k (after k expansions) ends where expansion k + 1 begins. */
  readonly expansions = new EventList();
  /** JPSW: the events that pushed a jump point to be expanded at once, past the open list (null for other searches). */
  readonly atOnce: EventList | null;
  readonly history: CellHistory;
  /** Each cell's g after every indexed event (earlier values are in the history). */
  readonly replay: EventReplay;
  readonly open: OpenCheckpoints;
  /** Tables the order and parent map layers make on first use (layerTables.ts). */
  readonly layerTables = new LayerTables();
  /** Events indexed so far. */
  events = 0;
  /** Some cell was reopened (an admissible, inconsistent heuristic). */
  reopened = false;
  /** Pushes before the first expansion: their open-list secondary is 0, not an insertion number. */
  seeds = 0;
  private positions: Int32Array | null = null;

  constructor(readonly recording: TraceRecording) {
    this.frame = recording.frame;
    this.sides = this.frame.bidirectional ? 2 : 1;
    this.marks = Array.from({ length: this.sides }, () => new Int32Array(2 * this.frame.cells).fill(NEVER));
    this.history = new CellHistory(this.frame.cells, this.sides);
    this.blocks = Array.from({ length: this.sides }, () => new CellBlocks(this.frame.cells));
    this.replay = new EventReplay(this.frame, false);
    this.open = new OpenCheckpoints(this.sides);
    this.atOnce = this.frame.policy === WEIGHTED_JUMPS ? new EventList() : null;
  }

  /** Expansions indexed: the last step. */
  get steps(): number {
    return this.expansions.length;
  }

  /**
   * Indexes the events recorded since the last call (a live search records more between calls),
   * at most `budget` of them, so a worker can index a long trace in slices; returns whether it
   * has caught up with the recording.
   */
  sync(budget = Infinity): boolean {
    const n = Math.min(this.recording.length, this.events + budget), chunks = this.recording.chunks;
    const marks = this.marks, blocks = this.blocks, history = this.history, replay = this.replay, open = this.open;
    const atOnce = this.atOnce, weighted = atOnce !== null, goal = this.frame.goal;
    for (let i = this.events; i < n; i++) {
      const word = chunks[i >>> BITS]![i & MASK]!;
      const c = cellOf(word), side = sideOf(word), kind = kindOf(word);
      const m = marks[side]!;
      if (kind === EXPAND) {
        if (this.expansions.length === 0) this.seeds = i;
        this.expansions.push(i);
        if (m[2 * c + 1] === NEVER) {
          m[2 * c + 1] = i;
          blocks[side]!.firstExpanded(c, i);
        } else history.add(2 * c + side, i, replay.g[side]![c]!);
      } else if (m[2 * c] === NEVER) {
        m[2 * c] = i;
        blocks[side]!.firstPushed(c, i);
      } else {
        history.add(2 * c + side, i, replay.g[side]![c]!);
        if (kind === REOPEN) {
          this.reopened = true;
          blocks[side]!.reopened(c);
          const first = m[2 * c + 1]!;
          if (first >= 0) m[2 * c + 1] = -first - 2;
        }
      }
      if (kind !== EXPAND && isAtOnce(word, weighted, goal)) atOnce!.push(i);
      replay.apply(word);
      this.events = i + 1;
      if (i + 1 === open.nextAt) open.add(this, i + 1);
    }
    if (this.expansions.length === 0) this.seeds = this.events;
    return this.events === this.recording.length;
  }

  /** Events applied at step k: k expansions and everything they pushed (all events for the last step). */
  eventsAtStep(k: number): number {
    return k < 0 ? 0 : k < this.expansions.length ? this.expansions.at(k) : this.events;
  }

  /** Expansions before event i. */
  expansionsBefore(i: number): number {
    return this.expansions.countBelow(i);
  }

  /** The first step whose state includes event i. */
  stepOfEvent(i: number): number {
    const before = this.expansions.countBelow(i);
    return kindOf(this.word(i)) === EXPAND ? before + 1 : before;
  }

  /** Whether `cell` is unseen, open or closed on `side` after the first `e` events. */
  stateAt(cell: number, side: number, e: number): CellStateValue {
    const m = this.marks[side]!, closed = m[2 * cell + 1]!;
    if (closed >= 0) return closed < e ? CellState.Closed : m[2 * cell]! < e ? CellState.Open : CellState.Unseen;
    return this.reopenedStateAt(cell, side, e);
  }

  /** A reopened cell's state: that of its latest event before e. */
  reopenedStateAt(cell: number, side: number, e: number): CellStateValue {
    const m = this.marks[side]!;
    let latest = m[2 * cell]! < e ? m[2 * cell]! : -1;
    const firstExpansion = -m[2 * cell + 1]! - 2;
    if (firstExpansion < e && firstExpansion > latest) latest = firstExpansion;
    const h = this.history;
    for (let entry = h.newest(2 * cell + side); entry >= 0; entry = h.before(entry)) {
      if (h.event(entry) < e) {
        if (h.event(entry) > latest) latest = h.event(entry);
        break;
      }
    }
    if (latest < 0) return CellState.Unseen;
    return kindOf(this.word(latest)) === EXPAND ? CellState.Closed : CellState.Open;
  }

  /** The latest event before e that gave `cell` its g (push, decrease-key, reopen), or -1. */
  latestGEvent(cell: number, side: number, e: number): number {
    const h = this.history;
    for (let entry = h.newest(2 * cell + side); entry >= 0; entry = h.before(entry)) {
      const event = h.event(entry);
      if (event < e && kindOf(this.word(event)) !== EXPAND) return event;
    }
    const first = this.marks[side]![2 * cell]!;
    return first < e ? first : -1;
  }

  /** The g of a cell known to be seen after the first `e` events (an open one, say): gAt without its check. */
  gOfSeen(cell: number, side: number, e: number): number {
    const h = this.history;
    let after = this.replay.g[side]![cell]!;
    for (let entry = h.newest(2 * cell + side); entry >= 0; entry = h.before(entry)) {
      if (h.event(entry) < e) return after;
      after = h.gBeforeOf(entry);
    }
    return after;
  }

  /** The g of `cell` on `side` after the first `e` events (NaN while unseen). */
  gAt(cell: number, side: number, e: number): number {
    // Every later event of a cell comes after its first push.
    return this.marks[side]![2 * cell]! < e ? this.gOfSeen(cell, side, e) : NaN;
  }

  /** The parent of `cell` on `side` after the first `e` events (-1 for a start or an unseen cell). */
  parentAt(cell: number, side: number, e: number): number {
    const theta = this.frame.policy === ANY_ANGLE;
    for (;;) {
      const j = this.latestGEvent(cell, side, e);
      if (j < 0) return -1;
      const expansion = this.expansionBefore(j);
      if (expansion < 0) return -1; // a seed
      const node = cellOf(this.word(expansion));
      if (!theta || viaParentOf(this.word(j)) === 0) return node;
      // Linked to the expanding node's parent (Theta*): that node's parent when it was expanded.
      cell = node;
      e = expansion;
    }
  }

  /** The expansion event that generated event j (the last one before it), or -1 before the first. */
  expansionBefore(j: number): number {
    // An expansion's events follow it directly, so this is a short walk back (a few words).
    for (let i = j - 1; i >= 0; i--) if (kindOf(this.word(i)) === EXPAND) return i;
    return -1;
  }

  /** The cell and side of expansion k (1-based: the node expanded to reach step k). */
  expandedAt(k: number): { cell: number; side: number; event: number } {
    const event = this.expansions.at(k - 1), word = this.word(event);
    return { cell: cellOf(word), side: sideOf(word), event };
  }

  /** Per cell, the heap index of an open-list replay (one replay at a time), made on first use. */
  heapPositions(): Int32Array {
    this.positions ??= new Int32Array(this.frame.cells);
    return this.positions;
  }

  /** The word of event i. */
  word(i: number): number {
    return this.recording.chunks[i >>> BITS]![i & MASK]!;
  }

  /** Bytes of the index (not counting the recording). */
  get byteLength(): number {
    let bytes = this.expansions.byteLength + (this.atOnce?.byteLength ?? 0) + this.history.byteLength + this.open.byteLength;
    for (const m of this.marks) bytes += m.byteLength;
    for (const b of this.blocks) bytes += b.byteLength;
    for (const g of this.replay.g) bytes += g.byteLength;
    for (const p of this.replay.parent ?? []) bytes += p.byteLength;
    return bytes + (this.positions?.byteLength ?? 0) + this.layerTables.byteLength;
  }
}
