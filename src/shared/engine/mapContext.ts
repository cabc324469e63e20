// Everything a search precomputes from a map, cached per grid and reused by every query on it:
// terrain cost and passability per palette entry, allowed-move masks per topology and corner rule,
// and pooled node tables and open lists (so a query allocates nothing proportional to the map).
import type { Grid } from '../grid/grid';
import { buildJumpGraph, jumpGraphBytes, type JumpGraph } from './jumpGraph';
import { JUMP_TABLE_MAX_CELLS } from './catalog';
import { buildDeadEnds, buildJumpTable, deadEndsAt, jpsKeptMoves } from './jumpPoints';
import { dilate, repairJumpTable } from './jumpTableRepair';
import { inheritWeightedJumps } from './jpsw/weightedJumps';
import { idle, keep, lend, type MemoryOwner } from './memoryPool';
import { buildMoveMaskRows, moveTable, type MoveTable } from './moves';
import type { CachedRules } from './plan';
import { ResumableWork } from './resumableWork';
import { newJumpMemory, newSearchMemory, type JumpMemory, type SearchMemory } from './searchMemory';
import type { CornerRule, Topology } from './types';
import type { TerrainType } from '../grid/terrain';

/** What an edit in place changed (edit/mapEdit.ts's MapEdit has this shape). */
export interface MapChange {
  /** Cells whose terrain or height changed. */
  cells: Int32Array;
  /** Their terrain before. */
  oldTerrain: Uint8Array;
  /** The palette before, when it changed. */
  oldPalette: TerrainType[] | null;
  /** The heights layer came or went. */
  heightsLayer: boolean;
}

/** Past this share of the map's cells changing passability, masks and the jump table are rebuilt, not repaired. */
const REPAIR_SHARE = 1 / 16;

export class MapContext {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  readonly terrain: Uint8Array;
  readonly heights: Int16Array | null;
  /** Cost multiplier per palette index (0 for impassable types). */
  readonly typeCost = new Float64Array(256);
  readonly typePassable = new Uint8Array(256);
  /** Cheapest passable cost among the palette's types, used on the map or not (see `minCost`). */
  readonly paletteMinCost: number;
  /** The palette and revision this context was built from (see `matches`). */
  private readonly paletteCost: Float64Array;
  private readonly revision: unknown;
  private masks: (Uint8Array | undefined)[] = [];
  private tables: (MoveTable | undefined)[] = [];
  private jumps: Int16Array | undefined;
  /** JPS's dead ends (see buildDeadEnds), made with the jump table. */
  private deadEnds: Uint8Array | null = null;
  /** JPS's successors per jump point (see jumpGraph.ts), made after the jump table. */
  private graph: JumpGraph | null = null;
  /** The jump graph's build under way, if one began and was left off (see ResumableWork). */
  private graphWork: ResumableWork<JumpGraph> | null = null;
  private pool: SearchMemory[] = [];
  private jumpPool: JumpMemory[] = [];
  /** Node tables over (cell, heading) states for the turn-cost searches (turnCost/), 9 a cell. */
  private turnPool: SearchMemory[] = [];
  private typeCounts: Uint32Array | null = null;
  private passable: Uint8Array | null = null;
  private cheapestUsed: number | undefined;
  /** Palette costs were validated (plan.ts). */
  costsChecked = false;
  /** The used passable terrains with their costs when they differ, null when uniform (plan.ts). */
  mixedCosts: string | null | undefined = undefined;
  /** The cost of every used passable terrain on a uniform map (plan.ts). */
  uniformCost: number | undefined = undefined;
  /** The rules of the last search planned here, to reuse for the same options (plan.ts). */
  lastRules: CachedRules | null = null;
  /** Above this many cells JPS scans the map instead of building a jump table (tests lower it to cover the scan). */
  jumpTableLimit = JUMP_TABLE_MAX_CELLS;

  constructor(readonly grid: Grid, reuse?: MapContext) {
    this.width = grid.width;
    this.height = grid.height;
    this.cells = grid.width * grid.height;
    this.terrain = grid.terrain;
    this.heights = grid.heights;
    this.revision = (grid as { revision?: unknown }).revision;
    // Passable types keep their cost, impassable ones are stored as -1.
    this.paletteCost = Float64Array.from(grid.palette, (t) => (t.passable ? t.cost : -1));
    let min = Infinity;
    grid.palette.forEach((t, i) => {
      this.typePassable[i] = t.passable ? 1 : 0;
      this.typeCost[i] = t.passable ? t.cost : 0;
      if (t.passable && t.cost < min) min = t.cost;
    });
    this.paletteMinCost = min === Infinity ? 1 : min;
    // Node tables only depend on the cell count, so an edited map keeps them.
    if (reuse && reuse.cells === this.cells) {
      this.pool = reuse.pool;
      this.turnPool = reuse.turnPool;
    }
  }

