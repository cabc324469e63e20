// The sentences a breakpoint hit carries: "Cell (12, 40) was opened at step 317." and
// "open > 500 && f > 120 held at step 2,041 (open 503, f 121.4)."
import type { CellHit } from './cellHits';
import type { ConditionValues, ConditionVariable } from './expression';

/** A number as the debugger's sentences print it: grouped thousands, at most two decimals (three significant digits below 1). */
export function formatValue(value: number | boolean): string {
  if (typeof value === 'boolean') return String(value);
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  if (Math.abs(value) < 1) return value.toLocaleString('en-US', { maximumSignificantDigits: 3 });
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Why a cell breakpoint stopped the run. */
export function cellHitReason(width: number, cell: number, hit: CellHit, bidirectional: boolean): string {
  const x = cell % width, y = (cell - x) / width;
  const by = bidirectional ? ` by the ${hit.side === 0 ? 'forward' : 'backward'} search` : '';
  return `Cell (${x}, ${y}) was ${hit.what}${by} at step ${formatValue(hit.step)}.`;
}

/** Why a condition stopped the run, with the values it read (step is in the sentence already). */
export function conditionHitReason(source: string, variables: readonly ConditionVariable[], values: ConditionValues): string {
  const shown = variables.filter((v) => v !== 'step').map((v) => `${v} ${formatValue(values[v])}`);
  return `${source} held at step ${formatValue(values.step)}${shown.length > 0 ? ` (${shown.join(', ')})` : ''}.`;
}
