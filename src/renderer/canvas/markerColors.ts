// Start, goal, waypoint and point-of-interest colours, shared by the marker layer, the tools' cursor
// previews and the side panel's Route and Points sections.
export const START_COLOR = 0x2fd06f;
export const GOAL_COLOR = 0xf0464b;
export const WAYPOINT_COLOR = 0xb388ff;
/** Points of interest take their group's colour: the first group the first colour, and so on round. */
export const POINT_GROUP_COLORS = [0x4fc3f7, 0xff8a65, 0xffd54f, 0x81c784, 0xf06292, 0x9fa8da, 0x4db6ac, 0xe0e0e0] as const;

/** The colour of the `index`-th group. */
export function groupColor(index: number): number {
  return POINT_GROUP_COLORS[index % POINT_GROUP_COLORS.length]!;
}
