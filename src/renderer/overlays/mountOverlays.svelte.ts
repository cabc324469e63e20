// Composes the registered overlays in one pane of a map stage, the single view's and each compare
// pane's alike: makes each overlay the view shows, adds it on its plane, hands it every frame of
// the pane's run at the pane's step, and keeps it in step with its switch and what it reads.
import { untrack } from 'svelte';
import type { CompareState } from '../compare/compare.svelte';
import type { RunPane } from '../runs/runPane.svelte';
import type { Studio } from '../state/studio.svelte';
import type { HeatLegend } from './heatScale';
import type { MapOverlay } from './mapOverlay';
import type { OverlayMount, OverlayView } from './overlayDescriptor';
import type { OverlayHost } from './overlayHost';
import { OVERLAYS } from './registry';
import { isFrameOverlay } from './runFrame';
import { RunOverlays } from './runOverlays';

/** What a pane is composed of: where it is, what it shows, and who is told what. */
export interface PaneOverlaySetup {
  view: OverlayView;
  studio: Studio;
  pane: RunPane;
  compare: CompareState | null;
  host: OverlayHost;
  /** Where the heatmap's legend goes. */
  legend(legend: HeatLegend | null): void;
}

/** The overlays mounted in one pane. */
export interface PaneOverlays {
  /** Builds the frames and hands them out (test hooks and the scrub benchmark wait on its onShown). */
  readonly frames: RunOverlays;
  /** Each overlay made, by its descriptor's id (test hooks read what they show). */
  readonly byId: ReadonlyMap<string, MapOverlay>;
  destroy(): void;
}

export function mountOverlays(setup: PaneOverlaySetup): PaneOverlays {
  const { studio, pane, host, compare } = setup;
  const frames = new RunOverlays(host, (run, query) => studio.host.search.traceQuery(run, query), (run, err) => (compare ?? studio.runs).traceFailed(run, err));
  const byId = new Map<string, MapOverlay>();
  const follows: { follow: () => void; refetch: boolean }[] = [];
  for (const descriptor of OVERLAYS) {
    if (!descriptor.views.includes(setup.view)) continue;
    const mount: OverlayMount = {
      ...setup,
      switched: () => studio.debugView.switches.value(descriptor),
      refetch: () => frames.invalidate(),
    };
    const { overlay, follow } = descriptor.create(mount);
    host.addOverlay(overlay, descriptor.plane);
    const perFrame = isFrameOverlay(overlay);
    if (perFrame) frames.add(overlay, descriptor.asks);
    if (follow) follows.push({ follow, refetch: perFrame });
    byId.set(descriptor.id, overlay);
  }
  const stop = $effect.root(() => {
    for (const { follow, refetch } of follows) {
      $effect(() => {
        follow();
        // Fetching reads the run's state: that is the run effect's to follow, not this one's.
        if (refetch) untrack(() => frames.invalidate());
      });
    }
    $effect(() => {
      // The pane's run at the step the cursor gives it; its overlays hide on a map of another size,
      // and while the pane shows its live answer instead (liveOverlays.ts).
      const run = studio.live.shows(compare ?? studio.runs, pane, studio.doc) ? null : pane.run;
      void [studio.doc.shapeRevision, run?.summary, run?.result, run?.lost];
      frames.show(run, pane.step);
    });
  });
  return {
    frames,
    byId,
    destroy: () => {
      stop();
      frames.destroy();
      for (const overlay of byId.values()) {
        host.removeOverlay(overlay);
        overlay.destroy();
      }
    },
  };
}
