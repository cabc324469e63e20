// A command's keys as buttons and tooltips show them ("Undo (Ctrl+Z)"), read from the command
// table so that no component writes a key by hand.
import { chordLabel, type KeyPlatform } from '../../shared/commands/keyChords';
import { commandSpec, type CommandId } from './appCommands';

/** Cmd on a Mac, Ctrl elsewhere (the key map takes either everywhere). */
export const KEY_PLATFORM: KeyPlatform = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? 'mac' : 'other';

/** Every key of `command`, "Ctrl+Shift+Z or Ctrl+Y"; empty when it has none. */
export function keysFor(command: CommandId): string {
  return (commandSpec(command)?.keys ?? []).map((k) => chordLabel(k, KEY_PLATFORM)).join(' or ');
}

/** The first key of `command`, as a <kbd> shows it: "F9". */
export function keyFor(command: CommandId): string {
  const key = commandSpec(command)?.keys?.[0];
  return key ? chordLabel(key, KEY_PLATFORM) : '';
}

/** A tooltip with the command's keys after it: "Run the search (F9)". */
export function withKeys(text: string, command: CommandId): string {
  const keys = keysFor(command);
  return keys ? `${text} (${keys})` : text;
}
