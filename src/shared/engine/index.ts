// The engine's public entry: everything outside src/shared/engine imports from here.
export * from './types';
export { createSearch, prepareSearch, runSearch } from './search';
export { invalidateSearchCache } from './mapContext';
export { createCostToGoal, type CostToGoal } from './costToGoal';
export {
  ALGORITHMS,
  CUSTOM_HEURISTIC,
  HEURISTICS,
  TIE_BREAKS,
  TOPOLOGIES,
  CORNER_RULES,
  DIAGONAL_COSTS,
  diagonalLength,
  algorithmInfo,
  topologyInfo,
  isAlgorithmName,
  isHeuristicName,
  DEFAULT_HEURISTIC_WEIGHT,
  weightFor,
  labelOf,
  heuristicLabel,
  namesOf,
  type AlgorithmChoice,
  type EngineChoice,
  type TopologyChoice,
  type DiagonalCostChoice,
} from './catalog';
export { heuristicReport } from './heuristics';
export { lineOfSight } from './lineOfSight';
export { segmentCost, polylineCost, type LineCostMap } from './lineCost';
export { smoothPath, type SmoothedPath } from './smoothing';
export { withGridBaseline, savedPercent, baselineName, baselineSentence } from './pathQuality';
export { SearchTimeline, replayTrace } from './timeline';
export { MAX_NODE_BUDGET, heightCostFieldProblem, nodeBudgetProblem, weightProblem } from './searchOptions/valueProblems';
export { recordsStepsWith, TURN_COST_UNTRACED } from './turnCost/turnCostRules';
export { pathTurns, type PathTurns } from './turnCost/headings';
export {
  SEARCH_OPTION_LIST,
  copySearchOptions,
  firstSettingsProblem,
  movementKey,
  movementOf,
  optionSpec,
  sameSearch,
  searchSettingsProblems,
  textInUse,
  type Movement,
  type SettingsProblems,
  type TypedSetting,
} from './searchOptions/options';
export { SEARCH_OPTION_TABLE } from './searchOptions/table';
export type { ChoiceOption, CostField, CostsOption, FlagOption, NumberOption, SearchOptionSpec, SummaryPart, TextOption } from './searchOptions/spec';
