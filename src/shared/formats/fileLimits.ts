// The largest file A* Studio reads, declared once: the command line, the app's File › Import and
// File › Open (main and the web page) and every reader in this folder refuse a larger one, unread
// wherever its size is known before its content. Readers hold at most about three times their
// file plus the map they make, so this bound is also what reading may cost.

/**
 * Largest file any reader takes, in bytes (and in characters for readers given text; a character
 * is at least a byte in UTF-8). The largest real files are far below it: a 4096² project of
 * incompressible terrain and heights is ~70 MiB, a 4096² Tiled map with CSV data ~70 MB.
 */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** The limit as messages say it: "256 MiB". */
export const MAX_FILE_SIZE_TEXT = `${MAX_FILE_BYTES / (1024 * 1024)} MiB`;

/** Whether a file of `size` bytes (or a text of `size` characters) is over the limit. */
export function isOverFileLimit(size: number): boolean {
  return size > MAX_FILE_BYTES;
}
