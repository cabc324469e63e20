// `astar-studio analyze FILE`: questions about a whole level, under the file's movement rules:
// its regions, how far a unit moves from a cell within a budget, the cost from a cell to every
// other, and the narrowest passage between two cells. Several at once; JSON or a few lines of text.
import { costField } from '../shared/analysis/costField';
import { movementRange } from '../shared/analysis/movementRange';
import { moveRules, neighbour, type MoveRules } from '../shared/analysis/moveRules';
import { regionMapOf } from '../shared/analysis/regions';
import { minimumVertexCut, UncuttableError } from '../shared/analysis/vertexCut';
import { DEFAULT_SEARCH_OPTIONS, DIAGONAL_COSTS, SearchInputError, type DiagonalCost, type SearchOptions } from '../shared/engine/index';
import { ALL_MAP_EXTENSIONS } from '../shared/formats/mapFormats';
import { plainDecimal } from '../shared/formats/plainNumbers';
import { printable } from '../shared/formats/printable';
import type { Grid } from '../shared/grid/grid';
import { parsePoint, UsageError, type CliIo, type CommandLine, type CommandSpec } from './args';
import { readLevelFile } from './levelFile';
import { gridOfUnitType, PROFILE_FLAG } from './unitTypeFlag';

const FORMATS = [
  { name: 'text', label: 'a line per analysis' },
  { name: 'json', label: 'one object: {"regions": {count, sizes}, "range": {cells, frontier}, "field": {width, height, costs}, "cut": {width, cells}}' },
] as const;

export const analyzeCommand: CommandSpec = {
  name: 'analyze',
  operands: [{ placeholder: 'FILE', what: `a map or project (${ALL_MAP_EXTENSIONS.join(', ')})` }],
  summary: 'answers questions about a whole level: regions, movement range, cost field, chokepoint',
  description:
    'Analyses the level in FILE under its movement rules (a project\'s topology, corner rule, diagonal cost and height costs; ' +
    'MovingAI\'s 8-connected moves without corner cutting for a .map or a picture; a hexagonal Tiled map moves on hexes). ' +
    'x is the column and y the row, from 0 at the top-left. --regions counts the connected regions and their sizes; ' +
    '--range with --budget counts the cells whose cheapest cost from a cell is at most the budget (the cell itself included) ' +
    'and those on the edge of that range; --field gives the cheapest cost from a cell to every cell (null where it cannot ' +
    'go); --cut finds a smallest set of cells whose blocking separates two cells (width 0 when they are already apart). ' +
    'Give any of them together; at least one.',
  exitStatus: '0 the analyses were printed (it never exits 1)',
  options: [
    { name: 'regions', help: 'count the connected regions and their sizes' },
    { name: 'range', value: 'x,y', help: 'the cell a movement range starts from (with --budget)', example: '3,4' },
    { name: 'budget', value: 'B', help: 'the cost a unit may spend for --range', example: '12' },
    { name: 'field', value: 'x,y', help: 'the cell whose cost to every cell is printed', example: '3,4' },
    { name: 'cut', value: 'x,y x,y', help: 'the two cells a narrowest passage is found between', example: '3,4 10,12', words: 2 },
    {
      name: 'diagonal',
      value: 'COST',
      help: "what a diagonal move costs: √2 (sqrt2), the tutorials' 1.4, or 1",
      defaultText: `${DEFAULT_SEARCH_OPTIONS.diagonalCost} (on a project, its own)`,
      choices: DIAGONAL_COSTS,
      noun: 'diagonal cost',
      example: '1.4',
    },
    { name: PROFILE_FLAG, value: 'NAME', help: "the project's unit type (movement profile) whose costs and passability the analyses follow", defaultText: "the project's own", example: 'Tank' },
    { name: 'format', value: 'FORMAT', help: 'output', defaultText: 'text', choices: FORMATS, noun: 'format', example: 'json' },
  ],
  run: runAnalyze,
};

