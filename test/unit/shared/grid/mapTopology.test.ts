import { describe, expect, it } from 'vitest';
import { ALGORITHMS, DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/index';
import { createProject, parseProject, serializeProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { heuristicFitsMap, mapTopologyOf, settingsForMap, worksOnHex } from '../../../../src/shared/grid/mapTopology';

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

  it('replaces hex distance on a square map by the square heuristic for its moves', () => {
    expect(settingsForMap({ ...DEFAULT_SEARCH_OPTIONS, topology: 'square8', heuristic: 'hex' }, 'square')).toMatchObject({ topology: 'square8', heuristic: 'octile' });
    expect(settingsForMap({ ...DEFAULT_SEARCH_OPTIONS, topology: 'square4', heuristic: 'hex' }, 'square')).toMatchObject({ topology: 'square4', heuristic: 'manhattan' });
  });

  it('offers hex distance on hex maps only, and the square heuristics on square maps only', () => {
    expect(heuristicFitsMap('hex', 'square')).toBe(false);
    expect(heuristicFitsMap('octile', 'square')).toBe(true);
    expect(heuristicFitsMap('zero', 'square')).toBe(true);
    expect(heuristicFitsMap('hex', 'hex')).toBe(true);
    expect(heuristicFitsMap('octile', 'hex')).toBe(false);
  });

  it('survives a project file: a hex map opens as a hex map', () => {
    const project = createProject(createGrid(7, 5), 'hexes');
    project.settings = settingsForMap(project.settings, 'hex');
    const back = parseProject(serializeProject(project, '0.0.0-test'));
    expect(mapTopologyOf(back.settings.topology)).toBe('hex');
    expect(back.settings.heuristic).toBe('hex');
  });
});
