// Colour scales for the debugger's heatmaps, and the legend's range: a perceptual sequential scale
// (viridis) for g, h, f and expansion order, and a diverging one for the heuristic's error h* − h,
// centred on 0 (blue where h underestimates, white where it is exact, red where it overestimates).
// Plain functions with no Pixi, so the map layer, the side panel's colour bar and the tests agree.
import type { TraceLayer } from '../../shared/protocol/messages';
import { premultiplied } from './premultiplied';

/** A heatmap's layer: every per-cell value but the parent links. */
export type HeatLayer = Exclude<TraceLayer, 'parent'>;

/** What the legend shows for the heatmap on the map. */
export interface HeatLegend {
  layer: HeatLayer;
  /** The range the colours span (NaN while no cell has a value yet). */
  min: number;
  max: number;
  /** The worker is computing h* (the first error map of a run on a big map takes a while). */
  computing: boolean;
}

/** Matplotlib's viridis at 0, 0.1, …, 1: even steps in lightness, readable in grey and by most colour-blind eyes. */
const VIRIDIS = ['#440154', '#482475', '#414487', '#355f8d', '#2a788e', '#21918c', '#22a884', '#44bf70', '#7ad151', '#bddf26', '#fde725'];

/** ColorBrewer's RdBu from red (t = 0: h overestimates) through white (t = 0.5: exact) to blue (t = 1: h underestimates). */
const RED_WHITE_BLUE = ['#b2182b', '#ef8a62', '#fddbc7', '#f7f7f7', '#d1e5f0', '#67a9cf', '#2166ac'];

/** Opacity of a heatmap cell: the terrain still reads through. */
export const HEAT_ALPHA = 200;

/** Colour-index 0 means "no value" (clear); 1…255 span the scale. */
export const HEAT_STEPS = 255;

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** The colour at `t` in [0, 1] along evenly spaced stops, linearly between them. */
function along(stops: readonly string[], t: number): [number, number, number] {
  const u = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(u));
  const a = rgb(stops[i]!), b = rgb(stops[i + 1]!);
  const f = u - i;
  return [0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * f)) as [number, number, number];
}

/** Whether the layer's scale is diverging around 0 (the heuristic's error) rather than sequential. */
export function isDiverging(layer: HeatLayer): boolean {
  return layer === 'error';
}

/** The scale's colour at `t` in [0, 1] as [r, g, b] (0–255). */
export function scaleColour(layer: HeatLayer, t: number): [number, number, number] {
  return along(isDiverging(layer) ? RED_WHITE_BLUE : VIRIDIS, t);
}

/** A CSS linear-gradient of the scale, left (min) to right (max), for the legend's colour bar. */
export function cssGradient(layer: HeatLayer, stops = 11): string {
  const parts: string[] = [];
  for (let k = 0; k < stops; k++) {
    const t = k / (stops - 1);
    parts.push(`rgb(${scaleColour(layer, t).join(' ')}) ${Math.round(t * 100)}%`);
  }
  return `linear-gradient(to right, ${parts.join(', ')})`;
}

/**
 * The premultiplied translucent colour for each colour index (0: clear), as the cell textures take
 * them; index i ≥ 1 is the scale at (i − 1) / 254.
 */
export function colourTable(layer: HeatLayer): Uint32Array {
  const table = new Uint32Array(HEAT_STEPS + 1);
  for (let i = 1; i <= HEAT_STEPS; i++) {
    const [r, g, b] = scaleColour(layer, (i - 1) / (HEAT_STEPS - 1));
    table[i] = premultiplied(r, g, b, HEAT_ALPHA);
  }
  return table;
}

/** The colour index (1…255) of `value` on a scale from `min` to `max`; 0 for NaN or when the range is unknown. */
export function colourIndex(value: number, min: number, max: number): number {
  if (Number.isNaN(value) || Number.isNaN(min) || Number.isNaN(max)) return 0;
  // A range of one value (the start alone at step 0) shows at the low end.
  const t = max > min ? (value - min) / (max - min) : 0;
  return 1 + Math.round(Math.min(1, Math.max(0, t)) * (HEAT_STEPS - 1));
}

/** A value range (NaN, NaN when empty). */
export interface HeatRange {
  min: number;
  max: number;
}

/**
 * The legend's range after an answer spanning [min, max]: it only widens, so colours and labels stay
 * put while the user scrubs back or pans. The error scale is symmetric around 0 so white means
 * exact; an answer with no values (NaN) leaves the range as it was.
 */
export function widenRange(layer: HeatLayer, range: HeatRange | null, min: number, max: number): HeatRange {
  let lo = range?.min ?? NaN, hi = range?.max ?? NaN;
  if (Number.isFinite(min) && Number.isFinite(max)) {
    lo = Number.isNaN(lo) ? min : Math.min(lo, min);
    hi = Number.isNaN(hi) ? max : Math.max(hi, max);
  }
  if (isDiverging(layer) && !Number.isNaN(lo)) {
    const m = Math.max(Math.abs(lo), Math.abs(hi));
    return { min: -m, max: m };
  }
  return { min: lo, max: hi };
}

/**
 * The legends of one map view's heatmaps: a range per layer that only widens while the same run is
 * shown (a new run starts afresh), and "Computing h*" while a run's first error map is asked for
 * (the worker computes h* for the whole map first).
 */
export class HeatLegends {
  private run = -1;
  private readonly ranges = new Map<HeatLayer, HeatRange>();
  /** Runs whose error layer the worker has answered once. */
  private readonly errorKnown = new Set<number>();

  /** What the legend says while `layer` of `run` is being asked for: "computing" for a first error map, else its range so far. */
  asking(run: number, layer: HeatLayer): HeatLegend {
    if (run !== this.run) {
      this.run = run;
      this.ranges.clear();
    }
    const computing = layer === 'error' && !this.errorKnown.has(run);
    return this.legend(layer, computing);
  }

  /** Takes in an answer spanning [min, max]; returns the legend and the range to colour by. */
  answered(run: number, layer: HeatLayer, min: number, max: number): HeatLegend {
    if (layer === 'error') this.errorKnown.add(run);
    if (run !== this.run) return this.legend(layer, false);
    this.ranges.set(layer, widenRange(layer, this.ranges.get(layer) ?? null, min, max));
    return this.legend(layer, false);
  }

  /** The question failed: the legend keeps its range and stops saying "computing". */
  failed(layer: HeatLayer): HeatLegend {
    return this.legend(layer, false);
  }

  /** Forgets every range (a new map). */
  clear(): void {
    this.run = -1;
    this.ranges.clear();
  }

  private legend(layer: HeatLayer, computing: boolean): HeatLegend {
    const r = this.ranges.get(layer);
    return { layer, min: r?.min ?? NaN, max: r?.max ?? NaN, computing };
  }
}

/** A legend label: whole numbers for expansion order, else up to 4 significant figures without trailing zeros. */
export function formatLegendValue(layer: HeatLayer, value: number): string {
  if (Number.isNaN(value)) return '–';
  if (layer === 'order') return Math.round(value).toLocaleString('en-US');
  const text = Math.abs(value) >= 10_000 ? Math.round(value).toLocaleString('en-US') : String(Number(value.toPrecision(4)));
  // "−0" reads as a bug: an exact heuristic's error is 0.
  return text === '-0' ? '0' : text.replace('-', '−');
}
