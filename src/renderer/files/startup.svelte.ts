// How the app starts: with a recovery backup left by a window that ended without saving, it
// offers to restore it (Restore / Discard) before anything else; with none, it starts on the
// document it was given (the bundled sample). Files the desktop asks to open meanwhile wait for
// the answer, and then replace the sample. Autosave starts once this is settled, so it never
// mistakes the untouched start for "saved" and removes the backup on offer.
import type { Project } from '../../shared/formats/project';
import { createProject } from '../../shared/formats/project';
import { createGrid } from '../../shared/grid/grid';
import type { RecoveryBackup } from '../../shared/ipc/projectFiles';
import type { HostFiles } from '../host/host';
import type { Studio } from '../state/studio.svelte';
import type { Autosave } from './autosave.svelte';
import type { FileCommands } from './fileCommands.svelte';

/** The backup a previous window left, or null; a store that cannot be read counts as none (and says so in the console). */
export async function readStartBackup(files: HostFiles): Promise<RecoveryBackup | null> {
  try {
    return await files.readBackup();
  } catch (error) {
    console.warn(`[files] the recovery backup could not be read: ${String(error)}`);
    return null;
  }
}

/** The document shown behind the Restore dialog: an empty map, replaced by the answer. */
export function placeholderProject(): Project {
  return createProject(createGrid(64, 64), 'Untitled');
}

export interface StartupOptions {
  studio: Studio;
  files: FileCommands;
  autosave: Autosave;
  /** The sample the app opens when there is nothing to recover and no file to open. */
  startSample(): Promise<Project>;
}

export class Startup {
  /** The recovery backup on offer; the Restore dialog shows while it is set. */
  offered = $state.raw<RecoveryBackup | null>(null);
  /** Start-up is settled: the document is the user's to work on, autosave runs. */
  done = $state(false);

  constructor(private readonly o: StartupOptions) {}

  /** Offers `backup`, or with none settles at once (the studio already shows the start sample). */
  begin(backup: RecoveryBackup | null): void {
    if (backup) this.offered = backup;
    else this.finish(false);
  }

  /** Restore: the backup becomes the document, unsaved, under its file's name. */
  async restore(): Promise<void> {
    const backup = this.offered;
    if (!backup) return;
    this.offered = null;
    const restored = await this.o.files.restore(backup);
    // A backup that cannot be read is kept (its message said so); the app goes on as if discarded.
    if (!this.finish(restored) && !restored) await this.openStartSample();
  }

  /** Discard: the backup is deleted and the app starts as usual. */
  async discard(): Promise<void> {
    if (!this.offered) return;
    this.offered = null;
    await this.o.studio.host.files.clearBackup().catch((error: unknown) => {
      this.o.studio.notify('error', `The recovery backup could not be deleted (${error instanceof Error ? error.message : String(error)}); it will be offered again next time.`, 12000);
    });
    if (!this.finish(false)) await this.openStartSample();
  }

  /** Returns whether a file asked for meanwhile is opening (it replaces the start document). */
  private finish(restored: boolean): boolean {
    this.done = true;
    this.o.autosave.start(restored);
    return this.o.files.finishStartup();
  }

  private async openStartSample(): Promise<void> {
    try {
      this.o.studio.load(await this.o.startSample(), null);
    } catch (error) {
      // The bundled sample always reads; should it not, the empty map stays and is usable.
      console.error('[files] the start sample could not be opened', error);
    }
  }
}
