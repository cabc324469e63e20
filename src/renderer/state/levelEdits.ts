// Editing the points of interest and the level checks, each change one undo step: place, rename,
// regroup, move (by coordinates) or delete a point, add, replace or remove a rule. Renaming a point
// renames it in the rules that name it, in the same step, so a rule never loses its point to a
// typo fixed later. Each returns a sentence when the change cannot be made, null when it was.
import { MAX_POINTS, freshPointName, pointNameProblem, type PointOfInterest, type PointRef } from '../../shared/levelChecks/points';
import { MAX_CHECKS, checkProblem, type LevelCheck } from '../../shared/levelChecks/rules';
import type { MapDocument } from './document.svelte';

type Change = (points: PointOfInterest[], checks: LevelCheck[]) => string | null | { points?: PointOfInterest[]; checks?: LevelCheck[] };

/** Applies `change` to copies of the points and checks, and records it as one undo step. */
function change(doc: MapDocument, label: string, make: Change): string | null {
  const before = { points: doc.points, checks: doc.checks };
  const out = make([...before.points], [...before.checks]);
  if (typeof out === 'string' || out === null) return out;
  if (out.points) doc.points = out.points;
  if (out.checks) doc.checks = out.checks;
  doc.levelChanged(label, before);
  return null;
}

/** Places a new point on `cell` in `group`, named "Point N" (the first free N). */
export function addPoint(doc: MapDocument, cell: number, group: string): string | null {
  const groupProblem = pointNameProblem(group, 'group');
  if (groupProblem) return groupProblem;
  return change(doc, 'place point', (points) => {
    if (points.length >= MAX_POINTS) return `A project keeps at most ${MAX_POINTS} points; delete one to place another.`;
    return { points: [...points, { name: freshPointName(points), group: group.trim(), cell }] };
  });
}

/** Renames point `index` (and the rules that name it). */
export function renamePoint(doc: MapDocument, index: number, name: string): string | null {
  const old = doc.points[index]?.name;
  if (old === undefined || name.trim() === old) return null;
  const problem = pointNameProblem(name, 'point', doc.points.map((p) => p.name));
  if (problem) return problem;
  const renamed = name.trim();
  const rename = (ref: PointRef): PointRef => ('point' in ref && ref.point === old ? { point: renamed } : ref);
  return change(doc, 'rename point', (points, checks) => ({
    points: points.map((p, i) => (i === index ? { ...p, name: renamed } : p)),
    checks: checks.map((c) => ({ ...c, ...('from' in c ? { from: rename(c.from) } : {}), ...('to' in c ? { to: rename(c.to) } : {}) }) as LevelCheck),
  }));
}

/** Moves point `index` into `group`. */
export function regroupPoint(doc: MapDocument, index: number, group: string): string | null {
  const point = doc.points[index];
  if (!point || group.trim() === point.group) return null;
  const problem = pointNameProblem(group, 'group');
  if (problem) return problem;
  return change(doc, 'change point group', (points) => ({ points: points.map((p, i) => (i === index ? { ...p, group: group.trim() } : p)) }));
}

/** Moves point `index` to `cell` (the tool's drag records its own step: see pointTool.ts). */
export function movePoint(doc: MapDocument, index: number, cell: number): string | null {
  if (!doc.points[index] || doc.points[index]!.cell === cell) return null;
  return change(doc, 'move point', (points) => ({ points: points.map((p, i) => (i === index ? { ...p, cell } : p)) }));
}

/** Deletes point `index` (rules naming it then say it is missing). */
export function deletePoint(doc: MapDocument, index: number): string | null {
  if (!doc.points[index]) return null;
  return change(doc, 'delete point', (points) => ({ points: points.filter((_, i) => i !== index) }));
}

/** Adds `check` as the last rule, or says why it cannot be one. */
export function addCheck(doc: MapDocument, check: LevelCheck): string | null {
  const problem = checkProblem(check);
  if (problem) return problem;
  return change(doc, 'add level check', (_, checks) => (checks.length >= MAX_CHECKS ? `A project keeps at most ${MAX_CHECKS} level checks; remove one to add another.` : { checks: [...checks, check] }));
}

/** Replaces rule `index` with `check`. */
export function replaceCheck(doc: MapDocument, index: number, check: LevelCheck): string | null {
  const problem = checkProblem(check);
  if (problem) return problem;
  return change(doc, 'edit level check', (_, checks) => ({ checks: checks.map((c, i) => (i === index ? check : c)) }));
}

/** Removes rule `index`. */
export function removeCheck(doc: MapDocument, index: number): string | null {
  if (!doc.checks[index]) return null;
  return change(doc, 'remove level check', (_, checks) => ({ checks: checks.filter((_, i) => i !== index) }));
}
