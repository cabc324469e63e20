// Random projects for the round-trip property and the fuzz corpus: small maps of any shape with
// palettes, terrain, optional heights, placed or unplaced markers, settings, setups, notes,
// breakpoints, compare layouts, points of interest and level checks, every value inside the bounds a file accepts.
import fc from 'fast-check';
import { namesOf } from '../../../../src/shared/engine/catalog';
import { SEARCH_OPTION_LIST, type SearchOptions, type SearchOptionSpec } from '../../../../src/shared/engine/index';
import type { Project, SearchSetup } from '../../../../src/shared/formats/project';
import { MAX_HEIGHT, MAX_TERRAIN_COST, MIN_HEIGHT, MIN_TERRAIN_COST } from '../../../../src/shared/grid/limits';
import type { TerrainType } from '../../../../src/shared/grid/terrain';
import type { LevelCheck } from '../../../../src/shared/levelChecks/rules';


/** Adding 0 turns -0 into 0, which JSON cannot tell apart anyway. */
const number = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((v) => v + 0);

const terrainType: fc.Arbitrary<TerrainType> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }),
  color: fc.integer({ min: 0, max: 0xffffff }),
  cost: number(MIN_TERRAIN_COST, MAX_TERRAIN_COST),
  passable: fc.boolean(),
});

/** Any value an option's entry in the table of search options allows. */
function optionValue(spec: SearchOptionSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'choice':
      return fc.constantFrom(...namesOf(spec.choices));
    case 'number':
      return spec.whole ? fc.integer({ min: spec.min, max: spec.max }) : number(spec.min, spec.max);
    case 'flag':
      return fc.boolean();
    case 'costs':
      return fc.option(fc.record(Object.fromEntries(Object.entries(spec.fields).map(([f, c]) => [f, number(c.min, c.max)]))), { nil: null });
    case 'name':
      return fc.string({ maxLength: spec.maxLength });
    case 'text':
      // Formulas that read on squares and hexes alike (a file holds no other: the writer checks them).
      return fc.constantFrom(spec.default, 'dx + dy', 'max(dx, dy) * cmin');
  }
}

export const searchOptions = fc.record(
  Object.fromEntries(SEARCH_OPTION_LIST.map((o) => [o.key, optionValue(o)])),
) as unknown as fc.Arbitrary<SearchOptions>;

/** A point or group name as the panel accepts one: no spaces at either end. */
const pointName = fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.trim()).filter((s) => s.length > 0);
const pointRef = fc.oneof(pointName.map((point) => ({ point })), pointName.map((group) => ({ group })));
const unit = fc.option(pointName, { nil: undefined });
const levelCheck: fc.Arbitrary<LevelCheck> = fc
  .oneof(
    fc.record({ kind: fc.constant('reaches' as const), from: pointRef, to: pointRef, unit }),
    fc.record({ kind: fc.constant('within' as const), from: pointRef, to: pointRef, cost: number(0, 1e6), unit }),
    fc.record({ kind: fc.constant('fair' as const), groups: fc.uniqueArray(pointName, { minLength: 2, maxLength: 4 }), to: pointRef, percent: number(0, 100), unit }),
    fc.record({ kind: fc.constant('pockets' as const), cells: fc.integer({ min: 0, max: 1e6 }), unit }),
  )
  .map((c) => {
    const check = { ...c } as LevelCheck;
    if (check.unit === undefined) delete check.unit;
    return check;
  });

const setup: fc.Arbitrary<SearchSetup> = fc.record({ name: fc.string({ minLength: 1, maxLength: 16, unit: 'binary' }), options: searchOptions });

/** A random valid project of at most `maxSide` cells a side. */
export function projectArbitrary(maxSide = 24): fc.Arbitrary<Project> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      palette: fc.array(terrainType, { minLength: 1, maxLength: 12 }),
      withHeights: fc.boolean(),
    })
    .chain(({ width, height, palette, withHeights }) => {
      const cells = width * height;
      const cell = fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: cells - 1 }));
      return fc.record({
        name: fc.string({ maxLength: 30, unit: 'binary' }),
        grid: fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          terrain: fc.uint8Array({ minLength: cells, maxLength: cells, max: palette.length - 1 }),
          heights: withHeights
            ? fc.array(fc.integer({ min: MIN_HEIGHT, max: MAX_HEIGHT }), { minLength: cells, maxLength: cells }).map((a) => Int16Array.from(a))
            : fc.constant(null),
          palette: fc.constant(palette),
          // Unit types with distinct names, each a cost or null (impassable) for some of the terrains.
          unitTypes: fc.option(
            fc.uniqueArray(
              fc.record({
                name: fc.constantFrom('Infantry', 'Tank', 'Boat', 'Scout', 'Ghost'),
                costs: fc.array(fc.option(number(MIN_TERRAIN_COST, MAX_TERRAIN_COST), { nil: null }), { maxLength: palette.length }),
              }),
              { selector: (u) => u.name, minLength: 1, maxLength: 3 },
            ),
            { nil: undefined },
          ),
        }),
        start: cell,
        goal: cell,
        settings: searchOptions,
        setups: fc.array(setup, { maxLength: 3 }),
        notes: fc.string({ maxLength: 60, unit: 'binary' }),
        breakpoints: fc.option(
          fc.array(
            fc.record({ cell, on: fc.constantFrom('opened' as const, 'expanded' as const), condition: fc.string({ maxLength: 20 }), enabled: fc.boolean(), every: fc.constant(true as const) }, { requiredKeys: ['cell', 'on', 'condition', 'enabled'] }),
            { maxLength: 3 },
          ),
          { nil: undefined },
        ),
        points: fc.option(
          fc.uniqueArray(fc.record({ name: pointName, group: pointName, cell: fc.integer({ min: 0, max: cells - 1 }) }), { selector: (p) => p.name, minLength: 1, maxLength: 4 }),
          { nil: undefined },
        ),
        checks: fc.option(fc.array(levelCheck, { minLength: 1, maxLength: 4 }), { nil: undefined }),
        compare: fc.option(
          fc.record({ panes: fc.array(setup, { minLength: 1, maxLength: 4 }), linkCameras: fc.boolean(), timeline: fc.constantFrom('expansions' as const, 'progress' as const) }),
          { nil: undefined },
        ),
      });
    })
    .map((p) => {
      const project: Project = { ...p };
      // Optional fields are absent, not undefined, as a file without them reads back.
      if (project.breakpoints === undefined) delete project.breakpoints;
      if (project.compare === undefined) delete project.compare;
      if (project.points === undefined) delete project.points;
      if (project.checks === undefined) delete project.checks;
      if (project.grid.unitTypes === undefined) delete project.grid.unitTypes;
      return project;
    });
}
