// A small window into the running app for end-to-end tests and the editor benchmark (where a
// cell is on screen, which renderer runs, what the map holds, whether drawing has caught up).
// Users never need it; only `setCamera` changes anything, and only the view. The file hooks
// say what the document is called, whether it has unsaved changes and when it was backed up.
import type { MapView } from './canvas/mapView';
import type { Studio } from './state/studio.svelte';
import type { ToolController } from './tools/toolController';

export interface StudioTestHooks {
  rendererName(): string;
  cellCentre(x: number, y: number): { x: number; y: number };
  /** The whole map (small maps only: it copies every cell). */
  map(): { width: number; height: number; terrain: number[]; costs: number[]; passable: boolean[]; start: number; goal: number };
  result(): { status: string; cost: number; steps: number; path: number[]; expanded: number } | null;
  /** Start and goal cells (flat indices, -1 when unset), without copying the map. */
  markers(): { start: number; goal: number };
  /** Terrain indices of the inclusive rectangle, row by row. */
  region(x0: number, y0: number, x1: number, y1: number): number[];
  /** Heights of the inclusive rectangle (zeros without a height layer). */
  heights(x0: number, y0: number, x1: number, y1: number): number[];
  size(): { width: number; height: number };
  palette(): { name: string; color: number; cost: number; passable: boolean }[];
  editor(): { tool: string; terrain: number; brushSize: number; zoom: number; heightView: string };
  history(): { undo: string | null; redo: string | null; depth: number; bytes: number };
  camera(): { x: number; y: number; scale: number };
  /** Puts cell (x, y)'s top-left corner at view point (0, 0), `scale` pixels per cell. */
  setCamera(scale: number, x: number, y: number): void;
  /** True once every queued map change is painted and shown, and no gesture or fill runs. */
  idle(): boolean;
  /** Typed-array bytes the renderer holds for the map (cells, heights, pixels, undo, marks). */
  mapBytes(): { cells: number; pixels: number; history: number; total: number };
  /** The document as a file: its name, the window title, unsaved changes, what the files are busy with. */
  file(): { name: string; title: string; dirty: boolean; path: string | null; busy: string | null; notes: string; setups: string[] };
  /** The search settings in use. */
  settings(): Record<string, unknown>;
  /** Recovery: whether start-up is settled, and the last backup written (ms since the epoch) or null, and whether one is due. */
  recovery(): { started: boolean; lastBackupAt: number | null; pending: boolean };
}

/**
 * What the hooks read of the app's file machinery (FileCommands, Autosave, Startup), by shape:
 * the e2e specs type-check this file under Node, where the Vite-only sample imports do not.
 */
export interface FileParts {
  files: { readonly busy: string | null };
  autosave: { readonly lastBackupAt: number | null; readonly pending: boolean };
  startup: { readonly done: boolean };
}

export function installTestHooks(studio: Studio, view: MapView, tools: ToolController, parts: FileParts): void {
  const { doc, editor } = studio;
  const rect = (x0: number, y0: number, x1: number, y1: number, read: (i: number) => number) => {
    const out: number[] = [];
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(read(y * doc.grid.width + x));
    return out;
  };
  const hooks: StudioTestHooks = {
    rendererName: () => view.rendererName,
    cellCentre: (x, y) => view.cellCentreToClient(x, y),
    map: () => {
      const g = doc.grid;
      return {
        width: g.width,
        height: g.height,
        terrain: Array.from(g.terrain),
        costs: g.palette.map((t) => t.cost),
        passable: g.palette.map((t) => t.passable),
        start: doc.start,
        goal: doc.goal,
      };
    },
    result: () => {
      const r = studio.runs.result;
      return r ? { status: r.status, cost: r.cost, steps: r.steps, path: Array.from(r.path), expanded: r.metrics.expanded } : null;
    },
    markers: () => ({ start: doc.start, goal: doc.goal }),
    region: (x0, y0, x1, y1) => rect(x0, y0, x1, y1, (i) => doc.grid.terrain[i]!),
    heights: (x0, y0, x1, y1) => rect(x0, y0, x1, y1, (i) => doc.grid.heights?.[i] ?? 0),
    size: () => ({ width: doc.grid.width, height: doc.grid.height }),
    palette: () => doc.grid.palette.map((t) => ({ ...t })),
    editor: () => ({ tool: editor.tool, terrain: editor.terrain, brushSize: editor.brushSize, zoom: editor.zoom, heightView: editor.heightView }),
    history: () => ({ undo: doc.history.undoLabel, redo: doc.history.redoLabel, depth: doc.history.undoDepth, bytes: doc.history.bytes }),
    camera: () => ({ x: view.camera.x, y: view.camera.y, scale: view.camera.scale }),
    setCamera: (scale, x, y) => {
      view.camera.scale = scale;
      view.camera.x = -x * scale;
      view.camera.y = -y * scale;
      view.camera.panBy(0, 0);
    },
    idle: () => view.idle && !tools.busy,
    mapBytes: () => {
      const g = doc.grid;
      const cells = g.terrain.byteLength + (g.heights?.byteLength ?? 0);
      // The history's per-cell "touched" bitset: one bit per cell once anything was painted.
      const marks = Math.ceil((g.width * g.height) / 32) * 4;
      const pixels = view.pixelBytes;
      const history = doc.history.bytes + marks;
      return { cells, pixels, history, total: cells + pixels + history };
    },
    file: () => ({
      name: studio.file.name,
      title: studio.file.title,
      dirty: studio.file.dirty,
      path: studio.file.ref?.path ?? null,
      busy: parts.files.busy,
      notes: studio.notes,
      setups: studio.setups.map((s) => s.name),
    }),
    settings: () => ({ ...studio.runs.options }),
    recovery: () => ({ started: parts.startup.done, lastBackupAt: parts.autosave.lastBackupAt, pending: parts.autosave.pending }),
  };
  (window as unknown as { __astarStudio: StudioTestHooks }).__astarStudio = hooks;
  document.body.dataset['ready'] = 'true';
}
