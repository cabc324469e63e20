// A typed list of listeners: every subscriber is told, none replaces another, and each
// subscription returns its own way out (single `onX = fn` slots silently dropped earlier ones).
export class Listeners<T = void> {
  private readonly set = new Set<(value: T) => void>();

  /** Adds a listener; the returned function removes it. */
  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  /** Calls every listener with `value`, in the order they were added. */
  emit(value: T): void {
    for (const l of this.set) l(value);
  }

  get size(): number {
    return this.set.size;
  }
}
