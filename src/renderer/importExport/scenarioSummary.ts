// What "Search all pairs" found, in a line: how many pairs were searched, how many agree with the
// lengths the scenario file lists (✓), and the worst difference (ours minus listed) and where.

/** Two lengths within this of each other (relative) agree: the files list eight decimals. */
export const AGREE = 1e-6;

export interface ScenarioSummary {
  searched: number;
  agree: number;
  /** The pair whose length differs most from the listed one (a pair without a path counts as the worst), or null when all agree. */
  worst: { index: number; difference: number } | null;
}

/** Whether our length `ours` (NaN: not searched, Infinity: no path) agrees with `listed`; null until searched. */
export function lengthsAgree(ours: number | undefined, listed: number | undefined): boolean | null {
  if (ours === undefined || Number.isNaN(ours) || listed === undefined) return null;
  return Math.abs(ours - listed) <= AGREE * Math.max(1, listed);
}

/** Sums up `ours` against the listed lengths. */
export function summariseScenario(listed: ArrayLike<number>, ours: ArrayLike<number>): ScenarioSummary {
  let searched = 0, agree = 0;
  let worst: ScenarioSummary['worst'] = null;
  for (let i = 0; i < ours.length; i++) {
    const agrees = lengthsAgree(ours[i], listed[i]);
    if (agrees === null) continue;
    searched++;
    if (agrees) {
      agree++;
      continue;
    }
    const difference = ours[i]! - listed[i]!;
    if (worst === null || Math.abs(difference) > Math.abs(worst.difference)) worst = { index: i, difference };
  }
  return { searched, agree, worst };
}

/** "✓ 98 of 100 agree · worst: pair 17, 0.41 longer" (or "no path" for a pair we found none for). */
export function summaryText(s: ScenarioSummary, total: number): string {
  const head = `✓ ${s.agree.toLocaleString('en')} of ${s.searched.toLocaleString('en')} agree${s.searched < total ? ` (${total.toLocaleString('en')} pairs in all)` : ''}`;
  if (!s.worst) return s.searched > 0 ? `${head} · no difference` : head;
  const d = s.worst.difference;
  const how = Number.isFinite(d) ? `${Math.abs(d).toFixed(4)} ${d > 0 ? 'longer' : 'shorter'} than listed` : 'no path found';
  return `${head} · worst: pair ${(s.worst.index + 1).toLocaleString('en')}, ${how}`;
}
