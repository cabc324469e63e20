// Whether to reload a window whose page crashed or was killed. A reload brings the page back and
// it offers the recovery backup; but a page that crashes again at once (a map that crashes it on
// restore, say) must not loop forever, so after a few crashes in a short time the user decides.

/** Counts a window's page crashes and says when reloading is no longer the answer. */
export class CrashReloads {
  private readonly crashes: number[] = [];

  constructor(
    private readonly limit = 3,
    private readonly withinMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a crash; true when the page should be reloaded without asking. */
  crashed(): boolean {
    const time = this.now();
    this.crashes.push(time);
    while (this.crashes.length > 0 && this.crashes[0]! <= time - this.withinMs) this.crashes.shift();
    return this.crashes.length <= this.limit;
  }
}
