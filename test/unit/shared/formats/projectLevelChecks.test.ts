// Points of interest and level checks in a project file: optional fields of format 3 (a file
// without them reads as before, one with them keeps the same format version), kept exactly through
// a save and an open, and a malformed entry refused with a sentence naming it.
import { describe, expect, it } from 'vitest';
import { createProject, parseProject, PROJECT_FORMAT_VERSION, ProjectFormatError, serializeProject, type Project } from '../../../../src/shared/formats/project';
import { checkedDocument, documentOf } from '../../../../src/shared/recovery/backupDocument';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { LevelCheck } from '../../../../src/shared/levelChecks/rules';

function project(): Project {
  const p = createProject(createGrid(12, 8), 'Arena');
  p.points = [
    { name: 'Spawn A', group: 'Team A', cell: 1 * 12 + 1 },
    { name: 'Spawn B', group: 'Team B', cell: 6 * 12 + 10 },
    { name: 'Flag', group: 'Objectives', cell: 4 * 12 + 6 },
  ];
  p.checks = [
    { kind: 'reaches', from: { point: 'Spawn A' }, to: { point: 'Flag' } },
    { kind: 'within', from: { group: 'Team A' }, to: { point: 'Flag' }, cost: 120 },
    { kind: 'fair', groups: ['Team A', 'Team B'], to: { point: 'Flag' }, percent: 5, unit: 'Tank' },
    { kind: 'pockets', cells: 50 },
  ];
  return p;
}

function refusal(edit: (file: any) => void): string {
  const file = JSON.parse(serializeProject(project(), '0.2.0'));
  edit(file);
  try {
    parseProject(JSON.stringify(file));
  } catch (err) {
    expect(err).toBeInstanceOf(ProjectFormatError);
    return (err as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('points and level checks in a project file', () => {
  it('are written as [x, y] points and plain rules, without a new format version', () => {
    const file = JSON.parse(serializeProject(project(), '0.2.0'));
    expect(file.formatVersion).toBe(PROJECT_FORMAT_VERSION);
    expect(file.points).toEqual([
      { name: 'Spawn A', group: 'Team A', cell: [1, 1] },
      { name: 'Spawn B', group: 'Team B', cell: [10, 6] },
      { name: 'Flag', group: 'Objectives', cell: [6, 4] },
    ]);
    expect(file.checks[1]).toEqual({ kind: 'within', from: { group: 'Team A' }, to: { point: 'Flag' }, cost: 120 });
    expect(file.checks[2].unit).toBe('Tank');
  });

  it('open again exactly as they were saved', () => {
    const p = project();
    const read = parseProject(serializeProject(p, '0.2.0'));
    expect(read.points).toEqual(p.points);
    expect(read.checks).toEqual(p.checks);
  });

  it('are absent from a file of a project without them, which reads back without them', () => {
    const p = createProject(createGrid(4, 4));
    const text = serializeProject(p, '0.2.0');
    expect(JSON.parse(text)).not.toHaveProperty('points');
    expect(JSON.parse(text)).not.toHaveProperty('checks');
    const read = parseProject(text);
    expect(read.points).toBeUndefined();
    expect(read.checks).toBeUndefined();
  });

  it('survive the recovery journal’s check, the points keeping their cells on the real map', () => {
    const p = project();
    const checked = checkedDocument(documentOf(p), p.grid.palette);
    expect(typeof checked).toBe('object');
    expect((checked as Project).points).toEqual(p.points);
    expect((checked as Project).checks).toEqual(p.checks);
  });

  it('refuse a malformed entry with a sentence that names it', () => {
    expect(refusal((f) => (f.points[1].cell = [3]))).toBe("Point 2's cell must be [x, y] with whole numbers from 0; this file has a list of 1.");
    expect(refusal((f) => (f.points[0].group = ''))).toBe('Point 1 needs a group of 1 to 64 characters, such as "Team A"; this file says "".');
    expect(refusal((f) => (f.points[2].cell = [40, 1]))).toBe('The point "Flag" 40,1 lies outside the 12×8 map (x must be below 12 and y below 8); move it inside the map or set it to null.');
    expect(refusal((f) => (f.points[1].name = 'Spawn A'))).toBe('Point 2 is named "Spawn A" like an earlier point; each point needs its own name, so rename one.');
    expect(refusal((f) => (f.checks[0].kind = 'teleports'))).toBe('Level check 1\'s kind must be "reaches", "within", "fair" or "pockets"; this file says "teleports".');
    expect(refusal((f) => (f.checks[1].cost = -3))).toBe("Level check 2's cost must be a number from 0 to 1e+12; this file says -3.");
    expect(refusal((f) => (f.checks[0].to = { spot: 'Flag' }))).toBe(
      'Level check 1\'s "to" must be an object {"point": name} or {"group": name} (names of 1 to 64 characters); this file has an object.',
    );
    expect(refusal((f) => (f.checks[2].groups = ['Team A']))).toBe("Level check 3's groups must list 2 to 16 group names; this file has 1.");
    expect(refusal((f) => (f.checks[2].groups = ['Team A', 'Team A']))).toBe('Level check 3: each group may be named once; pick two different groups.');
    expect(refusal((f) => (f.checks[3].cells = 2.5))).toBe("Level check 4's cells must be a whole number from 0 to 1e+12; this file says 2.5.");
    expect(refusal((f) => (f.checks = 'all'))).toBe('The level checks must be a list of at most 100 rules; this file says "all".');
  });

  it('are refused on saving when a file could not hold them', () => {
    const p = project();
    p.points![0]!.cell = 12 * 8;
    expect(() => serializeProject(p, '0.2.0')).toThrow('Point "Spawn A" lies outside the map; delete it or place it again, then save.');
    const q = project();
    q.points![1]!.name = 'Spawn A';
    expect(() => serializeProject(q, '0.2.0')).toThrow('Point 2: there is already a point named "Spawn A"; pick another name. Then save.');
    const r = project();
    (r.checks![1] as Extract<LevelCheck, { kind: 'within' }>).cost = Number.NaN;
    expect(() => serializeProject(r, '0.2.0')).toThrow('Level check 2: the cost must be a number from 0 to 1e+12, such as 120. Then save.');
  });
});
