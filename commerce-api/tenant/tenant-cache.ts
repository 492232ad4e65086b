import type { Kysely } from "kysely";
import { deepFreeze, freshFor } from "../db/process-caches";
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

/** The tenant `key` names, from the cache while fresh. Frozen: every request shares it. */
export const cachedTenant: (db: Kysely<Database>, key: string, now?: number) => Promise<Tenant | null> =
  freshFor(
    TENANT_TTL_MS,
    (db: Kysely<Database>, key) => findTenant(db, key).then((found) => (found ? deepFreeze(found) : null)),
    // Unknown keys are not kept: any header can name a key.
    (found) => found !== null,
  );
