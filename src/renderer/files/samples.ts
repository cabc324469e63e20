// The sample projects bundled with the web build (resources/samples), for Help › Samples and the
// map the app starts on. Each is its own chunk, loaded when chosen, so even the 2048² continent
// adds nothing to the start-up bundle. (The desktop app lists the same folder in its own menu,
// with the same labels.)
import { sampleLabel } from '../../shared/formats/project';

/** A bundled sample project. */
export interface Sample {
  /** Its file name, e.g. "maze.astar". */
  file: string;
  /** Its menu label, e.g. "Maze". */
  label: string;
  /** Fetches the project text. */
  load(): Promise<string>;
}

const loaders = import.meta.glob<string>(['../../../resources/samples/*.astar', '../../../resources/samples/*.astar.json'], {
  query: '?raw',
  import: 'default',
});

/** The samples, by label. */
export const SAMPLES: readonly Sample[] = Object.entries(loaders)
  .map(([path, load]) => {
    const file = path.slice(path.lastIndexOf('/') + 1);
    return { file, label: sampleLabel(file), load };
  })
  .sort((a, b) => a.label.localeCompare(b.label));

/** The sample the app opens when there is nothing to recover and no file to open. */
export const START_SAMPLE_FILE = 'river-valley.astar.json';

/** The sample named `file`, or null. */
export function sampleNamed(file: string): Sample | null {
  return SAMPLES.find((s) => s.file === file) ?? null;
}
