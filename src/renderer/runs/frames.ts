// Animation frames for playback (the debugger's and the compare view's), injectable so tests can
// hand out frames one at a time; outside a browser (Node tests) a 16 ms timer stands in.

/**
 * Asks for the next animation frame; returns a way to take the request back. A callback may
 * return the promise of the work the frame started (a worker round trip), so a test handing out
 * frames can wait for it.
 */
export type FrameScheduler = (callback: (time: number) => void | Promise<void>) => () => void;

export const animationFrames: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame((time) => void callback(time));
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(() => void callback(performance.now()), 16);
  return () => clearTimeout(id);
};
