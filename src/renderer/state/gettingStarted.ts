// Getting started is offered once, on the first start in a browser profile (or desktop user
// profile): whether it was is remembered in the page's local storage. A storage that cannot be
// read or written (a private window that refuses it) counts as "offered", so nobody is shown
// the guide on every start.

/** The local-storage key that says Getting started was offered. */
export const GETTING_STARTED_KEY = 'astar-studio.getting-started';

/** True on the first start: Getting started has never been offered here. */
export function gettingStartedDue(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage !== null && storage.getItem(GETTING_STARTED_KEY) === null;
  } catch {
    return false;
  }
}

/** Remembers that Getting started was offered (the offer is not repeated, whatever the answer). */
export function rememberGettingStartedOffered(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(GETTING_STARTED_KEY, 'offered');
  } catch {
    // Not remembered: gettingStartedDue reads the same storage and will likely fail too.
  }
}

/** The page's local storage, or null where it is refused. */
export function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
