import type { z } from "zod";
import { deepFreeze } from "#contract/deep-freeze";

/** No answer is kept longer than this, whatever an upstream says. */
export const MAX_SHARED_AGE_SECONDS = 60;

interface Kept {
  data: unknown;
  from: number;
  until: number;
}

/**
 * Answers the upstream marked shareable (`Cache-Control: public, max-age=N`; the embedded API marks page
 * content and product configurations, ADR 045), kept in this process for their max-age: every product view
 * and every configurator change asks for the same page and configuration again. Keyed by the schema that
 * validated the answer, the shop and currency (the API's Vary) and the URL. An answer is valid on the
 * request's own clock (`now`), so a test that moves its clock never gets an answer from another time.
 * Kept answers are frozen: every request that gets one shares it.
 */
export class SharedAnswers {
  readonly #entries = new Map<string, Kept>();
  readonly #schemaIds = new WeakMap<z.ZodType, number>();
  #schemasSeen = 0;

  constructor(
    private readonly now: () => number,
    private readonly maxEntries = 500,
  ) {}

  get<T>(schema: z.ZodType<T>, key: string): T | undefined {
    const kept = this.#entries.get(this.#fullKey(schema, key));
    if (!kept) return undefined;
    const now = this.now();
    return now >= kept.from && now < kept.until ? (kept.data as T) : undefined;
  }

  set<T>(schema: z.ZodType<T>, key: string, data: T, maxAgeSeconds: number): void {
    const now = this.now();
    this.#entries.set(this.#fullKey(schema, key), {
      data: deepFreeze(data),
      from: now,
      until: now + maxAgeSeconds * 1000,
    });
    // Oldest first out (a Map keeps insertion order): the keys are few (pages × shops × currencies),
    // the bound is a safety net.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  #fullKey(schema: z.ZodType, key: string): string {
    let id = this.#schemaIds.get(schema);
    if (id === undefined) {
      id = this.#schemasSeen++;
      this.#schemaIds.set(schema, id);
    }
    return `${id}|${key}`;
  }
}

/**
 * The seconds a response may be reused by anyone, from its Cache-Control (RFC 9111): `public` with a
 * positive `max-age`, and none of private, no-store, no-cache. Null when it may not.
 */
export function sharedMaxAge(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  if (!directives.includes("public")) return null;
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return null;
  const maxAge = directives.find((d) => d.startsWith("max-age="))?.slice("max-age=".length);
  const seconds = maxAge && /^\d+$/.test(maxAge) ? Number(maxAge) : 0;
  return seconds > 0 ? Math.min(seconds, MAX_SHARED_AGE_SECONDS) : null;
}
