// Start and goal colours, shared by the marker layer and the tools' cursor previews.
export const START_COLOR = 0x2fd06f;
export const GOAL_COLOR = 0xf0464b;
