// The one Svelte action that mounts the Pixi map view and keeps it in step with the state:
// runes on the Svelte side, plain method calls on the canvas side.
import { MapInput } from '../canvas/mapInput';
import { MapView } from '../canvas/mapView';
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
    const input = new MapInput(view, tools);
    const unsubscribe = doc.changes.subscribe((box) => view.cellsChanged(box));
    const unwatchCamera = view.camera.onChange(() => (editor.zoom = view.camera.scale));
    const stopEffects = $effect.root(() => {
      $effect(() => view.setMap(doc.grid));
      $effect(() => view.setMarkers(doc.start, doc.goal));
      $effect(() => view.setGridVisible(editor.showGrid));
      $effect(() => {
        const result = runs.result;
        view.setPath(result ? result.path : new Int32Array(0));
        view.setExplored(result?.trace ? exploredCells(result.trace, doc.width * doc.height) : null);
      });
    });
    options.onReady(view, tools);
    teardown = () => {
      stopEffects();
      unwatchCamera();
      unsubscribe();
      input.destroy();
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
