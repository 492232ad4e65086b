import { accountEndpoints } from "#contract/account/account.endpoints";
import { loginBodySchema, profileBodySchema } from "#contract/account/account.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { clientLimitKey } from "../http/client-ip";
import { HttpError } from "../http/errors";
import { setSubscription } from "../newsletter/newsletter.repository";
import { findCustomerByEmail, findCustomerById } from "./accounts.repository";
import { customerResponse } from "./customer.response";
import { readBodyWithFormRules } from "./form-rules-check";
import { admitLoginAttempt, loginFailed, loginSucceeded } from "./login-throttle";
import { decoyPasswordHash, verifyPassword } from "./password";
import { register } from "./registration";
import { authenticate, endSession, refreshSession, startSession } from "./sessions";
import { getWelcome } from "./welcome";

const invalidCredentials = () => new HttpError(401, "INVALID_CREDENTIALS", "Email or password is incorrect");

/** Limited per client (every attempt counts) and slowed down per account by failures (ADR 019). */
async function login(context: RequestContext) {
  await context.limits.consume("loginPerClient", clientLimitKey(context.clientIp));
  const body = await readJsonBody(context.request, loginBodySchema);
  await admitLoginAttempt(context, body.email);
  const customer = await findCustomerByEmail(context.db, context.tenant.key, body.email);
  // Unknown emails cost the same scrypt work, so response times don't reveal which accounts exist.
  const valid = await verifyPassword(body.password, customer?.password_hash ?? (await decoyPasswordHash()));
  if (!customer || !valid) {
    await loginFailed(context, body.email);
    throw invalidCredentials();
  }
  await loginSucceeded(context, body.email);
  return startSession(context, customer);
}

async function currentCustomer(context: RequestContext) {
  const { customer } = await authenticate(context);
  return customerResponse(context, customer);
}

/** PATCH customer/ (spec §7: profile update, e.g. the newsletter flag). Company fields only for companies. */
async function updateProfile(context: RequestContext) {
  const { customer } = await authenticate(context);
  const body = await readBodyWithFormRules(context, profileBodySchema, (field) => ({
    vatNumber: field("vatNumber"),
    phone: field("phone"),
  }));
  const company = customer.user_category === "1";
  if (!company && (body.companyName !== undefined || body.vatNumber !== undefined)) {
    throw new HttpError(400, "VALIDATION_ERROR", "Company fields belong to company accounts", [
      { path: "companyName", message: "Only company accounts have company details", code: "custom" },
    ]);
  }
  await context.db
    .updateTable("customers")
    .set({
      ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
      ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
      ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
      ...(body.companyName !== undefined ? { company_name: body.companyName } : {}),
      ...(body.vatNumber !== undefined
        ? { vat_number: body.vatNumber ? body.vatNumber.toUpperCase() : null }
        : {}),
      ...(body.newsletter !== undefined ? { newsletter: body.newsletter ? 1 : 0 } : {}),
    })
    .where("id", "=", customer.id)
    .execute();
  // The profile's box and the address's subscription are one thing (the unsubscribe link changes both).
  if (body.newsletter !== undefined)
    await setSubscription(context, customer.email, body.newsletter ? "subscribed" : "unsubscribed");
  const updated = await findCustomerById(context.db, context.tenant.key, customer.id);
  if (!updated) throw new HttpError(401, "TOKEN_INVALID", "The session has ended");
  return customerResponse(context, updated);
}

export const accountRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.login, login),
  route(accountEndpoints.refreshToken, refreshSession),
  route(accountEndpoints.logout, endSession),
  route(accountEndpoints.customer, currentCustomer),
  route(accountEndpoints.updateProfile, updateProfile),
  route(accountEndpoints.register, register),
  route(accountEndpoints.welcome, getWelcome),
];
