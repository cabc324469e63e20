// The connected regions of a map under its movement rules, kept current as the map is edited in
// time that grows with the edit, not the map: the map is cut into tiles, each tile's cells are
// joined into local components by the moves that stay inside it, and the moves that cross a tile
// border join those components in a small graph (as the A* Pathfinding Project's
// HierarchicalGraph does). An edit relabels the tiles it touched and re-reads the borders around
// them; the small graph is then joined again, a few thousand nodes on a 4096² map.
//
// Moves are symmetric under every topology and corner rule (a diagonal's corner cells are the
// same seen from either end), so regions are undirected components.
import type { Grid } from '../grid/grid';
import type { CornerRule, SearchOptions, Topology } from '../engine/types';
import { buildMoveMaskRows, moveTable, type MoveTable } from '../engine/moves';

/** The side of a tile: large enough that the small graph stays small on 4096², small enough that relabelling a tile is cheap. */
export const REGION_TILE = 128;

export interface RegionSummary {
  /** How many regions (passable cells connected by moves). */
  count: number;
  /** Cells per region, largest first. */
  sizes: number[];
}

export class RegionMap {
  readonly width: number;
  readonly height: number;
  private readonly tilesX: number;
  private readonly tilesY: number;
  private readonly passable: Uint8Array;
  private readonly mask: Uint8Array;
  private readonly table: MoveTable;
  private readonly hex: boolean;
  /** Per cell, its component within its tile (−1 on walls). */
  private readonly local: Int32Array;
  /** Per tile, its components' sizes. */
  private readonly componentSizes: Int32Array[];
  /** Per tile, the border joins it owns (to tiles after it), deduplicated: triples (its component, the other tile, that tile's component). */
  private readonly joins: Int32Array[];
  /** Per tile, the node id of its component 0 in the small graph (set by join). */
  private readonly tileBase: Int32Array;
  /** Per node of the small graph, its region id (0 … count − 1, largest region first). */
  private nodeRegion = new Int32Array(0);
  private summaryCache: RegionSummary = { count: 0, sizes: [] };
  /** Scratch queue for a tile's flood fill. */
  private readonly queue: Int32Array;

  /** @param tile the tiles' side (tests make it small so maps of a few tiles exercise the borders) */
  constructor(width: number, height: number, passable: Uint8Array, readonly topology: Topology, readonly cornerRule: CornerRule, readonly tile = REGION_TILE) {
    if (!Number.isInteger(tile) || tile < 2 || tile > REGION_TILE) throw new RangeError(`A region tile's side must be an integer from 2 to ${REGION_TILE}.`);
    this.width = width;
    this.height = height;
    this.queue = new Int32Array(tile * tile);
    this.tilesX = Math.ceil(width / this.tile);
    this.tilesY = Math.ceil(height / this.tile);
    this.passable = passable.slice();
    this.hex = topology === 'hex';
    this.table = moveTable(topology, width);
    this.mask = new Uint8Array(width * height);
    buildMoveMaskRows(this.mask, width, height, this.passable, topology, cornerRule, 0, height);
    this.local = new Int32Array(width * height);
    const tiles = this.tilesX * this.tilesY;
    this.componentSizes = new Array<Int32Array>(tiles);
    this.joins = new Array<Int32Array>(tiles);
    this.tileBase = new Int32Array(tiles + 1);
  }

  /**
   * Labels every tile and joins them, pausing (yield) after each batch of about a million cells, so
   * a worker answers pings and cancels while a 4096² map is read. The map is ready when it ends.
   */
  *build(): Generator<void, void, void> {
    const tiles = this.componentSizes.length, batch = Math.max(1, Math.floor((1 << 20) / (this.tile * this.tile)));
    for (let t = 0; t < tiles; t++) {
      this.labelTile(t);
      if ((t + 1) % batch === 0) yield;
    }
    for (let t = 0; t < tiles; t++) {
      this.readJoins(t);
      if ((t + 1) % (4 * batch) === 0) yield;
    }
    this.join();
  }

  /** The regions' count and sizes. */
  summary(): RegionSummary {
    return this.summaryCache;
  }

  /** The region of a cell (0 is the largest), −1 on a wall. */
  regionOf(cell: number): number {
    const l = this.local[cell]!;
    if (l < 0) return -1;
    const x = cell % this.width, y = (cell - x) / this.width;
    const t = Math.floor(y / this.tile) * this.tilesX + Math.floor(x / this.tile);
    return this.nodeRegion[this.tileBase[t]! + l]!;
  }

