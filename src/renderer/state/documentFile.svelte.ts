// The document as a file: which file it belongs to, and whether it has changes the file does not
// have yet (the dirty mark). Dirty means any change a project file would record: the map
// (MapDocument.version counts cells, palette, size, heights, start and goal), the search settings,
// the saved setups, the notes, the debugger's breakpoints, the compare layout and the last batch's settings. It compares with a stamp taken when the file was last opened
// or saved, so a change made while a save is under way still counts afterwards.
import type { ProjectFileRef } from '../../shared/ipc/projectFiles';
import { windowTitle } from '../files/documentNames';
import type { Studio } from './studio.svelte';

/** What the document was when it was last opened or saved. */
export interface SavedStamp {
  version: number;
  settings: string;
  setups: string;
  notes: string;
  breakpoints: string;
  compare: string;
  /** Batches run (their settings go into the project). */
  batches: number;
}

export class DocumentFile {
  /** The file the document was opened from or saved to; null for a new map or a sample. */
  ref = $state.raw<ProjectFileRef | null>(null);
  /** null: the document matches no file (a restored backup), so it is dirty until saved. */
  private saved = $state.raw<SavedStamp | null>(null);
  // (Each derived reads `studio` in a function: it is set by the constructor, after the fields.)
  /** The search settings as text, so a change to any of them is seen. */
  readonly settingsKey = $derived.by(() => JSON.stringify($state.snapshot(this.studio.runs.options)));
  readonly setupsKey = $derived.by(() => JSON.stringify($state.snapshot(this.studio.setups)));
  /** Breakpoints without their ids (made up when read), so reopening a file leaves it clean. */
  readonly breakpointsKey = $derived.by(() => JSON.stringify(this.studio.runs.breakpoints.map(({ id: _, ...b }) => b)));
  /** The compare layout (panes and their settings, linked cameras, timeline). */
  readonly compareKey = $derived.by(() => (this.studio.compare.panes.length > 0 ? JSON.stringify(this.studio.compare.layout()) : ''));
  /** The document has changes its file does not. */
  readonly dirty = $derived.by(() => !this.matches(this.saved));
  /** What the user calls the document: its file's name, else the map's name. */
  readonly name = $derived.by(() => this.ref?.name ?? this.studio.doc.name);
  readonly title = $derived.by(() => windowTitle(this.name, this.dirty));

  constructor(private readonly studio: Studio) {}

  /** The document as it is now. */
  stamp(): SavedStamp {
    return { version: this.studio.doc.version, settings: this.settingsKey, setups: this.setupsKey, notes: this.studio.notes, breakpoints: this.breakpointsKey, compare: this.compareKey, batches: this.studio.batch.lastRunRevision };
  }

  /** The document was replaced by one from `ref`: clean, or dirty (a restored backup). */
  opened(ref: ProjectFileRef | null, dirty: boolean): void {
    this.ref = ref;
    this.saved = dirty ? null : this.stamp();
  }

  /** The document as it was at `stamp` was written to `ref`. */
  savedAs(ref: ProjectFileRef, stamp: SavedStamp): void {
    this.ref = ref;
    this.saved = stamp;
  }

  /** Whether anything the file records changed since `stamp`. */
  changedSince(stamp: SavedStamp): boolean {
    return !this.matches(stamp);
  }

  private matches(stamp: SavedStamp | null): boolean {
    if (!stamp) return false;
    const now = this.stamp();
    return now.version === stamp.version && now.settings === stamp.settings && now.setups === stamp.setups && now.notes === stamp.notes && now.breakpoints === stamp.breakpoints && now.compare === stamp.compare && now.batches === stamp.batches;
  }
}
