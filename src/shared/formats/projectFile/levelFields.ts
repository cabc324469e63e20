// A project's points of interest and level checks in the file: their schema, the sentences for a
// malformed entry, and the conversion both ways. Both fields are optional (absent: no points, no
// rules), so a file without them reads as before and older readers of format 3 ignore them.
//
//   "points": [{"name": "Spawn A", "group": "Team A", "cell": [3, 4]}, …]
//   "checks": [{"kind": "reaches", "from": {"point": "Spawn A"}, "to": {"point": "Flag"}},
//              {"kind": "within", "from": {"group": "Team A"}, "to": {"point": "Flag"}, "cost": 120},
//              {"kind": "fair", "groups": ["Team A", "Team B"], "to": {"point": "Flag"}, "percent": 5},
//              {"kind": "pockets", "cells": 50, "unit": "Tank"}]
import { z } from '../../zod';
import { MAX_POINT_NAME, MAX_POINTS, pointNameProblem, type PointOfInterest, type PointRef } from '../../levelChecks/points';
import { checkProblem, MAX_CHECKS, MAX_FAIR_GROUPS, MAX_RULE_NUMBER, type LevelCheck } from '../../levelChecks/rules';
import { ProjectFormatError } from './errors';

const pointName = z.string().min(1).max(MAX_POINT_NAME);
const ruleNumber = z.number().min(0).max(MAX_RULE_NUMBER);
const ref = z.union([z.strictObject({ point: pointName }), z.strictObject({ group: pointName })]);
const unit = z.string().min(1).max(MAX_POINT_NAME).optional();

export const pointsSchema = z
  .array(z.object({ name: pointName, group: pointName, cell: z.tuple([z.number().int().min(0), z.number().int().min(0)]) }))
  .max(MAX_POINTS)
  .optional();

export const checksSchema = z
  .array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('reaches'), from: ref, to: ref, unit }),
      z.object({ kind: z.literal('within'), from: ref, to: ref, cost: ruleNumber, unit }),
      z.object({ kind: z.literal('fair'), groups: z.array(pointName).min(2).max(MAX_FAIR_GROUPS), to: ref, percent: ruleNumber, unit }),
      z.object({ kind: z.literal('pockets'), cells: ruleNumber.int(), unit }),
    ]),
  )
  .max(MAX_CHECKS)
  .optional();

type Sentence = (c: { value: unknown; at: number[] }) => string;

/** What a value in the file is, for "this file …". */
type Said = (value: unknown) => string;

const REF = 'an object {"point": name} or {"group": name} (names of 1 to 64 characters)';

/** The sentences for the two fields, keyed as messages.ts keys them. */
export function levelSentences(said: Said): Record<string, Sentence> {
  const check = (at: number[]) => `Level check ${at[0]! + 1}`;
  return {
    points: ({ value }) => `The points must be a list of at most ${MAX_POINTS} points of interest; this file ${Array.isArray(value) ? `has ${value.length}` : said(value)}.`,
    'points.*': ({ value, at }) => `Point ${at[0]! + 1} must be an object with a name, a group and a cell [x, y]; this file ${said(value)}.`,
    'points.*.name': ({ value, at }) => `Point ${at[0]! + 1} needs a name of 1 to ${MAX_POINT_NAME} characters; this file ${said(value)}.`,
    'points.*.group': ({ value, at }) => `Point ${at[0]! + 1} needs a group of 1 to ${MAX_POINT_NAME} characters, such as "Team A"; this file ${said(value)}.`,
    'points.*.cell': ({ value, at }) => `Point ${at[0]! + 1}'s cell must be [x, y] with whole numbers from 0; this file ${said(value)}.`,
    checks: ({ value }) => `The level checks must be a list of at most ${MAX_CHECKS} rules; this file ${Array.isArray(value) ? `has ${value.length}` : said(value)}.`,
    'checks.*': ({ value, at }) => `${check(at)} must be an object with a "kind" of "reaches", "within", "fair" or "pockets"; this file ${said(value)}.`,
    'checks.*.kind': ({ value, at }) => `${check(at)}'s kind must be "reaches", "within", "fair" or "pockets"; this file ${said(value)}.`,
    'checks.*.from': ({ value, at }) => `${check(at)}'s "from" must be ${REF}; this file ${said(value)}.`,
    'checks.*.to': ({ value, at }) => `${check(at)}'s "to" must be ${REF}; this file ${said(value)}.`,
    'checks.*.cost': ({ value, at }) => `${check(at)}'s cost must be a number from 0 to ${MAX_RULE_NUMBER.toExponential()}; this file ${said(value)}.`,
    'checks.*.percent': ({ value, at }) => `${check(at)}'s percent must be a number from 0 to ${MAX_RULE_NUMBER.toExponential()}; this file ${said(value)}.`,
    'checks.*.cells': ({ value, at }) => `${check(at)}'s cells must be a whole number from 0 to ${MAX_RULE_NUMBER.toExponential()}; this file ${said(value)}.`,
    'checks.*.groups': ({ value, at }) => `${check(at)}'s groups must list 2 to ${MAX_FAIR_GROUPS} group names; this file ${Array.isArray(value) ? `has ${value.length}` : said(value)}.`,
    'checks.*.groups.*': ({ value, at }) => `${check(at)}'s groups must be names of 1 to ${MAX_POINT_NAME} characters; this file ${said(value)}.`,
    'checks.*.unit': ({ value, at }) => `${check(at)}'s unit must be a unit type's name of 1 to ${MAX_POINT_NAME} characters, or left out for the map's own costs; this file ${said(value)}.`,
  };
}

