// Search memory lent out per map: a search borrows a node table and an open list (or JPSW's
// records and heap), and they are free again once it reports finished, so a query allocates
// nothing proportional to the map. A few entries are kept per map for searches that overlap (the
// debugger, compare panes, batch runs); beyond that a search gets memory of its own that goes with it.

/** A search borrowing pooled memory: the memory is free again once it reports `finished`. */
export interface MemoryOwner {
  readonly finished: boolean;
}

/** What a pool lends: node records with a lazy reset, and an open list over them. */
export interface Lendable {
  nodes: { readonly base: number; begin(): void };
  open: { reset(base: number): void };
  owner: MemoryOwner | null;
}

/** Entries kept per pool. */
const POOL_LIMIT = 4;

/** The first entry of `pool` no search is using, or null. */
export function idle<T extends Lendable>(pool: T[]): T | null {
  for (const e of pool) if (e.owner === null || e.owner.finished) return e;
  return null;
}

/** A new entry, kept in `pool` while the pool has room. */
export function keep<T extends Lendable>(pool: T[], entry: T): T {
  if (pool.length < POOL_LIMIT) pool.push(entry);
  return entry;
}

/** `entry` lent to `owner`, every node unseen and the open list empty. */
export function lend<T extends Lendable>(entry: T, owner: MemoryOwner): T {
  entry.owner = owner;
  entry.nodes.begin();
  entry.open.reset(entry.nodes.base);
  return entry;
}
