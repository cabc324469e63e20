// File › New, Open…, Open Recent, Save, Save As…, Close, samples, drops, files the desktop asks
// to open, the desktop's close request, and restoring a recovery backup: every way the document
// is written or replaced, each asking Save / Don't Save / Cancel before unsaved changes would go.
// Reading and writing project text happens in the codec's worker; the host moves the text.
import { hasProjectExtension, type OpenedProject, type RecoveryBackup } from '../../shared/ipc/projectFiles';
import type { OpenFileRequest } from '../../shared/ipc/contract';
import type { Studio } from '../state/studio.svelte';
import type { Autosave } from './autosave.svelte';
import { suggestedFileName } from './documentNames';
import type { ProjectCodec } from './projectCodec';
import type { Sample } from './samples';

/** The answer to "Save changes?": Save, Don't Save, Cancel. */
export type UnsavedChoice = 'save' | 'discard' | 'cancel';

export interface FileCommandsOptions {
  studio: Studio;
  codec: ProjectCodec;
  autosave: Autosave;
  appVersion: string;
  /** Asks whether to save the changes to the document called `name` first. */
  askUnsaved(name: string): Promise<UnsavedChoice>;
  /** Finishes a gesture under way, so its edit belongs to what is saved. */
  settle(): void;
}

/** The size of the empty map File › Close leaves. */
export const CLOSED_MAP_SIDE = 256;

export class FileCommands {
  /** What the files are busy with ("Saving river.astar…"), or null. */
  busy = $state<string | null>(null);
  private saving: Promise<boolean> | null = null;
  private started = false;
  private waiting: OpenFileRequest[] = [];

  constructor(private readonly o: FileCommandsOptions) {}

  private get studio(): Studio {
    return this.o.studio;
  }

  /** Saves to the document's file (asking where if it has none); true once written. */
  save(): Promise<boolean> {
    return this.write(false);
  }

  /** Saves to a file the user chooses; true once written. */
  saveAs(): Promise<boolean> {
    return this.write(true);
  }

  /** Whether the document may be replaced now: no unsaved changes, saved now, or Don't Save. */
  async mayReplace(): Promise<boolean> {
    this.o.settle();
    if (!this.studio.file.dirty) return true;
    const choice = await this.o.askUnsaved(this.studio.file.name);
    if (choice === 'save') return this.save();
    return choice === 'discard';
  }

  /** File › Open…: a dialog, then the chosen file replaces the document. */
  async open(): Promise<void> {
    if (!(await this.mayReplace())) return;
    const opened = await this.reading(() => this.studio.host.files.open());
    if (opened) await this.load(opened, false);
  }

  /** File › Open Recent › a file. */
  async openRecent(path: string): Promise<void> {
    if (!(await this.mayReplace())) return;
    const opened = await this.reading(() => this.studio.host.files.openPath(path));
    if (opened) await this.load(opened, false);
  }

  /** A file dropped on the window. */
  async openDropped(file: File): Promise<void> {
    if (!hasProjectExtension(file.name)) {
      this.studio.notify('error', `"${file.name}" is not an A* Studio project. Drop a file ending in .astar or .astar.json.`, 12000);
      return;
    }
    if (!(await this.mayReplace())) return;
    const opened = await this.reading(() => this.studio.host.files.openDropped(file));
    if (opened) await this.load(opened, false);
  }

  /** Help › Samples › a sample: opens as a new map with no file, so Save asks where. */
  async openSample(sample: Sample): Promise<void> {
    if (!(await this.mayReplace())) return;
    const text = await this.reading(() => sample.load());
    if (text !== null) await this.load({ ref: { path: null, name: sample.file }, text }, true);
  }

  /** A file the desktop asks to open (command line, second launch, its own menus); waits for start-up. */
  async openRequested(request: OpenFileRequest): Promise<void> {
    if (!this.started) {
      this.waiting.push(request);
      return;
    }
    if (!(await this.mayReplace())) return;
    const opened = await this.reading(() => this.studio.host.files.openPath(request.path));
    if (opened) await this.load(opened, request.sample === true);
  }

