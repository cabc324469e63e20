// The heuristic lab (View › Show Heuristic Lab, and the side panel's Heuristic lab section): which of
// its two maps is shown (h − h*, or the consistency violations), the worker's latest answer for the
// search settings and the goal, and keeping that answer current. As the level analyses do, every
// change of the map, the goal or the settings asks again and the newest question wins.
import { untrack } from 'svelte';
import type { HeuristicLabAnswer } from '../../shared/analysis/heuristicLab';
import { movementOf, type SearchOptions } from '../../shared/engine/index';
import { copyOptions } from '../runs/runOptions';
import type { SearchClient } from '../../shared/protocol/searchClient';
import { NewestAnswer } from '../analysis/newestAnswer';
import { mapSourceOf } from '../runs/runSources';
import type { MapDocument } from '../state/document.svelte';

/** The lab's map on show: none, h − h* (admissibility), or the consistency violations. */
export type LabMap = 'off' | 'error' | 'consistency';

export class HeuristicLabState {
  shown = $state<LabMap>('off');
  /** The latest answer (null while none, or while off). */
  answer = $state.raw<HeuristicLabAnswer | null>(null);
  /** An answer is on its way. */
  busy = $state(false);
  /** Why there is no answer (no goal, settings the engine refuses), as a sentence saying what to do. */
  problem = $state<string | null>(null);
  /** Whether a map is shown; a derived value, so switching between the two maps asks nothing again. */
  private readonly on = $derived(this.shown !== 'off');
  private readonly question = new NewestAnswer<HeuristicLabAnswer>();

  constructor(private readonly client: () => SearchClient) {}

  /** Keeps the answer current for the document and settings these give, until the returned stop is called. */
  keepCurrent(doc: () => MapDocument, options: () => SearchOptions): () => void {
    return $effect.root(() => {
      $effect(() => this.follow(doc(), options()));
    });
  }

  /** Shows the h − h* map, or turns the lab off when a map of it is shown (the View menu's switch). */
  toggle(): void {
    this.shown = this.shown === 'off' ? 'error' : 'off';
  }

  /**
   * Asks the worker about the document as it stands, dropping any older question. Run in an effect:
   * it reads the map's revision, the goal, the settings and whether the lab is on (switching between
   * its two maps asks nothing: one answer holds both).
   */
  follow(doc: MapDocument, options: SearchOptions): void {
    // Off, it reads nothing else: an edit or a setting then costs the lab nothing.
    const on = this.on;
    this.question.drop();
    if (!on) return this.settle(null, null);
    const goal = doc.goal, source = mapSourceOf(doc), settings = copyOptions(options);
    if (goal < 0) return this.settle(null, 'Place the goal (G, or right-click a cell): the lab measures the heuristic against the true cost to it.');
    untrack(() => (this.busy = true));
    this.question.ask(this.client().analyze(source, movementOf(settings), { what: 'heuristic', goal, options: settings }), (answer, problem) => this.settle(answer, problem));
  }

  private settle(answer: HeuristicLabAnswer | null, problem: string | null): void {
    this.answer = answer;
    this.problem = problem;
    this.busy = false;
  }
}
