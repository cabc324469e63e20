// The one dispatcher behind the keyboard, the tool bar, the side panel, the page's menu bar and
// the native menu: a command runs the handler registered for its id (or for its family: "tool"
// for "tool:brush"). The handlers live in handlers/, one module per menu; the type check below
// fails when a command of the table has no handler.
import { splitCommand, type CommandFamily, type CommandId } from './appCommands';
import type { CommandHandler, CommandTarget } from './commandTarget';
import { editHandlers } from './handlers/edit';
import { exchangeHandlers } from './handlers/exchange';
import { fileHandlers } from './handlers/file';
import { helpHandlers } from './handlers/help';
import { searchHandlers } from './handlers/search';
import { viewHandlers } from './handlers/view';

export type { CommandTarget, DialogId } from './commandTarget';

export const HANDLERS = {
  ...fileHandlers,
  ...exchangeHandlers,
  ...editHandlers,
  ...viewHandlers,
  ...searchHandlers,
  ...helpHandlers,
} satisfies Record<CommandFamily, CommandHandler>;

const handlers: ReadonlyMap<string, CommandHandler> = new Map(Object.entries(HANDLERS));

/** Runs `command`; one the app does not know (a newer menu's, say) gets a sentence, not silence. */
export function runCommand(target: CommandTarget, command: CommandId): void {
  const [family, argument] = splitCommand(command);
  const handler = handlers.get(family);
  if (handler) handler(target, argument);
  else target.studio.notify('info', `“${command}” is not available yet.`);
}
