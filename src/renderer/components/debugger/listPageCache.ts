// The open or closed list of a run at a step, fetched from the search worker a page at a time:
// only the pages the view scrolls over are asked for, one request at a time, and when the step
// moves on while a request is out, the next request is for the newest step (steps skipped in
// between are never asked for). Pages are kept per run and step and dropped when the step changes;
// until the new step's pages in view have arrived, the last complete view stays on screen, so
// playing a search shows the list moving instead of blinking empty.
import type { ListPage, NodeRows } from '../../../shared/engine/trace/views';

/** Which list: of which run, at which step, and (open list of a bidirectional run) which side. */
export interface ListKey {
  run: number;
  step: number;
  list: 'open' | 'closed';
  side: number;
}

/** Asks the worker for rows [offset, offset + count) of the list `key` names. */
export type FetchListPage = (key: ListKey, offset: number, count: number) => Promise<ListPage>;

/** One row of a list as the panel shows it. */
export interface ListRow {
  /** Position in the list (0: the next to be expanded, or the first expanded). */
  index: number;
  cell: number;
  x: number;
  y: number;
  f: number;
  g: number;
  h: number;
  parent: number;
  side: number;
}

/** The pages fetched for one key, and the list's length once the first page says it. */
interface Snapshot {
  readonly key: ListKey;
  readonly id: string;
  total: number | null;
  readonly pages: Map<number, NodeRows>;
  /** A request failed: ask nothing more for this key. */
  failed: boolean;
}

const idOf = (k: ListKey) => `${k.run}:${k.step}:${k.list}:${k.side}`;

export class ListPageCache {
  /** The list wanted now (the cursor's run and step). */
  private current: Snapshot | null = null;
  /** The newest snapshot whose rows in view have all arrived: what the panel shows. */
  private complete: Snapshot | null = null;
  private first = 0;
  private last = -1;
  private inFlight = false;
  /** Told whenever what the panel shows may have changed. */
  onChange: () => void = () => {};

  constructor(
    private readonly fetch: FetchListPage,
    readonly pageSize = 200,
  ) {}

  /** Follows another run, step, list or side (null: nothing to show). */
  setKey(key: ListKey | null): void {
    if (key === null) {
      this.current = this.complete = null;
      this.onChange();
      return;
    }
    const id = idOf(key);
    if (this.current?.id === id) return;
    this.current = { key: { ...key }, id, total: null, pages: new Map(), failed: false };
    // Another run or list shows nothing of the old one, not even while loading.
    if (this.complete && !sameList(this.complete.key, key)) this.complete = null;
    this.pump();
    this.onChange();
  }

  /** The rows in view, first to last inclusive (the virtualiser's range with its overscan). */
  setWindow(first: number, last: number): void {
    if (first === this.first && last === this.last) return;
    this.first = Math.max(0, first);
    this.last = last;
    this.pump();
  }

  /** The snapshot shown: the current one once its rows in view are in, else the last complete one. */
  private get shown(): Snapshot | null {
    const c = this.current;
    if (c && this.covers(c)) return c;
    return this.complete ?? c;
  }

  /** Rows in the list shown (0 until the first page arrives). */
  get total(): number {
    return this.shown?.total ?? 0;
  }

  /** The key of the rows shown (it lags behind the wanted key while pages are on their way). */
  get shownKey(): ListKey | null {
    return this.shown?.key ?? null;
  }

  /** Whether the rows in view are those of the wanted key. */
  get upToDate(): boolean {
    const c = this.current;
    return c !== null && this.covers(c);
  }

  /** Row i of the list shown, or null while its page is on its way. */
  row(i: number): ListRow | null {
    const s = this.shown;
    if (!s) return null;
    const page = Math.floor(i / this.pageSize);
    const rows = s.pages.get(page);
    const r = i - page * this.pageSize;
    if (!rows || r >= rows.count) return null;
    return {
      index: i,
      cell: rows.cell[r]!,
      x: rows.x[r]!,
      y: rows.y[r]!,
      f: rows.f[r]!,
      g: rows.g[r]!,
      h: rows.h[r]!,
      parent: rows.parent[r]!,
      side: rows.side[r]!,
    };
  }

  /** The first page in view that `s` lacks, or −1 when it has them all. */
  private missingPage(s: Snapshot): number {
    const firstPage = Math.floor(this.first / this.pageSize);
    // Until the length is known, the first page in view also tells it.
    if (s.total === null) return s.pages.has(firstPage) ? -1 : firstPage;
    const last = Math.min(this.last, s.total - 1);
    for (let p = firstPage; p * this.pageSize <= last; p++) if (!s.pages.has(p)) return p;
    return -1;
  }

  private covers(s: Snapshot): boolean {
    return s.total !== null && this.missingPage(s) < 0;
  }

  /** Sends the next request if none is out: the first missing page of the wanted key. */
  private pump(): void {
    if (this.inFlight) return;
    const s = this.current;
    if (!s || s.failed) return;
    const page = this.missingPage(s);
    if (page < 0) return;
    this.inFlight = true;
    this.fetch(s.key, page * this.pageSize, this.pageSize).then(
      (answer) => {
        this.inFlight = false;
        this.receive(s, page, answer);
        this.pump();
      },
      () => {
        // The asker reports why (see shownRun.ts); this key is not asked for again.
        this.inFlight = false;
        s.failed = true;
        this.pump();
      },
    );
  }

  private receive(s: Snapshot, page: number, answer: ListPage): void {
    s.pages.set(page, answer.rows);
    s.total = answer.total;
    // An answer for a step the cursor has since left still shows, if it fills the view: it is
    // newer than what shows now (requests go out in the order of the steps wished for).
    if (this.covers(s) && (s === this.current || (this.current !== null && sameList(s.key, this.current.key)))) this.complete = s;
    this.onChange();
  }
}

function sameList(a: ListKey, b: ListKey): boolean {
  return a.run === b.run && a.list === b.list && a.side === b.side;
}
