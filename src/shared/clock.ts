// A monotonic clock for metrics. `performance` exists in browsers, workers and Node, but the
// pure lib of src/shared declares neither DOM nor Node, so it is declared here once.
declare const performance: { now(): number };

/** Milliseconds from an arbitrary origin, sub-millisecond precision. */
export function now(): number {
  return performance.now();
}
