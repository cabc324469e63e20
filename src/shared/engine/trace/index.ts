// The debugger's side of the engine: compact recordings of traced searches and the store that
// answers, at any step, what a view of the search shows. A worker imports from here.
import type { SearchResult, SearchTrace, SteppableSearch } from '../types';
import { RecordedTrace } from './recordedTrace';
import type { TraceRecording } from './recording';

export { TraceStore } from './traceStore';
export { layerValues } from './layers';
export { BYTES_PER_EVENT } from './encoding';
export { DEBUG_MEMORY_BUDGET, estimateDebugMemory, type DebugMemoryEstimate, type DebugMemoryQuestion } from './memory';
export type { TraceRecording } from './recording';
export type * from './views';

/**
 * The recording behind a traced search, live (a search being stepped: it grows between steps) or
 * finished (a result, or its trace); null when the search records no trace, or for a trace that
 * arrived from elsewhere (a copy posted across threads carries only the wide arrays).
 */
export function recordingOf(source: SteppableSearch | SearchResult | SearchTrace | null): TraceRecording | null {
  if (source === null) return null;
  if (source instanceof RecordedTrace) return source.recording;
  if ('status' in source) return source.trace instanceof RecordedTrace ? source.trace.recording : null;
  // The search loops expose their live recording (bestFirst.ts, bidirectional.ts).
  if ('recording' in source) return (source as { recording: TraceRecording | null }).recording;
  return null;
}
