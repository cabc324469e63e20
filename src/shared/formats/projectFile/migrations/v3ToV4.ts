// Format 3 → 4. Format 4 adds unit types (movement profiles: named terrain costs per unit, kept with
// the map's palette as `map.unitTypes`); a format 3 file had none, so its searches use the map's own
// costs as before. The version is raised (not the field merely added) so an A* Studio that cannot
// keep unit types refuses a file that has them instead of opening it and dropping them on save.
import { isRecord, type FileJson, type Migration } from './migration';

export const v3ToV4: Migration = {
  from: 3,
  migrate(file: FileJson): FileJson {
    const map = isRecord(file.map) ? { ...file.map, unitTypes: [] } : file.map;
    return { ...file, formatVersion: 4, map };
  },
};
