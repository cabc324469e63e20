// The bounds a project file must respect beyond the map's own (grid.ts, grid/limits.ts): how much
// text a file may hold and how long its names and notes may be. Generous for any real project,
// small enough that a hostile or damaged file cannot make the app hold gigabytes.

/**
 * Largest project file text accepted, in characters. The largest real file (a 4096² map of
 * incompressible terrain and heights) is ~70 MiB; V8 cannot even build a string of 512 MiB.
 */
export const MAX_PROJECT_TEXT_LENGTH = 256 * 1024 * 1024;
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
/** Most panes of the compare view. */
export const MAX_COMPARE_PANES = 4;
