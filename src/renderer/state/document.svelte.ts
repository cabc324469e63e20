// The open map document: the grid (big typed arrays kept out of runes), a revision counter that
// says the cells changed, and the start and goal markers.
import type { Grid } from '../../shared/grid/grid';
import { isPassable } from '../../shared/grid/grid';
import type { Project } from '../../shared/formats/project';
import type { MapSnapshot } from '../../shared/protocol/messages';
import { CellChanges, type CellBox } from './cellChanges';

let nextDocumentId = 1;

export class MapDocument {
  /** Identifies this document to the search worker. */
  readonly id = `map-${nextDocumentId++}`;
  name = $state('Untitled');
  /** The map. Replaced wholesale on open/new; its arrays are mutated in place by edits. */
  grid = $state.raw<Grid>(null as unknown as Grid);
  /** Bumped on every change of cells or palette, so derived views and the worker know. */
  revision = $state(0);
  start = $state(-1);
  goal = $state(-1);
  /** Cell-level change notifications for the canvas. */
  readonly changes = new CellChanges();

  constructor(project: Project) {
    this.load(project);
  }

  load(project: Project): void {
    this.name = project.name;
    this.grid = project.grid;
    this.start = project.start;
    this.goal = project.goal;
    this.revision++;
    this.changes.notify('all');
  }

  get width(): number {
    return this.grid.width;
  }

  get height(): number {
    return this.grid.height;
  }

  /** Call after cells inside `box` were written. */
  cellsChanged(box: CellBox): void {
    this.revision++;
    this.changes.notify(box);
  }

  /** Sets one cell's terrain; returns whether it changed. Batch callers then call cellsChanged. */
  writeCell(index: number, terrain: number): boolean {
    if (this.grid.terrain[index] === terrain) return false;
    this.grid.terrain[index] = terrain;
    return true;
  }

  isPassable(index: number): boolean {
    return isPassable(this.grid, index);
  }

  /** A copy for the search worker, so editing can continue while it searches. */
  snapshot(): MapSnapshot {
    const g = this.grid;
    return {
      width: g.width,
      height: g.height,
      terrain: g.terrain.slice(),
      heights: g.heights ? g.heights.slice() : null,
      palette: g.palette.map((t) => ({ ...t })),
    };
  }
}
