// What command handlers work on, and the shape of a handler: the pieces of the window a command
// can reach (the studio, the files, import/export, the camera, the tools, the dialogs).
import type { FileCommands } from '../files/fileCommands.svelte';
import type { ImportExport } from '../importExport/importExport.svelte';
import type { Studio } from '../state/studio.svelte';
import type { ToolController } from '../tools/toolController';
import type { CommandFamily } from './appCommands';

export type DialogId = 'new-map' | 'resize-map' | 'shortcuts' | 'getting-started';

/** What zoom and fit move: the single map view's camera, or the compare panes' cameras. */
export interface CommandCamera {
  zoomCentre(factor: number): void;
  fit(): void;
}

export interface CommandTarget {
  studio: Studio;
  files: FileCommands;
  exchange: ImportExport;
  /** null until the map view is mounted. */
  camera(): CommandCamera | null;
  tools(): ToolController | null;
  openDialog(dialog: DialogId): void;
}

/** Does one command; `argument` is what follows the colon of its id ("2" for "terrain:2"), else empty. */
export type CommandHandler = (target: CommandTarget, argument: string) => void;

/** Handlers by the command (or family of commands) they serve; each handlers/ module holds some. */
export type CommandHandlers = { readonly [Id in CommandFamily]?: CommandHandler };
