// The search options every command takes (--algo, --heuristic, --weight), declared from the
// engine's catalog, and the SearchOptions they make. Movement follows MovingAI: 8-connected, no
// corner cutting, octile by default.
import {
  ALGORITHMS,
  DEFAULT_SEARCH_OPTIONS,
  HEURISTICS,
  algorithmInfo,
  weightProblem,
  type AlgorithmName,
  type HeuristicName,
  type SearchOptions,
} from '../shared/engine/index';
import { MAX_HEURISTIC_WEIGHT } from '../shared/grid/limits';
import { UsageError, type CliIo, type CommandLine, type OptionSpec } from './args';

/** The weight of an algorithm that reads one, when --weight is not given. */
export const DEFAULT_CLI_WEIGHT = 1.5;

const weighted = ALGORITHMS.filter((a) => a.usesWeight).map((a) => a.name).join(', ');

export const SEARCH_OPTIONS: readonly OptionSpec[] = [
  { name: 'algo', value: 'NAME', help: 'search algorithm', defaultText: DEFAULT_SEARCH_OPTIONS.algorithm, choices: ALGORITHMS, noun: 'algorithm', example: 'astar' },
  { name: 'heuristic', value: 'NAME', help: 'distance estimate', defaultText: DEFAULT_SEARCH_OPTIONS.heuristic, choices: HEURISTICS, noun: 'heuristic', example: 'octile' },
  {
    name: 'weight',
    value: 'W',
    help: `heuristic weight from 1 to ${MAX_HEURISTIC_WEIGHT}, read by ${weighted}`,
    defaultText: String(DEFAULT_CLI_WEIGHT),
    example: String(DEFAULT_CLI_WEIGHT),
  },
];

/**
 * SearchOptions from the command line (names already checked against the catalog by the parser).
 * A heuristic or weight the chosen algorithm does not read is named on stderr, not refused, so one
 * script can loop over every algorithm with the same options.
 */
export function searchOptionsFrom(line: CommandLine, io: CliIo): SearchOptions {
  const algorithm = (line.value('algo') ?? DEFAULT_SEARCH_OPTIONS.algorithm) as AlgorithmName;
  const heuristic = (line.value('heuristic') ?? DEFAULT_SEARCH_OPTIONS.heuristic) as HeuristicName;
  const info = algorithmInfo(algorithm);
  if (line.has('heuristic') && !info.usesHeuristic) io.err(`Note: ${algorithm} reads no heuristic; --heuristic is ignored.`);
  if (line.has('weight') && !info.usesWeight) io.err(`Note: ${algorithm} reads no weight (${weighted} does); --weight is ignored.`);
  const text = line.value('weight');
  const weight = text === undefined ? (info.usesWeight ? DEFAULT_CLI_WEIGHT : 1) : Number(text.trim() === '' ? Number.NaN : text);
  if (weightProblem(weight) !== null)
    throw new UsageError(`--weight must be a number from 1 to ${MAX_HEURISTIC_WEIGHT}, not "${text}"; for example --weight ${DEFAULT_CLI_WEIGHT}.`);
  return { ...DEFAULT_SEARCH_OPTIONS, algorithm, heuristic, weight: info.usesWeight ? weight : 1 };
}
