// The search and view commands while the compare view is shown: Run (F9), Step (F10), Step back
// (Shift+F10), Play/Pause (P), Restart (Home), Go to end (End) and Cancel (Esc) drive the one
// lock-step cursor of every pane; zoom and fit move the panes' cameras. The toolbar's buttons and
// the keys both come here, so a button and its key always do the same.
import type { CommandId } from '../commands/keymap';
import type { CompareState } from '../compare/compare.svelte';
import type { MapDocument } from '../state/document.svelte';
import type { ComparePanes } from './comparePanes.svelte';

/** The commands the compare view takes over from the single map while it is shown. */
export const COMPARE_COMMANDS: ReadonlySet<CommandId> = new Set<CommandId>([
  'run-search',
  'step-search',
  'step-back',
  'play-pause',
  'restart-search',
  'go-to-end',
  'cancel-search',
  'zoom-in',
  'zoom-out',
  'zoom-fit',
]);

/** Runs `command` on the compare view; false when it is not one the compare view takes (the caller runs it as usual). */
export function runCompareCommand(compare: CompareState, doc: MapDocument, command: CommandId, panes?: ComparePanes | null): boolean {
  if (!COMPARE_COMMANDS.has(command)) return false;
  switch (command) {
    case 'run-search': void compare.runAll(doc); break;
    case 'step-search': void compare.step(doc); break;
    case 'step-back': compare.stepBack(doc); break;
    case 'play-pause':
      if (compare.cursor.playing) compare.pause();
      else void compare.play(doc);
      break;
    case 'restart-search': compare.restart(doc); break;
    case 'go-to-end': void compare.goToEnd(doc); break;
    case 'cancel-search': compare.cancel(); break;
    case 'zoom-in': panes?.zoomCentre(1.25); break;
    case 'zoom-out': panes?.zoomCentre(0.8); break;
    case 'zoom-fit': panes?.fit(); break;
  }
  return true;
}
