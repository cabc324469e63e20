// File › Import › MovingAI scenarios…: a .scen file's start/goal pairs as a list the user steps
// through. Picking a pair puts the start and goal on it; "Search this pair" runs the search to its
// end and keeps our path's cost beside the length the file lists. A scenario made for a map of
// another size says so and places nothing. The map itself is not touched, so nothing is asked.
import type { ScenarioEntry } from '../../shared/formats/movingai';
import type { SearchOptions } from '../../shared/engine/index';
import type { Studio } from '../state/studio.svelte';
import { messageOf } from './exchangeNames';
import { lengthsAgree } from './scenarioSummary';
import { ScenarioSweep } from './scenarioSweep.svelte';
import { BUSY_SENTENCE, wasCancelled, type ExchangeTasks } from './exchangeTasks.svelte';

/** The rules MovingAI's listed lengths assume: 8 neighbours, no corner cutting, diagonals of √2. */
export const MOVINGAI_RULES = { topology: 'square8', cornerRule: 'no-cutting', diagonalCost: 'sqrt2' } as const satisfies Partial<SearchOptions>;


export class ScenarioList {
  /** The scenario file's name; null while no list is open. */
  name = $state<string | null>(null);
  entries = $state.raw<readonly ScenarioEntry[]>([]);
  /** Our path's cost per pair once searched: NaN not yet, Infinity when no path was found. */
  ours = $state.raw<Float64Array>(new Float64Array());
  /** The pair picked (an index into entries). */
  selected = $state(0);
  /** "Search this pair" is under way. */
  searching = $state(false);

  /** "Search all pairs". */
  readonly sweep: ScenarioSweep;

  constructor(
    private readonly studio: Studio,
    private readonly tasks: ExchangeTasks,
  ) {
    this.sweep = new ScenarioSweep(studio, this);
  }

  /** File › Import › MovingAI scenarios…: reads the file and shows its pairs, the first one placed. */
  async importFile(): Promise<void> {
    const { studio } = this;
    if (this.tasks.running) return studio.notify('info', BUSY_SENTENCE, 5000);
    let file;
    try {
      file = await studio.host.files.importFile('movingai-scenario');
    } catch (error) {
      studio.notify('error', messageOf(error), 15000);
      return;
    }
    if (!file) return;
    try {
      const answer = await this.tasks.run(`Importing ${file.name}`, { kind: 'read-scenarios', file: file.content });
      if (answer.kind !== 'scenario') return;
      if (answer.scenario.entries.length === 0) {
        studio.notify('error', `"${file.name}" lists no start and goal pairs; choose a scenario file with at least one line after "version".`, 15000);
        return;
      }
      this.show(file.name, answer.scenario.entries);
    } catch (error) {
      if (!wasCancelled(error)) studio.notify('error', `"${file.name}" could not be imported. ${messageOf(error)}`, 15000);
    }
  }

  /** Shows `entries` from the file `name`, the first pair picked. */
  show(name: string, entries: readonly ScenarioEntry[]): void {
    this.name = name;
    this.entries = entries;
    this.ours = new Float64Array(entries.length).fill(NaN);
    this.select(0);
  }

  /** Why the pairs cannot be placed on the map open, as a sentence, or null when they can. */
  get mismatch(): string | null {
    const { doc } = this.studio;
    const entry = this.entries[this.selected];
    if (!entry) return null;
    if (doc.topology === 'hex') return 'MovingAI scenarios are for square maps, and the map open has hex cells; import the scenario\'s map first (File › Import › MovingAI map…).';
    if (entry.width === doc.width && entry.height === doc.height) return null;
    return `This scenario is for a ${entry.width}×${entry.height} map (${entry.map}), but the map open is ${doc.width}×${doc.height}; import that map first (File › Import › MovingAI map…).`;
  }

  /** Whether the search settings are the rules the listed lengths assume. */
  get rulesMatch(): boolean {
    const o = this.studio.runs.options;
    return o.topology === MOVINGAI_RULES.topology && o.cornerRule === MOVINGAI_RULES.cornerRule && o.diagonalCost === MOVINGAI_RULES.diagonalCost && o.heightCosting === null;
  }

  /** Switches the search settings to MovingAI's rules (the algorithm and heuristic stay). */
  useMovingAiRules(): void {
    Object.assign(this.studio.runs.options, MOVINGAI_RULES, { heightCosting: null });
  }

  /** Picks pair `index` and puts the start and goal on it (unless the scenario is for another map). */
  select(index: number): void {
    if (this.entries.length === 0) return;
    this.selected = Math.max(0, Math.min(this.entries.length - 1, index));
    if (this.mismatch !== null) return;
    const e = this.entries[this.selected]!;
    const { doc } = this.studio;
    doc.start = e.startY * doc.width + e.startX;
    doc.goal = e.goalY * doc.width + e.goalX;
  }

  next(): void {
    this.select(this.selected + 1);
  }

  previous(): void {
    this.select(this.selected - 1);
  }

  /** "Search this pair": places it, runs the search to its end, and keeps our cost beside the listed length. */
  async searchSelected(): Promise<void> {
    if (this.searching || this.sweep.active || this.mismatch !== null || this.entries.length === 0) return;
    const index = this.selected;
    this.select(index);
    const { doc, runs } = this.studio;
    const start = doc.start, goal = doc.goal;
    const entries = this.entries;
    this.searching = true;
    try {
      await runs.goToEnd(doc);
    } finally {
      this.searching = false;
    }
    const run = runs.run;
    const result = runs.result;
    // Only a search of this very pair of this list, ended, counts (a cancel or an error leaves the row as it was).
    if (!run || !result || run.query.start !== start || run.query.goal !== goal || this.entries !== entries) return;
    if (result.status !== 'found' && result.status !== 'unreachable') return;
    const ours = this.ours.slice();
    ours[index] = result.status === 'found' ? result.cost : Infinity;
    this.ours = ours;
  }

  /** Whether our cost for pair `index` agrees with the listed length; null until searched. */
  agrees(index: number): boolean | null {
    return lengthsAgree(this.ours[index], this.entries[index]?.optimal);
  }

  /** Closes the list (the markers stay where they are). */
  close(): void {
    this.sweep.cancel();
    this.name = null;
    this.entries = [];
    this.ours = new Float64Array();
    this.selected = 0;
  }
}
