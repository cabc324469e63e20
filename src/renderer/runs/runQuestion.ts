// How views ask the search worker about a kept run (the trace stays in the worker; the renderer
// asks for what it shows at a step): bound to one run, or naming the run each time.
import type { TraceAnswers, TraceQuery } from '../../shared/protocol/messages';

/** One question about a run, asked of the search worker; the answer is of the query's kind. */
export type RunQuestion = <Q extends TraceQuery>(query: Q) => Promise<TraceAnswers[Q['kind']]>;

/** Questions about any kept run, by its id (the SearchClient's traceQuery, bound). */
export type RunQuestions = <Q extends TraceQuery>(run: number, query: Q) => Promise<TraceAnswers[Q['kind']]>;
