// Mounts the compare view's canvas and its panes, and keeps them in step with the state: the
// document (map, markers, view switches) for the shared stage, and per pane its run at the
// lock-step cursor, its path colour, every pane's path, the Difference overlay, the debugger's
// overlays (heatmap, parent arrows, numbers in cells, as the debugger's switches say; each pane's
// heatmap legend is its own) and pointer input.
// Two Svelte actions: one for the stage element, one for each pane's viewport element (a
// transparent box over the canvas that takes the pane's pointer input and gives it its rectangle).
import type { CellRect as TraceRect } from '../../shared/engine/trace/index';
import type { RunDifference } from '../../shared/engine/trace/difference';
import { BOTH_COLOR, type ComparePane, type CompareState } from '../compare/compare.svelte';
import { CellNumbersOverlay } from '../overlays/cellNumbersOverlay';
import { HeatmapOverlay } from '../overlays/heatmapOverlay';
import type { HeatLegend } from '../overlays/heatScale';
import { RunOverlays } from '../overlays/runOverlays';
import { TreeArrowsOverlay } from '../overlays/treeArrowsOverlay';
import type { Studio } from '../state/studio.svelte';
import { CompareStage } from './compareStage';
import { installCompareTestHooks, removeCompareTestHooks } from './compareTestHooks';
import { DifferenceOverlay } from './differenceOverlay';
import type { PaneRect } from './paneGeometry';
import { PaneInput } from './paneInput';
import { PanePathsOverlay } from './panePathsOverlay';
import type { PaneView } from './paneView';

/** What one pane's viewport has once the stage exists. */
export interface PaneBinding {
  pane: ComparePane;
  element: HTMLElement;
  view: PaneView;
  overlays: RunOverlays;
  paths: PanePathsOverlay;
  difference: DifferenceOverlay;
  /** The step the pane's overlays last finished showing (−1 before any). */
  shownStep: number;
  destroy(): void;
}

export class ComparePanes {
  private stage: CompareStage | null = null;
  /** Viewport elements by pane id, bound or waiting for the stage. */
  private readonly elements = new Map<number, { element: HTMLElement; pane: ComparePane }>();
  private readonly bindings = new Map<number, PaneBinding>();
  private host: HTMLElement | null = null;
  private layoutFrame = 0;
  private readonly resizeObserver = new ResizeObserver(() => this.scheduleLayout());
  /** Each pane's heatmap legend (by pane id): the colours span each run's own range. */
  legends = $state<Record<number, HeatLegend | null>>({});
  /** The difference last asked for, shared by panes A and B when they ask for the same cells. */
  private lastDifference: { key: string; answer: Promise<RunDifference | null> } | null = null;

  constructor(
    private readonly studio: Studio,
    /** The compare state the panes show. */
    readonly compare: CompareState,
  ) {}

  /** The stage once created (tests and commands reach the panes' cameras through it). */
  get current(): CompareStage | null {
    return this.stage;
  }

  /** The pane bindings, in pane order. */
  get bound(): PaneBinding[] {
    return this.compare.panes.map((p) => this.bindings.get(p.id)).filter((b): b is PaneBinding => b !== undefined);
  }

  /** Svelte action: the element the shared canvas fills. */
  mountStage = (node: HTMLElement) => {
    this.host = node;
    this.resizeObserver.observe(node);
    let destroyed = false;
    let teardown: (() => void) | null = null;
    void CompareStage.create(node).then((stage) => {
      if (destroyed) {
        stage.destroy();
        return;
      }
      this.stage = stage;
      teardown = this.followDocument(stage);
      for (const [id, { element, pane }] of this.elements) this.bind(id, element, pane, stage);
      installCompareTestHooks(this);
      this.scheduleLayout();
    });
    return {
      destroy: () => {
        destroyed = true;
        if (this.layoutFrame) cancelAnimationFrame(this.layoutFrame);
        this.resizeObserver.disconnect();
        for (const id of [...this.bindings.keys()]) this.unbind(id);
        teardown?.();
        removeCompareTestHooks();
        this.stage?.destroy();
        this.stage = null;
        this.host = null;
      },
    };
  };

  /** Svelte action: pane `pane`'s viewport (keyed by pane, so it lives as long as the pane). */
  mountPane = (node: HTMLElement, pane: ComparePane) => {
    const id = pane.id;
    this.elements.set(id, { element: node, pane });
    this.resizeObserver.observe(node);
    if (this.stage) this.bind(id, node, pane, this.stage);
    this.scheduleLayout();
    return {
      destroy: () => {
        this.resizeObserver.unobserve(node);
        this.elements.delete(id);
        this.unbind(id);
        this.scheduleLayout();
      },
    };
  };

  /** Zooms every pane (linked) or the first, around its centre (keyboard and menu zoom). */
  zoomCentre(factor: number): void {
    const views = this.stage?.paneViews.filter((v) => v.measured) ?? [];
    for (const v of views) {
      v.camera.zoomAt(v.rect.width / 2, v.rect.height / 2, factor);
      if (this.stage!.link.linked) break;
    }
  }

  /** Shows the whole map in every pane. */
  fit(): void {
    this.stage?.fitAll();
  }

  /** Re-measures the panes' rectangles against the stage at the next frame (panes added, removed, resized). */
  scheduleLayout(): void {
    if (this.layoutFrame) return;
    this.layoutFrame = requestAnimationFrame(() => {
      this.layoutFrame = 0;
      this.layout();
    });
  }

