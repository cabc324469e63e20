// Bad inputs thrown at every entry point a user or a file can reach, in bulk: the search worker's
// requests (random values, and valid requests with one field made wrong or out of bounds, the
// debugger's too: debug searches, advances, questions about runs, releases) and
// palette edits. Nothing may throw past the entry point, every request with an id gets exactly
// one answer, a value a user can cause is answered with a sentence that is theirs to act on, and
// the worker still searches afterwards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { addTerrainType, PaletteEditError } from '../../../../src/shared/edit/palette';
import { createGrid } from '../../../../src/shared/grid/grid';
import { isTerrainCost } from '../../../../src/shared/grid/limits';
import { defaultPalette, type TerrainType } from '../../../../src/shared/grid/terrain';
import type { WorkerEvent } from '../../../../src/shared/protocol/messages';
import { SearchService } from '../../../../src/shared/protocol/searchService';

const RUNS = 4000;

/** Numbers a form field or a hand-edited file can hold. */
const awkwardNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1e-9, 1e-3, 1e6, 1e6 + 1, 1e305, Infinity, -Infinity, Number.NaN, 2 ** 31, 0.5, 1.5),
  fc.double(),
  fc.integer(),
);
/** Values of the wrong kind. */
const wrongKind = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(fc.integer(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));

function service() {
  const events: WorkerEvent[] = [];
  const tasks: (() => void)[] = [];
  const worker = new SearchService({ emit: (e) => events.push(e), schedule: (t) => tasks.push(t), sliceExpansions: 64 });
  const drain = () => {
    for (let i = 0; i < 10_000 && tasks.length > 0; i++) tasks.shift()!();
  };
  return { worker, events, drain };
}

const mapOf = (palette: TerrainType[] = defaultPalette()) => ({ width: 4, height: 4, terrain: new Uint8Array(16), heights: new Int16Array(16), palette });
const searchOf = (options: Record<string, unknown>, requestId: number) => ({
  kind: 'search', requestId, mapId: 'm', revision: 1, query: { start: 0, goal: 15, options: { ...DEFAULT_SEARCH_OPTIONS, ...options } },
});

/** A valid request with one field replaced by something awkward. */
const spoiledRequest = fc.oneof(
  fc.record({ field: fc.constantFrom('weight', 'maxExpansions'), value: fc.oneof(awkwardNumber, wrongKind) }).map(({ field, value }) => searchOf({ [field]: value }, 7)),
  fc.record({ uphill: fc.oneof(awkwardNumber, wrongKind), downhill: awkwardNumber }).map((heightCosting) => searchOf({ heightCosting }, 7)),
  fc.record({ field: fc.constantFrom('algorithm', 'heuristic', 'topology', 'cornerRule', 'tieBreak', 'diagonalCost'), value: fc.oneof(fc.string(), wrongKind) }).map(({ field, value }) => searchOf({ [field]: value }, 7)),
  fc.record({ index: fc.integer({ min: 0, max: 6 }), cost: fc.oneof(awkwardNumber, wrongKind) }).map(({ index, cost }) => {
    const palette = defaultPalette();
    (palette[index] as { cost: unknown }).cost = cost;
    return { kind: 'load-map', requestId: 7, mapId: 'm', revision: 1, map: mapOf(palette) };
  }),
  fc.record({ start: fc.oneof(awkwardNumber, wrongKind), goal: awkwardNumber }).map(({ start, goal }) => ({ ...searchOf({}, 7), query: { start, goal, options: DEFAULT_SEARCH_OPTIONS } })),
  fc.record({ width: fc.oneof(awkwardNumber, wrongKind), height: awkwardNumber }).map(({ width, height }) => ({ kind: 'load-map', requestId: 7, mapId: 'm', revision: 1, map: { ...mapOf(), width, height } })),
);

/** `base` as it is, or with one of `fields` replaced by a value from its spoiler (a path a.b reaches into a nested object). */
function spoilOne(base: fc.Arbitrary<Record<string, unknown>>, fields: Record<string, fc.Arbitrary<unknown>>) {
  const names = Object.keys(fields);
  return fc.tuple(base, fc.option(fc.constantFrom(...names), { freq: 3 }), fc.oneof(...Object.values(fields))).chain(([value, field]) => {
    if (field === null) return fc.constant(value);
    return fields[field]!.map((bad) => {
      const copy = structuredClone(value);
      const path = field.split('.');
      let at = copy as Record<string, unknown>;
      for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
      at[path.at(-1)!] = bad;
      return copy;
    });
  });
}

