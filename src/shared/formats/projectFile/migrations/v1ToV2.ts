// Format 1 → 2. Format 1 (A* Studio 0.1, `.astar.json`) held the map, palette, terrain, heights,
// start and goal; format 2 adds the map's topology, the search settings in use, saved setups and
// notes, and writes heights in a new layout. A format 1 file opened with A* Studio 0.1's default
// settings (square 8-connected, A* with the octile heuristic) and held plain int16 heights; those
// are written out literally here, so later changes to the defaults cannot change what an old
// file means.
import { isRecord, type FileJson, type Migration } from './migration';

/** The settings A* Studio 0.1 searched a format 1 map with (topology aside: it joins the map). */
const SETTINGS_OF_0_1 = {
  algorithm: 'astar',
  heuristic: 'octile',
  weight: 1,
  cornerRule: 'no-cutting',
  tieBreak: 'larger-g',
  heightCosting: null,
  closestIfUnreachable: true,
  maxExpansions: 0,
  recordTrace: false,
} as const;

export const v1ToV2: Migration = {
  from: 1,
  migrate(file: FileJson): FileJson {
    let map = file.map;
    if (isRecord(map)) {
      const heights = isRecord(map.heights) ? { ...map.heights, layout: 'int16le' } : map.heights;
      map = { ...map, topology: 'square8', heights };
    }
    return { ...file, formatVersion: 2, map, search: { ...SETTINGS_OF_0_1 }, setups: [], notes: '' };
  },
};
