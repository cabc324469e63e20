// A batch as a list of searches: every query through every configuration, plus the searches that
// give each query its optimum (one untraced Dijkstra per query and distinct movement rules, unless
// a scenario's listed optimum applies or a plain Dijkstra configuration already finds it). Jobs go
// query by query, so a batch stopped early has whole queries done.
import type { SearchQuery } from '../engine/types';
import type { Grid } from '../grid/grid';
import { listedOptimumApplies, movementKey, movementOf, optimumOptions } from './movement';
import type { BatchConfig, BatchQuery } from './types';

/** One search of a batch. */
export interface BatchJob {
  /** Position in the plan's job list. */
  id: number;
  query: BatchQuery;
  /** The configuration it searches with, or null for a search that finds the optimum. */
  config: number | null;
  /** The movement rules' key (movement.ts) its cost is measured under. */
  movement: string;
  search: SearchQuery;
}

/** Where a configuration's optimum comes from: the scenario's listed lengths, or the optimum search of its movement rules. */
export type OptimumSource = { kind: 'listed' } | { kind: 'search'; movement: string; /** A configuration whose own result is that optimum, or null for a job of its own. */ byConfig: number | null };

export interface BatchPlan {
  configs: readonly BatchConfig[];
  queries: readonly BatchQuery[];
  jobs: BatchJob[];
  /** Per configuration. */
  optimum: OptimumSource[];
}

/** Plans `queries` × `configs` on `grid`; every search untraced (a batch measures time, not steps). */
export function planBatch(grid: Grid, configs: readonly BatchConfig[], queries: readonly BatchQuery[]): BatchPlan {
  const listed = queries.length > 0 && queries.every((q) => q.listedOptimal !== null);
  /** A configuration that is itself an exact, unbounded Dijkstra finds its movement's optimum. */
  const exactBy = new Map<string, number>();
  configs.forEach((c, i) => {
    const key = movementKey(movementOf(c.options));
    if (c.options.algorithm === 'dijkstra' && c.options.maxExpansions === 0 && !exactBy.has(key)) exactBy.set(key, i);
  });
  const optimum: OptimumSource[] = configs.map((c) => {
    const movement = movementOf(c.options);
    if (listed && listedOptimumApplies(grid, movement)) return { kind: 'listed' };
    const key = movementKey(movement);
    return { kind: 'search', movement: key, byConfig: exactBy.get(key) ?? null };
  });
  /** Movement rules that need optimum searches of their own, by key. */
  const searched = new Map<string, BatchConfig['options']>();
  optimum.forEach((o, i) => {
    if (o.kind === 'search' && o.byConfig === null && !searched.has(o.movement)) searched.set(o.movement, optimumOptions(movementOf(configs[i]!.options)));
  });

  const jobs: BatchJob[] = [];
  for (const query of queries) {
    const { start, goal } = query;
    for (const [movement, options] of searched) jobs.push({ id: jobs.length, query, config: null, movement, search: { start, goal, options } });
    configs.forEach((c, config) => {
      const options = { ...c.options, recordTrace: false };
      jobs.push({ id: jobs.length, query, config, movement: movementKey(movementOf(c.options)), search: { start, goal, options } });
    });
  }
  return { configs, queries, jobs, optimum };
}
