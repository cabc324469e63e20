// The one Svelte action that mounts the Pixi map view (and its minimap) and keeps them in step
// with the state: runes on the Svelte side, plain method calls on the canvas side.
import { untrack } from 'svelte';
import { MapInput } from '../canvas/mapInput';
import { MapView } from '../canvas/mapView';
import { Minimap } from '../canvas/minimap';
import { BreakpointOverlay } from '../overlays/breakpointOverlay';
import { CellNumbersOverlay } from '../overlays/cellNumbersOverlay';
import { HeatmapOverlay } from '../overlays/heatmapOverlay';
import { TreeArrowsOverlay } from '../overlays/treeArrowsOverlay';
import { RunOverlays } from '../overlays/runOverlays';
import { BranchOverlay } from '../panels/branchOverlay';
import type { Studio } from '../state/studio.svelte';
import { ToolController } from '../tools/toolController';

export interface MapCanvasOptions {
  studio: Studio;
  /** Receives the view once mounted (commands like zoom need it), and its run overlays. */
  onReady(view: MapView, tools: ToolController, overlays: RunOverlays): void;
  onContextMenu(cell: number, clientX: number, clientY: number): void;
}

export function mapCanvas(node: HTMLElement, options: MapCanvasOptions) {
  const { studio } = options;
  const { doc, editor, runs, debugView } = studio;
  let destroyed = false;
  let teardown: (() => void) | null = null;

  void MapView.create(node).then((view) => {
    if (destroyed) {
      view.destroy();
      return;
    }
    const tools = new ToolController(doc, editor, options.onContextMenu);
    tools.onPreview = (preview) => view.setPreview(preview);
    const input = new MapInput(view, tools);
    const minimap = new Minimap(view);
    node.appendChild(minimap.canvas);
    const unsubscribe = doc.changes.subscribe((box) => view.cellsChanged(box));
    const breakpoints = new BreakpointOverlay();
    view.addOverlay(breakpoints, 'marks');
    const overlays = new RunOverlays(view, (run, query) => studio.host.search.traceQuery(run, query), (run, err) => runs.traceFailed(run, err));
    const heatmap = new HeatmapOverlay((legend) => (debugView.legend = legend));
    const treeArrows = new TreeArrowsOverlay(() => overlays.invalidate());
    const cellNumbers = new CellNumbersOverlay(() => overlays.invalidate());
    overlays.add(heatmap, 'cells');
    overlays.add(treeArrows, 'marks');
    overlays.add(cellNumbers, 'screen');
    // The search-tree branch picked in the Search tree panel.
    const branch = new BranchOverlay();
    view.addOverlay(branch, 'marks');
    const unwatchCamera = view.camera.onChange(() => (editor.zoom = view.camera.scale));
    const stopEffects = $effect.root(() => {
      $effect(() => view.setMap(doc.grid, doc.topology));
      $effect(() => view.setMarkers(doc.start, doc.goal));
      $effect(() => view.setGridVisible(editor.showGrid));
      $effect(() => view.setHeightView(editor.heightView));
      $effect(() => view.setLabelMode(editor.showCellText ? (editor.heightView !== 'off' ? 'height' : 'cost') : 'off'));
      $effect(() => void (minimap.canvas.hidden = !editor.showMinimap));
      $effect(() => {
        // Settings the cursor preview shows: redraw it when any changes.
        void [editor.tool, editor.terrain, editor.brushSize, editor.brushShape, editor.shapeFilled, editor.heightMode, doc.shapeRevision];
        tools.emitPreview();
      });
      $effect(() => breakpoints.set($state.snapshot(runs.breakpoints)));
      $effect(() => branch.set(studio.debugView.branch));
      $effect(() => view.setCellNumbersShown(studio.debugView.cellNumbers && (runs.run?.steppable ?? false)));
      $effect(() => {
        // What the debugger draws besides open and closed cells, as picked in the side panel.
        heatmap.choose(debugView.heatmap === 'none' ? null : debugView.heatmap);
        treeArrows.setEnabled(debugView.treeArrows);
        cellNumbers.setEnabled(debugView.cellNumbers);
        // Open and closed colours under a heatmap would tint its scale; its clear cells show what is unseen.
        overlays.states.container.visible = debugView.heatmap === 'none';
        // Fetching reads the run's state: that is the run effect's to follow, not this one's.
        untrack(() => overlays.invalidate());
      });
      $effect(() => {
        // The run at the cursor's step; its overlays hide themselves on a map of another size.
        const run = runs.run;
        void [doc.shapeRevision, run?.summary, run?.result, run?.lost];
        overlays.show(run, runs.cursor.step);
      });
    });
    options.onReady(view, tools, overlays);
    teardown = () => {
      stopEffects();
      overlays.destroy();
      unwatchCamera();
      unsubscribe();
      input.destroy();
      minimap.destroy();
      view.destroy();
    };
  });

  return {
    destroy() {
      destroyed = true;
      teardown?.();
    },
  };
}
