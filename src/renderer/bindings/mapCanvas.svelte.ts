// The one Svelte action that mounts the Pixi map view (and its minimap) and keeps them in step
// with the state: runes on the Svelte side, plain method calls on the canvas side.
import { MapInput } from '../canvas/mapInput';
import { MapView } from '../canvas/mapView';
import { Minimap } from '../canvas/minimap';
import { exploredCells } from '../canvas/explored';
import type { Studio } from '../state/studio.svelte';
import { ToolController } from '../tools/toolController';

export interface MapCanvasOptions {
  studio: Studio;
  /** Receives the view once mounted (commands like zoom need it). */
  onReady(view: MapView, tools: ToolController): void;
  onContextMenu(cell: number, clientX: number, clientY: number): void;
}

export function mapCanvas(node: HTMLElement, options: MapCanvasOptions) {
  const { studio } = options;
  const { doc, editor, runs } = studio;
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
      $effect(() => {
        const result = runs.result;
        void doc.shapeRevision; // a resize invalidates cell indices
        const fits = result && result.path.every((c) => c < doc.width * doc.height);
        view.setPath(result && fits ? result.path : new Int32Array(0));
        view.setExplored(result?.trace && fits ? exploredCells(result.trace, doc.width * doc.height) : null);
      });
    });
    options.onReady(view, tools);
    teardown = () => {
      stopEffects();
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
