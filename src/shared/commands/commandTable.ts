// Every command of the app in one table: its id, label, keys, place in the menus, when it is
// enabled or checked, and its line in the shortcut list. The desktop's native menu (main), the
// page's menu bar, its key map, the shortcut list (F1) and the README's shortcut table are all
// derived from it; the renderer's handlers (src/renderer/commands/handlers/) say what each does.
// The editing tools add their own commands from the renderer's tool registry.
//
// Adding a command: a line here and its handler (the type check fails until it has one). A map
// format's File › Import and File › Export items come from its entry in the format registry.
import { MAP_FORMATS, MENU_MAP_FORMATS, type MapFormatCommand } from '../formats/mapFormats';
import type { MenuRole, MenuSection } from './menuLayout';

/** States the renderer answers for a command's enabled and checked marks. */
export type CommandCondition = 'canUndo' | 'canRedo' | 'gridShown' | 'comparing' | 'regionsShown' | 'rangeShown' | 'fieldShown' | 'chokepointsShown' | 'heuristicLabShown' | 'livePath' | 'liveExplored';

export interface CommandSpec {
  /** What menus, keys and the native menu's IPC send; "tool:brush" for a tool's command. */
  readonly id: string;
  /** The menu label, `&` before the letter that picks it with Alt (Windows and Linux). */
  readonly label: string;
  /** Its keys (keyChords.ts notation); menus show the first. */
  readonly keys?: readonly string[];
  /** Its keys work while typing in a field too (saving from the notes, F9 from a setting). */
  readonly inFields?: boolean;
  /** A browser keeps these keys for itself (Ctrl+W closes the tab): the web menu does not show them. */
  readonly browserKeepsKeys?: boolean;
  /** Where the menus show it. */
  readonly menu?: MenuSection;
  /** The desktop menu shows Electron's own item in its place (View › Toggle Full Screen). */
  readonly nativeRole?: MenuRole;
  /** Greyed out in the page's menu and buttons unless this holds (its handler still explains itself when run from a key). */
  readonly enabledWhen?: CommandCondition;
  /** A switch: the menu shows a check mark while this holds. */
  readonly checkedWhen?: CommandCondition;
  /** Its line in the shortcut list (the label when absent); false when another command's line covers it. */
  readonly help?: string | false;
  /** The keys as the shortcut list writes them, when one line covers several commands ("1 – 9"). */
  readonly helpKeys?: string;
  /** Run as "id:argument" (recent:<path>): what the argument is. */
  readonly argument?: string;
  /** The editing tool it selects (tool commands, from the tool registry). */
  readonly tool?: string;
}

/** Keys 1 to 9 pick the palette's first nine terrains; one line of the shortcut list says so. */
const TERRAIN_COMMANDS = Array.from({ length: 9 }, (_, i) => ({
  id: `terrain:${i}` as `terrain:${number}`,
  label: `Terrain ${i + 1}`,
  keys: [String(i + 1)],
  ...(i === 0 ? { help: 'Pick terrain 1 to 9 of the palette', helpKeys: '1 – 9' } : { help: false as const }),
}));

/** File › Import's or File › Export's item for each map format of the registry (mapFormats.ts) that has menus. */
function mapFormatCommands<D extends 'import' | 'export', M extends MenuSection>(direction: D, menu: M) {
  return MENU_MAP_FORMATS.map((f) => ({ id: `${direction}-${MAP_FORMATS[f].menus.command}` as `${D}-${MapFormatCommand}`, label: MAP_FORMATS[f].menus.label, menu }));
}

