// The level's measurements the Points and Level checks sections show: the points' cost table and
// regions, one measurement per unit type the rules name (the map's own costs always, for the
// table), asked of the search worker and kept current. Every change of the map, the points' cells,
// the rules' unit types or the movement rules asks again; the newest question wins (the one under
// way is cancelled), so painting never queues measurements behind the pointer.
import { movementKey, movementOf, type SearchOptions } from '../../shared/engine/index';
import { evaluateChecks, unitKey, unitsOf, type CheckResult } from '../../shared/levelChecks/evaluate';
import type { LevelMeasurement } from '../../shared/levelChecks/measure';
import { SearchWorkerError, type SearchClient } from '../../shared/protocol/searchClient';
import { mapSourceOf } from '../runs/runSources';
import type { MapDocument } from '../state/document.svelte';

export class LevelChecksState {
  /** The latest measurements, by unitKey; null before the first, or with no points and no rules. */
  measurements = $state.raw<ReadonlyMap<string, LevelMeasurement> | null>(null);
  /** A measurement for the map as it stands is on its way (what is shown is the one before). */
  busy = $state(false);
  /** Why there is no measurement (movement rules the engine refuses, a worker failure). */
  problem = $state<string | null>(null);
  private inFlight: { cancel(): void }[] = [];
  private asked = 0;
  private askedKey = '';

  constructor(private readonly client: () => SearchClient) {}

  /** Keeps the measurements current for the document and settings these give, until the returned stop is called. */
  keepCurrent(doc: () => MapDocument, options: () => SearchOptions): () => void {
    return $effect.root(() => {
      $effect(() => this.follow(doc(), options()));
    });
  }

  /** The rules of `doc` evaluated on the latest measurements; null while they do not cover its points and units yet. */
  results(doc: MapDocument): CheckResult[] | null {
    const m = this.measurements;
    if (!m || doc.checks.some((c) => m.get(unitKey(c.unit))?.points !== doc.points.length)) return null;
    return evaluateChecks(doc.checks, doc.points, m);
  }

  /** The measurement with the map's own costs, when it covers `doc`'s points (the distance table). */
  table(doc: MapDocument): LevelMeasurement | null {
    const m = this.measurements?.get('') ?? null;
    return m && m.points === doc.points.length ? m : null;
  }

  /**
   * Asks the worker for what the document needs as it stands, dropping any older question. Run in
   * an effect: it reads the map's revision, the points, the rules and the movement rules.
   */
  follow(doc: MapDocument, options: SearchOptions): void {
    const rules = movementOf(options);
    const source = mapSourceOf(doc);
    const cells = doc.points.map((p) => p.cell);
    const units = unitsOf(doc.checks);
    // A rename or a regroup keeps every cell: the measurement in hand still holds.
    const key = `${source.mapId}:${source.revision}:${cells.join(',')}:${units.join('\u0000')}:${movementKey(rules)}`;
    if (key === this.askedKey) return;
    this.askedKey = key;
    for (const f of this.inFlight) f.cancel();
    this.inFlight = [];
    const ask = ++this.asked;
    if (cells.length === 0 && doc.checks.length === 0) return this.settle(null, null);
    // Each unit type is measured on its own map (the client's unitTypeSource); a rule without one on the map's own costs.
    const running = units.map((unit) => this.client().analyze(source, { ...rules, unitType: unit ?? '' }, { what: 'level', points: cells, unit }));
    this.inFlight = running;
    this.busy = true;
    Promise.all(running.map((r) => r.answer)).then(
      (answers) => ask === this.asked && this.settle(new Map(answers.map((a, i) => [unitKey(units[i]), a.measurement])), null),
      (err: unknown) => {
        if (ask !== this.asked || (err instanceof SearchWorkerError && err.code === 'cancelled')) return;
        this.askedKey = ''; // ask again on the next change, whatever it is
        this.settle(null, err instanceof Error ? err.message : String(err));
      },
    );
  }

  private settle(measurements: ReadonlyMap<string, LevelMeasurement> | null, problem: string | null): void {
    this.measurements = measurements;
    this.problem = problem;
    this.busy = false;
  }
}
