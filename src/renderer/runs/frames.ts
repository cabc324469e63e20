// Animation frames for playback (the debugger's and the compare view's), injectable so tests can
// hand out frames one at a time; outside a browser (Node tests) a 16 ms timer stands in.

/** Asks for the next animation frame; returns a way to take the request back. */
export type FrameScheduler = (callback: (time: number) => void) => () => void;

export const animationFrames: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(() => callback(performance.now()), 16);
  return () => clearTimeout(id);
};
