import type { Kysely } from "kysely";
import { deepFreeze } from "../db/process-caches";
import type { Database } from "../db/schema";
import type { Tenant } from "./tenant";
import { findTenant } from "./tenant.repository";

/**
 * How long a tenant (its settings, currencies and shipping rates) is reused. Nothing the API does
 * changes them; an operator's edit in the database shows within this time, like the storefront's
 * basic-configs cache. A product page made seven calls, each loading the tenant with three queries
 * (issue 18 profile).
 */
export const TENANT_TTL_MS = 5_000;

interface Entry {
  tenant: Promise<Tenant | null>;
  loadedAt: number;
}

const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/** The tenant `key` names, from the cache while fresh. Frozen: every request shares it. */
export function cachedTenant(
  db: Kysely<Database>,
  key: string,
  now = performance.now(),
): Promise<Tenant | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entry = cache.get(key);
  if (entry && now - entry.loadedAt < TENANT_TTL_MS) return entry.tenant;
  const tenant = findTenant(db, key).then((found) => (found ? deepFreeze(found) : null));
  const fresh = { tenant, loadedAt: now };
  cache.set(key, fresh);
  // Unknown keys and failed loads are not kept: any header can name a key, and a failure is retried.
  const drop = () => {
    if (cache.get(key) === fresh) cache.delete(key);
  };
  tenant.then((found) => found ?? drop(), drop);
  return tenant;
}
