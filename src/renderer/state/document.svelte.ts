// The open map document: the grid (big typed arrays kept out of runes), its undo history, a
// revision counter that says the cells changed, the start and goal markers and the waypoints
// between them, a version that counts every change a project file would record (cells,
// palette, size, heights, markers), and the edits of recent revisions as deltas (what the search
// worker is sent instead of the map).
import { EditHistory, type MapChange } from '../../shared/edit/history';
import type { MapDelta } from '../../shared/edit/mapDelta';
import { RevisionDeltas } from '../../shared/edit/revisionDeltas';
import { resizeMap, type ResizeAnchor } from '../../shared/edit/resize';
import type { Grid } from '../../shared/grid/grid';
import { mapTopologyOf, type MapTopology } from '../../shared/grid/mapTopology';
import type { TerrainType } from '../../shared/grid/terrain';
import type { UnitType } from '../../shared/grid/unitTypes';
import { cloneGrid, isPassable } from '../../shared/grid/grid';
import type { Project } from '../../shared/formats/project';
import type { MapSnapshot } from '../../shared/protocol/messages';
import type { CellBox } from '../../shared/edit/cells';
import { CellChanges } from './cellChanges';
import { moveMarkersCommand, type Markers } from './markerCommands';
import type { PointOfInterest } from '../../shared/levelChecks/points';
import type { LevelCheck } from '../../shared/levelChecks/rules';

let nextDocumentId = 1;

