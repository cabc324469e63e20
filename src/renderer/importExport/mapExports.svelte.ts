// File › Export: the map as a MovingAI .map (the notice lists what the format dropped), a PNG (one
// pixel per cell) or a Tiled map (then offering its tiles' picture); the path found as JSON or CSV,
// a picture of the map with the path (and, from a recorded run, the cells explored at the cursor's
// step), or copied as JSON. Files are encoded in the worker with a progress bar; the host asks
// where to save them. The map is taken as it is when the item is chosen.
import type { PathExport } from '../../shared/formats/pathExport';
import { capitalised, MAP_FORMATS, type MenuMapFormat } from '../../shared/formats/mapFormats';
import { pictureScale } from '../../shared/formats/pngMap';
import { tilesetImageName } from '../../shared/formats/tiled';
import type { Grid } from '../../shared/grid/grid';
import type { MapTopology } from '../../shared/grid/mapTopology';
import type { TerrainType } from '../../shared/grid/terrain';
import type { ExchangeKindName } from '../../shared/ipc/exchangeFiles';
import type { Studio } from '../state/studio.svelte';
import type { ExchangeAsk } from './exchangeClient';
import { exportBaseName, fileNameOf, messageOf } from './exchangeNames';
import { BUSY_SENTENCE, wasCancelled, type ExchangeTasks } from './exchangeTasks.svelte';
import { foundPath, type FoundPath } from './foundPath';

/** What the Picture dialog offers. */
export interface PictureChoice {
  /** Pixels per cell it starts at (as many as keep the picture within 4096 pixels a side). */
  scale: number;
  width: number;
  height: number;
  topology: MapTopology;
  /** The cursor's step and the run's steps, when the explored cells can be drawn (a recorded run the worker still has). */
  explored: { step: number; steps: number } | null;
}

/** After a Tiled export: the tiles' picture the map refers to, offered to save beside it. */
export interface TilesetOffer {
  /** The file name the map refers to. */
  image: string;
  palette: TerrainType[];
  topology: MapTopology;
}

export interface MapExportsOptions {
  studio: Studio;
  tasks: ExchangeTasks;
  appVersion: string;
}

export class MapExports {
  /** The Picture dialog's choices while it is open. */
  picture = $state.raw<PictureChoice | null>(null);
  /** The offer to save a Tiled map's tiles picture, while it is open. */
  tileset = $state.raw<TilesetOffer | null>(null);

  constructor(private readonly o: MapExportsOptions) {}

  private get studio(): Studio {
    return this.o.studio;
  }

  /** Export › MovingAI map… / Image… / Tiled map… (each format of the registry with menus). */
  async map(format: MenuMapFormat): Promise<void> {
    const { doc } = this.studio;
    const grid = doc.snapshot() as Grid;
    const name = exportBaseName(this.studio.file.name);
    const topology = doc.topology;
    const { noun, menus } = MAP_FORMATS[format];
    let dropped: string[] = [];
    const saved = await this.save(name, format, `Exporting the ${menus.exporting}`, { kind: 'write-map', format, grid, name, topology }, buffersOf(grid), (d) => (dropped = d));
    if (!saved) return;
    if (dropped.length > 0) this.studio.notify('info', `Exported "${saved}". ${capitalised(noun)} cannot keep everything this map has: ${dropped.join(' ')}`, 20000);
    else this.studio.notify('info', `Exported "${saved}".`, 4000);
    if (format === 'tiled') this.tileset = { image: tilesetImageName(name), palette: grid.palette, topology };
  }

  /** The Tiled offer's "Save picture…": the tiles' picture under the name the map refers to. */
  async saveTileset(): Promise<void> {
    const offer = this.tileset;
    this.tileset = null;
    if (!offer) return;
    const saved = await this.save(offer.image.replace(/\.png$/i, ''), 'png', 'Exporting the tiles picture', { kind: 'write-tileset-picture', palette: offer.palette, topology: offer.topology });
    if (saved) this.studio.notify('info', `Exported "${saved}"; keep it beside the map for Tiled to show its tiles.`, 6000);
  }

  /** Export › Path as JSON… / Path as CSV…. */
  async path(format: 'json' | 'csv'): Promise<void> {
    const found = this.foundOrSay();
    if (!found) return;
    const record = this.pathExport(found);
    const name = `${exportBaseName(this.studio.file.name)}-path`;
    const saved = await this.save(name, format === 'json' ? 'path-json' : 'path-csv', 'Exporting the path', { kind: 'write-path', format, path: record }, buffersOf(record.grid));
    if (saved) this.studio.notify('info', `Exported the path (${found.result.path.length} cells) as "${saved}".`, 4000);
  }

