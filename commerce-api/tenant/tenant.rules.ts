import { badRequest } from "../http/errors";
import type { Tenant } from "./tenant";

/** "fr", " FR " → "fr"; anything that cannot be a tenant key → null. */
export function normaliseTenantKey(header: string | null): string | null {
  const key = header?.trim().toLowerCase() ?? "";
  return /^[a-z0-9-]{1,32}$/.test(key) ? key : null;
}

/**
 * The active currency of a request. A missing header falls back to the tenant's default (the
 * spec's session default); a currency the tenant does not sell in is refused, never converted.
 */
export function resolveActiveCurrency(
  header: string | null,
  tenant: Pick<Tenant, "key" | "currency" | "currencies">,
) {
  const requested = header?.trim().toUpperCase() ?? "";
  if (requested === "") return tenant.currency;
  if (!tenant.currencies.includes(requested)) {
    throw badRequest(
      "CURRENCY_NOT_ALLOWED",
      `Currency ${requested.slice(0, 8)} is not available for tenant ${tenant.key} (allowed: ${tenant.currencies.join(", ")})`,
    );
  }
  return requested;
}

/** The visitor's tracking id, kept only when it looks like an id (it ends up in logs and orders). */
export function normaliseTrackingId(header: string | null): string | null {
  const id = header?.trim() ?? "";
  return /^[\w.:-]{1,128}$/.test(id) ? id : null;
}
