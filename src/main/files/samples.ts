// The sample projects under Help › Samples: whatever project files the samples folder holds when
// the app starts (resources/samples in development, <resources>/samples when packaged).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { hasProjectExtension, sampleLabel } from '../../shared/formats/project';

/** A sample project and its menu label. */
export interface Sample {
  path: string;
  /** "River Valley" for river-valley.astar.json. */
  label: string;
}

/** The samples in `folder`, by label; none when the folder is missing. */
export async function listSamples(folder: string): Promise<Sample[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names
    .filter(hasProjectExtension)
    .map((file) => ({ path: join(folder, file), label: sampleLabel(file) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
