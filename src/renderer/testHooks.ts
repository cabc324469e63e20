// A small window into the running app for end-to-end tests and the editor benchmark (where a
// cell is on screen, which renderer runs, what the map holds, whether drawing has caught up).
// Users never need it, and their builds do not have it: only the e2e build (`vite build --mode
// e2e`, out/web-e2e) installs it. Only `setCamera` changes anything, and only the view. The file
// hooks say what the document is called, whether it has unsaved changes and when it was backed up.
import { copyUnitTypes, type UnitType } from '../shared/grid/unitTypes';
import type { MapView } from './canvas/mapView';
import type { PaneOverlays } from './overlays/mountOverlays.svelte';
import type { LiveExploredOverlay, LivePathOverlay } from './overlays/liveOverlays';
import type { BaselinePathOverlay } from './overlays/baselinePathOverlay';
import type { CellNumbersOverlay } from './overlays/cellNumbersOverlay';
import type { TextBox } from './overlays/cellNumbers';
import type { TreeArrowsOverlay } from './overlays/treeArrowsOverlay';
import type { AnalysisOverlay } from './overlays/analysisOverlay';
import type { HeuristicLabOverlay } from './overlays/heuristicLabOverlay';
import type { ChokepointOverlay } from './overlays/chokepointOverlay';
import type { FlowArrowsOverlay } from './overlays/flowArrowsOverlay';
import type { TraceQuery } from '../shared/protocol/messages';
import type { Studio } from './state/studio.svelte';
import type { ToolController } from './tools/toolController';

export interface StudioTestHooks {
  rendererName(): string;
  cellCentre(x: number, y: number): { x: number; y: number };
  /** The whole map (small maps only: it copies every cell). */
  map(): { width: number; height: number; terrain: number[]; costs: number[]; passable: boolean[]; unitTypes: UnitType[]; start: number; goal: number };
  result(): { status: string; cost: number; steps: number; path: number[]; expanded: number } | null;
  /** The last result's baseline (the grid path of an any-angle path, or the path before smoothing) and the cells its overlay draws now. */
  baseline(): { kind: string; cost: number; path: number[]; drawn: number[] } | null;
  /** Start and goal cells (flat indices, -1 when unset), without copying the map. */
  markers(): { start: number; goal: number };
  /** The route's waypoints, in order (flat indices). */
  waypoints(): number[];
  /** The numbers drawn on the waypoint discs on screen: text and centre in client coordinates (as cellCentre). */
  waypointNumbers(): { text: string; x: number; y: number }[];
  /**
   * The live path of the view shown (the compare view's panes while it is open): whether it is on,
   * the document version now, and per pane the version its answer was asked on (null: none), its
   * cost, path, legs' costs, and whether the pane shows it; for the single view also what the
   * live path overlay draws and how many cells the explored overlay marks.
   */
  live(): { enabled: boolean; version: number; panes: { version: number | null; cost: number | null; path: number[]; legs: number[]; shown: boolean; problem: string | null }[]; drawnPath: number[]; drawnOutdated: boolean };
  /** Cells the live-explored overlay draws as open or closed (a pass over the map: apart from live(), which benches poll every frame). */
  liveExploredCells(): number;
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
  /** The debugger: the cursor, the run it is over, and why it stopped. */
  debugger(): { step: number; steps: number; finished: boolean; traced: boolean; stale: boolean; hit: string | null; running: boolean; playing: boolean; error: string | null };
  /** Asks the worker about the run shown (typed arrays come back as plain arrays). */
  traceQuery(query: TraceQuery): Promise<unknown>;
  /** The step the map's overlays last finished showing (−1 before any): the view has caught up with the cursor when it equals debugger().step. */
  shownStep(): number;
  /** The step the overlays last finished showing and when (performance.now()): the moment the worker's answer was applied, which the scrub benchmark times. */
  lastShown(): { step: number; at: number };
  /** The f, g and h texts (and the parent) the cell-numbers overlay draws in cell (x, y) now; null when it draws none there. */
  cellNumbers(x: number, y: number): { f: string; g: string; h: string; parent: number } | null;
  /** Boxes on the canvas of the cost labels drawn (with their cells) and of the numbers' backings (numbers and arrow discs): they must never overlap. */
  cellTextBoxes(): { labels: { cell: number; box: TextBox }[]; numbers: TextBox[] };
  /** How many parent arrows the tree overlay draws now, and how many cells apart they are sampled (0: none fetched). */
  parentArrows(): { count: number; spacing: number };
  /** The search settings in use. */
  settings(): Record<string, unknown>;
  /** What the analysis overlays draw now: cells per mark (analysisCells.ts's markOf), the flow arrows and their spacing in cells, the chokepoint rings. */
  analysisView(): { marks: Record<string, number>; flowArrows: { count: number; spacing: number }; chokepointRings: number };
  /** Cells per mark the heuristic lab's overlay draws now (heuristicLabCells.ts's labMarkOf). */
  heuristicLabMarks(): Record<string, number>;
  /**
   * Recovery: whether start-up is settled, the last backup written (ms since the epoch) or null,
   * whether changes wait to be backed up, the changes seen and how many of them a restore would
   * bring back now, the bytes written to backups so far, and the longest the UI thread spent on one append and on
   * copying the map for a snapshot.
   */
  recovery(): { started: boolean; lastBackupAt: number | null; pending: boolean; changes: number; backedUp: number; bytesWritten: number; longestAppendMs: number; longestCopyMs: number };
}

