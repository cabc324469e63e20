// Binds what the host reports to the file commands: native menu commands, files to open, the
// desktop's close request, and the web's warning before a page with unsaved changes goes away.
import type { CommandId } from '../commands/keymap';
import type { Host } from '../host/host';
import type { Studio } from '../state/studio.svelte';
import type { FileCommands } from './fileCommands.svelte';

/** Starts listening; returns the way to stop. */
export function connectHost(host: Host, studio: Studio, files: FileCommands, run: (command: CommandId) => void): () => void {
  const stops = [
    host.onMenuCommand(run),
    host.onOpenFile((request) => void files.openRequested(request)),
    host.onCloseRequest(() => void files.closeWindow()),
    host.guardUnload(() => studio.file.dirty),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Files dropped on the window: the first one opens (unless `accepting()` says no: the start-up
 * question is open); the browser must never navigate to a dropped file instead.
 */
export function dropHandlers(files: FileCommands, accepting: () => boolean) {
  const carriesFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;
  return {
    ondragover(e: DragEvent) {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.dataTransfer!.dropEffect = 'copy';
    },
    ondrop(e: DragEvent) {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      const file = e.dataTransfer?.files[0];
      if (file && accepting()) void files.openDropped(file);
    },
  };
}
