// Bad inputs thrown at every entry point a user or a file can reach, in bulk: the search worker's
// requests (random values, and valid requests with one field made wrong or out of bounds) and
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

describe('bad inputs in bulk', () => {
  it(`${RUNS} spoiled and random requests: none throws, each id is answered once, user-caused ones with a sentence, and searching still works`, () => {
    const { worker, events, drain } = service();
    worker.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: mapOf() });
    let tried = 0;
    fc.assert(
      fc.property(fc.oneof(spoiledRequest, fc.anything(), fc.record({ kind: fc.constantFrom('search', 'load-map', 'cancel', 'ping', 'unload-map'), requestId: fc.oneof(awkwardNumber, wrongKind) })), (request) => {
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
        // A map the request replaced may be gone or out of bounds: put the good one back for the next.
        worker.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: mapOf() });
      }),
      { numRuns: RUNS, seed: 20261123 },
    );
    expect(tried).toBe(RUNS);
    events.length = 0;
    worker.handle(searchOf({}, 99));
    drain();
    expect(events.at(-1)).toMatchObject({ kind: 'result', requestId: 99, result: { status: 'found' } });
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
