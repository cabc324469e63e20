// The compact trace: one 32-bit word per event that gives back its cell, kind, side and parent
// bit, recorded in chunks that read back in order however long the trace grows, and a search
// result whose trace still offers the wide arrays, also after a structured clone (as posted by
// the worker), while the compact words never travel with it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid } from '../../../../src/shared/grid/grid';
import { createSearch, runSearch, TraceEventKind } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { planSearch } from '../../../../src/shared/engine/plan';
import { BYTES_PER_EVENT, MAX_TRACE_CELLS, encodeEvent, eventCell, eventKind, eventSide, eventViaParent } from '../../../../src/shared/engine/trace/encoding';
import { replayFrame } from '../../../../src/shared/engine/trace/frame';
import { recordingOf } from '../../../../src/shared/engine/trace/index';
import { CHUNK_WORDS, wordAt } from '../../../../src/shared/engine/trace/recording';
import { TraceRecorder } from '../../../../src/shared/engine/traceRecorder';
import { options } from './helpers';

const kinds = fc.constantFrom(TraceEventKind.Expand, TraceEventKind.Push, TraceEventKind.DecreaseKey, TraceEventKind.Reopen);

function recorder(): TraceRecorder {
  const grid = createGrid(4, 4);
  return new TraceRecorder(replayFrame(mapContext(grid), planSearch(mapContext(grid), { start: 0, goal: 15, options: options() })));
}

describe('the compact trace', () => {
  it('gives back every field of an event from its word', () => {
    fc.assert(
      fc.property(kinds, fc.integer({ min: 0, max: MAX_TRACE_CELLS - 1 }), fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 }), (kind, cell, side, via) => {
        const word = encodeEvent(kind, cell, side, via);
        expect(word).toBeGreaterThanOrEqual(0);
        expect(word).toBeLessThan(2 ** 32);
        expect([eventKind(word), eventCell(word), eventSide(word), eventViaParent(word)]).toEqual([kind, cell, side, via]);
      }),
    );
    expect(BYTES_PER_EVENT).toBe(4);
    expect(MAX_TRACE_CELLS).toBeGreaterThanOrEqual(4096 * 4096);
  });

  it('records words that read back in order across chunks', () => {
    const r = recorder();
    const n = 2 * CHUNK_WORDS + 12345;
    const expected = (i: number) => encodeEvent(i % 4, (i * 7919) % (4096 * 4096), i & 1, (i >> 1) & 1);
    for (let i = 0; i < n; i++) r.add(i % 4, (i * 7919) % (4096 * 4096), i & 1, (i >> 1) & 1);
    expect(r.length).toBe(n);
    for (let i = 0; i < n; i += 997) expect(wordAt(r, i)).toBe(expected(i));
    expect(wordAt(r, n - 1)).toBe(expected(n - 1));
    expect(r.chunks.length).toBe(3);
  });

  it('costs 4 bytes an event, against 25 for the wide arrays', () => {
    const grid = createGrid(200, 200);
    const result = runSearch(grid, { start: 0, goal: 200 * 200 - 1, options: options({ algorithm: 'dijkstra', recordTrace: true }) });
    const recording = recordingOf(result)!;
    const bytes = recording.chunks.reduce((sum, c) => sum + c.byteLength, 0);
    expect(bytes / recording.length).toBeLessThan(BYTES_PER_EVENT * 1.01);
    const t = result.trace!;
    expect((t.kind.byteLength + t.cell.byteLength + t.g.byteLength + t.f.byteLength + t.parent.byteLength) / t.length).toBe(25);
  });

  it('keeps the wide arrays for their readers, in a structured clone too, without the compact words', () => {
    const grid = createGrid(30, 30);
    grid.terrain[45] = 6;
    for (const algorithm of ['astar', 'bidirectional'] as const) {
      const result = runSearch(grid, { start: 0, goal: 899, options: options({ algorithm, recordTrace: true }) });
      const trace = result.trace!;
      const copy = structuredClone(result);
      expect(Object.keys(copy.trace!).sort()).toEqual(['cell', 'f', 'g', 'kind', 'length', 'parent', ...(algorithm === 'bidirectional' ? ['side'] : [])].sort());
      expect(copy.trace!.g).toEqual(trace.g);
      expect(copy.trace!.kind.length).toBe(recordingOf(result)!.length);
      expect(recordingOf(copy)).toBeNull();
      // The expansions in the wide arrays are the search's count.
      expect(Array.from(trace.kind).filter((k) => k === TraceEventKind.Expand).length).toBe(result.metrics.expanded);
    }
  });

  it('decodes the wide arrays again after a transfer detached them', () => {
    const grid = createGrid(20, 20);
    const result = runSearch(grid, { start: 0, goal: 399, options: options({ recordTrace: true }) });
    const before = Array.from(result.trace!.g);
    structuredClone(result.trace!.g, { transfer: [result.trace!.g.buffer as ArrayBuffer] });
    expect(Array.from(result.trace!.g)).toEqual(before);
  });

  it('is readable while the search runs', () => {
    const search = createSearch(createGrid(20, 20), { start: 0, goal: 399, options: options({ recordTrace: true }) });
    const live = recordingOf(search)!;
    search.step(3);
    const early = live.length;
    expect(live.finished).toBe(false);
    while (!search.step(5));
    expect(live.length).toBeGreaterThan(early);
    expect(live.finished).toBe(true);
    expect(recordingOf(createSearch(createGrid(5, 5), { start: 0, goal: 24, options: options() }))).toBeNull();
  });
});
