// File › Import › MovingAI map…, Image… and Tiled map…: each asks about unsaved changes first
// (as File › Open does), lets the user choose the file, reads it in the worker with a progress
// bar, and replaces the document with the map it makes. An image or a Tiled map first opens its
// dialog (colours or tile ids → terrain), and the map is made when the user confirms. A file the
// importer cannot read is refused with its sentence and the document stays as it was.
import type { MenuMapFormat } from '../../shared/formats/mapFormats';
import { createProject } from '../../shared/formats/project';
import type { Grid } from '../../shared/grid/grid';
import { settingsForMap, type MapTopology } from '../../shared/grid/mapTopology';
import type { TerrainType } from '../../shared/grid/terrain';
import type { ExchangeKindName } from '../../shared/ipc/exchangeFiles';
import type { SearchOptions } from '../../shared/engine/index';
import type { ChosenFile } from '../host/host';
import type { SavedStamp } from '../state/documentFile.svelte';
import { TRACE_BY_DEFAULT_MAX_CELLS } from '../runs/searchRuns.svelte';
import type { Studio } from '../state/studio.svelte';
import type { ExchangeAsk } from './exchangeClient';
import { mapNameOf, messageOf } from './exchangeNames';
import type { ExchangeAnswer, ImageSummary, TerrainMapping } from './exchangeProtocol';
import { BUSY_SENTENCE, wasCancelled, type ExchangeTasks } from './exchangeTasks.svelte';
import type { TiledSummary } from './tiledSummary';

/** The dialog an import has open while the user maps the file to terrain. */
export type ImportDialog = { kind: 'image'; name: string; image: ImageSummary } | { kind: 'tiled'; name: string; tiled: TiledSummary };

/** What imports work with. */
export interface MapImportsOptions {
  studio: Studio;
  tasks: ExchangeTasks;
  /** Asks about unsaved changes (Save / Don't Save / Cancel); true when the document may go. */
  mayReplace(): Promise<boolean>;
}

export class MapImports {
  /** The mapping dialog open, or null. */
  dialog = $state.raw<ImportDialog | null>(null);
  /** The document as the user agreed to replace it; changed since, they are asked again. */
  private agreed: SavedStamp | null = null;

  constructor(private readonly o: MapImportsOptions) {}

  /** File › Import › MovingAI map… and any format imported as it reads: the file becomes the map. */
  async mapFile(format: MenuMapFormat): Promise<void> {
    const file = await this.choose(format);
    if (!file) return;
    const answer = await this.read(file, { kind: 'read-map', format, file: file.content });
    if (answer?.kind === 'grid') await this.replace(answer.grid, file.name, answer.topology ?? 'square');
  }

  /** File › Import › Image…: decodes the PNG, then shows its colours and a preview to map to terrain. */
  async image(): Promise<void> {
    const read = await this.readToMap('png', (content, palette) => ({ kind: 'read-image', file: content, palette }));
    if (read?.answer.kind === 'image') this.dialog = { kind: 'image', name: read.name, image: read.answer.image };
  }

  /** The image dialog's "Make map": the image through `mapping` (colour key → terrain) becomes the map. */
  async makeImageMap(mapping: TerrainMapping): Promise<void> {
    const dialog = this.dialog;
    if (dialog?.kind !== 'image') return;
    const { image, name } = dialog;
    await this.makeMap(name, { kind: 'image-grid', image: image.held, mapping, palette: image.palette }, 'square');
  }

  /** File › Import › Tiled map…: parses the map, then shows its tile layers and tile ids to map to terrain. */
  async tiled(): Promise<void> {
    const read = await this.readToMap('tiled', (content, palette) => ({ kind: 'read-tiled', file: content, palette }));
    if (read?.answer.kind === 'tiled') this.dialog = { kind: 'tiled', name: read.name, tiled: read.answer.tiled };
  }

