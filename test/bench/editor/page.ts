// In-page probes for the editor benchmark: long tasks, animation-frame timestamps, and the
// app's test hooks. Each function runs inside the page (page.evaluate), so it uses no imports.

/** Starts recording long tasks (PerformanceObserver 'longtask') into window.__bench. */
export function installProbes(): void {
  const w = window as unknown as { __bench: { longTasks: number[]; frames: number[]; recording: boolean; remove(): void } };
  let running = true;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const tick = (t: number) => {
    if (!running) return;
    if (w.__bench.recording) w.__bench.frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  w.__bench = { longTasks: [], frames: [], recording: false, remove: () => ((running = false), observer.disconnect()) };
}

/**
 * Stops the probes (installProbes starts them again): while a stroke's script is traced, so the
 * bench's own observer and frame counter are not charged to the app's pointer moves.
 */
export function removeProbes(): void {
  (window as unknown as { __bench?: { remove(): void } }).__bench?.remove();
}

/** Clears the recorded long tasks and frames; starts or stops frame recording. */
export function resetProbes(recordFrames: boolean): void {
  const b = (window as unknown as { __bench: { longTasks: number[]; frames: number[]; recording: boolean } }).__bench;
  b.longTasks = [];
  b.frames = [];
  b.recording = recordFrames;
}

export function readProbes(): { longTasks: number[]; frames: number[] } {
  const b = (window as unknown as { __bench: { longTasks: number[]; frames: number[]; recording: boolean } }).__bench;
  b.recording = false;
  return { longTasks: b.longTasks.slice(), frames: b.frames.slice() };
}

/** Resolves once the app has painted every queued change and no gesture or fill runs. */
export function whenIdle(): Promise<number> {
  const hooks = (window as unknown as { __astarStudio: { idle(): boolean } }).__astarStudio;
  return new Promise((resolve) => {
    const check = () => (hooks.idle() ? resolve(performance.now()) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
}
