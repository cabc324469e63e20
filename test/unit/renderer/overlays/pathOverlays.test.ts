// The path overlays ask for a frame only when what they draw changed: a slider move mid-run leaves
// the found path and the baseline empty as they were, and a frame asked for nothing made software
// compositing read the canvas back before the worker's answer could be taken in. A new path to the
// node expanded, a found path, or one taken away asks for one.
import { describe, expect, it } from 'vitest';
import type { RunFrame } from '../../../../src/renderer/overlays/runFrame';

(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { PathOverlay } = await import('../../../../src/renderer/overlays/pathOverlay');
const { BaselinePathOverlay } = await import('../../../../src/renderer/overlays/baselinePathOverlay');

const RESULT = { path: Int32Array.of(1, 2, 3), baseline: { path: Int32Array.of(1, 5, 3) } };

/** A frame of a finished, recorded run of 100 steps (its result RESULT) at `step`, whose view answers `currentPath`. */
function frameAt(step: number, currentPath: Int32Array): RunFrame {
  return {
    run: { finished: true, steps: 100, result: RESULT } as unknown as RunFrame['run'],
    step,
    rect: { x: 0, y: 0, width: 10, height: 10 },
    scale: 1,
    view: Promise.resolve({ step, currentPath } as never),
    ask: () => Promise.reject(new Error('not asked')),
    current: () => true,
  };
}

function counted<T extends { attach(r: () => void): void }>(overlay: T): { overlay: T; frames: () => number } {
  let n = 0;
  overlay.attach(() => n++);
  return { overlay, frames: () => n };
}

describe('the baseline path', () => {
  it('asks for no frame while the run is stepped and it stays empty; one when it shows at the end and when it goes', async () => {
    const { overlay, frames } = counted(new BaselinePathOverlay());
    await overlay.refresh(frameAt(10, Int32Array.of(1)));
    await overlay.refresh(frameAt(20, Int32Array.of(1, 2)));
    expect(frames()).toBe(0);
    await overlay.refresh(frameAt(100, Int32Array.of(1, 2)));
    expect([frames(), [...overlay.drawnPath]]).toEqual([1, [1, 5, 3]]);
    await overlay.refresh(frameAt(100, Int32Array.of(1, 2)));
    expect(frames()).toBe(1);
    await overlay.refresh(frameAt(30, Int32Array.of(1, 2)));
    expect([frames(), overlay.drawnPath.length]).toEqual([2, 0]);
  });
});

describe('the found path and the path to the node expanded', () => {
  it('asks for a frame for each new path to the node expanded, none for the same one, one for the found path', async () => {
    const { overlay, frames } = counted(new PathOverlay());
    const a = Int32Array.of(1, 2), b = Int32Array.of(1, 2, 3);
    await overlay.refresh(frameAt(10, a));
    expect(frames()).toBe(1);
    overlay.set(overlay.drawnPath, a);
    expect(frames()).toBe(1);
    await overlay.refresh(frameAt(11, b));
    expect(frames()).toBe(2);
    await overlay.refresh(frameAt(100, b));
    expect([frames() >= 3, [...overlay.drawnPath]]).toEqual([true, [1, 2, 3]]);
  });
});