  /** File › Close: the document goes (after asking), leaving an empty map. */
  async close(): Promise<void> {
    if (!(await this.mayReplace())) return;
    this.studio.newMap(CLOSED_MAP_SIDE, CLOSED_MAP_SIDE, 0);
  }

  /** The desktop window is closing with unsaved changes: ask, then let it close or keep it. */
  async closeWindow(): Promise<void> {
    this.o.settle();
    // Kept before asking: should the app be killed while the question is open, nothing is lost.
    this.o.autosave.flushNow();
    const { file, host } = this.studio;
    if (file.dirty) {
      const choice = await this.o.askUnsaved(file.name);
      if (choice === 'cancel' || (choice === 'save' && !(await this.save()))) return;
      if (choice === 'discard') await this.o.autosave.discard().catch(() => undefined);
    }
    host.allowClose();
  }

  /** Start-up found a recovery backup and the user chose Restore: it comes back with its changes unsaved. */
  async restore(backup: RecoveryBackup): Promise<boolean> {
    const name = backup.ref?.name ?? 'the recovered map';
    this.busy = `Restoring ${name}…`;
    try {
      const { project, replay } = await this.o.codec.restore(backup);
      // An append cut short by the crash is expected; anything else left out is worth a trace.
      if (replay.stopped) console.info(`[files] the recovery backup was restored up to append ${replay.lastSeq}: ${replay.stopped}`);
      this.studio.load(project, backup.ref, true);
      return true;
    } catch (error) {
      this.studio.notify('error', `The recovery backup of ${name} could not be read. ${messageOf(error)}`, 15000);
      return false;
    } finally {
      this.busy = null;
    }
  }

  /** Start-up is over (the backup restored or discarded): files asked for meanwhile open now. Returns whether any did. */
  finishStartup(): boolean {
    this.started = true;
    const waiting = this.waiting;
    this.waiting = [];
    // Only the last one matters: each would replace the one before.
    const last = waiting.at(-1);
    if (last) void this.openRequested(last);
    return last !== undefined;
  }

  private write(asNew: boolean): Promise<boolean> {
    if (this.saving) return this.saving;
    this.saving = this.writeNow(asNew).finally(() => (this.saving = null));
    return this.saving;
  }

  private async writeNow(asNew: boolean): Promise<boolean> {
    this.o.settle();
    const { file, host } = this.studio;
    const ref = asNew ? null : file.ref;
    const name = file.name;
    let stamp: ReturnType<Studio['snapshot']>['stamp'] | null = null;
    let formatProblem = false;
    try {
      const written = await host.files.save(ref, suggestedFileName(name), async () => {
        this.busy = `Saving ${name}…`;
        const snapshot = this.studio.snapshot();
        stamp = snapshot.stamp;
        try {
          return await this.o.codec.serialize(snapshot.project, this.o.appVersion);
        } catch (error) {
          formatProblem = true;
          throw error;
        }
      });
      if (!written || !stamp) return false;
      file.savedAs(written, stamp);
      this.studio.notify('info', `Saved "${written.name}".`, 3000);
      return true;
    } catch (error) {
      this.studio.notify('error', formatProblem ? `"${name}" was not saved. ${messageOf(error)}` : messageOf(error), 15000);
      return false;
    } finally {
      this.busy = null;
    }
  }

  /** Runs a host read; a failure is told to the user and gives null. */
  private async reading<T>(read: () => Promise<T | null>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      this.studio.notify('error', messageOf(error), 15000);
      return null;
    }
  }

  /** Parses `opened` off the UI thread and makes it the document; a bad file leaves the document as it was. */
  private async load(opened: OpenedProject, asSample: boolean): Promise<boolean> {
    const { file } = this.studio;
    const name = opened.ref.name;
    const before = file.stamp();
    this.busy = `Opening ${name}…`;
    let project;
    try {
      project = await this.o.codec.parse(opened.text);
    } catch (error) {
      this.studio.notify('error', `Could not open "${name}". ${messageOf(error)}`, 15000);
      return false;
    } finally {
      this.busy = null;
    }
    // Edits made while the file was being read are asked about again.
    if (file.changedSince(before) && !(await this.mayReplace())) return false;
    this.studio.load(project, asSample ? null : opened.ref);
    return true;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
