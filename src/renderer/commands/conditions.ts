// The states the command table's enabledWhen and checkedWhen name, answered from the studio. A
// reader inside a component's template or $derived is reactive: each condition reads runes.
import type { CommandCondition } from '../../shared/commands/commandTable';
import type { Studio } from '../state/studio.svelte';
import { commandSpec, type CommandId } from './appCommands';

/** How to tell whether each condition holds now. */
export function commandConditions(studio: Studio): (condition: CommandCondition) => boolean {
  const { doc, editor, compare } = studio;
  const holds: Record<CommandCondition, () => boolean> = {
    canUndo: () => !!doc.undoLabel,
    canRedo: () => !!doc.redoLabel,
    gridShown: () => editor.showGrid,
    comparing: () => compare.active,
    regionsShown: () => studio.analysis.kind === 'regions',
    rangeShown: () => studio.analysis.kind === 'range',
    fieldShown: () => studio.analysis.kind === 'field',
    chokepointsShown: () => studio.analysis.kind === 'cut',
    heuristicLabShown: () => studio.heuristicLab.shown !== 'off',
    livePath: () => studio.live.enabled,
    liveExplored: () => studio.live.explored,
  };
  return (condition) => holds[condition]();
}

/** Whether a button or menu item for `command` is enabled now. */
export function commandEnabled(studio: Studio): (command: CommandId) => boolean {
  const holds = commandConditions(studio);
  return (command) => {
    const when = commandSpec(command)?.enabledWhen;
    return !when || holds(when);
  };
}
