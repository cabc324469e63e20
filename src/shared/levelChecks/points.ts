// Named points of interest on a map (spawns, objectives), each in a group such as "Team A", and the
// names a level check or a distance table uses to pick some of them: one point, or every point of a
// group. Pure data and sentences; the project file keeps them, the side panel edits them.

/** A named cell the level's questions are asked about. */
export interface PointOfInterest {
  /** Unique among the project's points. */
  name: string;
  /** The group it belongs to ("Team A", "Objectives"). */
  group: string;
  /** The cell (flat index y × width + x). */
  cell: number;
}

/** One point by its name, or every point of a group. */
export type PointRef = { point: string } | { group: string };

/** Most points one project keeps: a table of every pair stays readable, the worker's sweeps few. */
export const MAX_POINTS = 100;
/** Longest point or group name. */
export const MAX_POINT_NAME = 64;

/** The points `ref` names, in the project's order (none when no point or group has that name). */
export function pointsOf(points: readonly PointOfInterest[], ref: PointRef): number[] {
  const out: number[] = [];
  points.forEach((p, i) => {
    if ('point' in ref ? p.name === ref.point : p.group === ref.group) out.push(i);
  });
  return out;
}

/** How `ref` reads in a sentence: the point's name, or "Team A" for a group. */
export function refName(ref: PointRef): string {
  return 'point' in ref ? ref.point : ref.group;
}

/** Whether two refs name the same thing. */
export function sameRef(a: PointRef, b: PointRef): boolean {
  return 'point' in a ? 'point' in b && a.point === b.point : 'group' in b && a.group === b.group;
}

/** The groups in the order their first point appears. */
export function groupsOf(points: readonly PointOfInterest[]): string[] {
  return [...new Set(points.map((p) => p.group))];
}

/** Why `name` cannot name a point (or group: `what`), or null; `taken` lists names already used. */
export function pointNameProblem(name: string, what: 'point' | 'group', taken: readonly string[] = []): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return `Give the ${what} a name, such as ${what === 'point' ? '"Spawn A"' : '"Team A"'}.`;
  if (trimmed.length > MAX_POINT_NAME) return `A ${what} name may be at most ${MAX_POINT_NAME} characters; this one has ${trimmed.length}.`;
  if (what === 'point' && taken.includes(trimmed)) return `There is already a point named "${trimmed}"; pick another name.`;
  return null;
}

/** A name no point has: "Point N" for the N-th point (the row it takes in the Points section), or the next free number after it. */
export function freshPointName(points: readonly PointOfInterest[], stem = 'Point'): string {
  const taken = new Set(points.map((p) => p.name));
  for (let i = points.length + 1; ; i++) if (!taken.has(`${stem} ${i}`)) return `${stem} ${i}`;
}
