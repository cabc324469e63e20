// Search commands: run, step, step back, play or pause, restart, go to the end, smooth the path,
// breakpoints and cancel. They drive the run controller of the view shown: the single map's one pane, or the
// compare view's panes in lock-step (the same controller over more panes).
import type { RunController } from '../../runs/runController.svelte';
import type { Studio } from '../../state/studio.svelte';
import type { CommandHandlers } from '../commandTarget';

/** The controller the search commands drive: the compare view's while it shows, else the single view's. */
function shown({ compare, runs }: Studio): RunController {
  return compare.active ? compare : runs;
}

export const searchHandlers = {
  'run-search': ({ studio }) => void shown(studio).runToBreak(studio.doc),
  'step-search': ({ studio }) => void shown(studio).step(studio.doc),
  'step-back': ({ studio }) => shown(studio).stepBack(studio.doc),
  'play-pause': ({ studio }) => {
    const runs = shown(studio);
    if (runs.cursor.playing) runs.pause();
    else void runs.play(studio.doc);
  },
  'restart-search': ({ studio }) => shown(studio).restart(studio.doc),
  'go-to-end': ({ studio }) => void shown(studio).goToEnd(studio.doc),
  // Smoothing is a search option (every pane of the shown view gets it), so the smoothed path is a run like any other: its result keeps the path before smoothing.
  'smooth-path': ({ studio }) => {
    const runs = shown(studio);
    if (runs.panes.some((p) => p.options.topology === 'hex' || studio.doc.topology === 'hex')) {
      studio.notify('info', 'Smoothing draws straight lines between square cells; a hex map keeps its paths as found.', 5000);
      return;
    }
    for (const p of runs.panes) p.options.smooth = true;
    void runs.runToBreak(studio.doc);
  },
  'toggle-breakpoint': ({ studio }) => {
    const { editor, runs, doc } = studio;
    const cell = editor.hoverCell >= 0 ? editor.hoverCell : runs.inspectedCell;
    if (cell < 0) studio.notify('info', 'Point at a cell (or pick one) to toggle a breakpoint on it.', 3000);
    else runs.toggleCellBreakpoint(cell, doc.width);
  },
  // Esc stops what is under way: the shown view's searches or playback, or else the drag or fill.
  'cancel-search': ({ studio, tools }) => {
    const runs = shown(studio);
    if (runs.running || runs.cursor.playing) runs.cancel();
    else tools()?.cancel();
  },
} satisfies CommandHandlers;
