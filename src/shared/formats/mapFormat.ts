// What a map format is to A* Studio (mapFormats.ts lists them): how a file of it reads into a map
// and what reading had to guess, how a map writes into one and what the format cannot keep, and how
// the app offers it (its dialogs' file type, its File › Import and File › Export items).
import type { Grid } from '../grid/grid';
import type { MapTopology } from '../grid/mapTopology';
import type { TerrainType } from '../grid/terrain';
import type { Project } from './project';

/** How to read a file whose format brings no choices of its own. */
export interface MapReadOptions {
  /** The palette a PNG or Tiled map is matched against when it brings none of its own; default the app's. */
  palette?: readonly TerrainType[];
  /** The Tiled tile layer to read, by name or index; default the first. */
  layer?: string | number;
}

/** A map read from a file: its grid, layout, the project when it was one, and what reading guessed. */
export interface ReadMap {
  grid: Grid;
  topology: MapTopology;
  project: Project | null;
  /** The map's name: the project's, else the file's name without its extension. */
  name: string;
  /** One sentence per thing reading had to guess (a colour matched to the nearest terrain). */
  dropped: string[];
}

/** A map to write: `project` when it came from one (its details beyond the map may be lost). */
export type MapToWrite = Pick<ReadMap, 'grid' | 'topology' | 'project' | 'name'>;

/** How to write. */
export interface MapWriteOptions {
  /** Written into a project file. */
  appVersion: string;
  /** The file's name without folders or extension: files written beside it are named after it. */
  fileStem: string;
}

/** A written file, the files it refers to (a Tiled map's tileset picture), and what was lost. */
export interface WrittenMap {
  bytes: Uint8Array;
  /** Files to save beside the output under these names. */
  companions: { name: string; bytes: Uint8Array }[];
  /** One sentence per thing the format could not keep. */
  dropped: string[];
}

/** How the app's File › Import and File › Export offer a format (a project is opened and saved instead). */
export interface MapFormatMenus {
  /** The menu items' label ("MovingAI &map…": & before the Alt letter); the command ids are import-ID and export-ID. */
  readonly label: string;
  /** The id the commands are named after: "movingai-map" makes import-movingai-map and export-movingai-map. */
  readonly command: string;
  /** The progress bar's "Exporting the …". */
  readonly exporting: string;
  /** 'file': imported as it reads; 'dialog': the user maps its colours or tiles to terrain first (the renderer's own dialog). */
  readonly imports: 'file' | 'dialog';
}

interface MapFormatBase {
  /** The file type as dialogs and pickers name it: "PNG image". */
  readonly label: string;
  /** Its MIME type (the web's pickers and downloads). */
  readonly mime: string;
  /** File name endings (lower case, with the dot) that say a file is of this format, the usual one first. */
  readonly extensions: readonly string[];
  /** More endings the app's dialogs offer for it but that name no format by themselves (a Tiled map's ".json"). */
  readonly alsoOffered?: readonly string[];
  /** How the sentences about what it drops name it: "a .map". */
  readonly noun: string;
  /** What a map loses in this format, for the command line's help. */
  readonly drops: string;
  /** Writes a map as a file of the format. */
  write(map: MapToWrite, options: MapWriteOptions): WrittenMap;
  readonly menus?: MapFormatMenus;
}

/** A format read from its bytes (a picture) or from its text. */
export type MapFormatSpec =
  | (MapFormatBase & { readonly binary: true; read(bytes: Uint8Array, stem: string, options: MapReadOptions): ReadMap })
  | (MapFormatBase & { readonly binary: false; read(text: string, stem: string, options: MapReadOptions): ReadMap });
