// The search options every command takes (--algo, --heuristic, --weight, --diagonal), declared from the
// engine's catalog, and the SearchOptions they make. On a MovingAI map movement follows MovingAI
// (8-connected, no corner cutting, octile by default); on a project, the project's settings.
import {
  ALGORITHMS,
  DEFAULT_HEURISTIC_WEIGHT,
  DEFAULT_SEARCH_OPTIONS,
  DIAGONAL_COSTS,
  HEURISTICS,
  algorithmInfo,
  weightProblem,
  type AlgorithmName,
  type DiagonalCost,
  type HeuristicName,
  type SearchOptions,
} from '../shared/engine/index';
import { plainDecimal } from '../shared/formats/plain-numbers';
import { MAX_HEURISTIC_WEIGHT } from '../shared/grid/limits';
import { UsageError, type CliIo, type CommandLine, type OptionSpec } from './args';

/** The weight of an algorithm that reads one, when --weight is not given. */
export const DEFAULT_CLI_WEIGHT = DEFAULT_HEURISTIC_WEIGHT;

const weighted = ALGORITHMS.filter((a) => a.usesWeight).map((a) => a.name).join(', ');

export const SEARCH_OPTIONS: readonly OptionSpec[] = [
  { name: 'algo', value: 'NAME', help: 'search algorithm', defaultText: `${DEFAULT_SEARCH_OPTIONS.algorithm} (on a project, its own)`, choices: ALGORITHMS, noun: 'algorithm', example: 'astar' },
  { name: 'heuristic', value: 'NAME', help: 'distance estimate', defaultText: `${DEFAULT_SEARCH_OPTIONS.heuristic} (on a project, its own)`, choices: HEURISTICS, noun: 'heuristic', example: 'octile' },
  {
    name: 'weight',
    value: 'W',
    help: `heuristic weight from 1 to ${MAX_HEURISTIC_WEIGHT}, read by ${weighted}`,
    defaultText: `${DEFAULT_CLI_WEIGHT} (on a project, its own)`,
    example: String(DEFAULT_CLI_WEIGHT),
  },
  {
    name: 'diagonal',
    value: 'COST',
    help: 'what a diagonal move costs: √2 (sqrt2), the tutorials\' 1.4 (10 and 14), or 1; octile follows it',
    defaultText: `${DEFAULT_SEARCH_OPTIONS.diagonalCost} (on a project, its own)`,
    choices: DIAGONAL_COSTS,
    noun: 'diagonal cost',
    example: '1.4',
  },
];

/**
 * SearchOptions from the command line (names already checked against the catalog by the parser)
 * over `base`: MovingAI's rules for a `.map`, a project's own settings for a project, so the flags
 * given override them and the rest is kept. A heuristic or weight the chosen algorithm does not
 * read is named on stderr, not refused, so one script can loop over every algorithm with the same
 * options.
 */
export function searchOptionsFrom(line: CommandLine, io: CliIo, base: SearchOptions = DEFAULT_SEARCH_OPTIONS): SearchOptions {
  const algorithm = (line.value('algo') ?? base.algorithm) as AlgorithmName;
  const heuristic = (line.value('heuristic') ?? base.heuristic) as HeuristicName;
  const info = algorithmInfo(algorithm);
  if (line.has('heuristic') && !info.usesHeuristic) io.err(`Note: ${algorithm} reads no heuristic; --heuristic is ignored.`);
  if (line.has('weight') && !info.usesWeight) io.err(`Note: ${algorithm} reads no weight (${weighted} does); --weight is ignored.`);
  const text = line.value('weight');
  // Without --weight, a base that already reads a weight keeps its own (a project's weighted A*).
  const unweighted = info.usesWeight ? (algorithmInfo(base.algorithm).usesWeight ? base.weight : DEFAULT_CLI_WEIGHT) : 1;
  const weight = text === undefined ? unweighted : (plainDecimal(text) ?? Number.NaN);
  if (weightProblem(weight) !== null)
    throw new UsageError(`--weight must be a number from 1 to ${MAX_HEURISTIC_WEIGHT} in plain decimal digits, not "${text}"; for example --weight ${DEFAULT_CLI_WEIGHT}.`);
  // The trace is for the app's debugger; a command line only prints the result.
  const diagonalCost = (line.value('diagonal') ?? base.diagonalCost) as DiagonalCost;
  return { ...base, algorithm, heuristic, weight: info.usesWeight ? weight : 1, diagonalCost, recordTrace: false };
}

/** Refuses bad search flags (--weight) before any file is read: a typo should not wait for a large map. */
export function checkSearchFlags(line: CommandLine): void {
  searchOptionsFrom(line, { out: () => {}, err: () => {} });
}
