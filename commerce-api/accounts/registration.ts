import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Insertable } from "kysely";
import type { z } from "zod";
import { registrationBodySchema } from "#contract/account/account.requests";
import type { RequestContext } from "../context";
import type { CustomerRow, CustomersTable } from "../db/schema";
import { accountKey } from "../http/abuse-limits";
import { clientLimitKey } from "../http/client-ip";
import { queueRequestMail, shopLink } from "../mail/request-mail";
import { writeSubscription } from "../newsletter/newsletter.repository";
import { findCustomerByEmail } from "./accounts.repository";
import { readBodyWithFormRules } from "./form-rules-check";
import { hashPassword } from "./password";
import {
  createSignInLink,
  EXISTING_ACCOUNT_LINK_TTL_MS,
  NEW_ACCOUNT_LINK_TTL_MS,
  shopLinkPath,
} from "./sign-in-links";
import { grantWelcome, registrationNoticeEmail, welcomeEmail } from "./welcome";

type Registration = z.output<typeof registrationBodySchema>;

/**
 * POST customer/create (ADR 019, ADR 066). Registration never says whether the email was taken: both
 * answers are `{ accepted: true }`, after the same scrypt work and no sooner than
 * `registrationMinimumMs`. A new customer gets the welcome mail, an existing account's owner a notice
 * (a few an hour at most); both carry a one-time sign-in link, so no one is signed in by the answer.
 */
export async function register(context: RequestContext) {
  const started = performance.now();
  await context.limits.consume("registrationPerClient", clientLimitKey(context.clientIp));
  const body = await readBodyWithFormRules(context, registrationBodySchema, (field) => ({
    password: field("password") ?? "",
    email: field("email")?.trim().toLowerCase(),
    vatNumber: field("vatNumber"),
    phone: field("phone"),
  }));
  // Hashed before knowing whether the email is taken, so the response time doesn't tell.
  const passwordHash = await hashPassword(body.password);
  const now = context.now();
  const existing = await findCustomerByEmail(context.db, context.tenant.key, body.email);
  const created = existing ? false : await createAccount(context, body, passwordHash, now);
  if (!created) {
    // Taken before, or by a registration racing this one: answered like any existing email.
    const owner = existing ?? (await findCustomerByEmail(context.db, context.tenant.key, body.email));
    if (owner) await noticeRegistrationAttempt(context, owner, now);
  }
  const left = context.limits.registrationMinimumMs - (performance.now() - started);
  if (left > 0) await sleep(left);
  return { accepted: true } as const;
}

/**
 * The new account, its newsletter choice, welcome code, sign-in link and welcome mail, in one
 * transaction (no account without its mail, no mail for an account that wasn't made); false when the
 * email was taken meanwhile.
 */
async function createAccount(
  context: RequestContext,
  body: Registration,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const welcomePath = await shopLinkPath(context, "welcome");
  return context.db.transaction().execute(async (trx) => {
    const customerId = randomUUID();
    const inserted = await trx
      .insertInto("customers")
      .values(newCustomerRow(context, body, customerId, passwordHash, now))
      .onConflict((conflict) => conflict.columns(["tenant_key", "email"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    // The box ticked at registration is the address's subscription (issue 16 §3).
    if (body.newsletter) await writeSubscription(trx, context, body.email, "subscribed");
    const code = await grantWelcome(trx, context, customerId, now);
    const signIn = await createSignInLink(trx, customerId, NEW_ACCOUNT_LINK_TTL_MS, now, welcomePath);
    await queueRequestMail(context, trx, welcomeEmail(context.tenant, body, code, shopLink(context, signIn)));
    return true;
  });
}

function newCustomerRow(
  context: RequestContext,
  body: Registration,
  customerId: string,
  passwordHash: string,
  now: Date,
): Insertable<CustomersTable> {
  const company = body.userCategory === "1";
  return {
    id: customerId,
    tenant_key: context.tenant.key,
    email: body.email,
    password_hash: passwordHash,
    role: "customer",
    first_name: body.firstName,
    last_name: body.lastName,
    phone: body.phone || null,
    user_category: body.userCategory,
    company_name: company ? (body.companyName ?? null) : null,
    vat_number: company ? (body.vatNumber?.toUpperCase() ?? null) : null,
    newsletter: body.newsletter ? 1 : 0,
    is_premium: 0,
    premium_reason: null,
    external_id: null,
    has_wallet: 0,
    wallet_credit_cents: 0,
    is_new_client: 1,
    created_at: now.toISOString(),
  };
}

/** The owner hears about the attempt, a few times an hour at most (the same cap as reset mails). */
async function noticeRegistrationAttempt(context: RequestContext, owner: CustomerRow, now: Date) {
  if (!(await context.limits.tryConsume("mailsPerAccount", accountKey(context.tenant.key, owner.email))))
    return;
  const [welcomePath, passwordReset] = await Promise.all([
    shopLinkPath(context, "welcome"),
    shopLinkPath(context, "passwordReset"),
  ]);
  await context.db.transaction().execute(async (trx) => {
    const signIn = await createSignInLink(trx, owner.id, EXISTING_ACCOUNT_LINK_TTL_MS, now, welcomePath);
    const links = { signIn: shopLink(context, signIn), passwordReset: shopLink(context, passwordReset) };
    await queueRequestMail(context, trx, registrationNoticeEmail(context.tenant, owner.email, links));
  });
}
