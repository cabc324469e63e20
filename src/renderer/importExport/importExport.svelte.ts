// File › Import and File › Export in one place for the app (their commands are in
// commands/handlers/exchange.ts): the one task under way with its progress, the import dialogs,
// the scenario list and the export dialogs.
import type { Studio } from '../state/studio.svelte';
import { workerExchange, type ExchangeClient } from './exchangeClient';
import { ExchangeTasks } from './exchangeTasks.svelte';
import { MapExports } from './mapExports.svelte';
import { MapImports } from './mapImports.svelte';
import { ScenarioList } from './scenarioList.svelte';

export interface ImportExportOptions {
  studio: Studio;
  appVersion: string;
  /** Asks about unsaved changes before an import replaces the map (File › Open's question). */
  mayReplace(): Promise<boolean>;
  /** The worker's client (tests pass the page's own). */
  client?: ExchangeClient;
}

export class ImportExport {
  readonly tasks: ExchangeTasks;
  readonly imports: MapImports;
  readonly scenarios: ScenarioList;
  readonly exports: MapExports;

  constructor(o: ImportExportOptions) {
    this.tasks = new ExchangeTasks(o.client ?? workerExchange());
    this.imports = new MapImports({ studio: o.studio, tasks: this.tasks, mayReplace: o.mayReplace });
    this.scenarios = new ScenarioList(o.studio, this.tasks);
    this.exports = new MapExports({ studio: o.studio, tasks: this.tasks, appVersion: o.appVersion });
  }

  /** A dialog of its own is open, or a task shows its progress: the app's keys wait. */
  get modal(): boolean {
    return this.tasks.progress !== null || this.imports.dialog !== null || this.exports.picture !== null || this.exports.tileset !== null;
  }
}
