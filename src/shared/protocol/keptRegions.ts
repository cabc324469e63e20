// The regions of one loaded map, kept by the worker between questions and brought up to date by
// each edit (regions.ts relabels the tiles an edit touched), so the regions the app shows while
// the designer paints cost what the stroke changed, not the map. Kept for one set of movement
// rules at a time (the one last asked about); a question under other rules builds them afresh.
import { regionsJob, type AnalysisJob, type MovementRules } from '../analysis/analysisJob';
import { RegionMap, regionInputs } from '../analysis/regions';
import type { MapEdit } from '../edit/mapEdit';
import type { Grid } from '../grid/grid';

const keyOf = (rules: MovementRules) => `${rules.topology}/${rules.cornerRule}`;

export class KeptRegions {
  private kept: { key: string; regions: RegionMap } | null = null;
  /** Times the regions were built from the whole map, and brought up to date by an edit (tests read them). */
  builds = 0;
  updates = 0;

  /**
   * A job answering a regions question on `grid`: at once from the kept regions, or by building
   * them, kept afterwards if `current()` still holds (no edit came while they were built).
   */
  job(grid: Grid, rules: MovementRules, start: number, current: () => boolean): AnalysisJob {
    const key = keyOf(rules);
    if (this.kept?.key === key) return regionsJob(grid, this.kept.regions, null, start);
    const regions = new RegionMap(...regionInputs(grid, rules));
    const build = regions.build();
    const keeping = (function* (self: KeptRegions) {
      yield* build;
      self.builds++;
      if (current()) self.kept = { key, regions };
    })(this);
    return regionsJob(grid, regions, keeping, start);
  }

  /** `edit` was applied to `grid`: the kept regions follow its cells; a palette change (any type's passability) forgets them. */
  edited(grid: Grid, edit: MapEdit): void {
    if (!this.kept || edit.cells.length === 0 && edit.oldPalette === null) return;
    if (edit.oldPalette !== null && !samePassability(edit.oldPalette, grid.palette)) return this.forget();
    this.kept.regions.update(edit.cells, (c) => grid.palette[grid.terrain[c]!]?.passable === true);
    this.updates++;
  }

  /**
   * The map was sent whole again under the same id (another view synced it): the kept regions
   * follow the cells whose passability differs, found in one pass over the map (far cheaper than
   * labelling it again); a new size or palette forgets them.
   */
  replaced(before: Grid, after: Grid): void {
    if (!this.kept) return;
    if (before.width !== after.width || before.height !== after.height || !samePassability(before.palette, after.palette)) return this.forget();
    const open = after.palette.map((t) => t.passable);
    const changed: number[] = [];
    const a = before.terrain, b = after.terrain;
    for (let c = 0; c < b.length; c++) if (a[c] !== b[c] && open[a[c]!] !== open[b[c]!]) changed.push(c);
    if (changed.length === 0) return;
    this.kept.regions.update(changed, (c) => open[b[c]!] === true);
    this.updates++;
  }

  forget(): void {
    this.kept = null;
  }
}

function samePassability(a: readonly { passable: boolean }[], b: readonly { passable: boolean }[]): boolean {
  return a.length === b.length && a.every((t, i) => t.passable === b[i]!.passable);
}