  /** Every cell's region (−1 on walls), for drawing and for tests. */
  labels(): Int32Array {
    const out = new Int32Array(this.width * this.height);
    for (let y = 0; y < this.height; y++) {
      const rowTile = Math.floor(y / this.tile) * this.tilesX;
      for (let x = 0; x < this.width; x++) {
        const c = y * this.width + x, l = this.local[c]!;
        out[c] = l < 0 ? -1 : this.nodeRegion[this.tileBase[rowTile + Math.floor(x / this.tile)]! + l]!;
      }
    }
    return out;
  }

  /**
   * Takes the new passability of `cells` (whose passability may have changed; others are as
   * before) and brings the regions up to date: the moves around them, the tiles they are in, the
   * borders near those tiles, then the small graph.
   */
  update(cells: ArrayLike<number>, passableNow: (cell: number) => boolean): void {
    if (cells.length === 0) return;
    const { width, height } = this;
    let x0 = width, y0 = height, x1 = -1, y1 = -1, changed = false;
    const touched = new Set<number>();
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      const p = passableNow(c) ? 1 : 0;
      if (this.passable[c] === p) continue;
      this.passable[c] = p;
      changed = true;
      const x = c % width, y = (c - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      touched.add(Math.floor(y / this.tile) * this.tilesX + Math.floor(x / this.tile));
    }
    if (!changed) return;
    // A cell's moves read its neighbours (and a diagonal's corners): one cell around the edit.
    buildMoveMaskRows(this.mask, width, height, this.passable, this.topology, this.cornerRule, Math.max(0, y0 - 1), Math.min(height, y1 + 2), Math.max(0, x0 - 1), Math.min(width, x1 + 2));
    for (const t of touched) this.labelTile(t);
    // Border joins touching an edited tile are owned by it or by a tile around it.
    const around = new Set<number>();
    for (const t of touched) {
      const tx = t % this.tilesX, ty = (t - tx) / this.tilesX;
      for (let ny = Math.max(0, ty - 1); ny <= Math.min(this.tilesY - 1, ty + 1); ny++)
        for (let nx = Math.max(0, tx - 1); nx <= Math.min(this.tilesX - 1, tx + 1); nx++) around.add(ny * this.tilesX + nx);
    }
    for (const t of around) this.readJoins(t);
    this.join();
  }

