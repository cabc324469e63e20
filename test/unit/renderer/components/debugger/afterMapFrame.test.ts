// A panel's question about a new step waits for the frame after the step moved (so the map's goes to
// the worker first), keeps only the newest wish, and never starves while the step keeps moving.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AfterMapFrame } from '../../../../../src/renderer/components/debugger/afterMapFrame.svelte';

let frames: FrameRequestCallback[] = [];
/** Runs the frame's callbacks, then the tasks they queued. */
function nextFrame(): void {
  const due = frames;
  frames = [];
  for (const f of due) f(performance.now());
  vi.runOnlyPendingTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => void (frames[id - 1] = () => {}));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a wish is applied after the next frame, not at once, and says it waits meanwhile', () => {
  const applied: number[] = [];
  const follow = new AfterMapFrame<number>((k) => applied.push(k));
  follow.want(7);
  expect(applied).toEqual([]);
  expect(follow.waiting).toBe(true);
  frames.splice(0).forEach((f) => f(0)); // the frame ran, its task not yet
  expect(applied).toEqual([]);
  vi.runOnlyPendingTimers();
  expect(applied).toEqual([7]);
  expect(follow.waiting).toBe(false);
});

test('wishes within one frame ask once, for the newest', () => {
  const applied: number[] = [];
  const follow = new AfterMapFrame<number>((k) => applied.push(k));
  for (const k of [1, 2, 3]) follow.want(k);
  expect(frames).toHaveLength(1);
  nextFrame();
  expect(applied).toEqual([3]);
});

test('a step moving every frame (Play) is followed every frame', () => {
  const applied: number[] = [];
  const follow = new AfterMapFrame<number>((k) => applied.push(k));
  for (let k = 1; k <= 5; k++) {
    follow.want(k);
    nextFrame();
  }
  expect(applied).toEqual([1, 2, 3, 4, 5]);
});

test('now applies at once and drops a wish still waiting', () => {
  const applied: (number | null)[] = [];
  const follow = new AfterMapFrame<number | null>((k) => applied.push(k));
  follow.want(4);
  follow.now(null);
  expect(applied).toEqual([null]);
  expect(follow.waiting).toBe(false);
  nextFrame();
  expect(applied).toEqual([null]);
});