export const COMMANDS = [
  // File
  { id: 'new-map', label: '&New', keys: ['Mod+N'], inFields: true, menu: 'file/open', help: 'New map (1–4096 cells each way, filled with one terrain; asks to save unsaved changes first)' },
  { id: 'open-project', label: '&Open…', keys: ['Mod+O'], inFields: true, menu: 'file/open', help: 'Open a project' },
  { id: 'save-project', label: '&Save', keys: ['Mod+S'], inFields: true, menu: 'file/save', help: 'Save' },
  { id: 'save-project-as', label: 'Save &As…', keys: ['Mod+Shift+S'], inFields: true, menu: 'file/save', help: 'Save As' },
  // MovingAI's scenarios come right after its maps, before the other formats.
  ...mapFormatCommands('import', 'file.import/formats').slice(0, 1),
  { id: 'import-movingai-scenarios', label: 'MovingAI &scenarios…', menu: 'file.import/formats' },
  ...mapFormatCommands('import', 'file.import/formats').slice(1),
  ...mapFormatCommands('export', 'file.export/map'),
  { id: 'export-path-json', label: 'Path as &JSON…', keys: ['Mod+E'], inFields: true, menu: 'file.export/path', help: 'Export the path found as JSON (File › Export › Path as JSON…)' },
  { id: 'export-path-csv', label: 'Path as &CSV…', menu: 'file.export/path' },
  { id: 'export-picture', label: '&Picture…', menu: 'file.export/path' },
  { id: 'copy-path', label: 'C&opy path', menu: 'file.export/path' },
  { id: 'close-project', label: '&Close', keys: ['Mod+W'], inFields: true, browserKeepsKeys: true, menu: 'file/close', help: 'Close the project (desktop app; a browser keeps these keys for closing the tab)' },
  // Open Recent and Samples: the lists' items run these with a file.
  { id: 'recent', label: 'Open a recent project', argument: 'its path (or the web’s file handle id)' },
  { id: 'clear-recent', label: 'Clear Recently Opened' },
  { id: 'sample', label: 'Open a sample', argument: 'its file name' },

  // Edit
  { id: 'undo', label: '&Undo', keys: ['Mod+Z'], menu: 'edit/history', enabledWhen: 'canUndo', help: 'Undo' },
  { id: 'redo', label: '&Redo', keys: ['Mod+Shift+Z', 'Mod+Y'], menu: 'edit/history', enabledWhen: 'canRedo', help: 'Redo' },
  { id: 'resize-map', label: 'Resi&ze Map…', keys: ['Mod+Shift+E'], menu: 'edit/map', help: 'Resize the map (pick the anchor: the side or corner that stays put)' },
  { id: 'swap-markers', label: 'S&wap Start and Goal', keys: ['X'], menu: 'edit/map', help: 'Swap the start and the goal (search the way back)' },
  ...TERRAIN_COMMANDS,
  { id: 'brush-smaller', label: 'Smaller Brush', keys: ['['], help: 'Smaller brush' },
  { id: 'brush-larger', label: 'Larger Brush', keys: [']'], help: 'Larger brush' },
  { id: 'toggle-brush-shape', label: 'Brush Shape', keys: ['Shift+B'], help: 'Square or round brush' },
  { id: 'toggle-shape-fill', label: 'Filled Shapes', keys: ['Shift+F'], help: 'Filled or outline rectangle and ellipse' },

  // View
  { id: 'zoom-in', label: 'Zoom &In', keys: ['Mod+=', '=', 'Plus'], menu: 'view/zoom', help: 'Zoom in around the centre' },
  { id: 'zoom-out', label: 'Zoom &Out', keys: ['Mod+-', '-'], menu: 'view/zoom', help: 'Zoom out around the centre' },
  { id: 'zoom-fit', label: '&Fit Map to Window', keys: ['Mod+0'], menu: 'view/zoom', help: 'Fit the whole map in the window' },
  { id: 'toggle-grid', label: 'Show &Grid Lines', keys: ['Mod+G'], menu: 'view/zoom', checkedWhen: 'gridShown', help: 'Show or hide grid lines' },
  { id: 'toggle-compare', label: '&Compare Searches', keys: ['Shift+C'], menu: 'view/zoom', checkedWhen: 'comparing', help: 'Compare searches side by side, or back to the single map' },
  { id: 'toggle-live-path', label: '&Live path', keys: ['Shift+L'], menu: 'view/live', checkedWhen: 'livePath', help: 'Live path: the path follows every edit and marker drag without F9' },
  { id: 'toggle-live-explored', label: 'Show e&xplored cells while live', menu: 'view/live', checkedWhen: 'liveExplored', help: 'Show the cells the live path’s search explored' },
  { id: 'show-regions', label: 'Show R&egions', menu: 'view/analysis', checkedWhen: 'regionsShown', help: 'Tint the connected regions and mark the cells that cannot reach the start' },
  { id: 'show-movement-range', label: 'Show &Movement Range', menu: 'view/analysis', checkedWhen: 'rangeShown', help: 'Show how far a unit gets from the start within the budget (1×, 2×, 3×)' },
  { id: 'show-distance-field', label: 'Show &Distance Field', menu: 'view/analysis', checkedWhen: 'fieldShown', help: 'Colour every cell by its cost from the start (or to the goal), with contour lines and flow arrows' },
  { id: 'show-chokepoints', label: 'Show C&hokepoints', menu: 'view/analysis', checkedWhen: 'chokepointsShown', help: 'Highlight the narrowest passage between the start and the goal' },
  { id: 'show-heuristic-lab', label: 'Show He&uristic Lab', menu: 'view/analysis', checkedWhen: 'heuristicLabShown', help: 'Colour where the heuristic over- or underestimates the true cost to the goal, or breaks consistency on a move' },
  { id: 'toggle-fullscreen', label: 'Full Screen', menu: 'view/window', nativeRole: 'togglefullscreen' },
  { id: 'toggle-heights', label: 'Heights', keys: ['Shift+H'], help: 'Heights: hidden, shading, contour lines' },
  { id: 'toggle-cell-text', label: 'Cell Text', keys: ['Shift+T'], help: 'Cell text (each cell’s cost, or its height while heights are shown) at high zoom' },
  { id: 'toggle-minimap', label: 'Minimap', keys: ['Shift+M'], help: 'Show or hide the minimap' },

  // Search
  { id: 'run-search', label: '&Run', keys: ['F9'], inFields: true, menu: 'search/run', help: 'Run the search: to the end, or to the next enabled breakpoint' },
  { id: 'step-search', label: '&Step', keys: ['F10'], inFields: true, menu: 'search/run', help: 'Step one expansion (on a new query: start the search paused at step 0)' },
  { id: 'step-back', label: 'Step &Back', keys: ['Shift+F10'], inFields: true, menu: 'search/run', help: 'Step back one expansion' },
  { id: 'play-pause', label: '&Play / Pause', keys: ['P'], menu: 'search/run', help: 'Play or pause the search at the chosen speed' },
  { id: 'restart-search', label: 'Res&tart', keys: ['Home'], menu: 'search/run', help: 'Back to step 0' },
  { id: 'go-to-end', label: 'Go to &End', keys: ['End'], menu: 'search/run', help: 'Go to the end of the search' },
  { id: 'smooth-path', label: 'S&mooth Path', menu: 'search/run', help: 'Smooth the path: search again with "Smooth the path" on (string pulling that never raises the cost), showing the cost before and after' },
  { id: 'toggle-breakpoint', label: 'Toggle &Breakpoint', keys: ['F8'], inFields: true, menu: 'search/breakpoints', help: 'Add or remove a breakpoint on the cell under the pointer' },
  { id: 'cancel-search', label: '&Cancel Search', keys: ['Esc'], inFields: true, menu: 'search/cancel', help: 'Cancel the drag, the fill or the search' },

  // Help
  { id: 'show-getting-started', label: '&Getting Started', menu: 'help/about' },
  { id: 'show-shortcuts', label: '&Keyboard Shortcuts', keys: ['F1'], menu: 'help/about', help: 'All shortcuts' },
  { id: 'about', label: '&About A* Studio', menu: 'help/about' },
] as const satisfies readonly CommandSpec[];

type Declared = (typeof COMMANDS)[number];
type TakesArgument = Extract<Declared, { argument: string }>['id'];

/** A command of this table as it is run: "save-project", "terrain:2", "recent:/maps/river.astar". */
export type TableCommandId = Exclude<Declared['id'], TakesArgument> | `${TakesArgument}:${string}`;

/** The commands the native menu sends to the page. */
export type MenuCommand = Extract<Declared, { menu: string }>['id'];