  /**
   * Takes over what `old` derived from this context's map before an edit in place (`change`),
   * repaired for the cells whose passability changed: terrain counts, passable cells, move masks,
   * JPS's jump table and dead ends (jumpTableRepair.ts). JPS's jump graph and regions are dropped
   * when passability changed (their ids and reachability boxes are global) and built again by the
   * next JPS search; JPSW's table is kept for repair (`repaired`, jpsw/weightedJumps.ts). What
   * depends on which terrains are used (cheapest cost, mixed costs) is recounted from the repaired
   * counts when asked.
   */
  private inherit(old: MapContext, change: MapChange): void {
    const { cells, oldTerrain } = change;
    const terrain = this.terrain, passable = this.typePassable;
    let blocked = 0;
    const turned = new Int32Array(cells.length);
    for (let i = 0; i < cells.length; i++) if (passable[oldTerrain[i]!] !== passable[terrain[cells[i]!]!]) turned[blocked++] = cells[i]!;
    const changed = turned.subarray(0, blocked);
    if (old.typeCounts) {
      const counts = old.typeCounts.slice();
      for (let i = 0; i < cells.length; i++) {
        counts[oldTerrain[i]!]!--;
        counts[terrain[cells[i]!]!]!++;
      }
      this.typeCounts = counts;
    }
    if (blocked > this.cells * REPAIR_SHARE) return; // most of the map: cheaper to build afresh
    if (old.passable) {
      this.passable = old.passable;
      for (const c of changed) this.passable[c] = passable[terrain[c]!]!;
    }
    if (blocked > 0 && !this.passable) return;
    old.masks.forEach((mask, key) => {
      if (!mask) return;
      const [topology, cornerRule] = MASK_RULES[key]!;
      for (const c of changed) {
        const y = (c / this.width) | 0, x = c - y * this.width;
        buildMoveMaskRows(mask, this.width, this.height, this.passable!, topology, cornerRule, Math.max(0, y - 1), Math.min(this.height, y + 2), Math.max(0, x - 1), Math.min(this.width, x + 2));
      }
      this.masks[key] = mask;
    });
    if (old.jumps === undefined || !this.masks[0]) return;
    if (blocked > 0) {
      const mask = this.masks[0];
      const repair = repairJumpTable(mask, old.jumps, this.width, this.height, jpsKeptMoves(mask, this.width), false, changed);
      const dead = old.deadEnds!;
      for (const c of dilate(changed, this.width, this.height, 2)) dead[c] = deadEndsAt(mask, old.jumps, this.width, this.cells, c);
      for (let i = 0; i < repair.count; i++) dead[repair.cells[i]!] = deadEndsAt(mask, old.jumps, this.width, this.cells, repair.cells[i]!);
    } else {
      // Passability as it was: the jump graph and the memory sized to it still fit.
      this.graph = old.graph;
      this.jumpPool = old.jumpPool;
    }
    this.jumps = old.jumps;
    this.deadEnds = old.deadEnds;
  }

  /** The context of `grid` after an edit in place, from the one before it (see inherit). */
  static repaired(grid: Grid, old: MapContext, change: MapChange): MapContext {
    const ctx = new MapContext(grid, old);
    ctx.inherit(old, change);
    inheritWeightedJumps(old, ctx, change); // after the masks it reads
    return ctx;
  }

  /** Whether the move mask of these rules is made (moveMask would build it). */
  holdsMoveMask(topology: Topology, cornerRule: CornerRule): boolean {
    return this.masks[maskKey(topology, cornerRule)] !== undefined;
  }

  /** Allowed-move bitmask per cell for a topology and corner rule (built once, then cached). */
  moveMask(topology: Topology, cornerRule: CornerRule): Uint8Array {
    const key = maskKey(topology, cornerRule);
    if (!this.masks[key]) drain(this.buildMask(topology, cornerRule));
    return this.masks[key]!;
  }

  /**
   * Everything a search with these rules needs from the map, computed in bands of about a million
   * cells with a pause after each, so a worker can answer a cancel while a 4096² map (16.7 M cells,
   * most of a second) is prepared. Afterwards `createSearch` finds it all cached.
   */
  *prepare(topology: Topology, cornerRule: CornerRule, jumps: boolean): Generator<void, void, void> {
    if (!this.typeCounts) yield* this.countTerrain();
    if (!this.masks[maskKey(topology, cornerRule)]) yield* this.buildMask(topology, cornerRule);
    if (jumps && this.cells <= this.jumpTableLimit && this.graph === null) yield* this.buildJumps();
  }

