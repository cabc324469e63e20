// Keeps a map stage in step with the document and the view switches, for the single map view and
// the compare view alike: the map (fitted to the panes when it is new or changed size), its cells
// as they are edited, the markers and waypoints, grid lines, heights and cell text.
import type { MapStage } from '../canvas/mapStage';
import type { Studio } from '../state/studio.svelte';

/** Follows `studio`'s document onto `stage`; `fit` shows the whole of a new map. Returns how to stop. */
export function followDocument(stage: MapStage, studio: Studio, fit: () => void): () => void {
  const { doc, editor } = studio;
  const unsubscribe = doc.changes.subscribe((box) => {
    if (stage.cellsChanged(box)) fit();
  });
  const stop = $effect.root(() => {
    $effect(() => {
      stage.setMap(doc.grid, doc.topology);
      fit();
    });
    $effect(() => stage.setMarkers(doc.markers));
    $effect(() => stage.setGridVisible(editor.showGrid));
    $effect(() => stage.setHeightView(editor.heightView));
    $effect(() => stage.setLabelMode(editor.showCellText ? (editor.heightView !== 'off' ? 'height' : 'cost') : 'off'));
  });
  return () => {
    stop();
    unsubscribe();
  };
}
