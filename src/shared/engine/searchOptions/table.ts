// The one table of search options: each option's kind, default, bounds, which algorithms read it,
// and how the settings panel, the project and path files, the command line and the compare pane's
// summary present it. The SearchOptions type and every reader of the list of options are derived
// from here (the README's "Layout" says what a new setting takes); the entry order is the order of
// the type, of a project file's settings, and of a path file's. Choices come from the catalog.
import {
  ALGORITHMS,
  CORNER_RULES,
  CUSTOM_HEURISTIC,
  DEFAULT_HEURISTIC_WEIGHT,
  weightFor,
  DIAGONAL_COSTS,
  HEURISTICS,
  TIE_BREAKS,
  TOPOLOGIES,
  type AlgorithmName,
  type CornerRule,
  type DiagonalCost,
  type HeuristicName,
  type TieBreak,
  type Topology,
} from '../catalog';
import { MAX_NODE_BUDGET, MAX_TURN_COST, heightCostFieldProblem, nodeBudgetProblem, turnCostProblem, weightProblem } from './valueProblems';
import { MAX_HEIGHT_COST, MAX_HEURISTIC_WEIGHT } from '../../grid/limits';
import { heuristicFitsMap, worksOnHex } from '../../grid/mapTopology';
import { MAX_UNIT_TYPE_NAME } from '../../grid/unitTypes';
import { formulaProblem, formulaVocabulary, MAX_FORMULA_LENGTH } from '../heuristics/formula';
import type { ChoiceOption, CostsOption, FlagOption, NameOption, NumberOption, TextOption } from './spec';

// Each constructor fixes one entry's value type (and whether it is a movement rule), so SearchOptions
// and the Movement type can be read off the table.
type Marked<S, M> = Omit<S, 'kind' | 'movement'> & { movement?: M };
const choice = <N extends string, M extends boolean = false>(o: Marked<ChoiceOption<N>, M>) => ({ kind: 'choice', ...o }) as ChoiceOption<N> & { movement?: M };
const number = <M extends boolean = false>(o: Marked<NumberOption, M>) => ({ kind: 'number', ...o }) as NumberOption & { movement?: M };
const flag = (o: Marked<FlagOption, false>): FlagOption & { movement?: false } => ({ kind: 'flag', ...o });
const name = <M extends boolean = false>(o: Marked<NameOption, M>) => ({ kind: 'name', ...o }) as NameOption & { movement?: M };
const text = (o: Marked<TextOption, false>): TextOption & { movement?: false } => ({ kind: 'text', ...o });
const costs = <F extends string, M extends boolean = false>(o: Marked<CostsOption<F>, M>) => ({ kind: 'costs', ...o }) as CostsOption<F> & { movement?: M };

const weighted = ALGORITHMS.filter((a) => a.usesWeight).map((a) => a.name).join(', ');

const SHORT_ALGORITHMS: Record<string, string> = {
  astar: 'A*',
  'weighted-astar': 'Weighted A*',
  dijkstra: 'Dijkstra',
  greedy: 'Greedy',
  bfs: 'BFS',
  bidirectional: 'Bidir. A*',
  jps: 'JPS',
  jpsw: 'JPS (weighted)',
  theta: 'Theta*',
};
const SHORT_TIE_BREAKS: Record<TieBreak, string> = { 'larger-g': 'ties larger g', 'smaller-g': 'ties smaller g', fifo: 'ties FIFO', lifo: 'ties LIFO' };
const SHORT_CORNERS: Record<CornerRule, string> = { 'no-cutting': 'no corner cutting', 'no-squeeze': 'no squeezing', allow: 'corners cut' };

const heightCost = (which: 'uphill' | 'downhill', label: string, name: string) => ({
  label,
  name,
  fileText: `The ${which} cost must be a number from 0 to ${MAX_HEIGHT_COST} per unit of height`,
  initial: 1,
  min: 0,
  max: MAX_HEIGHT_COST,
  step: 0.1,
  problem: (v: unknown) => heightCostFieldProblem(which, v),
});

