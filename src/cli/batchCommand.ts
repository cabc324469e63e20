// `astar-studio batch FILE --config … --config …`: many start/goal pairs through several
// configurations on search worker processes, one output row per query and configuration, and a
// summary per configuration (stderr for CSV; a `summary` field in JSON).
import { availableParallelism } from 'node:os';
import { planBatch } from '../shared/batch/plan';
import { BatchResults } from '../shared/batch/results';
import { batchRows, rowsCsv, rowsJson, summaryCsv, summaryJson } from '../shared/batch/rows';
import { runBatch } from '../shared/batch/runner';
import { summarise } from '../shared/batch/summary';
import type { BatchConfig, BatchQuery } from '../shared/batch/types';
import { createSearch, SearchInputError } from '../shared/engine/index';
import { cloneGrid, type Grid } from '../shared/grid/grid';
import type { MapSource } from '../shared/protocol/searchClient';
import { UsageError, type CliContext, type CliIo, type CommandLine, type CommandSpec } from './args';
import { configKeysText, defaultConfig, parseConfig } from './batchConfig';
import { DEFAULT_PAIRS, DEFAULT_SEED, readBatchInput, wholeNumber } from './batchInput';
import { unitTypeGrid } from './unitTypeFlag';
import { ChildWorkerPool } from './workerPool';

const FORMATS = [
  { name: 'csv', label: 'rows as CSV on stdout, the summary as CSV on stderr' },
  { name: 'json', label: '{rows: […], summary: […], …} on stdout' },
] as const;

/** Most workers a batch may start. */
const MAX_WORKERS = 64;
/** The default: one worker per core but one (for this process and the rest of the machine), at least one. */
const defaultWorkers = () => Math.max(1, availableParallelism() - 1);

export const batchCommand: CommandSpec = {
  name: 'batch',
  operands: [{ placeholder: 'FILE', what: 'a map (.map), project (.astar, .astar.json) or scenario file (.map.scen)' }],
  summary: 'runs many start/goal pairs through several configurations on worker processes and prints a row per query and configuration',
  description:
    'Runs every query through every --config on search worker processes. On a map or project the queries are --pairs random ' +
    'pairs of passable cells (seeded: the same --seed gives the same pairs; each goal reachable from its start under every ' +
    "configuration's movement rules); on a scenario file they are its lines (or --pairs lines spread evenly over it), on the " +
    'map beside it. A --config is key=value pairs separated by commas, over the project\'s settings or MovingAI\'s rules: ' +
    `${configKeysText()}. Without --config, the file's own settings are used. Each row: query, config, start_x, start_y, goal_x, ` +
    'goal_y, status, cost, optimal, suboptimality (cost / optimal − 1), expanded, generated, time_ms (the engine\'s search ' +
    "time). The optimum is the scenario's listed length when the configuration moves as MovingAI does (8 neighbours, no corner " +
    'cutting, √2 diagonals, every cell costing 1), else an untraced Dijkstra search per query with the same movement rules. The ' +
    'summary gives per configuration: queries, failures (no path, budget or error), mean and median expansions, mean time, ' +
    'mean and worst suboptimality.',
  exitStatus: '0 every search reached its goal, 1 some did not (or the batch stopped)',
  options: [
    { name: 'config', value: 'SPEC', help: 'a configuration, e.g. "algo=astar,heuristic=octile"; repeat for more', multiple: true, example: 'algo=jps', defaultText: "the file's own settings" },
    { name: 'pairs', value: 'N', help: 'random pairs on a map; on a scenario, N lines spread evenly over it', defaultText: `${DEFAULT_PAIRS} (a scenario: every line)`, example: '500' },
    { name: 'seed', value: 'S', help: 'seed of the random pairs (0 to 4294967295)', defaultText: String(DEFAULT_SEED), example: '7' },
    { name: 'workers', value: 'W', help: 'search worker processes', defaultText: 'cores − 1, at least 1', example: '2' },
    { name: 'format', value: 'FORMAT', help: 'output', defaultText: 'csv', choices: FORMATS, noun: 'format', example: 'json' },
  ],
  run: runBatchCommand,
};

async function runBatchCommand(line: CommandLine, io: CliIo, context: CliContext): Promise<number> {
  const format = line.value('format') ?? 'csv';
  const workers = wholeNumber(line, 'workers', 1, MAX_WORKERS, 2) ?? defaultWorkers();
  const input = readBatchInput(line.operands[0]!, line);
  const specs = line.values('config');
  const configs = specs.length > 0 ? specs.map((text) => parseConfig(text, input.base, input.map, io)) : [defaultConfig(input.base)];
  // Each configuration's unit type is checked before the pairs are drawn (they keep to its reachable cells).
  const grids = configs.map((c) => unitTypeGrid(input.mapPath, input.grid, input.project, c.options.unitType, specs.length > 0 ? `--config "${c.label}"` : null));
  const queries = input.pairs(configs.map((c) => c.options));
  checkConfigs(grids, configs, queries[0]!);

  const plan = planBatch(input.grid, configs, queries);
  const results = new BatchResults(plan);
  const source: MapSource = { mapId: 'batch', revision: 1, snapshot: () => cloneGrid(input.grid) };
  const pool = new ChildWorkerPool(context.entry, workers);
  const started = performance.now();
  let end;
  try {
    end = await runBatch(pool.clients, source, plan.jobs, { onOutcome: (job, outcome) => results.add(job, outcome) }).done;
  } finally {
    pool.close();
  }
  const seconds = (performance.now() - started) / 1000;

  const records = results.records();
  const rows = batchRows(configs, records, input.grid.width);
  const summaries = summarise(configs, records);
  if (format === 'json') {
    io.out(JSON.stringify({ file: line.operands[0], map: input.mapPath, pairs: input.describe, workers, seconds: round3(seconds), rows: rowsJson(rows), summary: summaryJson(summaries), stopped: end.message, workerStops: end.workerStops }));
  } else {
    for (const l of rowsCsv(rows).trimEnd().split('\n')) io.out(l);
    for (const l of summaryCsv(summaries).trimEnd().split('\n')) io.err(l);
  }
  for (const stop of end.workerStops) io.err(`Note: ${stop}`);
  if (end.message) io.err(end.message);
  const optimumSearches = plan.jobs.length - queries.length * configs.length;
  io.err(
    `batch: ${queries.length} queries (${input.describe}) × ${configs.length} configuration${configs.length === 1 ? '' : 's'}` +
      `${optimumSearches > 0 ? ` + ${optimumSearches} optimum searches` : ''} on ${workers} worker${workers === 1 ? '' : 's'} in ${seconds.toFixed(2)} s`,
  );
  return end.status === 'complete' && records.every((r) => r.status === 'found') ? 0 : 1;
}

/** Refuses a configuration the engine cannot run on this map (JPS on weighted terrain…) before any worker starts. */
function checkConfigs(grids: readonly Grid[], configs: readonly BatchConfig[], first: BatchQuery): void {
  configs.forEach((config, i) => {
    const grid = grids[i]!;
    try {
      createSearch(grid, { start: first.start, goal: first.goal, options: config.options }).cancel();
    } catch (e) {
      if (e instanceof SearchInputError) throw new UsageError(`--config "${config.label}": ${e.message}`);
      throw e;
    }
  });
}


const round3 = (n: number) => Math.round(n * 1000) / 1000;
