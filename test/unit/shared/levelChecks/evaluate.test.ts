// The level-check evaluator: each kind of rule holding and failing with the numbers that say why,
// points that cannot be reached, names that point at nothing, and rules measured per unit type.
import { describe, expect, it } from 'vitest';
import { evaluateChecks, unitKey, unitsOf } from '../../../../src/shared/levelChecks/evaluate';
import { measureLevel, type LevelMeasurement } from '../../../../src/shared/levelChecks/measure';
import type { PointOfInterest } from '../../../../src/shared/levelChecks/points';
import type { LevelCheck } from '../../../../src/shared/levelChecks/rules';
import { at, level, RULES } from './fixtures';
import type { Grid } from '../../../../src/shared/grid/grid';

function check(checks: LevelCheck[], edit?: (grid: Grid, wall: number) => void, points?: PointOfInterest[]) {
  const fixture = level();
  edit?.(fixture.grid, fixture.wall);
  const pts = points ?? fixture.points;
  const measurements = new Map<string, LevelMeasurement>(unitsOf(checks).map((u) => [unitKey(u), measureLevel(fixture.grid, RULES, pts.map((p) => p.cell), u)]));
  return evaluateChecks(checks, pts, measurements);
}

// On the fixture, 4-connected at cost 1: A1 (0,0) → Flag (4,5) costs 9, A2 (0,5) → Flag 4,
// B1 (9,5) → Flag 5 (through the gap at 5,5).
describe('level checks', () => {
  it('"reaches" holds with the cost, and fails naming the pair that cannot get there', () => {
    const [holds] = check([{ kind: 'reaches', from: { point: 'Spawn A1' }, to: { point: 'Flag' } }]);
    expect(holds).toMatchObject({ holds: true, text: 'Spawn A1 reaches Flag', detail: 'cost 9' });
    // Close the gap: Team B is cut off from the Flag.
    const [fails] = check([{ kind: 'reaches', from: { group: 'Team B' }, to: { point: 'Flag' } }], (g, wall) => (g.terrain[at(5, 5)] = wall));
    expect(fails).toMatchObject({ holds: false, text: 'Every Team B point reaches Flag', detail: 'Spawn B1 cannot reach Flag' });
  });

  it('"reaches" says which point stands on a wall', () => {
    const [r] = check([{ kind: 'reaches', from: { point: 'Spawn A1' }, to: { point: 'Flag' } }], (g, wall) => (g.terrain[at(4, 5)] = wall));
    expect(r).toMatchObject({ holds: false, detail: 'Spawn A1 cannot reach Flag (Flag stands on an impassable cell)' });
  });

  it('"within" holds when the dearest pair is within the cost, and fails by how much it is over', () => {
    const rule = (cost: number): LevelCheck => ({ kind: 'within', from: { group: 'Team A' }, to: { point: 'Flag' }, cost });
    const [holds] = check([rule(9)]);
    expect(holds).toMatchObject({ holds: true, text: 'Flag within 9 of every Team A point', detail: 'dearest Spawn A1 → Flag: 9' });
    const [fails] = check([rule(6)]);
    expect(fails).toMatchObject({ holds: false, detail: 'Spawn A1 → Flag costs 9, 3 over 6' });
    const [both] = check([rule(3)]);
    expect(both).toMatchObject({ holds: false, detail: 'Spawn A1 → Flag costs 9, 6 over 3 (2 pairs over)' });
  });

  it('"fair" compares each group’s nearest point, worst/best and the difference in %', () => {
    // Team A's nearest is A2 at 4, Team B's B1 at 5: 25 % apart.
    const rule = (percent: number): LevelCheck => ({ kind: 'fair', groups: ['Team A', 'Team B'], to: { point: 'Flag' }, percent });
    const [holds] = check([rule(25)]);
    expect(holds).toMatchObject({ holds: true, text: 'Team A and Team B within 25 % of each other to Flag', detail: 'Team A 4, Team B 5: 25 % apart, worst/best 1.25' });
    const [fails] = check([rule(5)]);
    expect(fails).toMatchObject({ holds: false, detail: 'Team A 4, Team B 5: 25 % apart, worst/best 1.25, more than 5 %' });
    // A road (cost 0.5) on (7,5) and (8,5) brings Team B to 4, as near as Team A.
    const [fixed] = check([rule(5)], (g) => {
      g.terrain[at(7, 5)] = 1;
      g.terrain[at(8, 5)] = 1;
    });
    expect(fixed).toMatchObject({ holds: true, detail: 'Team A 4, Team B 4: 0 % apart, worst/best 1.00' });
  });

  it('"fair" fails when a group cannot reach, or is not there', () => {
    const rule: LevelCheck = { kind: 'fair', groups: ['Team A', 'Team B'], to: { point: 'Flag' }, percent: 50 };
    const [cut] = check([rule], (g, wall) => (g.terrain[at(5, 5)] = wall));
    expect(cut).toMatchObject({ holds: false, detail: 'Team B cannot reach it (Team A 4, Team B unreachable)' });
    const [missing] = check([{ ...rule, groups: ['Team A', 'Team C'] }]);
    expect(missing).toMatchObject({ holds: false, detail: 'there is no group named "Team C"; place a point in it or edit the rule' });
  });

  it('"pockets" holds while no region without a point is larger than the limit, and fails with its size', () => {
    const rule = (cells: number): LevelCheck => ({ kind: 'pockets', cells });
    const [holds] = check([rule(3)]);
    expect(holds).toMatchObject({ holds: true, text: 'No unreachable region larger than 3 cells', detail: 'largest unreachable region 3 cells (1 region without a point)' });
    const [fails] = check([rule(2)]);
    expect(fails).toMatchObject({ holds: false, detail: 'an unreachable region of 3 cells (1 region without a point)' });
    // Closing the gap cuts Team B's side off too, but a point (B1) stands in it: still only the pocket.
    const [gap] = check([rule(2)], (g, wall) => (g.terrain[at(5, 5)] = wall), level().points.slice(0, 2));
    expect(gap).toMatchObject({ holds: false, detail: 'an unreachable region of 16 cells and 1 more over 2 (2 regions without a point)' });
  });

  it('a rule naming a point that is not there fails with a sentence saying what to do', () => {
    const [r] = check([{ kind: 'reaches', from: { point: 'Spawn Z' }, to: { point: 'Flag' } }]);
    expect(r).toMatchObject({ holds: false, detail: 'there is no point named "Spawn Z"; place one or edit the rule' });
  });

  it('measures each unit type once and shows the unit in the rule', () => {
    const checks: LevelCheck[] = [
      { kind: 'reaches', from: { point: 'Spawn A1' }, to: { point: 'Flag' }, unit: 'Tank' },
      { kind: 'reaches', from: { point: 'Spawn A2' }, to: { point: 'Flag' } },
      { kind: 'pockets', cells: 10, unit: 'Tank' },
    ];
    expect(unitsOf(checks)).toEqual([null, 'Tank']);
    const [tank] = check(checks);
    // Until profiles exist a unit moves by the map's own costs.
    expect(tank).toMatchObject({ holds: true, text: 'Spawn A1 reaches Flag (Tank)', detail: 'cost 9' });
  });

  it('refuses to evaluate without a measurement of the rule’s unit', () => {
    const { points } = level();
    expect(() => evaluateChecks([{ kind: 'pockets', cells: 1, unit: 'Boat' }], points, new Map())).toThrow(/No measurement/);
  });
});
