// Undo and redo for every map edit. An entry is one user gesture (a stroke, a fill, a palette
// edit, a resize) made of commands; cell edits are stored as diffs. The history is bounded in
// bytes: past the budget the oldest entries are dropped and the change event says how many.
// Besides the change events (which say where to redraw), observers can follow exactly which cells
// changed (watchCells): the recovery journal and the search worker's copy of the map keep up with
// edits by delta instead of copying the map.
import type { Grid } from '../grid/grid';
import { Listeners } from '../listeners';
import { type CellBox } from './cells';
import { type CellDiff, type CellSpanSink, type LayerName } from './cellDiff';
import { CellGesture } from './gesture';

/** One reversible change to a map. `redo` also applies it the first time. */
export interface EditCommand {
  redo(grid: Grid): void;
  undo(grid: Grid): void;
  /** Bytes this command keeps alive, counted against the history budget. */
  readonly bytes: number;
  /**
   * The cells it changes, 'all' when the whole map must be redrawn (palette, resize), or null
   * when it changes no cell (the start or goal moved): then the map's revision stays.
   */
  readonly area: CellBox | 'all' | null;
  /**
   * Reports every cell whose value redo or undo changes (the same cells either way), span by span.
   * A command that changes the map's size reports none: observers take such a map whole.
   */
  reportCells(report: CellSpanSink): void;
}

/** What the undo menu shows and undoes in one go. */
export interface HistoryEntry {
  /** Lower-case action name, e.g. "brush stroke"; the UI writes "Undo brush stroke". */
  readonly label: string;
  readonly commands: readonly EditCommand[];
  readonly bytes: number;
}

/** Sent to subscribers after anything that changes the map or the undo state. */
export interface MapChange {
  /** Increases with every change to the map's cells, palette or size. */
  readonly revision: number;
  /** Cells to redraw; 'all' after a palette edit or resize; null when only the history changed. */
  readonly area: CellBox | 'all' | null;
  readonly cause: 'paint' | 'edit' | 'undo' | 'redo' | 'history';
  /** Oldest entries dropped by this change to stay within the byte budget (the UI says so). */
  readonly dropped: number;
}

export interface HistoryOptions {
  /** Bytes of undo data to keep; default 256 MB. The newest entry is kept even if larger. */
  byteBudget?: number;
}

export const DEFAULT_HISTORY_BYTES = 256 * 1024 * 1024;

export class EditHistory {
  /** Increases with every change to the map (see MapChange.revision). */
  revision = 0;
  /** Entries dropped over the history's life to stay within the budget. */
  droppedTotal = 0;
  readonly byteBudget: number;
  private done: HistoryEntry[] = [];
  private undone: HistoryEntry[] = [];
  private totalBytes = 0;
  private listeners = new Set<(change: MapChange) => void>();
  private readonly cellWatchers = new Listeners<{ layer: LayerName; start: number; length: number }>();
  /** Hands changed spans to the cell watchers; gestures and commands report through it. */
  private readonly reportCells: CellSpanSink = (layer, start, length) => {
    if (this.cellWatchers.size > 0) this.cellWatchers.emit({ layer, start, length });
  };
  private active: { gesture: CellGesture; commands: EditCommand[] } | null = null;
  private touched = new Uint32Array(0);

  constructor(
    /** The map being edited; commands replace its arrays in place (resize), never the object. */
    readonly grid: Grid,
    options: HistoryOptions = {},
  ) {
    this.byteBudget = options.byteBudget ?? DEFAULT_HISTORY_BYTES;
  }

  get canUndo(): boolean {
    return this.done.length > 0 && !this.active;
  }

  get canRedo(): boolean {
    return this.undone.length > 0 && !this.active;
  }

  /** Label of the entry Undo would revert, or null. */
  get undoLabel(): string | null {
    return this.done.at(-1)?.label ?? null;
  }

  get redoLabel(): string | null {
    return this.undone.at(-1)?.label ?? null;
  }

