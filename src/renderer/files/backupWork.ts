// The recovery backup's work in flight: the host calls made (in order: the host carries them out
// in that order) and the serialising they wait on. Knows when all of it, or every host call made
// so far, is done; says the first failure once.

export class BackupWork {
  private readonly all = new Set<Promise<unknown>>();
  private readonly calls = new Set<Promise<unknown>>();
  private warned = false;

  constructor(
    /** Called whenever a piece of work settles (the caller re-reads what is pending). */
    private readonly settledOne: () => void,
    /** Told the first failure, with its reason; later ones are not told again. */
    private readonly warn: (why: string) => void,
  ) {}

  /** Waits for `p` along with the rest. */
  track(p: Promise<unknown>): void {
    this.all.add(p);
    void p.finally(() => {
      this.all.delete(p);
      this.settledOne();
    });
  }

  /** A host call, made now; `done` or `failed` runs when it settles. */
  call(call: Promise<void>, done: () => void, failed: () => void): void {
    this.calls.add(call);
    const settled = call.then(done, (error: unknown) => {
      failed();
      if (!this.warned) this.warn(error instanceof Error ? error.message : String(error));
      this.warned = true;
    });
    void settled.finally(() => this.calls.delete(call));
    this.track(settled);
  }

  /** Resolves once every host call made so far has settled. */
  callsMade(): Promise<unknown> {
    return Promise.allSettled([...this.calls]);
  }

  /** Resolves once all work, including what the work started meanwhile, is done. */
  async settled(): Promise<void> {
    while (this.all.size > 0) await Promise.allSettled([...this.all]);
  }
}

/** The browser's signals that the page may not come back: hidden (switched away, minimised) or going away. */
export function watchPageHidden(flush: () => void): () => void {
  if (typeof document === 'undefined' || typeof window === 'undefined') return () => {};
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
