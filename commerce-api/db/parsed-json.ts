import type { z } from "zod";
import { deepFreeze, RecentMap } from "./process-caches";

/** Parsed values kept per schema and JSON text; definitions and page blocks repeat on every request. */
const ENTRIES_PER_SCHEMA = 256;
const caches = new WeakMap<z.ZodType, RecentMap<string, unknown>>();

/**
 * A JSON column parsed and validated once per distinct text (issue 18: parsing the product definition,
 * its price table and the page blocks was a visible share of every product page's CPU). Keyed by the
 * text itself, so an edited row is parsed again. The value is frozen: it is shared by every request.
 */
export function parsedJson<S extends z.ZodType>(schema: S, text: string): z.output<S> {
  let cache = caches.get(schema);
  if (!cache) {
    cache = new RecentMap(ENTRIES_PER_SCHEMA);
    caches.set(schema, cache);
  }
  const cached = cache.get(text);
  if (cached !== undefined) return cached as z.output<S>;
  const value = deepFreeze(schema.parse(JSON.parse(text)));
  cache.set(text, value);
  return value;
}
