// A small read-only window into the running app for end-to-end tests (where a cell is on screen,
// which renderer runs, what the map holds). Users never need it; it changes nothing.
import type { MapView } from './canvas/mapView';
import type { Studio } from './state/studio.svelte';

export interface StudioTestHooks {
  rendererName(): string;
  cellCentre(x: number, y: number): { x: number; y: number };
  map(): { width: number; height: number; terrain: number[]; costs: number[]; passable: boolean[]; start: number; goal: number };
  result(): { status: string; cost: number; steps: number; path: number[]; expanded: number } | null;
}

export function installTestHooks(studio: Studio, view: MapView): void {
  const hooks: StudioTestHooks = {
    rendererName: () => view.rendererName,
    cellCentre: (x, y) => view.cellCentreToClient(x, y),
    map: () => {
      const g = studio.doc.grid;
      return {
        width: g.width,
        height: g.height,
        terrain: Array.from(g.terrain),
        costs: g.palette.map((t) => t.cost),
        passable: g.palette.map((t) => t.passable),
        start: studio.doc.start,
        goal: studio.doc.goal,
      };
    },
    result: () => {
      const r = studio.runs.result;
      return r ? { status: r.status, cost: r.cost, steps: r.steps, path: Array.from(r.path), expanded: r.metrics.expanded } : null;
    },
  };
  (window as unknown as { __astarStudio: StudioTestHooks }).__astarStudio = hooks;
  document.body.dataset['ready'] = 'true';
}
