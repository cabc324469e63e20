import { describe, expect, it } from 'vitest';
import { ALGORITHMS, DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/index';
import { mapTopologyOf, settingsForMap, worksOnHex } from '../../../../src/shared/grid/mapTopology';

describe('map topology', () => {
  it('is hex exactly when the search moves are hex', () => {
    expect(mapTopologyOf('hex')).toBe('hex');
    expect(mapTopologyOf('square8')).toBe('square');
    expect(mapTopologyOf('square4')).toBe('square');
  });

  it('fits settings to a hex map: hex moves, the hex heuristic, an algorithm that searches hexes', () => {
    const o: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jps', heuristic: 'octile' };
    expect(settingsForMap(o, 'hex')).toMatchObject({ topology: 'hex', heuristic: 'hex', algorithm: 'astar' });
    expect(settingsForMap({ ...o, algorithm: 'dijkstra', heuristic: 'zero' }, 'hex')).toMatchObject({ algorithm: 'dijkstra', heuristic: 'zero' });
    expect(ALGORITHMS.filter((a) => !worksOnHex(a.name)).map((a) => a.name)).toEqual(['jps', 'jpsw', 'theta']);
  });

  it('takes a square map back to 8 neighbours and octile, and leaves square settings alone', () => {
    const hex = settingsForMap({ ...DEFAULT_SEARCH_OPTIONS }, 'hex');
    expect(settingsForMap(hex, 'square')).toMatchObject({ topology: 'square8', heuristic: 'octile' });
    const four: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4', heuristic: 'manhattan' };
    expect(settingsForMap(four, 'square')).toEqual(four);
  });
});
