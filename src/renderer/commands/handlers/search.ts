// Search commands: run, step, step back, play or pause, restart, go to the end, breakpoints and
// cancel. While the compare view shows, they drive its panes in lock-step instead of the single
// view's run.
import type { CommandHandlers } from '../commandTarget';

export const searchHandlers = {
  'run-search': ({ studio: { compare, runs, doc } }) => void (compare.active ? compare.runAll(doc) : runs.runToBreak(doc)),
  'step-search': ({ studio: { compare, runs, doc } }) => void (compare.active ? compare.step(doc) : runs.step(doc)),
  'step-back': ({ studio: { compare, runs, doc } }) => (compare.active ? compare.stepBack(doc) : runs.stepBack(doc)),
  'play-pause': ({ studio: { compare, runs, doc } }) => {
    if (compare.active) {
      if (compare.cursor.playing) compare.pause();
      else void compare.play(doc);
    } else if (runs.cursor.playing) runs.pause();
    else void runs.play(doc);
  },
  'restart-search': ({ studio: { compare, runs, doc } }) => (compare.active ? compare.restart(doc) : runs.restart(doc)),
  'go-to-end': ({ studio: { compare, runs, doc } }) => void (compare.active ? compare.goToEnd(doc) : runs.goToEnd(doc)),
  'toggle-breakpoint': ({ studio }) => {
    const { editor, runs, doc } = studio;
    const cell = editor.hoverCell >= 0 ? editor.hoverCell : runs.inspectedCell;
    if (cell < 0) studio.notify('info', 'Point at a cell (or pick one) to toggle a breakpoint on it.', 3000);
    else runs.toggleCellBreakpoint(cell, doc.width);
  },
  // Esc stops what is under way: the compare view's searches, the single view's search, or the drag or fill.
  'cancel-search': ({ studio: { compare, runs }, tools }) => {
    if (compare.active && (compare.running || compare.cursor.playing)) compare.cancel();
    else if (runs.running) runs.cancel();
    else tools()?.cancel();
  },
} satisfies CommandHandlers;
