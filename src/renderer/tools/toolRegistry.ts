// Every editing tool, registered once: its id, name, key, icon, the options it shows and its state
// machine. The tool bar, the tool options, the key map, the shortcut list (F1 and the README) and
// the tool controller all read this list, through the tool commands (commands/appCommands.ts).
//
// Adding a tool: its file here in tools/, one line below (and its test).
import { BrushTool } from './brushTool';
import { FillTool } from './fillTool';
import { HeightTool } from './heightTool';
import { MarkerTool } from './markerTool';
import { PickerTool } from './pickerTool';
import { ShapeTool } from './shapeTool';
import { WaypointTool } from './waypointTool';
import { PointTool } from './pointTool';
import type { Tool, ToolContext } from './tool';

/** Options the tool bar shows beside the tools while this tool is active. */
export type ToolSetting = 'terrain' | 'brush' | 'filled' | 'height' | 'marker' | 'waypoint' | 'pointGroup';

export interface ToolRegistration {
  readonly id: string;
  /** The button's name. */
  readonly label: string;
  /** Its key (keyChords.ts notation). */
  readonly key: string;
  /** Drawn before the label on its button. */
  readonly icon: string;
  /** The button's tooltip (its key is added). */
  readonly title: string;
  /** Its line in the shortcut list. */
  readonly help: string;
  readonly settings: readonly ToolSetting[];
  /** Its state machine, made once per map view. */
  create(ctx: ToolContext): Tool;
}

export const TOOLS = [
  { id: 'brush', label: 'Brush', key: 'B', icon: '✎', title: 'Brush; Shift-drag for a straight line', help: 'Brush (Shift-drag: straight line)', settings: ['terrain', 'brush'], create: (ctx) => new BrushTool(ctx, false) },
  { id: 'eraser', label: 'Eraser', key: 'E', icon: '⌫', title: 'Eraser: paints the fill terrain', help: 'Eraser (paints the fill terrain)', settings: ['brush'], create: (ctx) => new BrushTool(ctx, true) },
  { id: 'line', label: 'Line', key: 'L', icon: '╱', title: 'Line', help: 'Line', settings: ['terrain', 'brush'], create: (ctx) => new ShapeTool(ctx, 'line') },
  { id: 'rect', label: 'Rect', key: 'R', icon: '▭', title: 'Rectangle', help: 'Rectangle', settings: ['terrain', 'filled'], create: (ctx) => new ShapeTool(ctx, 'rect') },
  { id: 'ellipse', label: 'Ellipse', key: 'O', icon: '◯', title: 'Ellipse', help: 'Ellipse', settings: ['terrain', 'filled'], create: (ctx) => new ShapeTool(ctx, 'ellipse') },
  { id: 'fill', label: 'Fill', key: 'F', icon: '▧', title: 'Flood fill (by terrain; 4-connected on squares, 6 on hexes)', help: 'Flood fill', settings: ['terrain'], create: (ctx) => new FillTool(ctx) },
  { id: 'picker', label: 'Pick', key: 'I', icon: '⊙', title: 'Eyedropper: pick the terrain of a cell', help: 'Eyedropper (pick a terrain)', settings: ['terrain'], create: (ctx) => new PickerTool(ctx) },
  { id: 'height', label: 'Height', key: 'H', icon: '▲', title: 'Height brush', help: 'Height brush', settings: ['brush', 'height'], create: (ctx) => new HeightTool(ctx) },
  { id: 'start', label: 'Start', key: 'S', icon: '●', title: 'Place the start', help: 'Place the start', settings: ['marker'], create: (ctx) => new MarkerTool(ctx.doc, 'start') },
  { id: 'goal', label: 'Goal', key: 'G', icon: '◎', title: 'Place the goal', help: 'Place the goal', settings: ['marker'], create: (ctx) => new MarkerTool(ctx.doc, 'goal') },
  { id: 'waypoint', label: 'Waypoint', key: 'W', icon: '◆', title: 'Place a waypoint the route passes (the last before the goal); drag one to move it', help: 'Place a waypoint (the route goes start → waypoints → goal)', settings: ['waypoint'], create: (ctx) => new WaypointTool(ctx.doc) },
  { id: 'point', label: 'Point', key: 'K', icon: '◇', title: 'Place a named point of interest (a spawn, an objective) in the group named beside the tools; drag one to move it', help: 'Place a point of interest (named, in a group)', settings: ['pointGroup'], create: (ctx) => new PointTool(ctx.doc, ctx.editor) },
] as const satisfies readonly ToolRegistration[];

export type ToolId = (typeof TOOLS)[number]['id'];

const BY_ID = new Map<string, ToolRegistration>(TOOLS.map((t) => [t.id, t]));

/** The registration of tool `id`. */
export function toolNamed(id: ToolId): ToolRegistration {
  return BY_ID.get(id)!;
}

/** Whether `id` names a registered tool (a command's argument arrives as a string). */
export function isToolId(id: string): id is ToolId {
  return BY_ID.has(id);
}
