// Every keyboard shortcut in one table: the key handler and the shortcuts help both read it, and
// the native menu shows the same accelerators.
import type { MenuCommand } from '../../shared/ipc/contract';
import type { ToolId } from '../state/editor.svelte';

export type CommandId =
  | MenuCommand
  | `tool:${ToolId}`
  | `terrain:${number}`
  | 'brush-smaller'
  | 'brush-larger'
  | 'toggle-brush-shape'
  | 'toggle-shape-fill'
  | 'toggle-heights'
  | 'toggle-cell-text'
  | 'toggle-minimap'
  | 'resize-map'
  | 'clear-recent'
  | 'toggle-fullscreen'
  | `recent:${string}`
  | `sample:${string}`;

export interface Shortcut {
  command: CommandId;
  /** Human-readable keys, as shown in help. */
  keys: string;
  /** KeyboardEvent.key (case-insensitive for letters), plus modifiers. */
  key: string;
  ctrl?: boolean;
  shift?: boolean;
  /** Works while typing in a field too (file commands: Ctrl+S from the notes saves). */
  global?: boolean;
  description: string;
}

const TERRAIN_KEYS: Shortcut[] = Array.from({ length: 9 }, (_, i) => ({
  command: `terrain:${i}` as const,
  keys: String(i + 1),
  key: String(i + 1),
  description: i === 0 ? 'Pick terrain 1 (to 9) of the palette' : `Pick terrain ${i + 1}`,
}));