  /** Flood-fills tile `t`'s passable cells by the moves that stay inside it. */
  private labelTile(t: number): void {
    const { width, local, mask, queue } = this;
    const { count, offset } = this.table;
    const tx = t % this.tilesX, ty = (t - tx) / this.tilesX;
    const left = tx * this.tile, top = ty * this.tile;
    const right = Math.min(width, left + this.tile), bottom = Math.min(this.height, top + this.tile);
    for (let y = top; y < bottom; y++) local.fill(-2, y * width + left, y * width + right);
    const sizes: number[] = [];
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const seed = y * width + x;
        if (local[seed] !== -2) continue;
        if (this.passable[seed] === 0) {
          local[seed] = -1;
          continue;
        }
        const id = sizes.length;
        let head = 0, tail = 0;
        queue[tail++] = seed;
        local[seed] = id;
        while (head < tail) {
          const c = queue[head++]!;
          const cx = c % width, cy = (c - cx) / width;
          const parity = this.hex ? (cy & 1) << 3 : 0;
          const m = mask[c]!;
          for (let d = 0; d < count; d++) {
            if ((m & (1 << d)) === 0) continue;
            const k = parity + d;
            const nx = cx + this.table.dx[k]!, ny = cy + this.table.dy[k]!;
            if (nx < left || nx >= right || ny < top || ny >= bottom) continue;
            const n = c + offset[k]!;
            if (local[n] !== -2) continue;
            local[n] = id;
            queue[tail++] = n;
          }
        }
        sizes.push(tail);
      }
    }
    this.componentSizes[t] = Int32Array.from(sizes);
  }

  /** The moves from tile `t`'s edge cells into the tiles after it, as (component, neighbour slot, its component) keys. */
  private readJoins(t: number): void {
    const { width, height, local, mask } = this;
    const { count, offset, dx, dy } = this.table;
    const tx = t % this.tilesX, ty = (t - tx) / this.tilesX;
    const left = tx * this.tile, top = ty * this.tile;
    const right = Math.min(width, left + this.tile), bottom = Math.min(height, top + this.tile);
    const keys = new Set<number>();
    const visit = (x: number, y: number) => {
      const c = y * width + x, m = mask[c]!;
      if (m === 0) return;
      const parity = this.hex ? (y & 1) << 3 : 0;
      for (let d = 0; d < count; d++) {
        if ((m & (1 << d)) === 0) continue;
        const k = parity + d;
        const nx = x + dx[k]!, ny = y + dy[k]!;
        const ntx = Math.floor(nx / this.tile), nty = Math.floor(ny / this.tile);
        const nt = nty * this.tilesX + ntx;
        if (nt <= t) continue; // inside the tile, or owned by the tile before
        keys.add(joinKey(local[c]!, nty - ty + 1, ntx - tx + 1, local[c + offset[k]!]!));
      }
    };
    // Only edge cells have moves that leave the tile.
    for (let x = left; x < right; x++) {
      visit(x, top);
      if (bottom - 1 > top) visit(x, bottom - 1);
    }
    for (let y = top + 1; y < bottom - 1; y++) {
      visit(left, y);
      if (right - 1 > left) visit(right - 1, y);
    }
    const triples = new Int32Array(3 * keys.size);
    let i = 0;
    for (const key of keys) {
      const { component, rowSlot, columnSlot, other } = splitJoinKey(key);
      triples[i++] = component;
      triples[i++] = (ty + rowSlot - 1) * this.tilesX + tx + columnSlot - 1;
      triples[i++] = other;
    }
    this.joins[t] = triples;
  }

  /** Joins the tiles' components into regions through the border joins, and numbers the regions largest first. */
  private join(): void {
    const tiles = this.componentSizes.length;
    let nodes = 0;
    for (let t = 0; t < tiles; t++) {
      this.tileBase[t] = nodes;
      nodes += this.componentSizes[t]!.length;
    }
    this.tileBase[tiles] = nodes;
    const parent = new Int32Array(nodes);
    for (let i = 0; i < nodes; i++) parent[i] = i;
    const find = (a: number): number => {
      while (parent[a] !== a) {
        parent[a] = parent[parent[a]!]!;
        a = parent[a]!;
      }
      return a;
    };
    const base = this.tileBase;
    for (let t = 0; t < tiles; t++) {
      const joins = this.joins[t]!, own = base[t]!;
      for (let i = 0; i < joins.length; i += 3) {
        const a = find(own + joins[i]!), b = find(base[joins[i + 1]!]! + joins[i + 2]!);
        if (a !== b) parent[a < b ? b : a] = a < b ? a : b;
      }
    }
    // Sizes per root, then region ids by size (ties by first node, so ids are stable for a map).
    const rootSize = new Float64Array(nodes);
    for (let t = 0; t < tiles; t++) {
      const sizes = this.componentSizes[t]!;
      for (let l = 0; l < sizes.length; l++) { const r = find(this.tileBase[t]! + l); rootSize[r] = rootSize[r]! + sizes[l]!; }
    }
    const roots: number[] = [];
    for (let i = 0; i < nodes; i++) if (parent[i] === i) roots.push(i);
    roots.sort((a, b) => rootSize[b]! - rootSize[a]! || a - b);
    const regionOfRoot = new Int32Array(nodes);
    roots.forEach((r, id) => (regionOfRoot[r] = id));
    const nodeRegion = new Int32Array(nodes);
    for (let i = 0; i < nodes; i++) nodeRegion[i] = regionOfRoot[find(i)]!;
    this.nodeRegion = nodeRegion;
    this.summaryCache = { count: roots.length, sizes: roots.map((r) => rootSize[r]!) };
  }
}

// A join key packs (component in the tile, neighbour's row and column slot 0..2, its component);
// components are below REGION_TILE² / 2 + 1, so the key stays an exact integer.
const COMPONENTS = REGION_TILE * REGION_TILE;

function joinKey(component: number, rowSlot: number, columnSlot: number, other: number): number {
  return ((component * 3 + rowSlot) * 3 + columnSlot) * COMPONENTS + other;
}

function splitJoinKey(key: number): { component: number; rowSlot: number; columnSlot: number; other: number } {
  const other = key % COMPONENTS;
  let rest = (key - other) / COMPONENTS;
  const columnSlot = rest % 3;
  rest = (rest - columnSlot) / 3;
  const rowSlot = rest % 3;
  return { component: (rest - rowSlot) / 3, rowSlot, columnSlot, other };
}

/** What a RegionMap of `grid` under the moves of `options` is made from. */
export function regionInputs(grid: Grid, options: Pick<SearchOptions, 'topology' | 'cornerRule'>, tile = REGION_TILE): ConstructorParameters<typeof RegionMap> {
  const n = grid.width * grid.height, passable = new Uint8Array(n);
  const open = grid.palette.map((t) => (t.passable ? 1 : 0));
  for (let c = 0; c < n; c++) passable[c] = open[grid.terrain[c]!] ?? 0;
  return [grid.width, grid.height, passable, options.topology, options.cornerRule, tile];
}

/** The regions of `grid` under the moves of `options` (topology and corner rule), built at once. */
export function regionMapOf(grid: Grid, options: Pick<SearchOptions, 'topology' | 'cornerRule'>, tile = REGION_TILE): RegionMap {
  const regions = new RegionMap(...regionInputs(grid, options, tile));
  for (const _ of regions.build());
  return regions;
}
