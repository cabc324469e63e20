// View commands and the view keys: zoom and fit (the map view's camera, or the compare panes'),
// grid lines, the compare view, full screen, heights, cell text, the minimap, the live path and the
// level analyses.
import type { SearchOptions } from '../../../shared/engine/index';
import type { HeightView } from '../../state/editor.svelte';
import type { CommandHandlers } from '../commandTarget';

const HEIGHT_VIEWS: HeightView[] = ['off', 'shading', 'contours'];

export const viewHandlers = {
  'zoom-in': ({ camera }) => camera()?.zoomCentre(1.25),
  'zoom-out': ({ camera }) => camera()?.zoomCentre(0.8),
  'zoom-fit': ({ camera }) => camera()?.fit(),
  'toggle-grid': ({ studio: { editor } }) => void (editor.showGrid = !editor.showGrid),
  'toggle-compare': ({ studio: { compare, runs, doc } }) => {
    if (compare.active) return compare.close();
    runs.cancel();
    // A plain copy of the settings in use (they are a reactive proxy here).
    // It opens on every pane's answer (see CompareState.open).
    void compare.open(JSON.parse(JSON.stringify(runs.options)) as SearchOptions, doc);
  },
  'toggle-fullscreen': ({ studio }) => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => studio.notify('info', 'The browser did not allow full screen here.'));
  },
  'toggle-heights': ({ studio: { editor } }) => {
    editor.heightView = HEIGHT_VIEWS[(HEIGHT_VIEWS.indexOf(editor.heightView) + 1) % HEIGHT_VIEWS.length]!;
  },
  'toggle-cell-text': ({ studio: { editor } }) => void (editor.showCellText = !editor.showCellText),
  'toggle-minimap': ({ studio: { editor } }) => void (editor.showMinimap = !editor.showMinimap),
  'toggle-live-path': ({ studio: { live } }) => void (live.enabled = !live.enabled),
  'toggle-live-explored': ({ studio: { live } }) => void (live.explored = !live.explored),
  'show-regions': ({ studio: { analysis } }) => analysis.toggle('regions'),
  'show-movement-range': ({ studio: { analysis } }) => analysis.toggle('range'),
  'show-distance-field': ({ studio: { analysis } }) => analysis.toggle('field'),
  'show-chokepoints': ({ studio: { analysis } }) => analysis.toggle('cut'),
  'show-heuristic-lab': ({ studio: { heuristicLab } }) => heuristicLab.toggle(),
} satisfies CommandHandlers;