  private layout(): void {
    const stage = this.stage, host = this.host;
    if (!stage || !host) return;
    const origin = host.getBoundingClientRect();
    const rects = new Map<number, PaneRect>();
    for (const [id, { element }] of this.elements) {
      const r = element.getBoundingClientRect();
      rects.set(id, { x: Math.round(r.left - origin.left), y: Math.round(r.top - origin.top), width: Math.round(r.width), height: Math.round(r.height) });
    }
    stage.layout(rects);
  }

  /** The stage follows the document and the view switches; returns how to stop. */
  private followDocument(stage: CompareStage): () => void {
    const { doc, editor } = this.studio;
    const unsubscribe = doc.changes.subscribe((box) => stage.cellsChanged(box));
    const stop = $effect.root(() => {
      $effect(() => stage.setMap(doc.grid, doc.topology));
      $effect(() => stage.setMarkers(doc.start, doc.goal));
      $effect(() => stage.setGridVisible(editor.showGrid));
      $effect(() => stage.setHeightView(editor.heightView));
      $effect(() => stage.setLabelMode(editor.showCellText ? (editor.heightView !== 'off' ? 'height' : 'cost') : 'off'));
      $effect(() => stage.link.setLinked(this.compare.linkCameras));
    });
    return () => {
      stop();
      unsubscribe();
    };
  }

  private bind(id: number, element: HTMLElement, pane: ComparePane, stage: CompareStage): void {
    if (this.bindings.has(id)) return;
    const { studio, compare } = this;
    const { doc, editor, debugView } = studio;
    const view = stage.addPane(id);
    // Every pane's path under the pane's own (RunOverlays adds its path after this).
    const paths = new PanePathsOverlay();
    view.addOverlay(paths, 'marks');
    const overlays = new RunOverlays(view, (run, query) => studio.host.search.traceQuery(run, query), (run, err) => {
      if (pane.run === run) compare.traceFailed(pane, err);
    });
    overlays.path.color = pane.color;
    const heatmap = new HeatmapOverlay((legend) => (this.legends[id] = legend));
    overlays.add(heatmap, 'cells');
    const difference = new DifferenceOverlay((rect) => this.differenceFor(rect));
    overlays.add(difference, 'cells');
    const arrows = new TreeArrowsOverlay(() => overlays.invalidate());
    overlays.add(arrows, 'marks');
    const numbers = new CellNumbersOverlay(() => overlays.invalidate());
    overlays.add(numbers, 'screen');
    const input = new PaneInput(element, view, { hover: (c) => (editor.hoverCell = c ? c.y * doc.width + c.x : -1) });
    // The status bar's zoom: the pane moved last (all of them while linked).
    const unwatchZoom = view.camera.onChange(() => (editor.zoom = view.camera.scale));
    const binding: PaneBinding = { pane, element, view, overlays, paths, difference, shownStep: -1, destroy: () => {} };
    overlays.onShown = (step) => (binding.shownStep = step);
    const stop = $effect.root(() => {
      $effect(() => {
        // The pane's run at the step the lock-step cursor gives it.
        const run = pane.run;
        void [doc.shapeRevision, run?.summary, run?.result, run?.lost];
        overlays.show(run, pane.step);
      });
      $effect(() => {
        paths.set(
          compare.pathsInEveryPane
            ? compare.panes.flatMap((p) => (p.run?.result && p.run.result.path.length > 1 ? [{ cells: p.run.result.path, color: p.color }] : []))
            : [],
        );
      });
      $effect(() => {
        // The debugger's switches, shared with the single view.
        heatmap.choose(debugView.heatmap === 'none' ? null : debugView.heatmap);
        arrows.setEnabled(debugView.treeArrows);
        numbers.setEnabled(debugView.cellNumbers);
        overlays.invalidate();
      });
      $effect(() => {
        // Difference in panes A and B: it replaces their open and closed colours, which would tint its
        // three; so does a heatmap (its clear cells show what is unseen).
        const chosen = compare.difference;
        const pair = compare.differencePair();
        const index = compare.panes.indexOf(pane);
        const shows = pair !== null && chosen !== null && (chosen.a === index || chosen.b === index);
        difference.setEnabled(shows, pair ? { onlyA: pair[0].color, onlyB: pair[1].color, both: BOTH_COLOR } : undefined);
        overlays.states.container.visible = !shows && debugView.heatmap === 'none';
        heatmap.container.visible = !shows;
        if (!shows) return;
        // Either pane's step moves the difference, even when this pane's own step holds (finished).
        void [pair[0].step, pair[1].step, compare.differenceAtEnd];
        overlays.invalidate();
      });
    });
    binding.destroy = () => {
      stop();
      unwatchZoom();
      input.destroy();
      overlays.destroy();
      stage.removePane(id);
    };
    this.bindings.set(id, binding);
  }

  private unbind(id: number): void {
    const binding = this.bindings.get(id);
    if (!binding) return;
    this.bindings.delete(id);
    delete this.legends[id];
    binding.destroy();
    this.studio.editor.hoverCell = -1;
  }

  /** The difference of the chosen panes over `rect`; panes A and B asking for the same cells share one answer. */
  private differenceFor(rect: TraceRect): Promise<RunDifference | null> {
    const pair = this.compare.differencePair();
    if (!pair) return Promise.resolve(null);
    const [a, b] = pair;
    const key = [a.run!.id, b.run!.id, a.step, b.step, this.compare.differenceAtEnd, rect.x, rect.y, rect.width, rect.height, rect.stride ?? 1].join(',');
    if (this.lastDifference?.key === key) return this.lastDifference.answer;
    const answer = this.compare.differenceAt(rect);
    this.lastDifference = { key, answer };
    // A failed question is asked again next time rather than answered from the cache.
    answer.catch(() => {
      if (this.lastDifference?.key === key) this.lastDifference = null;
    });
    return answer;
  }
}
