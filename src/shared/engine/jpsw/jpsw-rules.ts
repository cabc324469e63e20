// What JPSW can be asked: a sentence saying what to choose instead for each request it cannot honour.
import { algorithmInfo } from '../catalog';
import { SearchInputError, type SearchOptions } from '../types';
import { WEIGHTED_JUMPS_MAX_CELLS } from './weighted-jumps';

const NAME = 'Jump Point Search (weighted)';

/**
 * Throws a SearchInputError when JPSW cannot run these options on a map of `cells` cells with
 * (`heightCost`) or without heights charged: it needs 8 neighbours without corner cutting (the
 * MovingAI rule its pruning is proved for), no height costs and no recorded trace.
 */
export function checkJpswRequest(options: SearchOptions, heightCost: boolean, cells: number): void {
  if (options.topology !== 'square8')
    throw new SearchInputError(
      `${NAME} needs a square map with 8 neighbours; this search uses ${options.topology === 'hex' ? 'hexagonal cells' : '4 neighbours'}. Choose 8 neighbours, or A* instead.`,
    );
  if (options.cornerRule !== 'no-cutting')
    throw new SearchInputError(
      `${NAME} needs the "no corner cutting" rule; this search ${options.cornerRule === 'allow' ? 'cuts corners freely' : 'forbids only squeezing between corners'}. Choose "no corner cutting", or A* instead.`,
    );
  if (heightCost)
    throw new SearchInputError(`${NAME} cannot account for height costs; turn height costing off, or choose A* instead.`);
  if (options.recordTrace && !algorithmInfo('jpsw').recordsTrace)
    throw new SearchInputError(
      `${NAME} cannot record every step for the debugger; turn "Record every step" off, or choose A* or Jump Point Search to step through a search.`,
    );
  if (cells > WEIGHTED_JUMPS_MAX_CELLS)
    throw new SearchInputError(
      `${NAME} runs on maps of up to ${WEIGHTED_JUMPS_MAX_CELLS.toLocaleString('en-US')} cells (2048 × 2048); this map has ${cells.toLocaleString('en-US')}. Choose A* instead.`,
    );
}