/**
 * What the hooks read of the app's file machinery (FileCommands, Autosave, Startup), by shape:
 * the e2e specs type-check this file under Node, where the Vite-only sample imports do not.
 */
export interface FileParts {
  files: { readonly busy: string | null };
  autosave: { readonly lastBackupAt: number | null; readonly pending: boolean; readonly changes: number; readonly backedUp: number; readonly bytesWritten: number; readonly longestAppendMs: number; readonly longestCopyMs: number };
  startup: { readonly done: boolean };
}

export function installTestHooks(studio: Studio, view: MapView, tools: ToolController, mounted: PaneOverlays, parts: FileParts): void {
  const overlays = mounted.frames;
  let shownStep = -1;
  let shownAt = 0;
  overlays.onShown = (step) => {
    shownStep = step;
    shownAt = performance.now();
  };
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
        unitTypes: copyUnitTypes(g.unitTypes) ?? [],
        start: doc.start,
        goal: doc.goal,
      };
    },
    result: () => {
      const r = studio.runs.result;
      return r ? { status: r.status, cost: r.cost, steps: r.steps, path: Array.from(r.path), expanded: r.metrics.expanded } : null;
    },
    baseline: () => {
      const b = studio.runs.result?.baseline;
      const drawn = Array.from((mounted.byId.get('baseline-path') as BaselinePathOverlay).drawnPath);
      return b ? { kind: b.kind, cost: b.cost, path: Array.from(b.path), drawn } : null;
    },
    markers: () => ({ start: doc.start, goal: doc.goal }),
    waypoints: () => [...doc.waypoints],
    waypointNumbers: () => view.waypointNumbers(),
    live: () => {
      const view = studio.compare.active ? studio.compare : studio.runs;
      return {
        enabled: studio.live.enabled,
        version: doc.version,
        panes: view.panes.map((p) => ({
          version: p.live?.version ?? null,
          cost: p.live ? p.live.route.result.cost : null,
          path: p.live ? Array.from(p.live.route.result.path) : [],
          legs: p.live ? p.live.route.legs.map((l) => l.result.cost) : [],
          shown: studio.live.shows(view, p, doc),
          problem: p.liveProblem,
        })),
        drawnPath: Array.from((mounted.byId.get('live-path') as LivePathOverlay).drawnPath),
        drawnOutdated: (mounted.byId.get('live-path') as LivePathOverlay).outdated,
      };
    },
    liveExploredCells: () => {
      const explored = mounted.byId.get('live-explored') as LiveExploredOverlay;
      let cells = 0;
      for (let y = 0; y < doc.height; y++) for (let x = 0; x < doc.width; x++) if (explored.stateAt(x, y) !== 0) cells++;
      return cells;
    },
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
    debugger: () => {
      const { runs } = studio;
      const run = runs.run;
      return {
        step: runs.cursor.step,
        steps: run?.steps ?? 0,
        finished: run?.finished ?? false,
        traced: run?.traced ?? false,
        stale: runs.isStale(doc),
        hit: runs.hit?.reason ?? null,
        running: runs.running,
        playing: runs.cursor.playing,
        error: runs.error,
      };
    },
    traceQuery: async (query) => {
      const run = studio.runs.run;
      if (!run?.traced) throw new Error('No traced run is shown.');
      return plain(await studio.host.search.traceQuery(run.id, query));
    },
    shownStep: () => shownStep,
    lastShown: () => ({ step: shownStep, at: shownAt }),
    cellNumbers: (x, y) => overlays.added.find((o): o is CellNumbersOverlay => 'shownAt' in o)?.shownAt(x, y) ?? null,
    cellTextBoxes: () => ({
      labels: view.labelBoxes(),
      numbers: overlays.added.find((o): o is CellNumbersOverlay => 'shownAt' in o)?.drawnBoxes() ?? [],
    }),
    parentArrows: () => {
      const arrows = overlays.added.find((o): o is TreeArrowsOverlay => 'arrowCount' in o);
      return { count: arrows?.arrowCount ?? 0, spacing: arrows?.spacing ?? 0 };
    },
    settings: () => ({ ...studio.runs.options }),
    analysisView: () => {
      const { width, height } = studio.doc;
      return {
        marks: (mounted.byId.get('analysis') as AnalysisOverlay).markCounts(width, height),
        flowArrows: (mounted.byId.get('flow-arrows') as FlowArrowsOverlay).flowArrows,
        chokepointRings: (mounted.byId.get('chokepoints') as ChokepointOverlay).ringCount,
      };
    },
    heuristicLabMarks: () => (mounted.byId.get('heuristic-lab') as HeuristicLabOverlay).markCounts(),
    recovery: () => {
      const { lastBackupAt, pending, changes, backedUp, bytesWritten, longestAppendMs, longestCopyMs } = parts.autosave;
      return { started: parts.startup.done, lastBackupAt, pending, changes, backedUp, bytesWritten, longestAppendMs, longestCopyMs };
    },
  };
  (window as unknown as { __astarStudio: StudioTestHooks }).__astarStudio = hooks;
  document.body.dataset['ready'] = 'true';
}

/** A worker answer as plain data (typed arrays as arrays), so it crosses into the test unchanged. */
function plain(value: unknown): unknown {
  if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<number>);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}