  /** The jump table, its dead ends and the jump graph, with a pause after each part and within the graph's. */
  private *buildJumps(): Generator<void, void, void> {
    const mask = this.moveMask('square8', 'no-cutting');
    if (this.jumps === undefined) {
      yield;
      this.jumps = buildJumpTable(mask, this.width, this.height);
      yield;
      this.deadEnds = buildDeadEnds(mask, this.jumps, this.width, this.height);
    }
    yield;
    // A build the idle catch-up (or a cancelled search) began is carried on, not begun again.
    this.graphWork ??= new ResumableWork(buildJumpGraph(mask, this.jumps!, this.deadEnds!, this.width, this.height));
    const graph = yield* this.graphWork.run();
    this.graph = graph;
    this.graphWork = null;
  }

  /** Whether JPS's jump graph was dropped by an edit (its jump table was kept and repaired) and is not built again yet. */
  jumpGraphBehind(): boolean {
    return this.jumps !== undefined && this.graph === null && this.cells <= this.jumpTableLimit;
  }

  private *buildMask(topology: Topology, cornerRule: CornerRule): Generator<void, void, void> {
    const passable = this.passable ?? (yield* this.passableCells());
    const mask = new Uint8Array(this.cells);
    const rows = bandRows(this.width);
    for (let y = 0; y < this.height; y += rows) {
      buildMoveMaskRows(mask, this.width, this.height, passable, topology, cornerRule, y, Math.min(this.height, y + rows));
      if (y + rows < this.height) yield;
    }
    this.masks[maskKey(topology, cornerRule)] = mask;
  }

  /** 1 for each cell a search may enter (kept while masks for other rules may still be built). */
  private *passableCells(): Generator<void, Uint8Array, void> {
    const passable = new Uint8Array(this.cells);
    const tp = this.typePassable, terrain = this.terrain, band = bandRows(this.width) * this.width;
    for (let c0 = 0; c0 < this.cells; c0 += band) {
      const end = Math.min(this.cells, c0 + band);
      for (let c = c0; c < end; c++) passable[c] = tp[terrain[c]!]!;
      if (end < this.cells) yield;
    }
    this.passable = passable;
    return passable;
  }

  private *countTerrain(): Generator<void, void, void> {
    const counts = new Uint32Array(256);
    const terrain = this.terrain, band = 4 * bandRows(this.width) * this.width;
    for (let c0 = 0; c0 < this.cells; c0 += band) {
      const end = Math.min(this.cells, c0 + band);
      for (let c = c0; c < end; c++) counts[terrain[c]!]!++;
      if (end < this.cells) yield;
    }
    this.typeCounts = counts;
  }

  /** Move offsets of a topology on this map's width (cached: typed arrays are costly to allocate). */
  moveTable(topology: Topology, diagonal = Math.SQRT2): MoveTable {
    const key = topology === 'square8' ? (diagonal === Math.SQRT2 ? 0 : diagonal === 1 ? 3 : 4) : topology === 'square4' ? 1 : 2;
    let table = this.tables[key];
    if (!table || (key === 4 && table.length[4] !== diagonal)) {
      table = moveTable(topology, this.width, diagonal);
      this.tables[key] = table;
    }
    return table;
  }

  /** Precomputed jump distances for JPS (no corner cutting), or null on maps too large to hold them. */
  jumpTable(): Int16Array | null {
    if (this.cells > this.jumpTableLimit) return null;
    if (this.graph === null) drain(this.buildJumps());
    return this.jumps!;
  }

  /** Whether JPS's jump table and graph are made and current: a JPS search then starts without building them. */
  jumpGraphHeld(): boolean {
    return this.graph !== null && this.cells <= this.jumpTableLimit;
  }

  /** JPS's successor lists per jump point (null on maps too large for a jump table). */
  jumpGraph(): JumpGraph | null {
    return this.jumpTable() === null ? null : this.graph;
  }

  /** Lends memory over the jump graph to `owner` until it reports `finished` (as acquire). */
  acquireJumpMemory(owner: MemoryOwner): JumpMemory {
    return lend(idle(this.jumpPool) ?? keep(this.jumpPool, newJumpMemory(this.jumpGraph()!.count + 2)), owner);
  }

  /**
   * The cheapest passable cost among the terrains the map uses; heuristics are scaled by it. Scaling
   * by the palette's cheapest instead (a Road at 0.5 that is never painted) halves every estimate
   * and makes A* expand most of an open map. Computed once per map (one pass over its cells).
   */
  get minCost(): number {
    if (this.cheapestUsed === undefined) {
      const counts = this.terrainCounts(), cost = this.typeCost, passable = this.typePassable;
      let min = Infinity;
      for (let i = 0; i < 256; i++) if (counts[i]! > 0 && passable[i] === 1 && cost[i]! < min) min = cost[i]!;
      this.cheapestUsed = min === Infinity ? this.paletteMinCost : min;
    }
    return this.cheapestUsed;
  }

