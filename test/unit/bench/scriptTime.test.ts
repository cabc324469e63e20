// The editor benchmark's script time per pointer move (test/bench/editor/scriptTime.ts): each move
// is charged the script between its dispatch and the next move's, less nested rendering, and
// nothing from other threads.
import { describe, expect, it } from 'vitest';
import { mergeSpans, moveBreakdowns, scriptPerPointerMove, slowMoveLines, subtractSpans, type TraceEvent } from '../../bench/editor/scriptTime';

const MAIN = { pid: 1, tid: 10 };
// Thread (CPU) time runs at half the wall clock here, as on a machine shared with one other busy process.
const x = (name: string, ts: number, dur: number, type?: string, at = MAIN): TraceEvent => ({ name, ph: 'X', ts, dur, tts: ts / 2, tdur: dur / 2, ...at, ...(type ? { args: { data: { type } } } : {}) });

describe('script time per pointer move', () => {
  it('merges overlapping spans and takes cuts out of them', () => {
    expect(mergeSpans([[5, 8], [0, 2], [1, 3], [8, 9]])).toEqual([[0, 3], [5, 9]]);
    expect(subtractSpans([[0, 10], [20, 30]], [[2, 4], [8, 22], [25, 26]])).toEqual([[0, 2], [4, 8], [22, 25], [26, 30]]);
    expect(subtractSpans([[0, 10]], [])).toEqual([[0, 10]]);
  });

  it('charges each move its handler and the frame after it, without nested paint, other threads or double counting', () => {
    const events: TraceEvent[] = [
      x('EventDispatch', 0, 1000, 'pointermove'),
      x('FunctionCall', 100, 800), // inside the dispatch: counted once
      x('FireAnimationFrame', 4000, 3000),
      x('Paint', 5000, 1000), // nested rendering: not script
      x('RasterTask', 4000, 9000, undefined, { pid: 1, tid: 11 }), // another thread
      x('EventDispatch', 10_000, 500, 'pointermove'),
      x('FunctionCall', 12_000, 2000, undefined, { pid: 1, tid: 11 }), // a worker's script
      x('EventDispatch', 20_000, 200, 'pointerup'),
      x('FireAnimationFrame', 21_000, 9000), // after the stroke
    ];
    expect(scriptPerPointerMove(events)).toEqual([3, 0.5]);
    expect(scriptPerPointerMove(events, 'cpu')).toEqual([1.5, 0.25]);
  });

  it('says what is wrong when the trace holds no pointer move', () => {
    expect(() => scriptPerPointerMove([x('FunctionCall', 0, 10)])).toThrow(/no pointermove/);
  });

  it('takes each move apart by the top-level events it ran, with the collections inside them', () => {
    const events: TraceEvent[] = [
      x('EventDispatch', 0, 1000, 'pointermove'),
      x('FunctionCall', 100, 800), // nested in the dispatch: not a part of its own
      x('FireAnimationFrame', 4000, 3000),
      x('MinorGC', 4500, 1000), // inside the frame
      x('Paint', 6000, 1000), // nested rendering: not script
      x('EventDispatch', 10_000, 500, 'pointermove'),
      x('EventDispatch', 20_000, 200, 'pointerup'),
    ];
    const [first, second] = moveBreakdowns(events, 'wall');
    expect(first!.ms).toBe(3);
    expect([...first!.parts]).toEqual([['EventDispatch pointermove', 1], ['FireAnimationFrame', 2]]);
    expect(first!.gc).toBe(1);
    expect(second!.ms).toBe(0.5);
    expect(second!.gc).toBe(0);
    expect(slowMoveLines([first!, second!], 2)).toEqual(['move 0: 3.00 ms (GC 1.00): FireAnimationFrame 2.00, EventDispatch pointermove 1.00']);
  });
});