function runAnalyze(line: CommandLine, io: CliIo): number {
  if (line.has('range') !== line.has('budget'))
    throw new UsageError(line.has('range') ? '--range needs --budget B, the cost a unit may spend, for example --budget 12.' : '--budget goes with --range x,y, the cell the range starts from.');
  if (!['regions', 'range', 'field', 'cut'].some((name) => line.has(name)))
    throw new UsageError('Say what to analyse: --regions, --range x,y --budget B, --field x,y or --cut x,y x,y (any of them together).');
  const budget = line.has('budget') ? parseBudget(line.value('budget')!) : 0;
  const read = readLevelFile(line.operands[0]!);
  const options: SearchOptions = {
    ...read.options,
    ...(line.has('diagonal') ? { diagonalCost: line.value('diagonal') as DiagonalCost } : {}),
    ...(line.has(PROFILE_FLAG) ? { unitType: line.value(PROFILE_FLAG)! } : {}),
  };
  const level = { ...read, grid: gridOfUnitType(line, read.path, read.grid, read.project !== null, options.unitType) };
  let rules: MoveRules;
  try {
    rules = moveRules(level.grid, options);
  } catch (e) {
    if (e instanceof SearchInputError) throw new UsageError(`${level.path}: ${e.message}`);
    throw e;
  }
  const json = line.value('format') === 'json';
  const result: Record<string, unknown> = {};
  const say = (text: string) => (json ? undefined : io.out(text));

  if (line.has('regions')) {
    const summary = regionMapOf(level.grid, options).summary();
    result['regions'] = summary;
    say(summary.count === 0 ? 'Regions: none (every cell is impassable).' : `Regions: ${summary.count} (${listSizes(summary.sizes)}).`);
  }
  if (line.has('range')) {
    const origin = passableCell(level.grid, 'range', line.value('range')!);
    const range = movementRange(rules, costField(rules, { origin, direction: 'from', limit: 3 * budget }), budget);
    result['range'] = { cells: range.cells, frontier: range.frontier };
    say(`Range from ${line.value('range')} within ${budget}: ${range.cells} cells, ${range.frontier} on its edge (within 2×: ${range.bandCells[1] + range.bandCells[2]}, within 3×: ${range.bandCells[1] + range.bandCells[2] + range.bandCells[3]}).`);
  }
  if (line.has('field')) {
    const origin = passableCell(level.grid, 'field', line.value('field')!);
    const costs = costField(rules, { origin, direction: 'from', limit: Infinity });
    result['field'] = { width: level.grid.width, height: level.grid.height, costs: Array.from(costs, (c) => (c === Infinity ? null : c)) };
    say(fieldSummary(level.grid, line.value('field')!, costs));
  }
  if (line.has('cut')) {
    const [a, b] = line.value('cut')!.trim().split(/\s+/) as [string, string];
    const start = passableCell(level.grid, 'cut', a), goal = passableCell(level.grid, 'cut', b);
    let cut;
    try {
      cut = minimumVertexCut(rules, start, goal);
    } catch (e) {
      if (e instanceof UncuttableError) throw new UsageError(`--cut ${a} ${b}: ${e.message}`);
      throw e;
    }
    const cells = cut.cells.map((c) => [c % level.grid.width, Math.floor(c / level.grid.width)]);
    result['cut'] = { width: cut.width, cells };
    say(cut.width === 0 ? `Cut between ${a} and ${b}: none needed, they are already apart.` : `Cut between ${a} and ${b}: ${cut.width} cell${cut.width === 1 ? '' : 's'}, ${cells.map(([x, y]) => `${x},${y}`).join(' ')}${aroundEnd(rules, cut.cells, start, goal)}.`);
  }
  if (json) io.out(JSON.stringify(result));
  return 0;
}

function parseBudget(text: string): number {
  const value = plainDecimal(text);
  if (value === null || !(value >= 0) || !Number.isFinite(value)) throw new UsageError(`--budget needs a cost of 0 or more in plain decimal, for example --budget 12; "${printable(text)}" is not one.`);
  return value;
}

/** The cell a flag names, checked to be on the map and passable. */
function passableCell(grid: Grid, flag: string, text: string): number {
  const { x, y } = parsePoint(flag, text);
  if (x >= grid.width || y >= grid.height)
    throw new UsageError(`--${flag} ${x},${y} is outside the ${grid.width}×${grid.height} map; x must be below ${grid.width} and y below ${grid.height}.`);
  const c = y * grid.width + x, terrain = grid.palette[grid.terrain[c]!];
  if (!terrain?.passable) throw new UsageError(`--${flag} ${x},${y} is ${terrain ? printable(terrain.name) : 'impassable'}, which no unit enters; pick a passable cell.`);
  return c;
}

function listSizes(sizes: readonly number[]): string {
  const shown = sizes.slice(0, 8).join(', ');
  return `${shown}${sizes.length > 8 ? `, … ${sizes.length - 8} more` : ''} cells`;
}

function fieldSummary(grid: Grid, origin: string, costs: Float64Array): string {
  let reached = 0, far = -1;
  for (let c = 0; c < costs.length; c++) {
    if (costs[c] === Infinity) continue;
    reached++;
    if (far < 0 || costs[c]! > costs[far]!) far = c;
  }
  const farText = `${Number(costs[far]!.toFixed(3))} at ${far % grid.width},${Math.floor(far / grid.width)}`;
  return `Field from ${origin}: ${reached} cells reached, the farthest costs ${farText} (--format json prints every cell's cost).`;
}

/** A note when the cut is one end's own neighbours: then no passage between the two is narrower than that end's surroundings. */
function aroundEnd(rules: MoveRules, cut: readonly number[], start: number, goal: number): string {
  const around = (c: number) => {
    const y = Math.floor(c / rules.width), out = new Set<number>();
    for (let d = 0; d < rules.table.count; d++) if ((rules.mask[c]! & (1 << d)) !== 0) out.add(neighbour(rules, c, y, d));
    return out;
  };
  const all = (cells: Set<number>) => cut.every((c) => cells.has(c));
  if (all(around(start))) return " (the first cell's own neighbours: no passage between the two is narrower)";
  if (all(around(goal))) return " (the second cell's own neighbours: no passage between the two is narrower)";
  return '';
}
