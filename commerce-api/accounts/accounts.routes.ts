import { randomUUID } from "node:crypto";
import {
  loginBodySchema,
  profileBodySchema,
  registrationBodySchema,
} from "../../contract/account/account.requests";
import type { RequestContext, RouteDefinition } from "../context";
import { accountKey } from "../http/abuse-limits";
import { readJsonBody } from "../http/body";
import { clientLimitKey } from "../http/client-ip";
import { HttpError } from "../http/errors";
import { setSubscription } from "../newsletter/newsletter.repository";
import { findCustomerByEmail, findCustomerById } from "./accounts.repository";
import { customerResponse } from "./customer.response";
import { readBodyWithFormRules } from "./form-rules-check";
import { admitLoginAttempt, loginFailed, loginSucceeded } from "./login-throttle";
import { sendEmail } from "./outbox";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password";
import { authenticate, endSession, refreshSession, startSession } from "./sessions";
import { getWelcome, grantWelcome, welcomeEmail } from "./welcome";

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

/** The owner hears about the attempt, a few times an hour at most (the same cap as reset mails). */
async function noticeRegistrationAttempt(context: RequestContext, to: string, now: Date) {
  if (!(await context.limits.tryConsume("mailsPerAccount", accountKey(context.tenant.key, to)))) return;
  await sendEmail(
    context.outboxDir,
    {
      to,
      subject: `${context.tenant.name}: someone tried to create an account with your email`,
      body: "An account already exists for this address. If it was you, sign in or reset your password; otherwise you can ignore this message.\n",
    },
    now,
  );
}

/**
 * Registration never says whether the email was taken: both answers are `{ accepted: true }`, after
 * the same scrypt work. The storefront then signs in with the password given, which only works for
 * the new account (or for someone who already knows the owner's password).
 */
async function register(context: RequestContext) {
  await context.limits.consume("registrationPerClient", clientLimitKey(context.clientIp));
  const body = await readBodyWithFormRules(context, registrationBodySchema, (field) => ({
    password: field("password") ?? "",
    email: field("email")?.trim().toLowerCase(),
    vatNumber: field("vatNumber"),
    phone: field("phone"),
  }));
  // Hashed before knowing whether the email is taken, so the response time doesn't tell.
  const passwordHash = await hashPassword(body.password);
  const existing = await findCustomerByEmail(context.db, context.tenant.key, body.email);
  const now = context.now();
  if (existing) {
    await noticeRegistrationAttempt(context, existing.email, now);
    return { accepted: true };
  }
  const customerId = randomUUID();
  const inserted = await context.db
    .insertInto("customers")
    .values({
      id: customerId,
      tenant_key: context.tenant.key,
      email: body.email,
      password_hash: passwordHash,
      role: "customer",
      first_name: body.firstName,
      last_name: body.lastName,
      phone: body.phone || null,
      user_category: body.userCategory,
      company_name: body.userCategory === "1" ? (body.companyName ?? null) : null,
      vat_number: body.userCategory === "1" ? (body.vatNumber?.toUpperCase() ?? null) : null,
      newsletter: body.newsletter ? 1 : 0,
      is_premium: 0,
      premium_reason: null,
      external_id: null,
      has_wallet: 0,
      wallet_credit_cents: 0,
      is_new_client: 1,
      created_at: now.toISOString(),
    })
    // Two registrations racing on one email: the second is answered like any existing email.
    .onConflict((conflict) => conflict.columns(["tenant_key", "email"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    // The box ticked at registration is the address's subscription (issue 16 §3).
    if (body.newsletter) await setSubscription(context, body.email, "subscribed");
    const code = await grantWelcome(context, customerId, now);
    await sendEmail(context.outboxDir, welcomeEmail(context.tenant, body, code), now);
  }
  return { accepted: true };
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
  { method: "POST", path: "/api/v1/auth/login", handler: login },
  { method: "POST", path: "/api/v1/auth/refreshToken", handler: refreshSession },
  { method: "POST", path: "/api/v1/auth/logout", handler: endSession },
  { method: "GET", path: "/api/v1/customer", handler: currentCustomer },
  { method: "PATCH", path: "/api/v1/customer", handler: updateProfile },
  { method: "POST", path: "/api/v1/customer/create", handler: register },
  { method: "GET", path: "/api/v1/customer/welcome", handler: getWelcome },
];
