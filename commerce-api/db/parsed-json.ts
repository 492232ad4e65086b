import type { z } from "zod";

/** Parsed values kept per schema and JSON text; definitions and page blocks repeat on every request. */
const ENTRIES_PER_SCHEMA = 256;
const caches = new WeakMap<z.ZodType, Map<string, unknown>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

/**
 * A JSON column parsed and validated once per distinct text (issue 18: parsing the product definition,
 * its price table and the page blocks was a visible share of every product page's CPU). Keyed by the
 * text itself, so an edited row is parsed again. The value is frozen: it is shared by every request.
 */
export function parsedJson<S extends z.ZodType>(schema: S, text: string): z.output<S> {
  let cache = caches.get(schema);
  if (!cache) {
    cache = new Map();
    caches.set(schema, cache);
  }
  const cached = cache.get(text);
  if (cached !== undefined) {
    // Most recently used last: the oldest is the one dropped when the cache is full.
    cache.delete(text);
    cache.set(text, cached);
    return cached as z.output<S>;
  }
  const value = deepFreeze(schema.parse(JSON.parse(text)));
  cache.set(text, value);
  if (cache.size > ENTRIES_PER_SCHEMA) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return value;
}
