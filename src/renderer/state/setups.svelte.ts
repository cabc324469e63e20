// Saved search setups: named copies of the search settings, kept in the project, to recall one
// later (the compare view will run several side by side).
import type { SearchOptions } from '../../shared/engine/index';
import { MAX_NAME_LENGTH, type SearchSetup } from '../../shared/formats/project';
import { MAX_SETUPS } from '../../shared/formats/project';
import { settingsForMap } from '../../shared/grid/mapTopology';
import type { Studio } from './studio.svelte';

/** Why `name` cannot name a new setup, as a sentence, or null when it can. */
export function setupNameProblem(name: string, setups: readonly SearchSetup[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the setup a name.';
  if (trimmed.length > MAX_NAME_LENGTH) return `Use a name of at most ${MAX_NAME_LENGTH} characters.`;
  if (setups.length >= MAX_SETUPS && !setups.some((s) => s.name === trimmed))
    return `A project keeps at most ${MAX_SETUPS} setups; delete one first.`;
  return null;
}

/** Saves the settings in use as `name` (replacing a setup of that name); returns its index. */
export function saveSetup(studio: Studio, name: string): number {
  const trimmed = name.trim();
  const options = $state.snapshot(studio.runs.options) as SearchOptions;
  const at = studio.setups.findIndex((s) => s.name === trimmed);
  if (at >= 0) {
    studio.setups[at] = { name: trimmed, options };
    return at;
  }
  studio.setups.push({ name: trimmed, options });
  return studio.setups.length - 1;
}

/**
 * Makes setup `index` the settings in use; whether to record the trace stays as it is (it depends
 * on the map's size), and the moves fit the map (a square setup on a hex map searches hexes).
 */
export function applySetup(studio: Studio, index: number): void {
  const setup = studio.setups[index];
  if (!setup) return;
  const recordTrace = studio.runs.options.recordTrace;
  const options = settingsForMap($state.snapshot(setup.options) as SearchOptions, studio.doc.topology);
  Object.assign(studio.runs.options, { ...options, recordTrace });
}

export function deleteSetup(studio: Studio, index: number): void {
  studio.setups.splice(index, 1);
}
