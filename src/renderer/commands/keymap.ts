// Every keyboard shortcut in one table: the key handler and the shortcuts help both read it, and
// the native menu shows the same accelerators.
import type { MenuCommand } from '../../shared/ipc/contract';
import type { ToolId } from '../state/editor.svelte';

export type CommandId = MenuCommand | `tool:${ToolId}` | 'brush-smaller' | 'brush-larger';

export interface Shortcut {
  command: CommandId;
  /** Human-readable keys, as shown in help. */
  keys: string;
  /** KeyboardEvent.key (case-insensitive for letters), plus modifiers. */
  key: string;
  ctrl?: boolean;
  shift?: boolean;
  description: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { command: 'run-search', keys: 'F9', key: 'F9', description: 'Run the search' },
  { command: 'cancel-search', keys: 'Esc', key: 'Escape', description: 'Cancel the search or the gesture' },
  { command: 'undo', keys: 'Ctrl+Z', key: 'z', ctrl: true, description: 'Undo' },
  { command: 'redo', keys: 'Ctrl+Shift+Z', key: 'z', ctrl: true, shift: true, description: 'Redo' },
  { command: 'redo', keys: 'Ctrl+Y', key: 'y', ctrl: true, description: 'Redo' },
  { command: 'zoom-in', keys: 'Ctrl+= or +', key: '=', ctrl: true, description: 'Zoom in' },
  { command: 'zoom-in', keys: '+', key: '+', description: 'Zoom in' },
  { command: 'zoom-out', keys: 'Ctrl+- or -', key: '-', ctrl: true, description: 'Zoom out' },
  { command: 'zoom-out', keys: '-', key: '-', description: 'Zoom out' },
  { command: 'zoom-fit', keys: 'Ctrl+0', key: '0', ctrl: true, description: 'Fit the map to the window' },
  { command: 'toggle-grid', keys: 'Ctrl+G', key: 'g', ctrl: true, description: 'Show or hide grid lines' },
  { command: 'tool:brush', keys: 'B', key: 'b', description: 'Brush tool' },
  { command: 'tool:eraser', keys: 'E', key: 'e', description: 'Eraser tool' },
  { command: 'tool:start', keys: 'S', key: 's', description: 'Place the start' },
  { command: 'tool:goal', keys: 'G', key: 'g', description: 'Place the goal' },
  { command: 'brush-smaller', keys: '[', key: '[', description: 'Smaller brush' },
  { command: 'brush-larger', keys: ']', key: ']', description: 'Larger brush' },
  { command: 'new-map', keys: 'Ctrl+N', key: 'n', ctrl: true, description: 'New map' },
  { command: 'show-shortcuts', keys: 'F1', key: 'F1', description: 'Show keyboard shortcuts' },
];

/** The command a key press means, if any. Keys typed into a form field are left alone. */
export function commandForKey(e: KeyboardEvent): CommandId | null {
  const t = e.target as HTMLElement | null;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable) && e.key !== 'F9' && e.key !== 'Escape')
    return null;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  for (const s of SHORTCUTS) {
    if (s.key !== key || !!s.ctrl !== ctrl) continue;
    // Shift only matters where a shortcut names it ('+' needs shift on most layouts).
    if (s.ctrl && !!s.shift !== e.shiftKey) continue;
    return s.command;
  }
  return null;
}
