// The import/export worker's work, apart from the worker itself (so Node tests run it as it is):
// reads chosen files with the formats in src/shared/formats, keeps a decoded image or Tiled map
// while the user maps it to terrain, and writes maps, paths and pictures as bytes. Progress goes
// to the function it was made with; answers list the buffers to move rather than copy.
import { MAP_FORMATS, readMapFile } from '../../shared/formats/mapFormats';
import { parseMovingAiScenario } from '../../shared/formats/movingai';
import { pathToCsv, pathToJson } from '../../shared/formats/pathExport';
import { decodePngImage, imageToGrid, pathPicture, type PngImage } from '../../shared/formats/pngMap';
import { parseTiledMap, terrainTilesImage, tiledToGrid, type TiledMap } from '../../shared/formats/tiled';
import { CellState } from '../../shared/engine/types';
import type { Grid } from '../../shared/grid/grid';
import type { MapTopology } from '../../shared/grid/mapTopology';
import type { ExchangeAnswer, ExchangeRequest } from './exchangeProtocol';
import { readChosenBytes, textOf, type ChosenContent } from './fileBytes';
import { ExchangeRefusal } from './exchangeFailure';
import { summariseImage } from './imageSummary';
import { summariseTiled } from './tiledSummary';
import type { ProgressReport, ServiceAnswer as WorkerServiceAnswer, WorkerService } from '../workers/workerMessages';

/** An answer and the buffers it may hand over. */
type ServiceAnswer = WorkerServiceAnswer<ExchangeAnswer>;

/** Decoded files kept at once: an open dialog's, and one more that is being replaced. */
const MAX_HELD = 2;

/** A decoded file the worker keeps while the user maps it to terrain. */
type Held = { kind: 'image'; image: PngImage } | { kind: 'tiled'; map: TiledMap };

export class ExchangeService implements WorkerService<ExchangeRequest, ExchangeAnswer> {
  private readonly held = new Map<number, Held>();
  private nextHeld = 1;

  constructor(private readonly progress: ProgressReport) {}

  /** Answers one request; a file that cannot be read rejects with ImportError's sentence. */
  async answer(request: ExchangeRequest): Promise<ServiceAnswer> {
    const { id } = request;
    switch (request.kind) {
      case 'read-map': {
        const bytes = await this.read(id, request.file);
        this.progress(id, 'Reading the map', null);
        const { grid, topology } = readMapFile(request.format, bytes, 'map');
        return gridAnswer(grid, topology);
      }
      case 'read-scenarios': {
        const text = textOf(await this.read(id, request.file));
        this.progress(id, 'Reading the scenarios', null);
        return { answer: { kind: 'scenario', scenario: parseMovingAiScenario(text) }, transfer: [] };
      }
      case 'read-image': {
        const bytes = await this.read(id, request.file);
        this.progress(id, 'Decoding the image', null);
        const image = decodePngImage(bytes);
        this.progress(id, 'Counting colours', null);
        const summary = summariseImage(image, this.hold({ kind: 'image', image }), request.palette);
        return { answer: { kind: 'image', image: summary }, transfer: [summary.preview.keys.buffer, summary.fallback.buffer] as ArrayBuffer[] };
      }
      case 'image-grid': {
        const held = this.held.get(request.image);
        if (held?.kind !== 'image') throw new Error('The image is no longer held by the import worker; import it again.');
        this.progress(id, 'Making the map', null);
        return gridAnswer(imageToGrid(held.image, new Map(request.mapping), request.palette));
      }
      case 'read-tiled': {
        const text = textOf(await this.read(id, request.file));
        this.progress(id, 'Reading the tile layers', null);
        const map = parseTiledMap(text);
        const summary = summariseTiled(map, this.hold({ kind: 'tiled', map }), request.palette);
        return { answer: { kind: 'tiled', tiled: summary }, transfer: summary.layers.map((l) => l.preview.keys.buffer) as ArrayBuffer[] };
      }
      case 'tiled-grid': {
        const held = this.held.get(request.tiled);
        if (held?.kind !== 'tiled') throw new Error('The Tiled map is no longer held by the import worker; import it again.');
        this.progress(id, 'Making the map', null);
        return gridAnswer(tiledToGrid(held.map, request.layer, new Map(request.mapping), request.palette));
      }
      case 'release':
        this.held.delete(request.held);
        return { answer: { kind: 'released' }, transfer: [] };
      case 'write-map':
        this.progress(id, 'Writing the file', null);
        return fileAnswer(...writeMap(request));
      case 'write-tileset-picture':
        return fileAnswer(terrainTilesImage(request.palette, request.topology), []);
      case 'write-path':
        this.progress(id, 'Writing the path', null);
        return fileAnswer(new TextEncoder().encode(request.format === 'json' ? pathToJson(request.path) : pathToCsv(request.path)), []);
      case 'write-picture': {
        this.progress(id, 'Drawing the picture', null);
        try {
          const explored = request.explored && exploredCells(request.explored);
          return fileAnswer(pathPicture(request.grid, request.path, explored, request.scale, { topology: request.topology, start: request.start, goal: request.goal }), []);
        } catch (error) {
          // pathPicture refuses a scale that makes the picture too big with a sentence saying what to choose.
          if (error instanceof RangeError) throw new ExchangeRefusal(error.message);
          throw error;
        }
      }
    }
  }

  private async read(id: number, file: ChosenContent): Promise<Uint8Array> {
    this.progress(id, 'Reading the file', 0);
    // A message per slice would be thousands for a big file: report each whole percent once.
    let shown = 0;
    return readChosenBytes(file, (fraction) => {
      const percent = Math.floor(fraction * 100);
      if (percent > shown) this.progress(id, 'Reading the file', (shown = percent) / 100);
    });
  }

  private hold(decoded: Held): number {
    const handle = this.nextHeld++;
    this.held.set(handle, decoded);
    for (const key of this.held.keys()) if (this.held.size > MAX_HELD) this.held.delete(key);
    return handle;
  }
}

/** A map as a file of its format, and what the format could not keep (files it refers to are offered apart). */
function writeMap({ format, grid, name, topology }: Extract<ExchangeRequest, { kind: 'write-map' }>): [Uint8Array, string[]] {
  const { bytes, dropped } = MAP_FORMATS[format].write({ grid, topology, name, project: null }, { appVersion: 'unused', fileStem: name });
  return [bytes, dropped];
}

/**
 * One CellState per cell from the debugger's view of a step (the forward search's state in the low
 * two bits, a bidirectional search's backward one in the next two): closed by either side, else
 * open on either side, else unseen.
 */
export function exploredCells(states: Uint8Array): Uint8Array {
  const cells = new Uint8Array(states.length);
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    const forward = s & 3, backward = (s >> 2) & 3;
    cells[i] = forward === CellState.Closed || backward === CellState.Closed ? CellState.Closed : forward === CellState.Open || backward === CellState.Open ? CellState.Open : CellState.Unseen;
  }
  return cells;
}

function gridAnswer(grid: Grid, topology?: MapTopology): ServiceAnswer {
  return { answer: { kind: 'grid', grid, ...(topology && { topology }) }, transfer: [grid.terrain.buffer, ...(grid.heights ? [grid.heights.buffer] : [])] as ArrayBuffer[] };
}

function fileAnswer(bytes: Uint8Array, dropped: string[]): ServiceAnswer {
  return { answer: { kind: 'file', bytes, dropped }, transfer: [bytes.buffer as ArrayBuffer] };
}
