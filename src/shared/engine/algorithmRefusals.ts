// Why an algorithm cannot honour a request, as a sentence that says what to choose instead, made
// from the algorithm's facts in the catalog (the topologies, corner rules, costs, heights, trace,
// map size, diagonal cost and turn cost it takes). plan.ts throws the first one as a SearchInputError.
import { ALGORITHMS, CORNER_RULES, TOPOLOGIES, labelOf, type AlgorithmChoice, type DiagonalCostChoice } from './catalog';
import type { SearchOptions } from './types';
import { turnCostRefusal } from './turnCost/turnCostRules';

/** What a request asks of an algorithm besides its options. */
export interface AlgorithmRequest {
  options: SearchOptions;
  /** Height costing is on and the map has heights. */
  heightCost: boolean;
  cells: number;
  /** The passable terrains the map uses with their costs when they differ (e.g. "Ground (1) and Swamp (4)"), else null; asked only when needed. */
  mixedCosts(): string | null;
}

/** The first thing about `request` that `info`'s algorithm cannot do, as a sentence; null when it can run it. */
export function algorithmRefusal(info: AlgorithmChoice, request: AlgorithmRequest): string | null {
  const { options: o, heightCost, cells } = request;
  const name = info.label;
  if (!info.topologies.includes(o.topology)) return topologyRefusal(info, o.topology);
  if (o.topology === 'square8' && !info.cornerRules.includes(o.cornerRule)) {
    const doing = o.cornerRule === 'allow' ? 'cuts corners freely' : o.cornerRule === 'no-squeeze' ? 'forbids only squeezing between corners' : 'forbids corner cutting';
    const rules = info.cornerRules.map((r) => `"${labelOf(CORNER_RULES, r).toLowerCase()}"`).join(' or ');
    return `${name} needs the ${rules} rule; this search ${doing}. Choose ${rules}, or A* instead.`;
  }
  // Before the map's costs: a turn cost is what this search asked for, whatever the map.
  const turns = turnCostRefusal(info, o, cells);
  if (turns !== null) return turns;
  if (info.uniformCosts) {
    const list = request.mixedCosts();
    if (list !== null) {
      const instead = info.onMixedCosts === null ? '' : `${labelOf(ALGORITHMS, info.onMixedCosts)} or `;
      return `${name} needs a map where every passable cell costs the same; this map has ${list}. Choose ${instead}A* instead.`;
    }
  }
  if (heightCost && !info.heightCosts) return `${name} cannot account for height costs; turn height costing off, or choose A* instead.`;
  if (o.recordTrace && !info.recordsTrace)
    return `${name} cannot record every step for the debugger; turn "Record every step" off, or choose A* or Jump Point Search to step through a search.`;
  if (cells > info.maxCells) {
    const side = Math.sqrt(info.maxCells);
    const square = Number.isInteger(side) ? ` (${side} × ${side})` : '';
    return `${name} runs on maps of up to ${info.maxCells.toLocaleString('en-US')} cells${square}; this map has ${cells.toLocaleString('en-US')}. Choose A* instead.`;
  }
  return null;
}

/** The sentence for a diagonal cost `info`'s algorithm cannot take (it measures diagonals as √2); null when it can. */
export function diagonalRefusal(info: AlgorithmChoice, diagonal: DiagonalCostChoice): string | null {
  if (!info.exactDiagonal || diagonal.length === Math.SQRT2) return null;
  return `${info.label} measures diagonal moves as √2; this search sets them to ${diagonal.name}. Choose the √2 diagonal cost, or A* instead.`;
}

function topologyRefusal(info: AlgorithmChoice, topology: SearchOptions['topology']): string {
  const name = info.label, takes = info.topologies;
  if (takes.length === 1 && takes[0] === 'square8')
    return `${name} needs a square map with 8 neighbours; this search uses ${topology === 'hex' ? 'hexagonal cells' : '4 neighbours'}. Choose 8 neighbours, or A* instead.`;
  if (topology === 'hex' && takes.includes('square8') && takes.includes('square4'))
    return `${name} needs a square map; it does not work on hexagonal cells. Choose A* instead.`;
  const labels = takes.map((t) => labelOf(TOPOLOGIES, t).toLowerCase()).join(' or ');
  return `${name} searches ${labels} maps; this search uses ${labelOf(TOPOLOGIES, topology).toLowerCase()}. Choose one of those, or A* instead.`;
}
