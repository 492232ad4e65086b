/**
 * What a staff account may do (spec §6 "scope key", issue 19). Each admin route and staff action of
 * the API declares one; an admin account carries a set of them, and a call without its scope is a
 * 403 `SCOPE_MISSING`. Stored space-separated, like OAuth scopes. Browser-safe: no zod here.
 */
export const STAFF_SCOPES = [
  "orders:read",
  "orders:write",
  "quotes:read",
  "quotes:write",
  "media:read",
  "media:write",
  "customers:impersonate",
  "staff:agent",
  "mails:read",
  "mails:write",
] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

const known = new Set<string>(STAFF_SCOPES);

/** The known scopes of a stored list; unknown words (a scope since removed) are dropped. */
export function parseScopes(stored: string | null | undefined): StaffScope[] {
  return (stored ?? "").split(/\s+/).filter((word): word is StaffScope => known.has(word));
}

export const formatScopes = (scopes: readonly StaffScope[]): string => [...new Set(scopes)].join(" ");
