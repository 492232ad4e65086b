/**
 * A Map of at most `maxEntries`, dropping the least recently used entry (Map keeps insertion order):
 * for what a process keeps across requests — the API's prepared statements and parsed JSON columns,
 * the storefront's rendered markup (ADR 057).
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Most recently used last: the oldest is the one dropped when the map is full.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