  /** Cells per palette index (computed once). */
  terrainCounts(): Uint32Array {
    if (!this.typeCounts) drain(this.countTerrain());
    return this.typeCounts!;
  }

  /** Lends a node table and open list to `owner` until it reports `finished`. */
  acquire(owner: MemoryOwner): SearchMemory {
    return lend(idle(this.pool) ?? keep(this.pool, newSearchMemory(this.cells)), owner);
  }

  /** Lends a node table and open list over `states` (cell, heading) states to `owner` (as acquire). */
  acquireStateMemory(owner: MemoryOwner, states: number): SearchMemory {
    return lend(idle(this.turnPool) ?? keep(this.turnPool, newSearchMemory(states)), owner);
  }

  /** Bytes of cached arrays (masks and pooled memory), for the benchmark's memory report. */
  get byteLength(): number {
    let bytes = 0;
    for (const m of this.masks) bytes += m?.byteLength ?? 0;
    bytes += this.passable?.byteLength ?? 0;
    if (this.jumps) bytes += this.jumps.byteLength + this.deadEnds!.byteLength;
    if (this.graph) bytes += jumpGraphBytes(this.graph);
    for (const e of this.pool) bytes += e.nodes.byteLength + e.open.byteLength;
    for (const e of this.turnPool) bytes += e.nodes.byteLength + e.open.byteLength;
    for (const e of this.jumpPool) bytes += e.nodes.byteLength + e.open.byteLength + e.arrival.byteLength;
    return bytes;
  }

  /** Whether the grid still has the arrays, palette costs and passability, and revision of this context. */
  matches(grid: Grid): boolean {
    if (grid.terrain !== this.terrain || grid.heights !== this.heights || grid.width !== this.width || grid.height !== this.height) return false;
    if ((grid as { revision?: unknown }).revision !== this.revision) return false;
    const palette = grid.palette, costs = this.paletteCost;
    if (palette.length !== costs.length) return false;
    for (let i = 0; i < costs.length; i++) {
      const t = palette[i]!;
      if ((t.passable ? t.cost : -1) !== costs[i]) return false;
    }
    return true;
  }
}

/** The rules of each mask key (as maskKey numbers them). */
const MASK_RULES: readonly (readonly [Topology, CornerRule])[] = [
  ['square8', 'no-cutting'], ['square8', 'no-squeeze'], ['square8', 'allow'], ['square4', 'allow'], ['hex', 'allow'],
];

function maskKey(topology: Topology, cornerRule: CornerRule): number {
  return topology === 'square8' ? (cornerRule === 'no-cutting' ? 0 : cornerRule === 'no-squeeze' ? 1 : 2) : topology === 'square4' ? 3 : 4;
}

/** Runs a piece of banded preparation to its end at once. */
function drain(work: Generator<void, unknown, void>): void {
  while (!work.next().done);
}

/** Rows per band of preparation work: about a million cells. */
function bandRows(width: number): number {
  return Math.max(1, Math.floor((1 << 20) / width));
}

const contexts = new WeakMap<Grid, MapContext>();

/** The cached context of a grid if one is held and current, without making one. */
export function heldMapContext(grid: Grid): MapContext | undefined {
  const ctx = contexts.get(grid);
  return ctx && ctx.matches(grid) ? ctx : undefined;
}

/**
 * The cached context of a grid. It is rebuilt when the grid's size, arrays, palette costs or
 * passability, or an optional `revision` field change; edits of cells in place need
 * `invalidateSearchCache(grid)`.
 */
export function mapContext(grid: Grid): MapContext {
  const old = contexts.get(grid);
  if (old && old.matches(grid)) return old;
  const ctx = new MapContext(grid, old);
  contexts.set(grid, ctx);
  return ctx;
}

/**
 * Repairs what the engine precomputed for `grid` after an edit in place that `change` describes,
 * instead of forgetting it. A palette entry turning passable or impassable (it may change cells
 * anywhere) and a heights layer coming or going (every move's price) are not repaired: the next
 * search builds afresh, as after invalidateSearchCache.
 */
export function repairSearchCache(grid: Grid, change: MapChange): void {
  const old = contexts.get(grid);
  if (!old) return;
  const palette = change.oldPalette;
  const passabilityKept = palette === null || (palette.length <= grid.palette.length && palette.every((t, i) => t.passable === grid.palette[i]!.passable));
  contexts.set(grid, !change.heightsLayer && passabilityKept && old.terrain === grid.terrain ? MapContext.repaired(grid, old, change) : new MapContext(grid, old));
}

/** Forgets what the engine precomputed for `grid`; call it after editing cells in place. */
export function invalidateSearchCache(grid: Grid): void {
  const old = contexts.get(grid);
  if (old) contexts.set(grid, new MapContext(grid, old));
}