type FilePoint = NonNullable<z.output<typeof pointsSchema>>[number];
type FileCheck = NonNullable<z.output<typeof checksSchema>>[number];

/** The file's points as the project holds them; `cellOf` turns [x, y] into a cell (refusing one outside the map). */
export function pointsFromFile(points: FilePoint[], cellOf: (c: [number, number], what: string) => number): PointOfInterest[] {
  const taken: string[] = [];
  return points.map((p, i) => {
    if (taken.includes(p.name)) throw new ProjectFormatError(`Point ${i + 1} is named "${p.name}" like an earlier point; each point needs its own name, so rename one.`);
    taken.push(p.name);
    return { name: p.name, group: p.group, cell: cellOf(p.cell, `point "${p.name}"`) };
  });
}

/** The file's level checks as the project holds them, each checked as the panel checks one. */
export function checksFromFile(checks: FileCheck[]): LevelCheck[] {
  return checks.map((c, i) => {
    const check = { ...c } as LevelCheck;
    if (check.unit === undefined) delete check.unit;
    // JSON may spell zero "-0"; it is saved back as 0, so it is read as 0 for the project to read back the same.
    if (check.kind === 'within') check.cost += 0;
    if (check.kind === 'fair') check.percent += 0;
    if (check.kind === 'pockets') check.cells += 0;
    const problem = checkProblem(check);
    if (problem) throw new ProjectFormatError(`Level check ${i + 1}: ${lowerFirst(problem)}`);
    return check;
  });
}

/** The points as the file keeps them; `at` turns a cell into [x, y]. */
export function pointsToFile(points: readonly PointOfInterest[], at: (cell: number) => [number, number] | null): unknown[] {
  return points.map((p) => ({ name: p.name, group: p.group, cell: at(p.cell) }));
}

/** The checks as the file keeps them (refs and numbers as they are; no unit when none). */
export function checksToFile(checks: readonly LevelCheck[]): unknown[] {
  return checks.map((c) => ({ ...c, ...copyRefs(c) }));
}

function copyRefs(c: LevelCheck): Partial<Record<'from' | 'to', PointRef>> {
  const copy = (r: PointRef): PointRef => ('point' in r ? { point: r.point } : { group: r.group });
  return { ...('from' in c ? { from: copy(c.from) } : {}), ...('to' in c ? { to: copy(c.to) } : {}) };
}

/** Throws a sentence for points or checks a file could not hold; `cells` is the map's cell count. */
export function checkLevelWritable(points: readonly PointOfInterest[] | undefined, checks: readonly LevelCheck[] | undefined, cells: number): void {
  const fail = (sentence: string): never => {
    throw new ProjectFormatError(sentence);
  };
  if (points) {
    if (points.length > MAX_POINTS) fail(`A project keeps at most ${MAX_POINTS} points; it has ${points.length}. Delete some, then save.`);
    const taken: string[] = [];
    points.forEach((p, i) => {
      const problem = pointNameProblem(p.name, 'point', taken) ?? pointNameProblem(p.group, 'group');
      if (problem) fail(`Point ${i + 1}: ${lowerFirst(problem)} Then save.`);
      if (p.name !== p.name.trim() || p.group !== p.group.trim()) fail(`Point ${i + 1}'s name or group starts or ends with spaces; rename it, then save.`);
      taken.push(p.name);
      if (!Number.isInteger(p.cell) || p.cell < 0 || p.cell >= cells) fail(`Point "${p.name}" lies outside the map; delete it or place it again, then save.`);
    });
  }
  if (checks) {
    if (checks.length > MAX_CHECKS) fail(`A project keeps at most ${MAX_CHECKS} level checks; it has ${checks.length}. Delete some, then save.`);
    checks.forEach((c, i) => {
      const problem = checkProblem(c);
      if (problem) fail(`Level check ${i + 1}: ${lowerFirst(problem)} Then save.`);
    });
  }
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