export class MapDocument {
  /** Identifies this document to the search worker. */
  readonly id = `map-${nextDocumentId++}`;
  name = $state('Untitled');
  /** The map. Replaced wholesale on open/new; its arrays are mutated in place by edits. */
  grid = $state.raw<Grid>(null as unknown as Grid);
  /** Undo history of the map; replaced with the map. */
  history = $state.raw<EditHistory>(null as unknown as EditHistory);
  /** Bumped on every change of cells or palette, so derived views and the worker know. */
  revision = $state(0);
  /** Bumped when the palette or the map size changed (palette panel, status bar). */
  shapeRevision = $state(0);
  /**
   * Bumped on every change a project file would record: cells, palette, size, heights, start and
   * goal. "This result is stale" and the dirty mark read it; `revision` is only what the search
   * worker's copy of the map depends on.
   */
  version = $state(0);
  width = $state(1);
  height = $state(1);
  /** Squares or hexes: how the map is drawn and edited. Fixed for the map (resize keeps it). */
  topology = $state<MapTopology>('square');
  private startCell = $state(-1);
  private goalCell = $state(-1);
  private waypointCells = $state.raw<readonly number[]>([]);
  private pointList = $state.raw<readonly PointOfInterest[]>([]);
  private checkList = $state.raw<readonly LevelCheck[]>([]);
  /** The undo and redo state the tool bar shows. */
  undoLabel = $state<string | null>(null);
  redoLabel = $state<string | null>(null);
  /** Cell-level change notifications for the canvas. */
  readonly changes = new CellChanges();
  /** Told when old undo steps were dropped to stay within the memory bound. */
  onHistoryDropped: ((count: number) => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  /** What each recent revision changed (not reactive: read when the worker is brought up to date). */
  private edits: RevisionDeltas | null = null;

  constructor(project: Project) {
    this.load(project);
  }

  /** The start cell (flat index), or -1. */
  get start(): number {
    return this.startCell;
  }

  set start(cell: number) {
    if (cell === this.startCell) return;
    this.startCell = cell;
    this.version++;
  }

  /** The goal cell (flat index), or -1. */
  get goal(): number {
    return this.goalCell;
  }

  set goal(cell: number) {
    if (cell === this.goalCell) return;
    this.goalCell = cell;
    this.version++;
  }

  /** The route's stops between the start and the goal, in order (flat indices). */
  get waypoints(): readonly number[] {
    return this.waypointCells;
  }

  set waypoints(cells: readonly number[]) {
    if (cells.length === this.waypointCells.length && cells.every((c, i) => c === this.waypointCells[i])) return;
    this.waypointCells = Object.freeze([...cells]);
    this.version++;
  }

  /** The named points of interest, in the order the side panel lists them (frozen; replaced, never edited in place). */
  get points(): readonly PointOfInterest[] {
    return this.pointList;
  }

  set points(points: readonly PointOfInterest[]) {
    if (points === this.pointList) return;
    this.pointList = Object.freeze(points.map((p) => Object.freeze({ ...p })));
    this.version++;
  }

  /** The level checks the map must keep (frozen; replaced, never edited in place). */
  get checks(): readonly LevelCheck[] {
    return this.checkList;
  }

  set checks(checks: readonly LevelCheck[]) {
    if (checks === this.checkList) return;
    this.checkList = Object.freeze([...checks]);
    this.version++;
  }

  /** Start, goal, waypoints and points as they stand (a copy to keep). */
  get markers(): Markers {
    return { start: this.start, goal: this.goal, waypoints: this.waypoints, points: this.points };
  }

  load(project: Project): void {
    this.unsubscribe?.();
    this.edits?.dispose();
    this.name = project.name;
    this.topology = mapTopologyOf(project.settings.topology);
    this.grid = project.grid;
    this.history = new EditHistory(project.grid);
    this.unsubscribe = this.history.subscribe((c) => this.historyChanged(c));
    this.start = project.start;
    this.goal = project.goal;
    // A recovered backup's waypoints were checked against no map: keep those inside this one.
    const inside = (c: number) => Number.isInteger(c) && c >= 0 && c < project.grid.width * project.grid.height;
    this.waypoints = (project.waypoints ?? []).filter(inside);
    this.points = (project.points ?? []).filter((p) => inside(p.cell));
    this.checks = project.checks ?? [];
    this.syncShape();
    this.syncUndo();
    this.revision++;
    this.version++;
    // Another map: no revision before this one leads to it by deltas.
    this.edits = new RevisionDeltas(this.history, this.revision);
    this.changes.notify('all');
  }

  /**
   * Resizes the map keeping `anchor` fixed, as one undo entry; start, goal and waypoints stay on
   * their cells, or are cleared (a waypoint cut off is dropped). A hex map stays a hex map, its rows moved by an even count (see resizeOffset).
   */
  resize(width: number, height: number, anchor: ResizeAnchor, fill: number): void {
    const command = resizeMap(this.grid, width, height, anchor, fill, this.topology === 'hex');
    const oldWidth = this.grid.width;
    const move = (cell: number) => (cell < 0 ? -1 : command.moveCell(cell % oldWidth, Math.floor(cell / oldWidth)));
    const moved = {
      start: move(this.start),
      goal: move(this.goal),
      waypoints: this.waypoints.map(move).filter((c) => c >= 0),
      points: this.points.map((p) => ({ ...p, cell: move(p.cell) })).filter((p) => p.cell >= 0),
    };
    const markers = moveMarkersCommand(this, this.markers, moved);
    this.history.execute('resize map', command, markers);
  }

  /** Records the move of a marker the user dragged (it is already on its new cell) as one undo step. */
  markerMoved(kind: 'start' | 'goal', before: number): void {
    const now = this.markers;
    if (now[kind] === before) return;
    this.history.execute(`move ${kind}`, moveMarkersCommand(this, { ...now, [kind]: before }, now, null));
  }

  /** Records a change of the waypoints (already made: placed, dragged, reordered, deleted) as one undo step named `label`. */
  waypointsChanged(label: string, before: readonly number[]): void {
    const now = this.markers;
    if (now.waypoints.length === before.length && now.waypoints.every((c, i) => c === before[i])) return;
    this.history.execute(label, moveMarkersCommand(this, { ...now, waypoints: before }, now, null));
  }

  /** Records a change of the points or level checks (already made) as one undo step named `label`. */
  levelChanged(label: string, before: { points: readonly PointOfInterest[]; checks: readonly LevelCheck[] }): void {
    const after = { points: this.points, checks: this.checks };
    if (after.points === before.points && after.checks === before.checks) return;
    const set = (v: typeof after) => {
      this.points = v.points;
      this.checks = v.checks;
    };
    this.history.execute(label, { bytes: 64, area: null, reportCells: () => {}, redo: () => set(after), undo: () => set(before) });
  }

  /** Call after cells inside `box` were written outside the history (none do today). */
  cellsChanged(box: CellBox): void {
    this.revision++;
    this.edits!.restart(this.revision); // changed outside the history: no delta says which cells
    this.version++;
    this.changes.notify(box);
  }

  /** The palette, re-read after palette edits (its array is edited in place, outside runes). */
  get palette(): TerrainType[] {
    void this.shapeRevision;
    return this.grid.palette.slice();
  }

  /** The unit types (movement profiles), re-read after their edits (which, like palette edits, redraw the map). */
  get unitTypes(): readonly UnitType[] {
    void this.shapeRevision;
    return this.grid.unitTypes?.slice() ?? [];
  }

  isPassable(index: number): boolean {
    return isPassable(this.grid, index);
  }

  /**
   * The deltas that take the map from revision `from` to revision `to` (at most the current one),
   * or null when they are no longer kept (too old, another map loaded since, a change of the map
   * as a whole): then the worker is sent a copy.
   */
  deltasSince(from: number, to: number = this.revision): MapDelta[] | null {
    return this.edits!.since(from, to);
  }

  /** A copy for the search worker, so editing can continue while it searches. */
  snapshot(): MapSnapshot {
    return cloneGrid(this.grid);
  }

  private historyChanged(change: MapChange): void {
    if (change.area !== null) {
      if (change.area === 'all') this.syncShape();
      this.revision++;
      this.edits!.record(this.revision);
      this.version++;
      this.changes.notify(change.area);
    }
    this.syncUndo();
    if (change.dropped > 0) this.onHistoryDropped?.(change.dropped);
  }

  private syncShape(): void {
    this.width = this.grid.width;
    this.height = this.grid.height;
    this.shapeRevision++;
  }

  private syncUndo(): void {
    const h = this.history;
    this.undoLabel = h.canUndo ? h.undoLabel : null;
    this.redoLabel = h.canRedo ? h.redoLabel : null;
  }
}
