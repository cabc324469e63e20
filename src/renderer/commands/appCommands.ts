// The app's commands: the shared command table (src/shared/commands/commandTable.ts) and a command
// per editing tool from the tool registry. The key map, the tool bar and the shortcut list read
// this list; the handlers (handlers/) say what each command does.
import { COMMANDS, type CommandSpec, type TableCommandId } from '../../shared/commands/commandTable';
import { TOOLS, type ToolId } from '../tools/toolRegistry';

/** A command as it is run: "save-project", "tool:brush", "terrain:2", "recent:<path>". */
export type CommandId = TableCommandId | `tool:${ToolId}`;

/** The part of a command id its handler is registered under: "tool" for "tool:brush". */
export type CommandFamily<Id extends string = CommandId> = Id extends `${infer Family}:${string}` ? Family : Id;

/** Selecting a tool is a command, with the tool's name and key. */
export const TOOL_COMMANDS: readonly CommandSpec[] = TOOLS.map((t) => ({ id: `tool:${t.id}`, label: t.label, keys: [t.key], help: t.help, tool: t.id }));

export const APP_COMMANDS: readonly CommandSpec[] = [...COMMANDS, ...TOOL_COMMANDS];

const BY_ID = new Map(APP_COMMANDS.map((c) => [c.id, c]));

/** "recent:/maps/a.astar" → ["recent", "/maps/a.astar"]; "undo" → ["undo", ""]. */
export function splitCommand(id: string): [family: string, argument: string] {
  const colon = id.indexOf(':');
  return colon < 0 ? [id, ''] : [id.slice(0, colon), id.slice(colon + 1)];
}

/** The table's entry for a command (for one run with an argument, its family's). */
export function commandSpec(id: string): CommandSpec | undefined {
  return BY_ID.get(id) ?? BY_ID.get(splitCommand(id)[0]);
}
