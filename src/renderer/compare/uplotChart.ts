// A uPlot chart as a Svelte action: lines (one per pane, the pane's colour) or bars, sized to its
// element, with a vertical marker at the lock-step cursor. New data is handed to the same chart;
// the chart is made again only when its series change (a pane added, removed or recoloured). The
// marker is an element over the plot, moved without redrawing the chart, so playing costs nothing.
// A bar's label is an element under its bar, as wide as the bar's slot and cut short with an
// ellipsis (its full text in its title), so long pane names never run into each other.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartColumns } from './chartData';

/** What a chart shows. */
export interface ChartSpec {
  kind: 'lines' | 'bars';
  /** One per series (pane): its legend label and colour (#rrggbb). */
  series: { label: string; color: string }[];
  columns: ChartColumns;
  /** The x axis's label. */
  xLabel: string;
  /** Where the cursor's marker stands on the x axis; null: none. */
  marker: number | null;
  /** The x axis's range; null: from the data. */
  xRange: [number, number] | null;
  /** Bars: the label under each bar (its pane). */
  categories?: string[];
}

const HEIGHT = 180;
const AXIS = { stroke: '#9a9cab', grid: { stroke: '#3a3d47', width: 1 }, ticks: { stroke: '#3a3d47', width: 1 } };
const compact = (v: number) => (Math.abs(v) >= 1_000_000 ? `${+(v / 1e6).toFixed(2)}M` : Math.abs(v) >= 1000 ? `${+(v / 1000).toFixed(1)}k` : `${+v.toFixed(2)}`);

/** Mounts a chart of `spec` in `node`. */
export function uplotChart(node: HTMLElement, spec: ChartSpec): { update(spec: ChartSpec): void; destroy(): void } {
  let current = spec;
  let plot: uPlot | null = null;
  let signature = '';
  const marker = document.createElement('div');
  marker.className = 'cursor-marker';
  Object.assign(marker.style, { position: 'absolute', top: '0', bottom: '0', width: '0', borderLeft: '1px solid #ffffff', opacity: '0.7', pointerEvents: 'none' });

  const labels = document.createElement('div');
  labels.className = 'bar-labels';
  Object.assign(labels.style, { position: 'absolute', left: '0', right: '0', height: '16px', pointerEvents: 'auto' });

  /** The bars' labels under their slots (bars only). */
  const placeLabels = (u: uPlot) => {
    const categories = current.kind === 'bars' ? (current.categories ?? []) : [];
    labels.replaceChildren();
    if (categories.length === 0) return;
    if (labels.parentElement !== u.over.parentElement) u.over.parentElement!.appendChild(labels);
    const over = u.over;
    const slot = u.valToPos(1.5, 'x') - u.valToPos(0.5, 'x');
    if (!Number.isFinite(slot) || slot <= 0) return;
    labels.style.top = `${over.offsetTop + over.offsetHeight + 6}px`;
    categories.forEach((text, i) => {
      const label = document.createElement('span');
      label.className = 'bar-label';
      label.textContent = text;
      label.title = text;
      const left = over.offsetLeft + u.valToPos(i + 1, 'x') - slot / 2;
      Object.assign(label.style, {
        position: 'absolute', left: `${left + 2}px`, width: `${Math.max(0, slot - 4)}px`, textAlign: 'center',
        overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: '11px', color: AXIS.stroke,
      });
      labels.appendChild(label);
    });
  };

  const placeMarker = () => {
    const x = current.marker;
    if (!plot || x === null) {
      marker.style.display = 'none';
      return;
    }
    const left = plot.valToPos(x, 'x');
    const inside = Number.isFinite(left) && left >= 0 && left <= plot.over.clientWidth;
    marker.style.display = inside ? 'block' : 'none';
    marker.style.left = `${left}px`;
  };

  const build = () => {
    plot?.destroy();
    signature = signatureOf(current);
    // The labels are placed once uPlot has laid the plot out and drawn it (its scales are set then).
    plot = new uPlot(optionsOf(current, Math.max(200, node.clientWidth), placeLabels), current.columns as uPlot.AlignedData, node);
    plot.over.appendChild(marker);
    placeMarker();
  };

  const resize = new ResizeObserver(() => {
    if (plot && node.clientWidth > 0 && Math.abs(plot.width - node.clientWidth) > 1) {
      plot.setSize({ width: node.clientWidth, height: HEIGHT });
      placeMarker();
    }
  });
  resize.observe(node);
  build();

  return {
    update(next: ChartSpec) {
      const before = current;
      current = next;
      if (signatureOf(next) !== signature) build();
      else if (next.columns !== before.columns || next.xRange?.join() !== before.xRange?.join()) {
        plot!.setData(next.columns as uPlot.AlignedData);
        if (next.xRange) plot!.setScale('x', { min: next.xRange[0], max: next.xRange[1] });
      }
      placeMarker();
    },
    destroy() {
      resize.disconnect();
      plot?.destroy();
      plot = null;
    },
  };
}

/** What forces a new chart: the kind, the series and their colours. */
function signatureOf(spec: ChartSpec): string {
  return [spec.kind, spec.xLabel, ...spec.series.map((s) => `${s.label}|${s.color}`), ...(spec.categories ?? [])].join('\n');
}

function optionsOf(spec: ChartSpec, width: number, drawn: (u: uPlot) => void): uPlot.Options {
  const bars = spec.kind === 'bars';
  const range = spec.xRange;
  return {
    width,
    height: HEIGHT,
    hooks: { draw: [drawn] },
    padding: [8, 12, 0, 4],
    cursor: { drag: { x: false, y: false }, points: { show: !bars } },
    legend: { show: true, live: !bars },
    scales: {
      x: {
        time: false,
        range: range ? () => range : bars ? (_u, _min, _max) => [0.5, spec.series.length + 0.5] : undefined,
      },
      // Bars stand on 0, or a small difference would look like a large one.
      ...(bars ? { y: { range: (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.08 : 1] } } : {}),
    },
    axes: [
      {
        ...AXIS,
        label: spec.xLabel,
        labelSize: 18,
        ...(bars
          ? { splits: () => spec.series.map((_, i) => i + 1), values: (_u: uPlot, splits: number[]) => splits.map(() => '') }
          : { values: (_u: uPlot, splits: number[]) => splits.map(compact) }),
      },
      { ...AXIS, size: 50, values: (_u: uPlot, splits: number[]) => splits.map(compact) },
    ],
    series: [
      { label: spec.xLabel, value: (_u, v) => (v === null || v === undefined ? '—' : compact(v)) },
      ...spec.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: bars ? 0 : 1.5,
        spanGaps: true,
        points: { show: false },
        ...(bars ? { fill: s.color, paths: uPlot.paths.bars!({ size: [0.6, 80] }) } : {}),
        value: (_u: uPlot, v: number | null) => (v === null || v === undefined ? '—' : compact(v)),
      })),
    ],
  };
}
