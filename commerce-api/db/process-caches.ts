/**
 * Helpers for values this process keeps across requests (prepared statements, parsed JSON columns,
 * tenants): a bounded map that drops the least recently used entry, and freezing, since every
 * request shares what is kept.
 */

export { deepFreeze } from "#contract/deep-freeze";
export { RecentMap } from "#contract/recent-map";

interface Kept<V> {
  value: Promise<V>;
  loadedAt: number;
}

/**
 * A value per database and key, loaded once and reused for `ttlMs` (tenants, a country's carriers):
 * data nothing the API writes, so an operator's edit shows within that time. A failed load is not
 * kept, nor is a value `keep` refuses (a key nobody has: any header can name one).
 */
export function freshFor<Db extends object, V>(
  ttlMs: number,
  load: (db: Db, key: string) => Promise<V>,
  keep: (value: V) => boolean = () => true,
) {
  const caches = new WeakMap<Db, Map<string, Kept<V>>>();
  return (db: Db, key: string, now = performance.now()): Promise<V> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const entry = cache.get(key);
    if (entry && now - entry.loadedAt < ttlMs) return entry.value;
    const fresh = { value: load(db, key), loadedAt: now };
    cache.set(key, fresh);
    const drop = () => {
      if (cache.get(key) === fresh) cache.delete(key);
    };
    fresh.value.then((value) => keep(value) || drop(), drop);
    return fresh.value;
  };
}
