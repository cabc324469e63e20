// A map's own topology (how it is drawn and edited), as opposed to the search's move set. A hex map
// is searched with hex moves only; a square map with 4 or 8 neighbours.
import { algorithmInfo, type AlgorithmName, type HeuristicName, type Topology } from '../engine/catalog';
import type { SearchOptions } from '../engine/types';

/** How a map's cells are laid out: squares, or pointy-top odd-r hexes. */
export type MapTopology = 'square' | 'hex';

/** The map topology a search topology implies (a project records the search topology only). */
export function mapTopologyOf(search: Topology): MapTopology {
  return search === 'hex' ? 'hex' : 'square';
}

/** Heuristics that mean something on hex cells: hex distance (the default there), none, and a formula (which may read the cube parts). */
export const HEX_HEURISTICS: readonly HeuristicName[] = ['hex', 'zero', 'custom'];

/** Whether a heuristic means something on the map's cells: hex distance on hexes only, square ones on squares only, a formula on both. */
export function heuristicFitsMap(heuristic: HeuristicName, map: MapTopology): boolean {
  return map === 'hex' ? HEX_HEURISTICS.includes(heuristic) : heuristic !== 'hex';
}

/** Whether an algorithm can search hex cells (its catalog entry lists the topologies it takes). */
export function worksOnHex(algorithm: AlgorithmName): boolean {
  return algorithmInfo(algorithm).topologies.includes('hex');
}

/**
 * Search settings fitted to a map topology: a hex map is searched with hex moves and the hex
 * heuristic (by A* if the chosen algorithm cannot search hexes); a square map leaving a hex
 * map goes back to 8 neighbours, and hex distance there becomes octile (Manhattan with 4
 * neighbours). Settings already fitting are kept.
 */
export function settingsForMap(options: SearchOptions, map: MapTopology): SearchOptions {
  if (map === 'hex') {
    return {
      ...options,
      topology: 'hex',
      heuristic: HEX_HEURISTICS.includes(options.heuristic) ? options.heuristic : 'hex',
      algorithm: worksOnHex(options.algorithm) ? options.algorithm : 'astar',
    };
  }
  // Hex distance on square cells (a project written so by hand, or by an older version) becomes
  // the square heuristic for its moves.
  const heuristic = options.heuristic === 'hex' ? (options.topology === 'square4' ? 'manhattan' : 'octile') : options.heuristic;
  if (options.topology !== 'hex') return { ...options, heuristic };
  return { ...options, topology: 'square8', heuristic };
}
