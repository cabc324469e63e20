// Everything one window works on, created once at start-up and handed to components through a
// typed context (which throws a clear error when a component is used outside the app): the map
// document, the editor, search runs, the project's notes and saved setups, and the file it
// belongs to (with the dirty mark).
import { getContext, setContext } from 'svelte';
import { HEURISTICS, labelOf, type SearchOptions } from '../../shared/engine/index';
import { copyOptions } from '../runs/runOptions';
import { createProject, type Project, type SearchSetup } from '../../shared/formats/project';
import { breakpointsFromProject, breakpointsToProject } from '../runs/breakpointFile';
import { CompareState } from '../compare/compare.svelte';
import { BatchState } from '../batch/batchState.svelte';
import { AnalysisState } from '../analysis/analysis.svelte';
import { HeuristicLabState } from '../heuristicLab/heuristicLab.svelte';
import { LevelChecksState } from '../levels/levelChecks.svelte';
import { LivePaths } from '../live/livePaths.svelte';
import { createGrid } from '../../shared/grid/grid';
import { settingsForMap, type MapTopology } from '../../shared/grid/mapTopology';
import { defaultPalette } from '../../shared/grid/terrain';
import type { ProjectFileRef } from '../../shared/ipc/projectFiles';
import type { BackupDocument } from '../../shared/recovery/backupDocument';
import type { Host } from '../host/host';
import { MapDocument } from './document.svelte';
import { DocumentFile, type SavedStamp } from './documentFile.svelte';
import { DebugView } from './debugView.svelte';
import { EditorState } from './editor.svelte';
import { SearchRuns, TRACE_BY_DEFAULT_MAX_CELLS } from '../runs/searchRuns.svelte';

/** A transient message at the bottom of the window. */
export interface Notice {
  id: number;
  kind: 'info' | 'error';
  text: string;
}

export class Studio {
  readonly doc: MapDocument;
  readonly editor: EditorState;
  readonly runs: SearchRuns;
  /** What the debugger draws over the map (heatmap, tree arrows, cell numbers). */
  readonly debugView = new DebugView();
  /** The compare view: 2–4 panes of searches over this map, in lock-step. */
  readonly compare: CompareState;
  /** Batch runs of the compare panes' configurations over many start/goal pairs. */
  readonly batch: BatchState;
  /** The level analysis shown on the map (regions, movement range), kept current. */
  readonly analysis: AnalysisState;
  /** The heuristic lab's maps (h − h*, consistency) for the search settings and the goal, kept current. */
  readonly heuristicLab: HeuristicLabState;
  /** The points' cost table and the level checks' measurements, kept current. */
  readonly level: LevelChecksState;
  /** The live path: every pane's answer kept current on every edit and drag. */
  readonly live: LivePaths;
  /** Free-text notes kept in the project. */
  notes = $state('');
  /** Saved, named search setups kept in the project. */
  setups = $state<SearchSetup[]>([]);
  readonly file: DocumentFile;
  notices = $state<Notice[]>([]);
  private nextNotice = 1;

  constructor(
    readonly host: Host,
    project: Project,
    ref: ProjectFileRef | null = null,
  ) {
    this.doc = new MapDocument(project);
    this.editor = new EditorState(this.doc);
    this.runs = new SearchRuns(host);
    this.compare = new CompareState(host);
    this.batch = new BatchState(host);
    this.analysis = new AnalysisState(() => host.search);
    this.analysis.keepCurrent(() => this.doc, () => this.runs.options);
    this.heuristicLab = new HeuristicLabState(() => host.search);
    this.heuristicLab.keepCurrent(() => this.doc, () => this.runs.options);
    this.level = new LevelChecksState(() => host.search);
    this.level.keepCurrent(() => this.doc, () => this.runs.options);
    this.live = new LivePaths(() => host.search);
    this.live.keepCurrent(() => this.runs, () => this.doc, () => !this.compare.active);
    this.live.keepCurrent(() => this.compare, () => this.doc, () => this.compare.active);
    this.file = new DocumentFile(this);
    this.adopt(project, ref, false);
    this.doc.onHistoryDropped = () => this.historyDropped();
    host.onWorkerRestart((reason) => {
      this.live.workerRestarted();
      this.notify('error', `The search worker stopped (${reason}) and was restarted. Your map is safe; run the search again.`);
    });
  }

