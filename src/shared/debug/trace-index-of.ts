// The index behind a TraceStore, for the breakpoint scan: it walks millions of steps, and the store's
// per-step answers (whole expansion views, open-list pages) cost far more than the few lookups a
// step needs. The store keeps its index private; this is the one place that reaches it, and
// test/unit/shared/debug/breakpoint-scan.test.ts fails if the store's field moves.
import type { TraceStore } from '../engine/trace/trace-store';
import type { TraceIndex } from '../engine/trace/trace-index';

/** The index `store` answers from (read, never changed, by the caller). */
export function traceIndexOf(store: TraceStore): TraceIndex {
  const index = (store as unknown as { index?: TraceIndex }).index;
  if (index === undefined) throw new Error('TraceStore no longer keeps its index in the field "index"; update traceIndexOf.');
  return index;
}
