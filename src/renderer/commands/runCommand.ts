// What each command does: the one dispatcher behind the keyboard, the tool bar, the side panel,
// the in-page menu bar and the native menu.
import type { MapView } from '../canvas/mapView';
import type { FileCommands } from '../files/fileCommands.svelte';
import { sampleNamed } from '../files/samples';
import type { HeightView, ToolId } from '../state/editor.svelte';
import type { Studio } from '../state/studio.svelte';
import type { ToolController } from '../tools/toolController';
import type { CommandId } from './keymap';
import type { SearchOptions } from '../../shared/engine/index';

export type DialogId = 'new-map' | 'resize-map' | 'shortcuts';

export interface CommandTarget {
  studio: Studio;
  files: FileCommands;
  view(): MapView | null;
  tools(): ToolController | null;
  openDialog(dialog: DialogId): void;
  /** File › Import and File › Export: runs an import or export command, false for any other. */
  exchange?: { run(command: CommandId): boolean };
}

const HEIGHT_VIEWS: HeightView[] = ['off', 'shading', 'contours'];

export function runCommand(target: CommandTarget, command: CommandId): void {
  const { studio } = target;
  const { doc, editor, runs, host } = studio;
  const view = target.view();
  const tools = target.tools();
  if (command.startsWith('tool:')) {
    tools?.cancel();
    editor.selectTool(command.slice(5) as ToolId);
    return;
  }
  if (command.startsWith('recent:')) {
    void target.files.openRecent(command.slice(7));
    return;
  }
  if (command.startsWith('sample:')) {
    const sample = sampleNamed(command.slice(7));
    if (sample) void target.files.openSample(sample);
    return;
  }
  if (command.startsWith('terrain:')) {
    const index = Number(command.slice(8));
    if (index < doc.grid.palette.length) editor.terrain = index;
    return;
  }
  if (target.exchange?.run(command)) return;
  // While the compare view shows, the search commands drive its panes in lock-step.
  if (studio.compare.active && runCompareCommand(studio, command)) return;
  switch (command) {
    case 'undo':
    case 'redo': {
      tools?.settle();
      const entry = command === 'undo' ? doc.history.undo() : doc.history.redo();
      if (!entry) studio.notify('info', command === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.', 2500);
      break;
    }
    case 'run-search': void runs.runToBreak(doc); break;
    case 'step-search': void runs.step(doc); break;
    case 'step-back': runs.stepBack(doc); break;
    case 'play-pause':
      if (runs.cursor.playing) runs.pause();
      else void runs.play(doc);
      break;
    case 'restart-search': runs.restart(doc); break;
    case 'go-to-end': void runs.goToEnd(doc); break;
    case 'toggle-breakpoint': {
      const cell = editor.hoverCell >= 0 ? editor.hoverCell : runs.inspectedCell;
      if (cell < 0) studio.notify('info', 'Point at a cell (or pick one) to toggle a breakpoint on it.', 3000);
      else runs.toggleCellBreakpoint(cell, doc.width);
      break;
    }
    case 'cancel-search':
      if (runs.running) runs.cancel();
      else tools?.cancel();
      break;
    case 'new-map':
      // Unsaved changes are asked about first; the New map dialog can still be cancelled after.
      void target.files.mayReplace().then((ok) => ok && target.openDialog('new-map'));
      break;
    case 'open-project': void target.files.open(); break;
    case 'save-project': void target.files.save(); break;
    case 'save-project-as': void target.files.saveAs(); break;
    case 'close-project': void target.files.close(); break;
    case 'clear-recent': void host.files.clearRecent?.(); break;
    case 'toggle-fullscreen':
      if (document.fullscreenElement) void document.exitFullscreen();
      else void document.documentElement.requestFullscreen().catch(() => studio.notify('info', 'The browser did not allow full screen here.'));
      break;
    case 'resize-map': tools?.settle(); target.openDialog('resize-map'); break;
    case 'show-shortcuts': target.openDialog('shortcuts'); break;
    case 'zoom-in': view?.zoomCentre(1.25); break;
    case 'zoom-out': view?.zoomCentre(0.8); break;
    case 'zoom-fit': view?.fit(); break;
    case 'toggle-grid': editor.showGrid = !editor.showGrid; break;
    case 'toggle-compare':
      if (studio.compare.active) studio.compare.close();
      else {
        runs.cancel();
        // A plain copy of the settings in use (they are a reactive proxy here).
        studio.compare.open(doc, JSON.parse(JSON.stringify(runs.options)) as SearchOptions);
      }
      break;
    case 'toggle-cell-text': editor.showCellText = !editor.showCellText; break;
    case 'toggle-minimap': editor.showMinimap = !editor.showMinimap; break;
    case 'toggle-heights':
      editor.heightView = HEIGHT_VIEWS[(HEIGHT_VIEWS.indexOf(editor.heightView) + 1) % HEIGHT_VIEWS.length]!;
      break;
    case 'toggle-brush-shape': editor.brushShape = editor.brushShape === 'square' ? 'round' : 'square'; break;
    case 'toggle-shape-fill': editor.shapeFilled = !editor.shapeFilled; break;
    case 'brush-smaller': editor.brushSize = Math.max(1, editor.brushSize - 1); break;
    case 'brush-larger': editor.brushSize = Math.min(64, editor.brushSize + 1); break;
    case 'about':
      void host.appInfo().then((i) => studio.notify('info', `A* Studio ${i.appVersion}${i.electronVersion ? ` · Electron ${i.electronVersion}` : ''} · Chrome ${i.chromeVersion}`));
      break;
    default:
      studio.notify('info', `“${command}” is not available yet.`);
  }
}

/** The search commands as the compare view takes them; false for a command it leaves to the rest. */
function runCompareCommand(studio: Studio, command: CommandId): boolean {
  const { compare, doc } = studio;
  switch (command) {
    case 'run-search': void compare.runAll(doc); return true;
    case 'step-search': void compare.step(doc); return true;
    case 'step-back': compare.stepBack(doc); return true;
    case 'play-pause':
      if (compare.cursor.playing) compare.pause();
      else void compare.play(doc);
      return true;
    case 'restart-search': compare.restart(doc); return true;
    case 'go-to-end': void compare.goToEnd(doc); return true;
    case 'cancel-search':
      if (compare.running || compare.cursor.playing) {
        compare.cancel();
        return true;
      }
      return false;
    default: return false;
  }
}
