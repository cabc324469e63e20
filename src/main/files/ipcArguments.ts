// Checks the arguments the renderer sends with file and window requests. The renderer is not
// trusted with the disk: a path must be absolute and name a project file (so a compromised page
// cannot read ~/.ssh or overwrite ~/.bashrc through us), texts are bounded, and every value has
// the type the contract says. A failure is a programming error in the page, reported by name.
import { isAbsolute } from 'node:path';
import { hasProjectExtension, MAX_BACKUP_APPEND_BYTES, MAX_PROJECT_TEXT_BYTES, type ProjectFileRef } from '../../shared/ipc/projectFiles';
import { readFrames } from '../../shared/recovery/journalFrames';

/** A request whose arguments do not match the IPC contract. */
export class InvalidArgumentError extends Error {
  override readonly name = 'InvalidArgumentError';
}

/** Longest path accepted (Windows' extended-length limit; other systems stop earlier). */
const MAX_PATH_CHARS = 32_767;
/** Longest file name, document name or window title accepted. */
const MAX_NAME_CHARS = 1_024;

/** Checks that `args` has exactly `count` values. */
export function expectCount(channel: string, args: readonly unknown[], count: number): void {
  if (args.length !== count) throw new InvalidArgumentError(`${channel} takes ${count} argument${count === 1 ? '' : 's'}, not ${args.length}.`);
}

/** An absolute path to a `.astar` or `.astar.json` file. */
export function projectPath(channel: string, value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_CHARS || value.includes('\0')) {
    throw new InvalidArgumentError(`${channel} needs a file path (a non-empty string without NUL characters).`);
  }
  if (!isAbsolute(value)) throw new InvalidArgumentError(`${channel} needs an absolute path, not "${value.slice(0, 200)}".`);
  if (!hasProjectExtension(value)) throw new InvalidArgumentError(`${channel} only handles project files (.astar, .astar.json), not "${value.slice(0, 200)}".`);
  return value;
}

/** A short piece of text: a name or a title. */
export function name(channel: string, value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length > MAX_NAME_CHARS) throw new InvalidArgumentError(`${channel} needs ${what} as a string of at most ${MAX_NAME_CHARS} characters.`);
  return value;
}

/** A yes/no value. */
export function flag(channel: string, value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidArgumentError(`${channel} needs ${what} as true or false.`);
  return value;
}

/** A project text: a string of at most `maxBytes` (every file's limit, 256 MiB) in UTF-8. */
export function projectText(channel: string, value: unknown, maxBytes = MAX_PROJECT_TEXT_BYTES): string {
  if (typeof value !== 'string') throw new InvalidArgumentError(`${channel} needs the project text as a string.`);
  // A UTF-16 code unit takes at most 3 UTF-8 bytes: count bytes only when it could matter.
  if (value.length * 3 > maxBytes && Buffer.byteLength(value, 'utf8') > maxBytes) {
    const limit = maxBytes % (1024 * 1024) === 0 ? `${maxBytes / (1024 * 1024)} MiB` : `${maxBytes} bytes`;
    throw new InvalidArgumentError(`${channel} refuses a project text over ${limit}.`);
  }
  return value;
}

/** A file reference or null; its path, when there is one, is a project path. */
export function fileRefOrNull(channel: string, value: unknown): ProjectFileRef | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidArgumentError(`${channel} needs a file reference ({ path, name }) or null.`);
  const { path, name: fileName } = value as { path?: unknown; name?: unknown };
  return { path: path === null ? null : projectPath(channel, path), name: name(channel, fileName, 'the file name') };
}

/** A whole number from 0 to 2³² − 1 (a journal's lineage or sequence number). */
export function uint32(channel: string, value: unknown, what: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 0xffffffff) throw new InvalidArgumentError(`${channel} needs ${what} as a whole number from 0 to 4294967295.`);
  return value as number;
}

/** Recovery journal frames: bytes of whole, intact frames, at most MAX_BACKUP_APPEND_BYTES. */
export function journalFrames(channel: string, value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new InvalidArgumentError(`${channel} needs the journal frames as bytes.`);
  if (value.length > MAX_BACKUP_APPEND_BYTES) throw new InvalidArgumentError(`${channel} refuses an append over ${MAX_BACKUP_APPEND_BYTES / (1024 * 1024)} MiB.`);
  const read = readFrames(value);
  if (read.dropped !== null || read.frames.length === 0) throw new InvalidArgumentError(`${channel} needs whole journal frames: ${read.dropped ?? 'none came'}.`);
  return value;
}
