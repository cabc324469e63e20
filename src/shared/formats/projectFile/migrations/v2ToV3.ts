// Format 2 → 3. Format 3 adds the waypoints a route passes between the start and the goal; a format
// 2 file had none. The version is raised (not the field merely added) so an A* Studio that cannot
// keep waypoints refuses a file that has them instead of opening it and dropping them on save.
import type { FileJson, Migration } from './migration';

export const v2ToV3: Migration = {
  from: 2,
  migrate(file: FileJson): FileJson {
    return { ...file, formatVersion: 3, waypoints: [] };
  },
};