export const SHORTCUTS: readonly Shortcut[] = [
  { command: 'run-search', keys: 'F9', key: 'F9', description: 'Run the search (to the end, or the next breakpoint)' },
  { command: 'step-back', keys: 'Shift+F10', key: 'F10', shift: true, description: 'Step back one expansion' },
  { command: 'step-search', keys: 'F10', key: 'F10', description: 'Step one expansion (a new query starts paused at step 0)' },
  { command: 'play-pause', keys: 'P', key: 'p', description: 'Play or pause the search' },
  { command: 'restart-search', keys: 'Home', key: 'Home', description: 'Back to step 0' },
  { command: 'go-to-end', keys: 'End', key: 'End', description: 'Go to the end of the search' },
  { command: 'toggle-breakpoint', keys: 'F8', key: 'F8', description: 'Toggle a breakpoint on the cell under the pointer' },
  { command: 'cancel-search', keys: 'Esc', key: 'Escape', description: 'Cancel the search or the gesture' },
  { command: 'undo', keys: 'Ctrl+Z', key: 'z', ctrl: true, description: 'Undo' },
  { command: 'redo', keys: 'Ctrl+Shift+Z', key: 'z', ctrl: true, shift: true, description: 'Redo' },
  { command: 'redo', keys: 'Ctrl+Y', key: 'y', ctrl: true, description: 'Redo' },
  { command: 'new-map', keys: 'Ctrl+N', key: 'n', ctrl: true, global: true, description: 'New map' },
  { command: 'open-project', keys: 'Ctrl+O', key: 'o', ctrl: true, global: true, description: 'Open a project file' },
  { command: 'save-project', keys: 'Ctrl+S', key: 's', ctrl: true, global: true, description: 'Save' },
  { command: 'save-project-as', keys: 'Ctrl+Shift+S', key: 's', ctrl: true, shift: true, global: true, description: 'Save as a new file' },
  { command: 'close-project', keys: 'Ctrl+W', key: 'w', ctrl: true, global: true, description: 'Close the project (desktop app; a browser closes the tab)' },
  { command: 'export-path-json', keys: 'Ctrl+E', key: 'e', ctrl: true, global: true, description: 'Export the path found as JSON' },
  { command: 'resize-map', keys: 'Ctrl+Shift+E', key: 'e', ctrl: true, shift: true, description: 'Resize the map' },
  { command: 'zoom-in', keys: 'Ctrl+= or +', key: '=', ctrl: true, description: 'Zoom in' },
  { command: 'zoom-in', keys: '+', key: '+', description: 'Zoom in' },
  { command: 'zoom-in', keys: '=', key: '=', description: 'Zoom in' },
  { command: 'zoom-out', keys: 'Ctrl+- or -', key: '-', ctrl: true, description: 'Zoom out' },
  { command: 'zoom-out', keys: '-', key: '-', description: 'Zoom out' },
  { command: 'zoom-fit', keys: 'Ctrl+0', key: '0', ctrl: true, description: 'Fit the map to the window' },
  { command: 'toggle-grid', keys: 'Ctrl+G', key: 'g', ctrl: true, description: 'Show or hide grid lines' },
  { command: 'toggle-heights', keys: 'Shift+H', key: 'h', shift: true, description: 'Heights: off, shading, contour lines' },
  { command: 'toggle-cell-text', keys: 'Shift+T', key: 't', shift: true, description: 'Show or hide cell text at high zoom' },
  { command: 'toggle-compare', keys: 'Shift+C', key: 'c', shift: true, description: 'Compare searches side by side (or back to the single map)' },
  { command: 'toggle-minimap', keys: 'Shift+M', key: 'm', shift: true, description: 'Show or hide the minimap' },
  { command: 'toggle-brush-shape', keys: 'Shift+B', key: 'b', shift: true, description: 'Square or round brush' },
  { command: 'toggle-shape-fill', keys: 'Shift+F', key: 'f', shift: true, description: 'Filled or outline rectangle and ellipse' },
  { command: 'tool:brush', keys: 'B', key: 'b', description: 'Brush (Shift-drag: straight line)' },
  { command: 'tool:eraser', keys: 'E', key: 'e', description: 'Eraser (paints the fill terrain)' },
  { command: 'tool:line', keys: 'L', key: 'l', description: 'Line' },
  { command: 'tool:rect', keys: 'R', key: 'r', description: 'Rectangle' },
  { command: 'tool:ellipse', keys: 'O', key: 'o', description: 'Ellipse' },
  { command: 'tool:fill', keys: 'F', key: 'f', description: 'Flood fill' },
  { command: 'tool:picker', keys: 'I', key: 'i', description: 'Eyedropper (pick a terrain)' },
  { command: 'tool:height', keys: 'H', key: 'h', description: 'Height brush' },
  { command: 'tool:start', keys: 'S', key: 's', description: 'Place the start' },
  { command: 'tool:goal', keys: 'G', key: 'g', description: 'Place the goal' },
  { command: 'brush-smaller', keys: '[', key: '[', description: 'Smaller brush' },
  { command: 'brush-larger', keys: ']', key: ']', description: 'Larger brush' },
  ...TERRAIN_KEYS,
  { command: 'show-shortcuts', keys: 'F1', key: 'F1', description: 'Show keyboard shortcuts' },
];

/** Keys that work while a field has focus (the search's function keys and Esc). */
const FIELD_KEYS = new Set(['F9', 'F10', 'F8', 'Escape']);

/** Inputs that take no typed text: with one focused (a ticked checkbox, the timeline slider) the app's keys still work. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color']);

/** Whether keys pressed in `t` are typing (a text field, a list, editable text). */
function takesTyping(t: HTMLElement): boolean {
  if (t.tagName === 'INPUT') return !NOT_TYPED.has((t as HTMLInputElement).type);
  return t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable;
}

/** The command a key press means, if any. Keys typed into a form field are left alone, but for F9, Esc and the file commands. */
export function commandForKey(e: KeyboardEvent): CommandId | null {
  const t = e.target as HTMLElement | null;
  const typing = !!t && takesTyping(t) && !FIELD_KEYS.has(e.key);
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  for (const s of SHORTCUTS) {
    if (s.key !== key || !!s.ctrl !== ctrl || (typing && !s.global)) continue;
    // Ctrl shortcuts match Shift exactly; plain keys need Shift only where they name it
    // ('+' needs Shift on most layouts), and entries naming Shift come first.
    if (s.ctrl && !!s.shift !== e.shiftKey) continue;
    if (!s.ctrl && s.shift && !e.shiftKey) continue;
    return s.command;
  }
  return null;
}
