// The messages between the page and the import/export worker: read a chosen file into a map,
// scenarios, or an image or Tiled map held in the worker while the user maps its colours or tiles
// to terrain; make a held image or Tiled layer into a map; write a map, a path or a picture as a
// file's bytes. Each request has an id; the worker answers it once (or says it failed) and may
// report progress before.
import type { MenuMapFormat } from '../../shared/formats/mapFormats';
import type { Scenario } from '../../shared/formats/movingai';
import type { PathExport } from '../../shared/formats/pathExport';
import type { ImageColour } from '../../shared/formats/pngMap';
import type { Grid } from '../../shared/grid/grid';
import type { TerrainType } from '../../shared/grid/terrain';
import type { MapTopology } from '../../shared/grid/mapTopology';
import type { ChosenContent } from './fileBytes';
import type { TiledSummary } from './tiledSummary';
import type { WorkerMessage } from '../workers/workerMessages';

/** Colour key or tile id → terrain index, as pairs (a Map does not matter to structured clone, but pairs read plainly). */
export type TerrainMapping = [key: number, terrain: number][];


/** A request to the worker. */
export type ExchangeRequest =
  /** Reads a map file of a format imported as it reads (no dialog). */
  | { id: number; kind: 'read-map'; format: MenuMapFormat; file: ChosenContent }
  | { id: number; kind: 'read-scenarios'; file: ChosenContent }
  /** Decodes a PNG and keeps it; terrain is suggested from the image's own A* Studio palette if it has one, else `palette`. */
  | { id: number; kind: 'read-image'; file: ChosenContent; palette: TerrainType[] }
  | { id: number; kind: 'image-grid'; image: number; mapping: TerrainMapping; palette: TerrainType[] }
  /** Parses a Tiled map and keeps it, listing its tile layers and their tile ids; terrain is suggested from `palette`. */
  | { id: number; kind: 'read-tiled'; file: ChosenContent; palette: TerrainType[] }
  | { id: number; kind: 'tiled-grid'; tiled: number; layer: number; mapping: TerrainMapping; palette: TerrainType[] }
  /** Forgets a held image or Tiled map. */
  | { id: number; kind: 'release'; held: number }
  /** `name` names the map inside the file (a Tiled layer); `topology` how its cells are laid out. */
  | { id: number; kind: 'write-map'; format: MenuMapFormat; grid: Grid; name: string; topology: MapTopology }
  /** The picture of the palette's terrain tiles that an exported Tiled map refers to. */
  | { id: number; kind: 'write-tileset-picture'; palette: TerrainType[]; topology: MapTopology }
  | { id: number; kind: 'write-path'; format: 'json' | 'csv'; path: PathExport }
  /** `explored`: the debugger's cell states at a step for the whole map (StepView.states), or null for none. */
  | { id: number; kind: 'write-picture'; grid: Grid; path: Int32Array; explored: Uint8Array | null; scale: number; topology: MapTopology; start: number; goal: number };

/** A small picture of the map an image would make, for the import dialog. */
export interface ImagePreview {
  width: number;
  height: number;
  /** The colour key of each preview pixel (0xRRGGBB, or TRANSPARENT), row by row. */
  keys: Int32Array;
}

/** What the import dialog shows of a decoded image. */
export interface ImageSummary {
  /** The worker's handle on the decoded image. */
  held: number;
  width: number;
  height: number;
  /** The most used colours, most used first (at most MAX_LISTED_COLOURS). */
  colours: ImageColour[];
  /** Colours beyond those listed, and their pixels: they take their nearest terrain. */
  otherColours: number;
  otherPixels: number;
  /** The suggested terrain of each listed colour. */
  suggested: TerrainMapping;
  /** The palette the terrain indices refer to: the image's own, or the one the request gave. */
  palette: TerrainType[];
  /** The image is an A* Studio export carrying its palette (which the map then takes). */
  ownPalette: boolean;
  /** Each preview pixel's terrain when its colour is not in the table: the suggestion. */
  fallback: Uint8Array;
  preview: ImagePreview;
}

/** The worker's answer to a request. */
export type ExchangeAnswer =
  /** `topology`: how a file read as it is lays out its cells (square when absent). */
  | { kind: 'grid'; grid: Grid; topology?: MapTopology }
  | { kind: 'scenario'; scenario: Scenario }
  | { kind: 'image'; image: ImageSummary }
  | { kind: 'tiled'; tiled: TiledSummary }
  /** A file's bytes, and what the format could not keep (MovingAI: costs, heights), as sentences. */
  | { kind: 'file'; bytes: Uint8Array; dropped: string[] }
  | { kind: 'released' };

/** What the worker posts (workerMessages.ts's envelope around ExchangeAnswer). */
export type ExchangeMessage = WorkerMessage<ExchangeAnswer>;
