// The level analysis the map shows (View › Show Regions, Movement Range, Distance Field and
// Chokepoints, and the side panel's Analysis section): what is asked, the unit type it is measured
// for, the worker's latest answer and the overlay's cells coloured from it, and keeping them current.
// Every change of the map, the start, the movement rules or the unit type asks again; the newest
// question wins (the one under way is cancelled), so painting never queues analyses behind the
// pointer. The answer becomes cells off the UI thread (analysisPainter.ts) and is shown with them.
import type { AnalysisAnswer, AnalysisAsk, MovementRules } from '../../shared/analysis/analysisJob';
import { untrack } from 'svelte';
import { SearchWorkerError, type SearchClient } from '../../shared/protocol/searchClient';
import { gridForUnitType } from '../../shared/grid/unitTypes';
import { mapSourceOf } from '../runs/runSources';
import type { MapDocument } from '../state/document.svelte';
import { movementOf, type SearchOptions } from '../../shared/engine/index';
import { defaultPainter, type AnalysisPainter } from './analysisPainter';
import { contourStepOf } from './fieldScale';

export type AnalysisKind = 'off' | 'regions' | 'range' | 'field' | 'cut';

/** Which marker a distance field is measured from: the cost from the start, or the cost to the goal. */
export type FieldOrigin = 'start' | 'goal';

/** The budget a movement range starts with: a few moves on most maps. */
export const DEFAULT_BUDGET = 10;

/** The overlay's cells for an answer (analysisCells.ts's bytes), and the contour step a field's were drawn with. */
export interface ShownCells {
  answer: AnalysisAnswer;
  step: number;
  bytes: Uint8Array;
}

export class AnalysisState {
  kind = $state<AnalysisKind>('off');
  /** The cost a unit may spend, for the movement range. */
  budget = $state(DEFAULT_BUDGET);
  /** The distance field's origin. */
  fieldOrigin = $state<FieldOrigin>('start');
  /** Cost between the field's contour lines; null: chosen from the answer (fieldLegend.ts). Drawing only: no new question. */
  contourStep = $state<number | null>(null);
  /** Flow arrows over the field (drawing only). */
  flowArrows = $state(false);
  /** With the chokepoints, the cells whose blocking alone splits a region. */
  articulation = $state(false);
  /** The unit type (movement profile) the analysis is measured for; '' is the map's own costs. */
  unitType = $state('');
  /** The latest answer for what is shown (null while none, or while off). */
  answer = $state.raw<AnalysisAnswer | null>(null);
  /** The overlay's cells for `answer` (null while none, or for a map of another size). */
  cells = $state.raw<ShownCells | null>(null);
  /** An answer is on its way. */
  busy = $state(false);
  /** Why there is no answer (no start for a range, rules the engine refuses). */
  problem = $state<string | null>(null);
  private inFlight: { cancel(): void } | null = null;
  private asked = 0;
  private doc: (() => MapDocument) | null = null;
  /** A field is being coloured again for a new contour step (its costs are away meanwhile). */
  private recolouring = false;

  constructor(
    private readonly client: () => SearchClient,
    private readonly painter: AnalysisPainter = defaultPainter(),
  ) {}

  /** Keeps the answer current for the document and settings these give, until the returned stop is called. */
  keepCurrent(doc: () => MapDocument, options: () => SearchOptions): () => void {
    this.doc = doc;
    return $effect.root(() => {
      $effect(() => this.follow(doc(), options()));
      // Another contour spacing colours the field shown again, without asking the worker.
      $effect(() => void this.recolour(contourStepOf(this)));
    });
  }

  /** Shows `kind`, or turns it off when it is already shown (the View menu's switches). */
  toggle(kind: Exclude<AnalysisKind, 'off'>): void {
    this.kind = this.kind === kind ? 'off' : kind;
  }