const validBreakpoint = fc.oneof(
  fc.record({ kind: fc.constant('cell'), id: fc.string({ maxLength: 3 }), enabled: fc.boolean(), cell: fc.nat(20), on: fc.constantFrom('opened', 'expanded', 'either') }),
  fc.record({ kind: fc.constant('condition'), id: fc.string({ maxLength: 3 }), enabled: fc.boolean(), expression: fc.constantFrom('open > 2', 'f > 1 && !isGoal', 'step % 3 == 1', 'max(x, y) >= 2') }),
);
/** A condition as a user may type it: valid or not (refused with a sentence when enabled). */
const typedCondition = fc.record({ kind: fc.constant('condition'), id: fc.constant('t'), enabled: fc.constant(true), expression: fc.oneof(fc.constantFrom('fscore > 3', 'f =', 'x.y', '"a"', 'min()'), fc.string({ maxLength: 20 })) });
const badBreakpoints = fc.oneof(fc.array(fc.oneof(validBreakpoint, typedCondition, fc.record({ kind: fc.constant('cell'), id: fc.constant('c'), enabled: fc.constant(true), cell: fc.oneof(awkwardNumber, wrongKind), on: fc.string() }), wrongKind), { minLength: 1, maxLength: 3 }), wrongKind);
const step = fc.nat(40);
const badStep = fc.oneof(awkwardNumber, wrongKind);
const rect = fc.record({ x: fc.integer({ min: -3, max: 6 }), y: fc.integer({ min: -3, max: 6 }), width: fc.nat(6), height: fc.nat(6), stride: fc.constantFrom(1, 2, 3) });
/** Run 0 is kept (see below); the others may not be. */
const run = fc.oneof(fc.constant(0), fc.constant(0), fc.nat(5));

/** Debugger requests, valid or with one field spoiled: debug searches, advances, questions about runs, releases. */
const spoiledDebugRequest = fc.oneof(
  spoilOne(fc.record({ run: fc.nat(3), until: fc.option(step, { nil: null }), breakpoints: fc.array(validBreakpoint, { maxLength: 3 }) }).map((debug) => ({ ...searchOf({}, 7), debug })), {
    'debug.run': fc.oneof(awkwardNumber, wrongKind), 'debug.until': badStep, 'debug.breakpoints': badBreakpoints, debug: wrongKind,
  }),
  spoilOne(fc.record({ kind: fc.constant('advance'), requestId: fc.constant(7), run, from: step, until: fc.option(step, { nil: null }), breakpoints: fc.array(validBreakpoint, { maxLength: 3 }) }), {
    run: fc.oneof(awkwardNumber, wrongKind), from: badStep, until: badStep, breakpoints: badBreakpoints,
  }),
  spoilOne(fc.record({
    kind: fc.constant('trace-query'), requestId: fc.constant(7), run,
    query: fc.oneof(
      fc.record({ kind: fc.constant('view'), step, request: fc.record({ rect, openPage: fc.record({ side: fc.nat(1), offset: fc.nat(4), count: fc.nat(9) }), currentPath: fc.boolean() }, { requiredKeys: [] }) }),
      fc.record({ kind: fc.constant('cell'), step, cell: fc.nat(15) }),
      fc.record({ kind: fc.constant('list'), step, list: fc.constantFrom('open', 'closed'), side: fc.nat(1), offset: fc.nat(4), count: fc.nat(9) }),
      fc.record({ kind: fc.constant('layer'), step, layer: fc.constantFrom('g', 'h', 'f', 'order', 'error', 'parent'), rect }),
      fc.record({ kind: fc.constantFrom('tree-path', 'tree-children'), step, cell: fc.integer({ min: -1, max: 15 }), side: fc.nat(1) }),
    ),
  }), {
    run: fc.oneof(awkwardNumber, wrongKind), query: fc.anything(), 'query.step': badStep, 'query.kind': fc.string(),
    'query.cell': fc.oneof(fc.integer({ min: -3, max: 40 }), awkwardNumber), 'query.rect': fc.oneof(fc.record({ x: awkwardNumber, y: fc.nat(3), width: awkwardNumber, height: fc.nat(3) }), wrongKind),
    'query.side': fc.oneof(fc.nat(3), wrongKind), 'query.count': awkwardNumber, 'query.layer': fc.string(),
  }),
  spoilOne(run.map((r) => ({ kind: 'release-run', requestId: 7, run: r })), { run: fc.oneof(awkwardNumber, wrongKind) }),
);

