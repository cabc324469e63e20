// The Analysis section's answer in words: what the worker found, as a designer would say it
// ("2 regions · largest 9,120 cells", "Narrowest passage: 3 cells"). Plain functions, so the
// section, its tests and the e2e tests word the numbers the same way.
import type { AnalysisAnswer } from '../../shared/analysis/analysisJob';

export const count = (x: number) => x.toLocaleString('en-US');
export const plural = (x: number, one: string, many = `${one}s`) => `${count(x)} ${x === 1 ? one : many}`;
/** A cost as the section writes it: at most one decimal. */
export const cost = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The sentence for `answer`; `budget` is the range's. */
export function analysisSummary(answer: AnalysisAnswer, budget: number): string {
  switch (answer.what) {
    case 'regions': {
      if (answer.count === 0) return 'No regions: every cell is impassable.';
      const parts = [plural(answer.count, 'region'), `largest ${plural(answer.sizes[0]!, 'cell')}`];
      if (answer.startRegion >= 0) {
        const total = answer.sizes.reduce((s, x) => s + x, 0);
        const unreachable = total - answer.sizes[answer.startRegion]!;
        parts.push(unreachable === 0 ? 'every cell reaches the start' : `${plural(unreachable, 'cell')} unreachable from start`);
      }
      return parts.join(' · ');
    }
    case 'range':
      return `${plural(answer.cells, 'cell')} within ${budget} · ${count(answer.frontier)} on its edge · ${count(answer.within[1])} within 2× · ${count(answer.within[2])} within 3×`;
    case 'field': {
      const from = answer.direction === 'from';
      if (answer.reached <= 1) return from ? 'No cell can be reached from the start.' : 'No cell can reach the goal.';
      const parts = from
        ? [`Farthest reachable cell costs ${cost(answer.farthest)} from the start`, `${plural(answer.reached, 'cell')} reached`]
        : [`Farthest cell costs ${cost(answer.farthest)} to reach the goal`, `${plural(answer.reached, 'cell')} reach it`];
      if (answer.unreachable > 0) parts.push(from ? `${count(answer.unreachable)} unreachable` : `${count(answer.unreachable)} cannot`);
      return parts.join(' · ');
    }
    case 'cut': {
      const parts = [answer.uncuttable ?? (answer.width === 0 ? 'Start and goal are already apart' : `Narrowest passage: ${plural(answer.width, 'cell')}`)];
      if (answer.articulation) parts.push(`${plural(answer.articulation.length, 'cell')} whose blocking alone splits a region`);
      return parts.join(' · ');
    }
  }
}
