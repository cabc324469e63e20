// Mounts the compare view's canvas (a map stage: the same render loop as the single view) and its
// panes, and keeps them in step with the state: the document (map, markers, view switches) for the
// stage, and per pane the registered overlays over its run at the lock-step cursor (as for the
// single view's one pane), its rectangle, camera and pointer input.
// Two Svelte actions: one for the stage element, one for each pane's viewport element (a
// transparent box over the canvas that takes the pane's pointer input and gives it its rectangle).
import type { ComparePane, CompareState } from '../compare/compare.svelte';
import { FrameTask } from '../canvas/frameTask';
import { MapStage } from '../canvas/mapStage';
import type { PaneView } from '../canvas/paneView';
import type { HeatLegend } from '../overlays/heatScale';
import { mountOverlays, type PaneOverlays } from '../overlays/mountOverlays.svelte';
import { followDocument } from '../bindings/followDocument.svelte';
import type { Studio } from '../state/studio.svelte';
import { installCompareTestHooks, removeCompareTestHooks } from './compareTestHooks';
import { centreShift, sameRect, type PaneRect } from './paneGeometry';
import { PaneInput } from './paneInput';

/** What one pane's viewport has once the stage exists. */
export interface PaneBinding {
  pane: ComparePane;
  element: HTMLElement;
  view: PaneView;
  overlays: PaneOverlays;
  /** The step the pane's overlays last finished showing (−1 before any). */
  shownStep: number;
  destroy(): void;
}

export class ComparePanes {
  private stage: MapStage | null = null;
  /** Viewport elements by pane id, bound or waiting for the stage. */
  private readonly elements = new Map<number, { element: HTMLElement; pane: ComparePane }>();
  private readonly bindings = new Map<number, PaneBinding>();
  private host: HTMLElement | null = null;
  private readonly layoutFrame = new FrameTask(() => this.layout());
  private readonly resizeObserver = new ResizeObserver(() => this.scheduleLayout());
  /** Each pane's heatmap legend (by pane id): the colours span each run's own range. */
  legends = $state<Record<number, HeatLegend | null>>({});

  constructor(
    private readonly studio: Studio,
    /** The compare state the panes show. */
    readonly compare: CompareState,
  ) {}

  /** The stage once created (tests and commands reach the panes' cameras through it). */
  get current(): MapStage | null {
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
    void MapStage.create(node, 'compare-canvas').then((stage) => {
      if (destroyed) {
        stage.destroy();
        return;
      }
      this.stage = stage;
      const unfollow = followDocument(stage, this.studio, () => stage.fitAll());
      const unlink = $effect.root(() => {
        $effect(() => stage.link.setLinked(this.compare.linkCameras));
      });
      teardown = () => {
        unlink();
        unfollow();
      };
      for (const [id, { element, pane }] of this.elements) this.bind(id, element, pane, stage);
      installCompareTestHooks(this);
      this.scheduleLayout();
    });
    return {
      destroy: () => {
        destroyed = true;
        this.layoutFrame.cancel();
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
    this.layoutFrame.request();
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
    this.place(stage, rects);
  }

  /**
   * Places the panes (stage coordinates, from the page's layout). A pane placed for the first
   * time shows the whole map, or, while linked, what the other panes show. A pane that changed
   * size and showed the whole map shows it whole again, fitted to its new size (the statistics
   * folded away give the maps their room, as the single view does when a panel docks); otherwise
   * it keeps what was in its middle in its middle.
   */
  private place(stage: MapStage, rects: ReadonlyMap<number, PaneRect>): void {
    // Read before any pane moves: linked cameras follow the first one placed.
    const whole = new Set(stage.paneViews.filter((v) => v.measured && v.scene.showsWholeMap()).map((v) => v.id));
    let linkedShiftDone = false;
    for (const [id, rect] of rects) {
      const view = stage.paneView(id);
      if (!view || sameRect(view.rect, rect)) continue;
      const before = view.rect;
      const first = !view.measured;
      stage.placePane(id, rect);
      if (first) {
        const placed = stage.paneViews.some((p) => p !== view && p.measured);
        if (!(stage.link.linked && placed)) view.scene.fit();
        continue;
      }
      // Linked cameras move together: shift once, and the others follow.
      if (stage.link.linked && linkedShiftDone) continue;
      if (whole.has(id)) view.scene.fit();
      else {
        const { dx, dy } = centreShift(before, rect);
        if (dx !== 0 || dy !== 0) view.camera.panBy(dx, dy);
      }
      linkedShiftDone = stage.link.linked;
    }
  }

  private bind(id: number, element: HTMLElement, pane: ComparePane, stage: MapStage): void {
    if (this.bindings.has(id)) return;
    const { studio, compare } = this;
    const { doc, editor } = studio;
    const view = stage.addPane(id);
    const overlays = mountOverlays({ view: 'pane', studio, pane, compare, host: view, legend: (legend: HeatLegend | null) => (this.legends[id] = legend) });
    const input = new PaneInput(element, view, { hover: (c) => (editor.hoverCell = c ? c.y * doc.width + c.x : -1) });
    // The status bar's zoom: the pane moved last (all of them while linked).
    const unwatchZoom = view.camera.onChange(() => (editor.zoom = view.camera.scale));
    const binding: PaneBinding = {
      pane,
      element,
      view,
      overlays,
      shownStep: -1,
      destroy: () => {
        unwatchZoom();
        input.destroy();
        overlays.destroy();
        stage.removePane(id);
      },
    };
    overlays.frames.onShown = (step) => (binding.shownStep = step);
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
}
