// "About 12 s left": the time a batch still needs, from how fast it has gone so far.

/** Milliseconds still needed at the pace so far; null until there is a pace to go by. */
export function remainingMs(elapsedMs: number, done: number, total: number): number | null {
  if (done <= 0 || elapsedMs <= 0) return null;
  return (elapsedMs / done) * Math.max(0, total - done);
}

/** The remaining time as the progress bar says it; null when unknown. */
export function remainingText(ms: number | null): string | null {
  if (ms === null) return null;
  const seconds = Math.ceil(ms / 1000);
  if (seconds <= 1) return 'about 1 s left';
  if (seconds < 90) return `about ${seconds} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}