  /** Export › Copy path: the path as JSON on the clipboard. */
  async copyPath(): Promise<void> {
    const found = this.foundOrSay();
    if (!found) return;
    const record = this.pathExport(found);
    try {
      const answer = await this.o.tasks.run('Copying the path', { kind: 'write-path', format: 'json', path: record }, buffersOf(record.grid));
      if (answer.kind !== 'file') return;
      await this.studio.host.copyText(new TextDecoder().decode(answer.bytes));
      this.studio.notify('info', `Copied the path (${found.result.path.length} cells) as JSON.`, 3000);
    } catch (error) {
      if (!wasCancelled(error)) this.studio.notify('error', messageOf(error), 15000);
    }
  }

  /** Export › Picture…: opens its dialog (pixels per cell, explored cells) once there is a path. */
  openPicture(): void {
    const found = this.foundOrSay();
    if (!found) return;
    const { doc, runs } = this.studio;
    const run = found.run;
    const explored = run?.steppable ? { step: runs.cursor.step, steps: run.steps } : null;
    this.picture = {
      scale: pictureScale(doc.grid, doc.topology),
      width: doc.width,
      height: doc.height,
      topology: doc.topology,
      explored,
    };
  }

  /** The Picture dialog's Export: `scale` pixels per cell, the explored cells at the cursor's step if asked. */
  async exportPicture(scale: number, withExplored: boolean): Promise<void> {
    const choice = this.picture;
    this.picture = null;
    const found = this.foundOrSay();
    if (!choice || !found) return;
    const { doc, runs, host } = this.studio;
    const grid = doc.snapshot() as Grid;
    let explored: Uint8Array | null = null;
    if (withExplored && choice.explored && found.run?.steppable) {
      try {
        const view = await host.search.traceQuery(found.run.id, { kind: 'view', step: runs.cursor.step, request: { rect: { x: 0, y: 0, width: doc.width, height: doc.height } } });
        explored = view.states;
      } catch (error) {
        this.studio.notify('error', `The explored cells could not be read from the search worker: ${messageOf(error)}`, 15000);
        return;
      }
    }
    const name = `${exportBaseName(this.studio.file.name)}-picture`;
    const ask: ExchangeAsk = { kind: 'write-picture', grid, path: found.result.path.slice(), explored, scale, topology: doc.topology, start: doc.start, goal: doc.goal };
    const saved = await this.save(name, 'png', 'Drawing the picture', ask, [...buffersOf(grid), ...(explored ? [explored.buffer as ArrayBuffer] : [])]);
    if (saved) this.studio.notify('info', `Exported the picture as "${saved}".`, 4000);
  }

  /** The path to export, or null after telling the user what to do first. */
  private foundOrSay(): FoundPath | null {
    const found = foundPath(this.studio.runs, this.studio.doc, this.studio.live);
    if (typeof found === 'string') {
      this.studio.notify('error', found, 10000);
      return null;
    }
    return found;
  }

  private pathExport(found: FoundPath): PathExport {
    const { doc } = this.studio;
    const record: PathExport = { grid: doc.snapshot() as Grid, topology: doc.topology, start: found.start, goal: found.goal, options: { ...found.options }, result: { ...found.result, trace: null }, appVersion: this.o.appVersion };
    if (found.route) record.route = { waypoints: [...found.route.waypoints], legs: found.route.legs.map((l) => ({ ...l, trace: null })) };
    return record;
  }

  /**
   * Asks the host where to save a file of `kind`, then makes its bytes in the worker with a
   * progress bar. Resolves with the name saved under, or null when cancelled or failed (told).
   */
  private async save(name: string, kind: ExchangeKindName, label: string, ask: ExchangeAsk, transfer: Transferable[] = [], onDropped?: (dropped: string[]) => void): Promise<string | null> {
    if (this.o.tasks.running) {
      this.studio.notify('info', BUSY_SENTENCE, 5000);
      return null;
    }
    try {
      const saved = await this.studio.host.files.exportFile(name, kind, async () => {
        const answer = await this.o.tasks.run(label, ask, transfer);
        if (answer.kind !== 'file') throw new Error(`The worker answered an export with ${answer.kind}.`);
        onDropped?.(answer.dropped);
        return answer.bytes;
      });
      return saved === null ? null : fileNameOf(saved);
    } catch (error) {
      if (!wasCancelled(error)) this.studio.notify('error', messageOf(error), 15000);
      return null;
    }
  }
}

/** The layers of a map copy, which can move to the worker instead of being copied again. */
function buffersOf(grid: Grid): ArrayBuffer[] {
  return [grid.terrain.buffer, ...(grid.heights ? [grid.heights.buffer] : [])] as ArrayBuffer[];
}
