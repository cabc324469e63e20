// The one Svelte action that mounts the Pixi map view (and its minimap) and keeps them in step
// with the state: the document (followDocument, as the compare view's stage), the tools, and the
// registered overlays over the single view's one pane.
import { MapInput } from '../canvas/mapInput';
import { MapView } from '../canvas/mapView';
import { Minimap } from '../canvas/minimap';
import { mountOverlays, type PaneOverlays } from '../overlays/mountOverlays.svelte';
import type { Studio } from '../state/studio.svelte';
import { ToolController } from '../tools/toolController';
import { followDocument } from './followDocument.svelte';

export interface MapCanvasOptions {
  studio: Studio;
  /** Receives the view once mounted (commands like zoom need it), and its overlays. */
  onReady(view: MapView, tools: ToolController, overlays: PaneOverlays): void;
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
    const minimap = new Minimap(view, () => (editor.showMinimap = false));
    node.appendChild(minimap.element);
    // Fit shows every cell clear of the minimap while it is shown.
    view.fitCorner = () => (editor.showMinimap ? minimap.footprint() : null);
    const unfollow = followDocument(view, studio, () => view.fit());
    const unwatchCamera = view.camera.onChange(() => (editor.zoom = view.camera.scale));
    const stopEffects = $effect.root(() => {
      $effect(() => void (minimap.element.hidden = !editor.showMinimap));
      $effect(() => {
        // Settings the cursor preview shows: redraw it when any changes.
        void [editor.tool, editor.terrain, editor.brushSize, editor.brushShape, editor.shapeFilled, editor.heightMode, doc.shapeRevision];
        tools.emitPreview();
      });
    });
    // The registered overlays, over the single view's one pane at the cursor's step (after the map is shown).
    const overlays = mountOverlays({ view: 'map', studio, pane: runs.pane, compare: null, host: view.pane, legend: (legend) => (debugView.legend = legend) });
    options.onReady(view, tools, overlays);
    teardown = () => {
      stopEffects();
      overlays.destroy();
      unwatchCamera();
      unfollow();
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