  /** The Tiled dialog's "Make map": layer `layer` through `mapping` (tile id → terrain of `layer`'s palette) becomes the map. */
  async makeTiledMap(layer: number, mapping: TerrainMapping): Promise<void> {
    const dialog = this.dialog;
    if (dialog?.kind !== 'tiled') return;
    const { tiled, name } = dialog;
    const palette = tiled.layers[layer]?.palette;
    if (!palette) return;
    await this.makeMap(name, { kind: 'tiled-grid', tiled: tiled.held, layer, mapping, palette }, tiled.hex ? 'hex' : 'square');
  }

  /** Closes the mapping dialog without making a map; the worker lets go of the decoded file. */
  close(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    this.dialog = null;
    const held = dialog.kind === 'image' ? dialog.image.held : dialog.tiled.held;
    void this.o.tasks.client.run({ kind: 'release', held }).answer.catch(() => undefined);
  }

  /** Asks about unsaved changes, then lets the user choose a file of `kind`; null when they stop. */
  private async choose(kind: ExchangeKindName): Promise<ChosenFile | null> {
    if (this.o.tasks.running) {
      this.o.studio.notify('info', BUSY_SENTENCE, 5000);
      return null;
    }
    if (!(await this.o.mayReplace())) return null;
    this.agreed = this.o.studio.file.stamp();
    try {
      return await this.o.studio.host.files.importFile(kind);
    } catch (error) {
      this.o.studio.notify('error', messageOf(error), 15000);
      return null;
    }
  }

  /**
   * Lets the user choose a file of `kind` to map to terrain and reads it in the worker, given a copy
   * of the current palette (the mapping dialog suggests its terrains); null when the user stops or
   * the file is refused.
   */
  private async readToMap(
    kind: ExchangeKindName,
    ask: (content: ChosenFile['content'], palette: TerrainType[]) => ExchangeAsk,
  ): Promise<{ name: string; answer: ExchangeAnswer } | null> {
    const file = await this.choose(kind);
    if (!file) return null;
    const palette = this.o.studio.doc.grid.palette.map((t) => ({ ...t }));
    const answer = await this.read(file, ask(file.content, palette));
    return answer && { name: file.name, answer };
  }

  /** A mapping dialog's Make map: the worker makes the grid from the held file; the dialog closes and the grid becomes the map. */
  private async makeMap(name: string, ask: ExchangeAsk, topology: MapTopology): Promise<void> {
    const answer = await this.read({ name }, ask);
    if (answer?.kind !== 'grid') return;
    this.close();
    await this.replace(answer.grid, name, topology);
  }

  /** Runs a read in the worker with its progress; a refusal is told to the user and gives null. */
  private async read(file: Pick<ChosenFile, 'name'>, ask: ExchangeAsk): Promise<ExchangeAnswer | null> {
    try {
      return await this.o.tasks.run(`Importing ${file.name}`, ask);
    } catch (error) {
      // Cancelling stops the worker, and the decoded file a dialog maps goes with it.
      if (wasCancelled(error)) this.dialog = null;
      else this.o.studio.notify('error', `"${file.name}" could not be imported. ${messageOf(error)}`, 15000);
      return null;
    }
  }

  /** Makes `grid` the document, named after `fileName`, with the search settings in use fitted to its cells. */
  private async replace(grid: Grid, fileName: string, topology: MapTopology): Promise<void> {
    const { studio } = this.o;
    // Edits made meanwhile (a native menu's Undo, say) are asked about again.
    if (this.agreed && studio.file.changedSince(this.agreed) && !(await this.o.mayReplace())) return;
    const project = createProject(grid, mapNameOf(fileName));
    const settings = $state.snapshot(studio.runs.options) as SearchOptions;
    project.settings = { ...settingsForMap(settings, topology), recordTrace: grid.width * grid.height <= TRACE_BY_DEFAULT_MAX_CELLS };
    studio.load(project, null);
    studio.notify('info', `Imported "${fileName}" as a ${grid.width}×${grid.height} map; File › Save As… keeps it as a project.`, 6000);
  }
}
