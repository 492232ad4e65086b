import { randomUUID } from "node:crypto";
import { accountEndpoints } from "#contract/account/account.endpoints";
import { loginAsBodySchema } from "#contract/account/account.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { HttpError } from "../http/errors";
import { logger } from "../logger";
import { createSession, findCustomerByEmail, findSession } from "./accounts.repository";
import { impersonationEndsAt, impersonationRefusal } from "./impersonation";
import { authenticate, issuePair } from "./sessions";
import { requireScope } from "./staff-access";

const REFUSALS = {
  not_admin: [403, "NOT_ADMIN", "Only admins may log in as a customer"],
  nested: [403, "ALREADY_IMPERSONATING", "Stop the current impersonation first"],
  target_missing: [404, "CUSTOMER_NOT_FOUND", "No customer with this email"],
  target_admin: [403, "TARGET_IS_ADMIN", "Admins cannot be impersonated"],
} as const;

/**
 * POST admin/login-as-user (spec §7): an admin's own session gets a token pair for a customer, in a
 * separate session that names the admin and ends within the hour (refreshes cannot extend it).
 */
async function loginAsUser(context: RequestContext) {
  const { customer: admin, sessionId } = await authenticate(context);
  const adminSession = await findSession(context.db, sessionId);
  const body = await readJsonBody(context.request, loginAsBodySchema);
  const target = await findCustomerByEmail(context.db, context.tenant.key, body.email);
  const refusal = impersonationRefusal({
    requesterRole: admin.role,
    requesterIsImpersonating: Boolean(adminSession?.impersonator_id),
    target,
  });
  const refuse = (reason: keyof typeof REFUSALS) => {
    const [status, code, message] = REFUSALS[reason];
    return new HttpError(status, code, message);
  };
  if (refusal === "not_admin" || refusal === "nested") throw refuse(refusal);
  // An admin, but one whose job is not to act as customers (spec §6 scope key): checked before the
  // target, so an admin without the scope can't learn which emails have accounts.
  requireScope(admin, "customers:impersonate");
  if (refusal || !target) throw refuse(refusal ?? "target_missing");
  const now = context.now();
  const endsAt = impersonationEndsAt(now);
  const id = randomUUID();
  const issued = await issuePair(context, target, id, "admin", endsAt);
  await createSession(context.db, {
    id,
    customerId: target.id,
    strategy: "admin",
    refreshJti: issued.refreshJti,
    expiresAt: issued.refreshExpiresAt,
    now: now.toISOString(),
    impersonatorId: admin.id,
  });
  logger.info(
    { at: now.toISOString(), admin: admin.id, customer: target.id, session: id },
    "impersonation started",
  );
  return {
    ...issued.pair,
    impersonation: {
      adminId: admin.id,
      adminEmail: admin.email,
      customerId: target.id,
      customerEmail: target.email,
      endsAt: endsAt.toISOString(),
    },
  };
}

export const impersonationRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.loginAsUser, loginAsUser),
];