  /**
   * Replaces the document with `project`, which came from `ref` (null: a new map, a sample). It is
   * clean, unless `dirty` (a restored backup: its changes are in no file yet).
   */
  load(project: Project, ref: ProjectFileRef | null, dirty = false): void {
    this.runs.clear();
    this.droppedNoticeShown = false;
    this.doc.load(project);
    if (this.editor.terrain >= this.doc.grid.palette.length) this.editor.terrain = 0;
    // Heights show on a map that has them (a sample with hills opens shaded) and are hidden on
    // one that has none: the choice belongs to the map, not carried over from the last one.
    this.editor.heightView = project.grid.heights ? 'shading' : 'off';
    this.adopt(project, ref, dirty);
  }

  /**
   * Replaces the map with a new one of width × height cells of the `fill` terrain (default
   * palette) laid out as squares or hexes, keeping the search settings in use (fitted to the
   * topology: see settingsForMap); no file yet.
   */
  newMap(width: number, height: number, fill: number, topology: MapTopology = 'square'): void {
    const project = createProject(createGrid(width, height, fill, defaultPalette()));
    project.settings = { ...settingsForMap(this.currentSettings(), topology), recordTrace: width * height <= TRACE_BY_DEFAULT_MAX_CELLS };
    this.load(project, null);
  }

  /** A copy of the document as a project (its layers are copies, free to hand to a worker), and its stamp. */
  snapshot(): { project: Project; stamp: SavedStamp } {
    const { doc } = this;
    const project: Project = { ...this.documentParts(), grid: doc.snapshot(), start: doc.start, goal: doc.goal };
    return { project, stamp: this.file.stamp() };
  }

  /** The project's parts besides the map, start and goal (copies; small, so cheap to take often). */
  documentParts(): BackupDocument {
    const parts: BackupDocument = {
      name: this.doc.name,
      settings: this.currentSettings(),
      setups: $state.snapshot(this.setups),
      notes: this.notes,
    };
    if (this.doc.waypoints.length > 0) parts.waypoints = [...this.doc.waypoints];
    if (this.doc.points.length > 0) parts.points = this.doc.points.map((p) => ({ ...p }));
    if (this.doc.checks.length > 0) parts.checks = $state.snapshot(this.doc.checks) as Project['checks'];
    // Kept only once there are any, so a project without them reads as before.
    if (this.runs.breakpoints.length > 0) parts.breakpoints = breakpointsToProject($state.snapshot(this.runs.breakpoints));
    if (this.compare.panes.length > 0) parts.compare = this.compare.layout();
    const batch = this.batch.projectSettings();
    if (batch) parts.batch = batch;
    return parts;
  }

  private currentSettings(): SearchOptions {
    return copyOptions(this.runs.options);
  }

  private adopt(project: Project, ref: ProjectFileRef | null, dirty: boolean): void {
    this.runs.useSettings(this.fittedSettings(project.settings), this.doc.width * this.doc.height);
    this.notes = project.notes;
    this.setups = project.setups.map((s) => ({ name: s.name, options: { ...s.options } }));
    this.runs.breakpoints = breakpointsFromProject(project.breakpoints, this.doc.width);
    this.compare.useLayout(project.compare);
    this.batch.useProjectSettings(project.batch);
    this.file.opened(ref, dirty);
  }

  /** The project's settings fitted to its map; a heuristic that does not fit is replaced, and the user told. */
  private fittedSettings(settings: SearchOptions): SearchOptions {
    const fitted = settingsForMap(settings, this.doc.topology);
    if (fitted.heuristic !== settings.heuristic) {
      const label = (name: string) => labelOf(HEURISTICS, name);
      this.notify('info', `This project's search used the ${label(settings.heuristic)} heuristic, which does not fit this map's cells; it uses ${label(fitted.heuristic)} instead. Save to keep the change.`, 12000);
    }
    return fitted;
  }

  private droppedNoticeShown = false;

  /** Old undo steps were dropped: say so once per map, not on every later edit. */
  private historyDropped(): void {
    if (this.droppedNoticeShown) return;
    this.droppedNoticeShown = true;
    const mb = Math.round(this.doc.history.byteBudget / (1024 * 1024));
    this.notify('info', `Undo history is limited to ${mb} MB: the oldest steps were dropped, so they can no longer be undone.`, 10000);
  }

  notify(kind: Notice['kind'], text: string, ms = 6000): void {
    const id = this.nextNotice++;
    this.notices = [...this.notices, { id, kind, text }];
    setTimeout(() => this.dismiss(id), ms);
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }
}

const KEY = Symbol('studio');

export function setStudio(studio: Studio): void {
  setContext(KEY, studio);
}

export function getStudio(): Studio {
  const studio = getContext<Studio | undefined>(KEY);
  if (!studio) throw new Error('getStudio() was called outside <App>: components need the Studio context.');
  return studio;
}
