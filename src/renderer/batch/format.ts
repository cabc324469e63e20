// How the Batch panel writes its figures: counts with thousands separators, milliseconds to a
// sensible precision, suboptimality as a percentage over the optimum.

/** A count ("12,345"), or "—" when there is none. */
export function count(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en') : '—';
}

/** Milliseconds: three significant figures below 10, one decimal above ("0.214", "12.3"). */
export function milliseconds(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return n < 10 ? n.toPrecision(3) : n.toFixed(1);
}

/** Cost over the optimum as a percentage ("+4.2 %", "0 %"); "—" when unknown. */
export function overOptimum(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return '—';
  const percent = fraction * 100;
  if (Math.abs(percent) < 0.005) return '0 %';
  return `${percent > 0 ? '+' : ''}${percent.toFixed(2)} %`;
}
