// A level check's unit type: measured on the unit's costs where the grid carries the map's unit
// types (the command line's project), and refused with a sentence for a name the map lacks.
import { describe, expect, it } from 'vitest';
import { measureLevel } from '../../../../src/shared/levelChecks/measure';
import { UnitTypeError } from '../../../../src/shared/grid/unitTypes';
import { at, level, RULES } from './fixtures';

describe('level measurements for a unit type', () => {
  it('use the unit type’s costs, and the map’s own without one', () => {
    const { grid, points } = level();
    const ground = grid.palette.findIndex((t) => t.name === 'Ground');
    const costs = grid.palette.map((t) => t.cost as number | null);
    costs[ground] = 3;
    grid.unitTypes = [{ name: 'Tank', costs }];
    const cells = points.map((p) => p.cell);
    const own = measureLevel(grid, RULES, cells);
    const tank = measureLevel(grid, RULES, cells, 'Tank');
    const n = cells.length;
    // Spawn A2 (0,5) to the Flag (4,5): four steps of ground.
    expect(own.costs[1 * n + 3]).toBe(4);
    expect(tank.costs[1 * n + 3]).toBe(12);
    expect(() => measureLevel(grid, RULES, cells, 'Boat')).toThrow(UnitTypeError);
    expect(at(4, 5)).toBe(cells[3]);
  });
});
