// Everything one window works on, created once at start-up and handed to components through a
// typed context (which throws a clear error when a component is used outside the app).
import { getContext, setContext } from 'svelte';
import type { Project } from '../../shared/formats/project';
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
    host.onWorkerRestart((reason) =>
      this.notify('error', `The search worker stopped (${reason}) and was restarted. Your map is safe; run the search again.`),
    );
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