export const SEARCH_OPTION_TABLE = Object.freeze({
  algorithm: choice<AlgorithmName>({
    default: 'astar',
    help: 'The search algorithm.',
    choices: ALGORITHMS,
    noun: 'algorithm',
    offeredOn: (map) => (map === 'hex' ? ALGORITHMS.filter((a) => worksOnHex(a.name)) : ALGORITHMS),
    fileText: 'The algorithm',
    // Picking Weighted A* with weight 1 (plain A*) starts it at the default weight.
    panel: { section: 'main', order: 10, label: 'Algorithm', name: 'Algorithm', picked: (o) => (o.weight = weightFor(o.algorithm, o.weight)) },
    cli: { flag: 'algo', order: 10, value: 'NAME', help: 'search algorithm', example: 'astar' },
    summary: { order: 10, text: (name, on) => SHORT_ALGORITHMS[name] ?? on.algorithm.label },
  }),
  heuristic: choice<HeuristicName>({
    default: 'octile',
    help: 'The estimate of the cost still to go.',
    readBy: (a) => a.usesHeuristic,
    choices: HEURISTICS,
    noun: 'heuristic',
    offeredOn: (map) => HEURISTICS.filter((h) => heuristicFitsMap(h.name, map)),
    fileText: 'The heuristic',
    panel: { section: 'main', order: 20, label: 'Heuristic', name: 'Heuristic' },
    cli: { flag: 'heuristic', order: 20, value: 'NAME', help: 'distance estimate', example: 'octile' },
    // A custom heuristic is named by its formula (heuristicExpr's part).
    summary: { order: 20, text: (name, on) => (on.algorithm.usesHeuristic && name !== CUSTOM_HEURISTIC.name ? name : null) },
  }),
  heuristicExpr: text({
    // Octile scaled by the cheapest terrain, 0.41 just under √2 − 1: admissible on squares, and a start to edit.
    default: 'cmin * (max(dx, dy) + 0.41 * min(dx, dy))',
    noun: 'heuristic formula',
    help: 'The custom heuristic: a formula over the cell and the goal, compiled once per search (read when the heuristic is "custom").',
    readBy: (a) => a.usesHeuristic,
    readWhen: { option: 'heuristic', choice: CUSTOM_HEURISTIC.name },
    maxLength: MAX_FORMULA_LENGTH,
    problem: (formula, hex) => (typeof formula === 'string' ? formulaProblem(formula, hex) : 'Type a heuristic formula, as in max(dx, dy) + 0.41 * min(dx, dy).'),
    accepts: formulaVocabulary,
    placeholder: 'max(dx, dy) + 0.41 * min(dx, dy)',
    fileText: `The heuristic formula must be text of at most ${MAX_FORMULA_LENGTH} characters`,
    panel: { section: 'main', order: 25, label: 'Formula', name: 'Heuristic formula' },
    cli: {
      flag: 'heuristic-expr', order: 25,
      value: 'FORMULA',
      help: 'a custom heuristic (picks --heuristic custom): a formula over dx, dy, x, y, gx, gy, cmin, on hex maps dq, dr, ds, with + - * / %, min, max, abs, sqrt, round',
      example: '"max(dx,dy) + 0.41*min(dx,dy)"',
    },
    summary: { order: 25, text: (formula) => `h = ${formula.length > 32 ? `${formula.slice(0, 31)}…` : formula}` },
  }),
  weight: number({
    default: 1,
    noun: 'weight',
    help: 'Heuristic weight (w ≥ 1) of weighted A*; the other algorithms search with 1.',
    readBy: (a) => a.usesWeight,
    min: 1,
    max: MAX_HEURISTIC_WEIGHT,
    step: 0.1,
    problem: weightProblem,
    fileText: `The heuristic weight must be a number from 1 to ${MAX_HEURISTIC_WEIGHT}`,
    panel: { section: 'main', order: 30, label: 'Weight', name: 'Heuristic weight' },
    cli: {
      flag: 'weight', order: 30,
      value: 'W',
      help: `heuristic weight from 1 to ${MAX_HEURISTIC_WEIGHT}, read by ${weighted}`,
      example: '1.5',
      // Weighted A* with weight 1 is plain A*: a command that asks for it without a weight gets 1.5.
      default: DEFAULT_HEURISTIC_WEIGHT,
      mustBe: `a number from 1 to ${MAX_HEURISTIC_WEIGHT} in plain decimal digits`,
    },
    // Greedy best-first ignores g, so a weight means nothing there.
    summary: { order: 30, text: (w, on) => (on.algorithm.usesHeuristic && on.algorithm.name !== 'greedy' ? `w ${on.algorithm.usesWeight ? w : 1}` : null) },
  }),
  topology: choice<Topology, true>({
    default: 'square8',
    help: 'How cells connect: squares with 8 or 4 neighbours, or hexes (which follow the map).',
    movement: true,
    keptWithMap: true,
    choices: TOPOLOGIES,
    noun: 'movement',
    offeredOn: () => TOPOLOGIES.filter((t) => t.name !== 'hex'),
    fixedOnHex: {
      text: '6 hex neighbours',
      note: 'Hex map: corner rules, square heuristics (octile, Manhattan…), Jump Point Search and Theta* apply to squares only.',
    },
    fileText: 'The topology',
    panel: { section: 'main', order: 40, label: 'Moves', name: 'Topology' },
    cli: { flag: 'moves', order: 60, value: 'NAME', help: 'how cells connect', example: 'square4', configOnly: true },
    summary: { order: 50, text: (t) => (t === 'square4' ? '4 moves' : null) },
  }),
  cornerRule: choice<CornerRule, true>({
    default: 'no-cutting',
    help: 'When a diagonal move may pass a wall corner.',
    movement: true,
    diagonalOnly: true,
    choices: CORNER_RULES,
    noun: 'corner rule',
    fileText: 'The corner rule',
    panel: { section: 'main', order: 50, label: 'Corners', name: 'Corner rule' },
    cli: { flag: 'corners', order: 70, value: 'RULE', help: 'when a diagonal may pass a wall corner', example: 'allow', configOnly: true },
    summary: { order: 60, text: (c, on) => (on.topology.diagonal && c !== 'no-cutting' ? SHORT_CORNERS[c] : null) },
  }),
  diagonalCost: choice<DiagonalCost, true>({
    default: 'sqrt2',
    // The tutorials' conventions: Lester's 10 and 14, or diagonals as cheap as straight moves.
    help: 'What a diagonal move costs on square 8-connected maps: √2 (exact), 1.4 or 1; octile follows it.',
    movement: true,
    diagonalOnly: true,
    choices: DIAGONAL_COSTS,
    noun: 'diagonal cost',
    fileText: 'The diagonal cost',
    panel: { section: 'main', order: 60, label: 'Diagonal', name: 'Diagonal cost' },
    cli: {
      flag: 'diagonal', order: 40,
      value: 'COST',
      help: 'what a diagonal move costs: √2 (sqrt2), the tutorials\' 1.4 (10 and 14), or 1; octile follows it',
      example: '1.4',
    },
    summary: { order: 70, text: (d, on) => (on.topology.diagonal && d !== 'sqrt2' ? `diagonal ${d}` : null) },
  }),
  unitType: name<true>({
    default: '',
    noun: 'unit type',
    help: "The unit type (movement profile) whose terrain costs and passability the search uses; empty: the map's own costs.",
    // It decides what every move costs: configurations of different unit types have different optima.
    movement: true,
    maxLength: MAX_UNIT_TYPE_NAME,
    fileText: `The unit type must be the name of one of the project's unit types (at most ${MAX_UNIT_TYPE_NAME} characters), or "" for the map's own costs`,
    panel: { section: 'main', order: 65, label: 'Unit type', name: 'Unit type' },
    cli: { flag: 'profile', order: 55, value: 'NAME', help: "the project's unit type (movement profile) whose terrain costs the search uses", example: 'Tank' },
    summary: { order: 5, text: (n) => n || null },
  }),
  turnCost: number<true>({
    default: 0,
    noun: 'turn cost',
    help: 'Extra cost per 45° of heading change on squares (per 60° on hexes); the first move is free of it, a reversal turns 180°. 0: turns are free.',
    // It decides what a path costs: configurations of different turn costs have different optima.
    movement: true,
    min: 0,
    max: MAX_TURN_COST,
    step: 0.5,
    problem: turnCostProblem,
    fileText: `The turn cost must be a number from 0 (turns are free) to ${MAX_TURN_COST}`,
    panel: { section: 'main', order: 67, label: 'Turn cost', name: 'Turn cost', title: 'Extra cost per 45° turn (60° on hexes); 0 = turns are free' },
    cli: {
      flag: 'turn-cost', order: 45,
      value: 'C',
      help: 'extra cost per 45° of heading change (60° on hexes), 0 for free turns; A*, weighted A*, Dijkstra and bidirectional A* take it',
      example: '1',
      mustBe: `a number from 0 to ${MAX_TURN_COST} in plain decimal digits`,
    },
    summary: { order: 75, text: (c) => (c > 0 ? `turn ${c}` : null) },
  }),
  tieBreak: choice<TieBreak>({
    default: 'larger-g',
    help: 'Which of several open nodes with equal f is expanded first.',
    choices: TIE_BREAKS,
    noun: 'tie-break',
    fileText: 'The tie-break',
    panel: { section: 'main', order: 70, label: 'Ties', name: 'Tie-breaking' },
    cli: { flag: 'tie', order: 50, value: 'NAME', help: 'which of equal-f nodes goes first', example: 'fifo', configOnly: true },
    summary: { order: 40, text: (t) => (t !== 'larger-g' ? SHORT_TIE_BREAKS[t] : null) },
  }),
  heightCosting: costs<'uphill' | 'downhill', true>({
    default: null,
    noun: 'height costs',
    help: 'Extra cost per move from height change (A* Explorer\'s relative costing); off: heights are ignored.',
    movement: true,
    fields: {
      uphill: heightCost('uphill', 'Uphill ×', 'Uphill cost per unit'),
      downhill: heightCost('downhill', 'Downhill ×', 'Downhill cost per unit'),
    },
    fileText: 'The height costs must be null (heights ignored) or {"uphill": …, "downhill": …}',
    panel: { section: 'more', order: 10, label: 'Height changes cost extra', name: 'Height changes cost extra' },
    summary: { order: 80, text: (h) => (h ? `heights ↑${h.uphill} ↓${h.downhill}` : null) },
  }),
  closestIfUnreachable: flag({
    default: true,
    noun: 'closest-cell rule',
    help: 'When the goal is unreachable, return the path to the reachable cell closest to it.',
    fileText: 'The setting "Closest if unreachable"',
    panel: { section: 'more', order: 20, label: 'If unreachable, path to the closest cell', name: 'If unreachable, path to the closest cell' },
  }),
  reopenClosed: flag({
    default: false,
    noun: 'reopening',
    help: 'Weighted A*: put a closed cell back on the open list when a cheaper path to it turns up (more expansions, a cheaper path; without it the cost stays within w × the optimum).',
    readBy: (a) => a.usesWeight,
    fileText: 'The setting "Reopen closed cells"',
    panel: { section: 'more', order: 25, label: 'Reopen closed cells on a cheaper path', name: 'Reopen closed cells on a cheaper path' },
    summary: { order: 85, text: (on, at) => (on && at.algorithm.usesWeight ? 'reopens' : null) },
  }),
  smooth: flag({
    default: false,
    noun: 'smoothing',
    help: 'Straighten the found path by string pulling, never raising its cost; costs are then measured along the line (the length through each cell × its cost).',
    fileText: 'The setting "Smooth the path"',
    panel: { section: 'more', order: 27, label: 'Smooth the path (string pulling)', name: 'Smooth the path' },
    cli: { flag: 'smooth', order: 90, help: 'straighten the path by string pulling, never raising its cost (measured along the line)', example: '' },
    summary: { order: 95, text: (on) => (on ? 'smoothed' : null) },
  }),
  maxExpansions: number({
    default: 0,
    noun: 'node budget',
    help: 'Stop after this many expansions (status "budget"); 0 = no limit.',
    min: 0,
    max: MAX_NODE_BUDGET,
    step: 1000,
    whole: true,
    problem: nodeBudgetProblem,
    fileText: `The node budget must be a whole number from 0 (no limit) to ${MAX_NODE_BUDGET}`,
    panel: { section: 'more', order: 40, label: 'Node budget', name: 'Maximum expansions (0 = no limit)', title: '0 = no limit' },
    cli: {
      flag: 'budget', order: 80,
      value: 'N',
      help: 'stop a search after N expansions, 0 for no limit',
      example: '100000',
      configOnly: true,
      mustBe: `a whole number of expansions from 0 (no limit) to ${MAX_NODE_BUDGET} in plain digits`,
    },
    summary: { order: 90, text: (n) => (n > 0 ? `budget ${n.toLocaleString('en-US')}` : null) },
  }),
  recordTrace: flag({
    default: false,
    noun: 'trace',
    help: 'Record every event for the step-by-step debugger.',
    readBy: (a) => a.recordsTrace,
    runOnly: true,
    fileText: 'The setting "Record trace"',
    panel: {
      section: 'more',
      order: 30,
      label: 'Record every step (for replay)',
      name: 'Record every step (for replay)',
      unreadNote: (algorithm) => `${algorithm} does not record its steps; its searches show the path and figures only.`,
    },
  }),
});
