// The bounds every number a map or a search carries must respect, checked at each entry point
// (worker protocol, palette editing, project files, the command line). Outside them a search
// loses precision silently (a cost of 1e-8 next to 1e305 returns paths several times the
// optimum, or a cost of Infinity reported as found), so they are refused with a sentence instead.

/** Cheapest cost multiplier a terrain may have. */
export const MIN_TERRAIN_COST = 1e-3;
/** Dearest cost multiplier a terrain may have. */
export const MAX_TERRAIN_COST = 1e6;
/** Heights are stored as 16-bit integers per cell. */
export const MIN_HEIGHT = -32768;
export const MAX_HEIGHT = 32767;
/** Largest extra cost per unit of height change (uphill or downhill). */
export const MAX_HEIGHT_COST = 1e3;
/** Largest heuristic weight of weighted A*. */
export const MAX_HEURISTIC_WEIGHT = 1e3;

/** Whether `cost` is a usable terrain cost multiplier. */
export function isTerrainCost(cost: number): boolean {
  return Number.isFinite(cost) && cost >= MIN_TERRAIN_COST && cost <= MAX_TERRAIN_COST;
}

/** Whether `cost` is a usable height cost per unit of height. */
export function isHeightCost(cost: number): boolean {
  return Number.isFinite(cost) && cost >= 0 && cost <= MAX_HEIGHT_COST;
}

/** Whether `h` is a height a cell can store. */
export function isHeight(h: number): boolean {
  return Number.isInteger(h) && h >= MIN_HEIGHT && h <= MAX_HEIGHT;
}

/** The sentence for a terrain cost outside the bounds, naming the terrain. */
export function terrainCostProblem(name: string, cost: number): string {
  return `Terrain "${name}" costs ${cost}; a cost must be between ${MIN_TERRAIN_COST} and ${MAX_TERRAIN_COST} (1 is ordinary ground). Set a cost in that range.`;
}

/** The sentence for height costs outside the bounds. */
export function heightCostProblem(uphill: number, downhill: number): string {
  return `Height costs must be between 0 and ${MAX_HEIGHT_COST} per unit of height; they are ${uphill} uphill and ${downhill} downhill. Set both in that range.`;
}
