// The bounds a project file must respect beyond the map's own (grid.ts, grid/limits.ts) and every
// file's (fileLimits.ts): how long its names and notes may be, how many setups and breakpoints it
// holds. Generous for any real project, small enough that a hostile or damaged file cannot make the
// app hold gigabytes.

/** Longest project, terrain or setup name. */
export const MAX_NAME_LENGTH = 256;
/** Longest free-text notes. */
export const MAX_NOTES_LENGTH = 1024 * 1024;
/** Most saved search setups in one project. */
export const MAX_SETUPS = 256;
/** Most debugger breakpoints in one project. */
export const MAX_BREAKPOINTS = 10_000;
/** Longest breakpoint condition. */
export const MAX_CONDITION_LENGTH = 1000;
/** Most waypoints of a route (start → waypoints → goal). */
export const MAX_WAYPOINTS = 100;
/** Most panes of the compare view. */
export const MAX_COMPARE_PANES = 4;