describe('bad inputs in bulk', () => {
  it(`${RUNS} spoiled and random requests: none throws, each id is answered once, user-caused ones with a sentence, and searching still works`, () => {
    const { worker, events, drain } = service();
    worker.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: mapOf() });
    const keepRun0 = () => {
      worker.handle({ ...searchOf({}, 2), debug: { run: 0, until: 6, breakpoints: [] } });
      drain();
    };
    keepRun0();
    const kinds = ['search', 'load-map', 'cancel', 'ping', 'unload-map', 'advance', 'trace-query', 'release-run'] as const;
    let tried = 0;
    fc.assert(
      fc.property(fc.oneof(spoiledRequest, spoiledDebugRequest, fc.anything(), fc.record({ kind: fc.constantFrom(...kinds), requestId: fc.oneof(awkwardNumber, wrongKind) })), (request) => {
        tried++;
        events.length = 0;
        expect(() => worker.handle(request)).not.toThrow();
        drain();
        const id = (request as { requestId?: unknown } | null)?.requestId;
        if (typeof id === 'number' && Number.isInteger(id) && id >= 0) {
          const answers = events.filter((e) => e.kind !== 'progress' && e.kind !== 'ready' && e.requestId === id);
          expect(answers.length).toBe(1);
          const answer = answers[0]!;
          if (answer.kind === 'error') {
            expect(answer.message).toMatch(/^[A-Z"].*[.)]$/s);
            if (answer.code === 'invalid-search') expect(answer.message).not.toMatch(/bug in A\* Studio/);
          }
        }
        // A map the request replaced may be gone or out of bounds, and run 0 released or replaced: put them back for the next.
        worker.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: mapOf() });
        if ((request as { kind?: unknown } | null)?.kind !== 'trace-query') keepRun0();
      }),
      { numRuns: RUNS, seed: 20261123 },
    );
    expect(tried).toBe(RUNS);
    events.length = 0;
    worker.handle(searchOf({}, 99));
    drain();
    expect(events.at(-1)).toMatchObject({ kind: 'result', requestId: 99, result: { status: 'found' } });
    // … and debugging still works.
    worker.handle({ ...searchOf({}, 100), debug: { run: 9, until: null, breakpoints: [{ kind: 'condition', id: 'c', enabled: true, expression: 'open > 1' }] } });
    drain();
    expect(events.at(-1)).toMatchObject({ kind: 'debug-state', requestId: 100, state: { run: 9, hit: { breakpointId: 'c' } } });
  });

  it('2000 terrain costs: a finite one out of bounds always gets the sentence naming the terrain, never the bug message', () => {
    const { worker, events } = service();
    let tried = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), awkwardNumber, (index, cost) => {
        tried++;
        events.length = 0;
        const palette = defaultPalette();
        palette[index]!.cost = cost;
        worker.handle({ kind: 'load-map', requestId: 3, mapId: 'p', revision: 1, map: mapOf(palette) });
        const answer = events[0]!;
        if (isTerrainCost(cost)) expect(answer.kind).toBe('map-loaded');
        // Infinity and NaN cannot come from a file (JSON has neither) or the panel (it refuses
        // them first): reaching the worker they are a bug, and the answer says so.
        else if (!Number.isFinite(cost)) expect(answer).toMatchObject({ kind: 'error', code: 'malformed-request' });
        else expect(answer).toMatchObject({ kind: 'error', code: 'invalid-search', message: expect.stringContaining(`Terrain "${palette[index]!.name}" costs`) });
      }),
      { numRuns: 2000, seed: 7 },
    );
    expect(tried).toBe(2000);
  });

  it('2000 palette additions with awkward costs: applied within bounds, refused with a PaletteEditError outside', () => {
    const grid = createGrid(4, 4);
    fc.assert(
      fc.property(awkwardNumber, fc.string({ maxLength: 8 }), (cost, name) => {
        const type = { name, color: 0x123456, cost, passable: true };
        const before = grid.palette.length;
        let command: ReturnType<typeof addTerrainType> | null = null;
        try {
          command = addTerrainType(grid, type);
        } catch (err) {
          expect(err).toBeInstanceOf(PaletteEditError);
          expect((err as Error).message.length).toBeGreaterThan(10);
        }
        if (command) {
          expect(isTerrainCost(cost) && name.trim().length > 0).toBe(true);
          command.redo(grid);
          expect(grid.palette.length).toBe(before + 1);
          command.undo(grid);
        }
        expect(grid.palette.length).toBe(before);
      }),
      { numRuns: 2000, seed: 11 },
    );
  });
});
