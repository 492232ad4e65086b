/**
 * A small per-key cache: single-flight loads, fresh for `ttlMs`, then served stale while one
 * background refresh runs, for at most `maxStaleMs`. Failed loads are never cached.
 */
interface Entry<T> {
  value: T;
  loadedAt: number;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxStaleMs: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.loadedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.options.ttlMs) return entry.value;
    if (entry && age < this.options.ttlMs + this.options.maxStaleMs) {
      this.load(key, load).catch((error: unknown) => this.options.onRefreshError?.(key, error));
      return entry.value;
    }
    return this.load(key, load);
  }

  /** The value while it is fresh, without loading; null otherwise (the caller takes the slow path). */
  peekFresh(key: string): T | null {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.loadedAt < this.options.ttlMs ? entry.value : null;
  }

  clear(): void {
    this.entries.clear();
  }

  private load(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.entries.set(key, { value, loadedAt: this.now() });
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }
}
