// Holds the project files the app was asked to open until the page can hear about them: a path
// that arrives before the window has loaded (the first launch's own argument, a second launch
// during start-up or a reload) waits and is delivered, in order, once the page has loaded.

/** Delivers file paths to the page, queueing them while it is not loaded. */
export class OpenFileQueue {
  private pending: string[] = [];
  private deliver: ((path: string) => void) | null = null;

  /** Asks the page to open `path`, now if it is loaded, else when it is. */
  open(path: string): void {
    if (this.deliver) this.deliver(path);
    else this.pending.push(path);
  }

  /** The page has loaded (and subscribed): send what waited, then send new paths at once. */
  pageLoaded(deliver: (path: string) => void): void {
    this.deliver = deliver;
    const waiting = this.pending;
    this.pending = [];
    for (const path of waiting) deliver(path);
  }

  /** The page is (re)loading or gone: hold paths until the next `pageLoaded`. */
  pageUnloaded(): void {
    this.deliver = null;
  }
}
