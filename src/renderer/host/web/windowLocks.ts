// Which of the app's tabs are running: each holds a Web Lock named after its window id for as
// long as it lives (the browser lets go when the tab closes, crashes or reloads).
const PREFIX = 'astar-studio-window:';

/** Holds this tab's lock until the page goes away. */
export function holdWindowLock(windowId: string, locks: LockManager | undefined = navigator.locks): void {
  // The callback's promise never settles: the lock is released only with the page.
  void locks?.request(PREFIX + windowId, () => new Promise<never>(() => {})).catch(() => undefined);
}

/** The window ids whose tabs hold their lock now; empty where the browser has no Web Locks. */
export async function liveWindows(locks: LockManager | undefined = navigator.locks): Promise<ReadonlySet<string>> {
  const snapshot = await locks?.query().catch(() => null);
  const ids = (snapshot?.held ?? []).map((l) => l.name ?? '').filter((n) => n.startsWith(PREFIX)).map((n) => n.slice(PREFIX.length));
  return new Set(ids);
}
