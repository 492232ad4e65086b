import { accountEndpoints } from "#contract/account/account.endpoints";
import { parseScopes, type StaffScope } from "#contract/account/staff-scopes";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { HttpError } from "../http/errors";
import { findSession } from "./accounts.repository";
import { authenticate } from "./sessions";

/**
 * Staff access (issue 19, spec §6 scope key): an admin's own session (never while impersonating)
 * holding the scope the route declares. Another admin gets 403 `SCOPE_MISSING`, naming the scope,
 * with the dictionary entry the storefront shows.
 */
export async function requireStaff(context: RequestContext, scope: StaffScope) {
  const { customer, sessionId } = await authenticate(context);
  const session = await findSession(context.db, sessionId);
  if (customer.role !== "admin" || session?.impersonator_id) {
    throw new HttpError(403, "NOT_ADMIN", "Only staff may do this");
  }
  requireScope(customer, scope);
  return customer;
}

/** 403 `SCOPE_MISSING` unless the account holds `scope`. */
export function requireScope(account: { scopes: string }, scope: StaffScope): void {
  if (parseScopes(account.scopes).includes(scope)) return;
  throw new HttpError(
    403,
    "SCOPE_MISSING",
    `This needs the ${scope} scope`,
    undefined,
    undefined,
    "admin:error.scopeMissing",
  );
}

/** GET admin/me: who the staff member is and what they may do (the storefront's admin screens ask). */
async function staffMe(context: RequestContext) {
  const { customer, sessionId } = await authenticate(context);
  const session = await findSession(context.db, sessionId);
  if (customer.role !== "admin" || session?.impersonator_id) {
    throw new HttpError(403, "NOT_ADMIN", "Only staff may do this");
  }
  return { id: customer.id, email: customer.email, scopes: parseScopes(customer.scopes) };
}

export const staffAccessRoutes: readonly RouteDefinition[] = [route(accountEndpoints.staffMe, staffMe)];
