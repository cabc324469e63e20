// Start, goal and waypoint colours, shared by the marker layer, the tools' cursor previews and the
// side panel's Route section.
export const START_COLOR = 0x2fd06f;
export const GOAL_COLOR = 0xf0464b;
export const WAYPOINT_COLOR = 0xb388ff;
