// The batch's scatter chart as a Svelte action on uPlot: expansions per query (log scale) against
// the query's optimal cost, one colour of dots per configuration. uPlot wants one sorted x array
// shared by every series, so every dot gets its own x slot and the other series hold null there.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ScatterSeries } from './batchReport';

const HEIGHT = 220;
const AXIS = { stroke: '#9a9cab', grid: { stroke: '#3a3d47', width: 1 }, ticks: { stroke: '#3a3d47', width: 1 } };
/** An axis label; uPlot hands null for a split it leaves unlabelled (between log decades). */
const compact = (v: number | null) => (v === null || v === undefined ? '' : Math.abs(v) >= 10_000 ? `${+(v / 1000).toFixed(1)}k` : `${+v.toFixed(2)}`);

/** uPlot's aligned columns for `series`: x (optimal cost, sorted), then one y column per series. */
export function scatterColumns(series: readonly ScatterSeries[]): (number | null)[][] {
  const dots = series.flatMap((s, i) => s.points.map(([x, y]) => ({ i, x, y })));
  dots.sort((a, b) => a.x - b.x);
  const xs = dots.map((d) => d.x);
  // Expansions go on a log scale: a dot at 0 has no place there.
  const ys = series.map((_, i) => dots.map((d) => (d.i === i && d.y > 0 ? d.y : null)));
  return [xs, ...ys];
}

/** Mounts the chart of `series` in `node`; `update` draws new series. */
export function scatterChart(node: HTMLElement, series: readonly ScatterSeries[]): { update(series: readonly ScatterSeries[]): void; destroy(): void } {
  let plot: uPlot | null = null;
  const build = (current: readonly ScatterSeries[]) => {
    plot?.destroy();
    plot = new uPlot(optionsOf(current, Math.max(240, node.clientWidth)), scatterColumns(current) as uPlot.AlignedData, node);
  };
  const resize = new ResizeObserver(() => {
    if (plot && node.clientWidth > 0 && Math.abs(plot.width - node.clientWidth) > 1) plot.setSize({ width: node.clientWidth, height: HEIGHT });
  });
  resize.observe(node);
  build(series);
  return {
    update: (next) => build(next),
    destroy() {
      resize.disconnect();
      plot?.destroy();
      plot = null;
    },
  };
}

function optionsOf(series: readonly ScatterSeries[], width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    padding: [8, 12, 0, 4],
    cursor: { drag: { x: false, y: false } },
    legend: { show: true, live: false },
    // A little room either side, so the dots at the extremes are not cut in half by the edge.
    scales: { x: { time: false, range: (_u, min, max) => [min - (max - min) * 0.02 - 0.5, max + (max - min) * 0.02 + 0.5] }, y: { distr: 3 } },
    axes: [
      { ...AXIS, label: 'Optimal cost', labelSize: 18, values: (_u: uPlot, splits: (number | null)[]) => splits.map(compact) },
      { ...AXIS, label: 'Expanded', labelSize: 18, size: 56, values: (_u: uPlot, splits: (number | null)[]) => splits.map(compact) },
    ],
    series: [
      { label: 'Optimal cost' },
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        fill: s.color,
        width: 0,
        paths: () => null,
        // Rings, not discs: four configurations' dots at the same optimal cost stay visible.
        points: { show: true, size: 6, width: 1.5, stroke: s.color, fill: 'transparent' },
      })),
    ],
  };
}