  /** Bytes held by undo and redo entries. */
  get bytes(): number {
    return this.totalBytes;
  }

  get undoDepth(): number {
    return this.done.length;
  }

  /** The gesture being recorded, if any. */
  get gesture(): CellGesture | null {
    return this.active?.gesture ?? null;
  }

  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: (change: MapChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Calls `watcher` with every span of cells that changes, as it changes: while a gesture paints,
   * when a fill spreads, on undo and redo. Together with the map's size, palette and layers (which
   * observers compare) that is every change to the map. Returns the function that unsubscribes.
   */
  watchCells(watcher: CellSpanSink): () => void {
    return this.cellWatchers.add(({ layer, start, length }) => watcher(layer, start, length));
  }

  /**
   * Starts recording a gesture on one layer. Painting the heights layer of a map without one
   * creates it (zeros), and undoing the gesture removes it again.
   */
  beginGesture(label: string, layer: LayerName): CellGesture {
    if (this.active) throw new Error(`Cannot start "${label}" while "${this.active.gesture.label}" is in progress.`);
    const commands: EditCommand[] = [];
    if (layer === 'heights' && !this.grid.heights) {
      const create = new CreateHeightLayer();
      create.redo(this.grid);
      commands.push(create);
      this.emit('all', 'paint', 0, true); // a new layer: views that show heights start drawing it
    }
    const values = layer === 'terrain' ? this.grid.terrain : this.grid.heights!;
    const gesture = new CellGesture(label, layer, values, this.grid.width, this.touchedBits(), (rect) =>
      this.emit(rect, 'paint', 0, true),
    this.reportCells);
    this.active = { gesture, commands };
    return gesture;
  }

  /**
   * Ends the gesture as one undo entry; null (and no entry) when it changed nothing. `recorded`
   * are commands that already took effect and keep their own record (a fill's spans).
   */
  endGesture(recorded: EditCommand[] = []): HistoryEntry | null {
    const active = this.takeActive();
    const diff = active.gesture.finish();
    if (!diff && recorded.length === 0) {
      for (const command of active.commands.reverse()) command.undo(this.grid);
      this.emit(null, 'history', 0, false);
      return null;
    }
    const commands = [...active.commands, ...(diff ? [new CellDiffCommand(diff)] : []), ...recorded];
    return this.push(active.gesture.label, commands, null);
  }

  /** Abandons the gesture and restores every cell it changed. */
  cancelGesture(): void {
    const active = this.takeActive();
    active.gesture.revert();
    for (const command of active.commands.reverse()) command.undo(this.grid);
    this.emit(null, 'history', 0, false);
  }

  /** Applies commands as one undo entry (palette edits, resize, or the caller's own, such as moving start and goal). */
  execute(label: string, ...commands: EditCommand[]): HistoryEntry {
    if (this.active) throw new Error(`Finish "${this.active.gesture.label}" before "${label}".`);
    for (const command of commands) {
      command.redo(this.grid);
      command.reportCells(this.reportCells);
    }
    return this.push(label, commands, 'edit');
  }

  /** Reverts the newest entry; returns it, or null when there is nothing to undo. */
  undo(): HistoryEntry | null {
    if (!this.canUndo) return null;
    const entry = this.done.pop()!;
    for (let i = entry.commands.length - 1; i >= 0; i--) {
      entry.commands[i]!.undo(this.grid);
      entry.commands[i]!.reportCells(this.reportCells);
    }
    this.undone.push(entry);
    this.emitEntry(entry, 'undo', 0);
    return entry;
  }

  redo(): HistoryEntry | null {
    if (!this.canRedo) return null;
    const entry = this.undone.pop()!;
    for (const command of entry.commands) {
      command.redo(this.grid);
      command.reportCells(this.reportCells);
    }
    this.done.push(entry);
    this.emitEntry(entry, 'redo', 0);
    return entry;
  }

