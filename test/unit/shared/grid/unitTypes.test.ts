// Unit types turn into the costs a search pays in one place (gridForUnitType): each terrain costs
// what the unit type says, or is impassable for it, and a search as a unit type finds what a search
// finds on the map repainted with that unit type's costs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchOptions } from '../../../../src/shared/engine/index';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { MAX_TERRAIN_COST, MIN_TERRAIN_COST } from '../../../../src/shared/grid/limits';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import { gridForUnitType, unitTypesProblem, UnitTypeError, type UnitType } from '../../../../src/shared/grid/unitTypes';
import { at, gridFromText } from '../engine/helpers';

const TANK: UnitType = { name: 'Tank', costs: [1, 0.5, 1.5, null, null] }; // no forest, no swamp; water and wall as the map says
const BOAT: UnitType = { name: 'Boat', costs: [null, null, null, null, null, 1, null] };

function withUnits(grid: Grid, ...unitTypes: UnitType[]): Grid {
  return { ...grid, unitTypes };
}

describe('gridForUnitType', () => {
  it('gives each terrain the unit type\'s cost or makes it impassable, keeping names, colours and cells', () => {
    const grid = withUnits(gridFromText('.rgfs~#'), TANK, BOAT);
    const tank = gridForUnitType(grid, 'Tank');
    expect(tank.palette.map((t) => [t.cost, t.passable])).toEqual([[1, true], [0.5, true], [1.5, true], [2, false], [4, false], [1, false], [1, false]]);
    expect(tank.palette.map((t) => [t.name, t.color])).toEqual(grid.palette.map((t) => [t.name, t.color]));
    expect(tank.terrain).toBe(grid.terrain); // shared, not copied
    expect(gridForUnitType(grid, 'Boat').palette.map((t) => t.passable)).toEqual([false, false, false, false, false, true, false]);
    expect(grid.palette).toEqual(defaultPalette()); // the map's own palette is untouched
  });

  it('gives the map itself for the map\'s own costs', () => {
    const grid = withUnits(gridFromText('.r'), TANK);
    expect(gridForUnitType(grid, '')).toBe(grid);
    expect(gridForUnitType(grid, 'Map costs')).toBe(grid);
  });

  it('refuses a name the map lacks with a sentence listing the map\'s unit types', () => {
    const grid = withUnits(gridFromText('.r'), TANK, BOAT);
    expect(() => gridForUnitType(grid, 'Plane')).toThrow(UnitTypeError);
    expect(() => gridForUnitType(grid, 'Plane')).toThrow('This map has no unit type "Plane"; pick one of "Map costs" (the map\'s own costs), "Tank", "Boat".');
    expect(() => gridForUnitType(gridFromText('.'), 'Tank')).toThrow('pick one of "Map costs" (the map\'s own costs).');
  });

  it('lets a unit cross what the map calls impassable, and keeps it off what it cannot enter', () => {
    const grid = withUnits(gridFromText(`
      ..~..
      ..~..
      ff~ff
    `), BOAT, TANK);
    const options: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS };
    expect(runSearch(grid, { start: at(grid, 0, 0), goal: at(grid, 4, 0), options }).status).not.toBe('found');
    const boat = gridForUnitType(grid, 'Boat');
    expect(runSearch(boat, { start: at(grid, 2, 0), goal: at(grid, 2, 2), options }).cost).toBe(2);
    const tankGrid = withUnits(gridFromText('.f.\n...'), TANK);
    const tank = runSearch(gridForUnitType(tankGrid, 'Tank'), { start: at(tankGrid, 0, 0), goal: at(tankGrid, 2, 0), options });
    expect(Array.from(tank.path)).not.toContain(at(tankGrid, 1, 0)); // around the forest, which it cannot enter
  });

  it('finds what a search on the map repainted with the unit type\'s costs finds, on random maps and unit types', () => {
    const cost = fc.double({ min: MIN_TERRAIN_COST, max: 10, noNaN: true });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.array(fc.option(cost, { nil: null }), { minLength: 0, maxLength: 7 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 6 })),
        fc.constantFrom<SearchOptions['topology']>('square8', 'square4'),
        (width, height, costs, paint, topology) => {
          const grid = createGrid(width, height);
          for (let c = 0; c < grid.terrain.length; c++) grid.terrain[c] = paint.next().value;
          const unit = { name: 'Unit', costs };
          // The same map, its palette repainted by hand: the unit's cost where it has one, impassable where null.
          const repainted = { ...grid, palette: grid.palette.map((t, i) => (i >= costs.length ? t : costs[i] === null ? { ...t, passable: false } : { ...t, cost: costs[i]!, passable: true })) };
          const options = { ...DEFAULT_SEARCH_OPTIONS, topology, unitType: 'Unit', algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
          const query = { start: 0, goal: width * height - 1, options };
          const asUnit = runSearch(gridForUnitType(withUnits(grid, unit), 'Unit'), query);
          const onRepainted = runSearch(repainted, query);
          expect(asUnit.status).toBe(onRepainted.status);
          if (asUnit.status === 'found') expect(asUnit.cost).toBeCloseTo(onRepainted.cost, 9);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('unitTypesProblem', () => {
  it('accepts none, or unit types of distinct names with costs in bounds for the palette', () => {
    expect(unitTypesProblem(undefined, 3)).toBeNull();
    expect(unitTypesProblem([TANK, BOAT], 7)).toBeNull();
  });

  it.each([
    ['a list that is not one', 7, /must be a list/],
    [[{ name: 'Tank' }], 7, /^Unit type 1 must have a name and a list of costs\.$/],
    [[TANK, { ...BOAT, name: 'Tank' }], 7, /^Unit type 2 \("Tank"\) has the name of unit type 1; give each unit type its own name\.$/],
    [[{ name: 'Map costs', costs: [] }], 7, /^Unit type 1 \("Map costs"\) needs a name of 1 to 40 characters/],
    [[{ name: 'Tank', costs: [1, MAX_TERRAIN_COST * 2] }], 7, /^Unit type 1 \("Tank"\) gives terrain 2 the cost 2000000; a cost must be a number between/],
    [[BOAT], 3, /^Unit type 1 \("Boat"\) lists 7 terrain costs, but the palette has 3 types\.$/],
  ])('refuses %j with a sentence', (unitTypes, terrainTypes, message) => {
    expect(unitTypesProblem(unitTypes, terrainTypes)).toMatch(message);
  });
});