  /**
   * Asks the worker for what is shown on the document as it stands, dropping any older question.
   * Run in an effect: it reads the map's revision, the markers, the movement rules, the kind and
   * what its question takes (budget, the field's origin, whether to find articulation points).
   */
  follow(doc: MapDocument, options: SearchOptions): void {
    const kind = this.kind, budget = this.budget, start = doc.start;
    // Only what the question depends on is read, so the regions are not asked again when the goal moves.
    const goal = kind === 'field' || kind === 'cut' ? doc.goal : -1, origin = kind === 'field' ? this.fieldOrigin : 'start';
    const rules: MovementRules = { ...movementOf(options), unitType: this.unitType };
    const source = mapSourceOf(doc);
    this.inFlight?.cancel();
    this.inFlight = null;
    const ask = ++this.asked;
    if (kind === 'off') return this.settle(null, null);
    if (kind === 'range' && start < 0) return this.settle(null, 'Place the start (S, or right-click a cell) to see how far a unit gets from it.');
    if (kind === 'range' && !(Number.isFinite(budget) && budget >= 0)) return this.settle(null, 'The budget must be a cost of 0 or more.');
    const problem = markerProblem(kind, origin, start, goal);
    if (problem) return this.settle(null, problem);
    const question: AnalysisAsk =
      kind === 'regions' ? { what: 'regions', start }
      : kind === 'range' ? { what: 'range', origin: start, budget }
      : kind === 'field' ? origin === 'start' ? { what: 'field', origin: start, direction: 'from' } : { what: 'field', origin: goal, direction: 'to' }
      : { what: 'cut', start, goal, articulation: this.articulation };
    const running = this.client().analyze(source, rules, question);
    this.inFlight = running;
    this.busy = true;
    // Another kind of analysis shown: the last answer no longer describes it.
    untrack(() => {
      if (this.answer && this.answer.what !== question.what) (this.answer = null), (this.cells = null);
    });
    running.answer.then(
      (answer) => (ask === this.asked ? this.show(answer, ask, doc) : undefined),
      (err: unknown) => {
        if (ask !== this.asked || (err instanceof SearchWorkerError && err.code === 'cancelled')) return;
        this.settle(null, messageOf(err));
      },
    );
  }

  /** Colours `answer` (the answer to question `ask` about `doc`) and shows both, unless a newer question came meanwhile. */
  private async show(answer: AnalysisAnswer, ask: number, doc: MapDocument): Promise<void> {
    const step = contourStepOf({ contourStep: this.contourStep, answer });
    try {
      const bytes = await this.paint(answer, step, doc);
      if (ask === this.asked) this.settle(answer, null, bytes && { answer, step, bytes });
    } catch (err) {
      if (ask === this.asked) this.settle(null, messageOf(err));
    }
  }

  /**
   * Colours the field shown again while its contour step differs from the one drawn (a step typed
   * meanwhile is taken when the colouring under way comes back). Run in an effect: it reads the
   * answer, the cells and the step.
   */
  private async recolour(step: number): Promise<void> {
    const shown = this.cells, answer = this.answer, doc = this.doc;
    if (this.recolouring || !doc || !shown || answer !== shown.answer || answer.what !== 'field' || step === shown.step) return;
    this.recolouring = true;
    try {
      const bytes = await untrack(() => this.paint(answer, step, doc()));
      if (this.answer === answer) this.cells = bytes && { answer, step, bytes };
    } catch (err) {
      if (this.answer === answer) this.settle(null, messageOf(err));
    } finally {
      this.recolouring = false;
    }
    // The step may have changed again meanwhile, for this field or for one shown since.
    void this.recolour(contourStepOf(this));
  }

  /** The overlay's cells for `answer` on `doc`'s map as the analysis's unit type sees it (walls stay clear in a field). */
  private paint(answer: AnalysisAnswer, step: number, doc: MapDocument): Promise<Uint8Array | null> {
    const grid = doc.grid, passable = gridForUnitType(grid, this.unitType).palette.map((t) => t.passable);
    return this.painter.paint(answer, { width: grid.width, height: grid.height, step, terrain: answer.what === 'field' ? grid.terrain : null, passable });
  }

  private settle(answer: AnalysisAnswer | null, problem: string | null, cells: ShownCells | null = null): void {
    this.answer = answer;
    this.cells = cells;
    this.problem = problem;
    this.busy = false;
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** What a question needs of the markers and is missing, as a sentence saying what to do; null when nothing. */
function markerProblem(kind: AnalysisKind, origin: FieldOrigin, start: number, goal: number): string | null {
  if (kind === 'field' && origin === 'start' && start < 0) return 'Place the start (S, or right-click a cell) to see the cost of every cell from it.';
  if (kind === 'field' && origin === 'goal' && goal < 0) return 'Place the goal (G, or right-click a cell) to see the cost of every cell to it.';
  if (kind === 'cut' && (start < 0 || goal < 0)) return 'Place the start and the goal (S and G, or right-click a cell) to find the narrowest passage between them.';
  if (kind === 'cut' && start === goal) return 'The start and the goal are the same cell: move one to find the passage between them.';
  return null;
}
