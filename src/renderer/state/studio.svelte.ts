// Everything one window works on, created once at start-up and handed to components through a
// typed context (which throws a clear error when a component is used outside the app).
import { getContext, setContext } from 'svelte';
import { createProject, type Project } from '../../shared/formats/project';
import { createGrid } from '../../shared/grid/grid';
import { defaultPalette } from '../../shared/grid/terrain';
import type { Host } from '../host/host';
import { MapDocument } from './document.svelte';
import { EditorState } from './editor.svelte';
import { SearchRuns } from './runs.svelte';

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
  notices = $state<Notice[]>([]);
  private nextNotice = 1;

  constructor(
    readonly host: Host,
    project: Project,
  ) {
    this.doc = new MapDocument(project);
    this.editor = new EditorState(this.doc);
    this.runs = new SearchRuns(host);
    this.runs.suitTraceTo(this.doc.width * this.doc.height);
    this.doc.onHistoryDropped = () => this.historyDropped();
    host.onWorkerRestart((reason) =>
      this.notify('error', `The search worker stopped (${reason}) and was restarted. Your map is safe; run the search again.`),
    );
  }

  /** Replaces the map with a new one of width × height cells of the `fill` terrain (default palette). */
  newMap(width: number, height: number, fill: number): void {
    this.runs.clear();
    this.droppedNoticeShown = false;
    this.doc.load(createProject(createGrid(width, height, fill, defaultPalette())));
    if (this.editor.terrain >= this.doc.grid.palette.length) this.editor.terrain = 0;
    this.runs.suitTraceTo(width * height);
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
    setTimeout(() => (this.notices = this.notices.filter((n) => n.id !== id)), ms);
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
