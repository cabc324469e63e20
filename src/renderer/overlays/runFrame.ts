// What a run overlay is handed each frame: a run at a step over the cells in view, the one answer
// about those cells that overlays share (asked once per frame), and a way to ask the worker more.
// (The engine's trace has a TraceFrame of its own: the facts a trace is replayed with.)
import type { TraceRect } from '../../shared/engine/trace/views';
import type { TraceAnswers, TraceQuery } from '../../shared/protocol/messages';
import type { Run } from '../runs/run.svelte';
import type { RunQuestion } from '../runs/runQuestion';
import type { MapOverlay } from './mapOverlay';

/** What the worker is asked about a run's cells; an overlay descriptor says which it needs. */
export type TraceKind = TraceQuery['kind'];

export interface RunFrame {
  run: Run;
  /** The step shown (within what is recorded). */
  step: number;
  /** The cells in view with a margin, sampled every `rect.stride` cells (one sample per screen pixel or finer). */
  rect: TraceRect;
  /** Screen pixels per cell. */
  scale: number;
  /**
   * The states of the cells of `rect`, the node being expanded and the path to it, at `step`:
   * asked once for every overlay; null for a run without recorded steps (or when no overlay wants it).
   */
  view: Promise<TraceAnswers['view']> | null;
  /** Asks the worker another question about the run. */
  ask: RunQuestion;
  /** Whether this frame is still the one to show (a late answer must not paint over a newer run). */
  current(): boolean;
}

/** A rectangle's text, to tell two apart (the same cells sampled the same way). */
export function rectKey(rect: TraceRect): string {
  return `${rect.x},${rect.y},${rect.width},${rect.height},${rect.stride ?? 1}`;
}

/** An overlay that shows something of the run at each frame. */
export interface FrameOverlay extends MapOverlay {
  /** Fetches (or takes from `frame.view`) and shows what it draws; null: no run to show, so hide. */
  refresh(frame: RunFrame | null): Promise<void>;
}

/** Whether `overlay` shows something of the run at each frame. */
export function isFrameOverlay(overlay: MapOverlay): overlay is FrameOverlay {
  return typeof (overlay as Partial<FrameOverlay>).refresh === 'function';
}
