// Every overlay a map pane can show, declared once each (next to its class) and listed here: the
// single map view, the compare panes and the overlay controls all read this list. Within a plane
// an overlay is drawn over the ones before it. A new overlay: its file, and one line here.
import { analysis } from './analysisOverlay';
import { baselinePath } from './baselinePathOverlay';
import { branch } from './branchOverlay';
import { breakpoints } from './breakpointOverlay';
import { chokepoints } from './chokepointOverlay';
import { cellNumbers } from './cellNumbersOverlay';
import { searchStates } from './cellStatesOverlay';
import { difference } from './differenceOverlay';
import { expansion } from './expansionOverlay';
import { flowArrows } from './flowArrowsOverlay';
import { heatmap } from './heatmapOverlay';
import { heuristicLab } from './heuristicLabOverlay';
import { liveExplored, livePath } from './liveOverlays';
import type { OverlayDescriptor } from './overlayDescriptor';
import { panePaths } from './panePathsOverlay';
import { searchPath } from './pathOverlay';
import { treeArrows } from './treeArrowsOverlay';

export const OVERLAYS: readonly OverlayDescriptor[] = Object.freeze([
  searchStates,
  liveExplored,
  analysis,
  heuristicLab,
  heatmap,
  difference,
  treeArrows,
  flowArrows,
  chokepoints,
  breakpoints,
  panePaths,
  baselinePath,
  searchPath,
  livePath,
  expansion,
  branch,
  cellNumbers,
]);