  /** Forgets every entry (after loading another map, for instance). */
  clear(): void {
    if (this.active) this.cancelGesture();
    this.done = [];
    this.undone = [];
    this.totalBytes = 0;
    this.emit(null, 'history', 0, false);
  }

  private push(label: string, commands: EditCommand[], cause: 'edit' | null): HistoryEntry {
    const bytes = commands.reduce((sum, c) => sum + c.bytes, 0);
    const entry: HistoryEntry = { label, commands, bytes };
    for (const old of this.undone) this.totalBytes -= old.bytes;
    this.undone = [];
    this.done.push(entry);
    this.totalBytes += bytes;
    let dropped = 0;
    while (this.totalBytes > this.byteBudget && this.done.length > 1) {
      this.totalBytes -= this.done.shift()!.bytes;
      dropped++;
    }
    this.droppedTotal += dropped;
    if (cause) this.emitEntry(entry, cause, dropped);
    else this.emit(null, 'history', dropped, false);
    return entry;
  }

  private takeActive() {
    if (!this.active) throw new Error('No gesture is in progress.');
    const active = this.active;
    this.active = null;
    return active;
  }

  /** The per-cell bitset gestures mark touched cells in; all clear between gestures. */
  private touchedBits(): Uint32Array {
    const words = Math.ceil((this.grid.width * this.grid.height) / 32);
    if (this.touched.length !== words) this.touched = new Uint32Array(words);
    return this.touched;
  }

  /** Tells of an entry applied: a map change, unless it changed no cell (only the history moved). */
  private emitEntry(entry: HistoryEntry, cause: MapChange['cause'], dropped: number): void {
    const area = areaOf(entry);
    this.emit(area, cause, dropped, area !== null);
  }

  private emit(area: CellBox | 'all' | null, cause: MapChange['cause'], dropped: number, mapChanged: boolean): void {
    if (mapChanged) this.revision++;
    const change: MapChange = { revision: this.revision, area, cause, dropped };
    for (const listener of this.listeners) listener(change);
  }
}

/** Undo/redo of a recorded gesture: writes the before or after values into its layer. */
export class CellDiffCommand implements EditCommand {
  constructor(readonly diff: CellDiff) {}
  get bytes(): number {
    return this.diff.bytes;
  }
  get area(): CellBox {
    return this.diff.rect;
  }
  reportCells(report: CellSpanSink): void {
    const { layer } = this.diff;
    this.diff.forEachSpan((start, length) => report(layer, start, length));
  }
  redo(grid: Grid): void {
    this.diff.write(layerOf(grid, this.diff.layer), 'after');
  }
  undo(grid: Grid): void {
    this.diff.write(layerOf(grid, this.diff.layer), 'before');
  }
}

/** Adds the optional heights layer (all zeros); undo removes it. */
export class CreateHeightLayer implements EditCommand {
  readonly bytes = 64;
  readonly area = 'all' as const;
  /** None: the layer comes and goes whole (observers see it appear or go). */
  reportCells(): void {}
  redo(grid: Grid): void {
    grid.heights = new Int16Array(grid.width * grid.height);
  }
  undo(grid: Grid): void {
    grid.heights = null;
  }
}

function layerOf(grid: Grid, layer: LayerName) {
  if (layer === 'terrain') return grid.terrain;
  if (!grid.heights) throw new Error('The map has no heights layer to restore.');
  return grid.heights;
}

/** Union of what an entry's commands touch. */
/** The cells an entry changed: 'all' if any command needs it, null when none changed a cell. */
function areaOf(entry: HistoryEntry): CellBox | 'all' | null {
  let rect: CellBox | null = null;
  for (const { area } of entry.commands) {
    if (area === null) continue;
    if (area === 'all') return 'all';
    rect = rect ? { x0: Math.min(rect.x0, area.x0), y0: Math.min(rect.y0, area.y0), x1: Math.max(rect.x1, area.x1), y1: Math.max(rect.y1, area.y1) } : { ...area };
  }
  return rect ?? (entry.commands.length === 0 ? 'all' : null);
}
