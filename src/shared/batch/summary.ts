// Per-configuration figures of a batch: how many queries it answered and failed, mean and median
// expansions, mean time, and suboptimality (cost over the optimum) on average and at worst.
import type { BatchConfig, BatchRecord } from './types';

/** One configuration's figures over a batch. */
export interface ConfigSummary {
  label: string;
  /** Queries this configuration answered (ran to an answer, found or not). */
  queries: number;
  /** Queries whose goal it did not reach: no path, its node budget, or an error. */
  failures: number;
  /** Over the searches that ran (errors excluded); NaN when none did. */
  meanExpanded: number;
  medianExpanded: number;
  meanTimeMs: number;
  /** Cost over the optimum minus 1 (0: optimal; 0.05: 5 % longer), over paths found with a known optimum; null when none. */
  meanSuboptimality: number | null;
  worstSuboptimality: number | null;
  /** The first error's sentence, when some search could not run. */
  firstError: string | null;
}

/** How much longer than the optimum a found path is (0: optimal); null when either is unknown or the optimum is 0. */
export function suboptimality(record: Pick<BatchRecord, 'status' | 'cost' | 'optimal'>): number | null {
  if (record.status !== 'found' || record.optimal === null || !(record.optimal > 0)) return null;
  return record.cost / record.optimal - 1;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** The middle value (the mean of the two middle values for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of each configuration, in the configurations' order. */
export function summarise(configs: readonly BatchConfig[], records: readonly BatchRecord[]): ConfigSummary[] {
  return configs.map((config, i) => {
    const own = records.filter((r) => r.config === i);
    const ran = own.filter((r) => r.status !== 'error' && r.status !== 'cancelled');
    const gaps = own.map(suboptimality).filter((s): s is number => s !== null);
    return {
      label: config.label,
      queries: own.length,
      failures: own.filter((r) => r.status !== 'found').length,
      meanExpanded: mean(ran.map((r) => r.expanded)),
      medianExpanded: median(ran.map((r) => r.expanded)),
      meanTimeMs: mean(ran.map((r) => r.timeMs)),
      meanSuboptimality: gaps.length > 0 ? mean(gaps) : null,
      worstSuboptimality: gaps.length > 0 ? gaps.reduce((a, b) => Math.max(a, b)) : null,
      firstError: own.find((r) => r.status === 'error')?.message ?? null,
    };
  });
}
