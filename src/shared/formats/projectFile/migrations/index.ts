// The migration chain: step i rewrites format i + 1 as format i + 2, so a file of any older
// format is brought to the current one by running the steps from its own onwards, in order.
import { PROJECT_FORMAT_VERSION } from '../schema';
import type { FileJson, Migration } from './migration';
import { v1ToV2 } from './v1ToV2';
import { v2ToV3 } from './v2ToV3';
import { v3ToV4 } from './v3ToV4';

/** Every step, oldest first; a new format adds one file and one line here. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3, v3ToV4];

/** The oldest format the chain reads. */
export const OLDEST_FORMAT_VERSION = PROJECT_FORMAT_VERSION - MIGRATIONS.length;

/** Brings a file of format `version` (OLDEST_FORMAT_VERSION … current) to the current format. */
export function migrateToCurrent(file: FileJson, version: number): FileJson {
  let current = file;
  for (let v = version; v < PROJECT_FORMAT_VERSION; v++) {
    const step = MIGRATIONS[v - OLDEST_FORMAT_VERSION]!;
    current = step.migrate(current);
  }
  return current;
}
