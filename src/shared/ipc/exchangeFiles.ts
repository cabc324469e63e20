// The kinds of file the app imports and exports (File › Import, File › Export), as the page names
// them to its host (the map formats' from their registry, mapFormats.ts): main and the web's
// pickers read their dialogs' filters from here, so the page never sends a filter or a path of
// its own. Also the shapes and limits of those files in transit.
import { MAX_FILE_BYTES } from '../formats/fileLimits';
import type { MapFormatSpec } from '../formats/mapFormat';
import { MAP_FORMATS, MENU_MAP_FORMATS, type MenuMapFormat } from '../formats/mapFormats';

/** How a dialog or picker offers one kind of file. */
export interface ExchangeKind {
  /** The name of the file type in the dialog's list: "PNG image". */
  description: string;
  /** The file's MIME type (the web's pickers and downloads). */
  mime: string;
  /** File name endings without the dot, the usual one first. */
  extensions: readonly string[];
}

/** How dialogs offer a map format of the registry: its type and every ending it may have. */
const mapKind = (format: MenuMapFormat): ExchangeKind => {
  const { label, mime, extensions, alsoOffered = [] } = MAP_FORMATS[format] as MapFormatSpec;
  return { description: label, mime, extensions: [...extensions, ...alsoOffered].map((e) => e.slice(1)) };
};

/** The kinds of file File › Import and File › Export handle besides the map formats'. */
const OTHER_KINDS = {
  'movingai-scenario': { description: 'MovingAI scenarios', mime: 'text/plain', extensions: ['scen'] },
  'path-json': { description: 'Path (JSON)', mime: 'application/json', extensions: ['json'] },
  'path-csv': { description: 'Path (CSV table)', mime: 'text/csv', extensions: ['csv'] },
} as const satisfies Record<string, ExchangeKind>;

/** The name of a kind of imported or exported file: a map format's name ("movingai", "png", "tiled") or another kind's. */
export type ExchangeKindName = MenuMapFormat | keyof typeof OTHER_KINDS;

/** Every kind of file File › Import and File › Export handle. */
export const EXCHANGE_KINDS: Readonly<Record<ExchangeKindName, ExchangeKind>> = {
  ...(Object.fromEntries(MENU_MAP_FORMATS.map((f) => [f, mapKind(f)])) as Record<MenuMapFormat, ExchangeKind>),
  ...OTHER_KINDS,
};

/** Whether `value` names a kind of exchanged file (the IPC arguments are checked with it). */
export function isExchangeKindName(value: unknown): value is ExchangeKindName {
  return typeof value === 'string' && Object.hasOwn(EXCHANGE_KINDS, value);
}

/** A file chosen to import, as main read it from disk. */
export interface ImportedBytes {
  /** Its name with the extension ("arena.map"), for titles and messages. */
  name: string;
  bytes: Uint8Array;
}

/** The largest file an importer reads: every reader's limit (a 4096² Tiled map with CSV data is about 70 MB). */
export const MAX_IMPORT_BYTES = MAX_FILE_BYTES;
/** The largest exported file (a picture of a 4096² map at 4 pixels a cell stays far below it). */
export const MAX_EXPORT_BYTES = 512 * 1024 * 1024;
/** The longest text "Copy path" puts on the clipboard. */
export const MAX_CLIPBOARD_CHARS = 64 * 1024 * 1024;

/** The file name `name` with `kind`'s usual ending unless it already ends in one of the kind's. */
export function withExchangeExtension(name: string, kind: ExchangeKindName): string {
  const { extensions } = EXCHANGE_KINDS[kind];
  const lower = name.toLowerCase();
  return extensions.some((e) => lower.endsWith(`.${e}`)) ? name : `${name}.${extensions[0]}`;
}

/** "1.4 MiB", "820 KiB": a size for messages. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(bytes >= 100 * 1024 * 1024 ? 0 : 1)} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}
