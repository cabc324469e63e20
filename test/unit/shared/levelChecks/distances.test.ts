// The distance table: every pair, each group's nearest point to each point with the fairness
// between competing groups, and both as CSV.
import { describe, expect, it } from 'vitest';
import { groupTable, groupTableCsv, pairTableCsv } from '../../../../src/shared/levelChecks/distances';
import { measureLevel } from '../../../../src/shared/levelChecks/measure';
import { at, level, RULES } from './fixtures';

describe('the distance table', () => {
  const { grid, points } = level();
  const m = measureLevel(grid, RULES, points.map((p) => p.cell));

  it('gives each group its nearest point’s cost, and the fairness where two groups compete', () => {
    const t = groupTable(points, m);
    expect(t.groups).toEqual(['Team A', 'Team B', 'Objectives']);
    // Flag (column 3): Team A 4 (A2), Team B 5, Objectives 0 (its own point).
    expect(t.costs.map((r) => r[3])).toEqual([4, 5, 0]);
    // For the Flag, Team A and Team B compete (Objectives holds it): 5 / 4.
    expect(t.fairness[3]).toMatchObject({ ratio: 1.25, percent: 25 });
    // For Spawn A1 only Team B and Objectives compete.
    expect(t.fairness[0]!.costs.map((c) => c.group)).toEqual(['Team B', 'Objectives']);
  });

  it('copies every pair as CSV, one row per point, unreachable said in words and names with commas quoted', () => {
    const pts = [...points, { name: 'Pocket, top', group: 'Objectives', cell: at(8, 0) }];
    const csv = pairTableCsv(pts, measureLevel(grid, RULES, pts.map((p) => p.cell)));
    expect(csv.split('\n')).toEqual([
      'from \\ to,Spawn A1,Spawn A2,Spawn B1,Flag,"Pocket, top"',
      'Spawn A1,0,5,14,9,unreachable',
      'Spawn A2,5,0,9,4,unreachable',
      'Spawn B1,14,9,0,5,unreachable',
      'Flag,9,4,5,0,unreachable',
      '"Pocket, top",unreachable,unreachable,unreachable,unreachable,0',
      '',
    ]);
  });

  it('copies the group table as CSV with the worst/best and difference rows', () => {
    expect(groupTableCsv(points, m).split('\n')).toEqual([
      'group \\ to,Spawn A1,Spawn A2,Spawn B1,Flag',
      'Team A,0,0,9,4',
      'Team B,14,9,0,5',
      'Objectives,9,4,5,0',
      'worst/best,1.5556,2.2500,1.8000,1.2500',
      'difference %,55.56,125.00,80.00,25.00',
      '',
    ]);
  });
});
