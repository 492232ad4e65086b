import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { accountEndpoints } from "#contract/account/account.endpoints";
import { resetConfirmBodySchema, resetRequestBodySchema } from "#contract/account/account.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { accountKey } from "../http/abuse-limits";
import { readJsonBody } from "../http/body";
import { clientLimitKey } from "../http/client-ip";
import { HttpError } from "../http/errors";
import type { MailContent } from "../mail/mail-layout";
import { queueRequestMail, shopLink } from "../mail/request-mail";
import { findCustomerByEmail } from "./accounts.repository";
import { requireFormRules } from "./form-rules-check";
import { hashPassword } from "./password";
import { hashToken, shopLinkPath } from "./sign-in-links";

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Always the same answer, in about the same time, whether or not the email has an account (no
 * enumeration): limited per client, at most a few mails per address, and never sooner than the
 * configured minimum so storing a token and writing a mail don't show in the response time.
 */
async function requestReset(context: RequestContext) {
  const started = performance.now();
  await context.limits.consume("resetPerClient", clientLimitKey(context.clientIp));
  const { email } = await readJsonBody(context.request, resetRequestBodySchema);
  await mailResetLink(context, email);
  const left = context.limits.resetMinimumMs - (performance.now() - started);
  if (left > 0) await sleep(left);
  return { accepted: true } as const;
}

async function mailResetLink(context: RequestContext, email: string) {
  // Made for every address, so a known and an unknown one do the same work up to here.
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const customer = await findCustomerByEmail(context.db, context.tenant.key, email);
  // Counted for unknown addresses too, so the cap doesn't tell them apart either.
  const allowed = await context.limits.tryConsume("mailsPerAccount", accountKey(context.tenant.key, email));
  if (!customer || !allowed) return;
  const now = context.now();
  const link = shopLink(
    context,
    `${await shopLinkPath(context, "passwordReset")}?${new URLSearchParams({ token })}`,
  );
  // The token and its mail exist together or not at all.
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: tokenHash,
        customer_id: customer.id,
        expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await queueRequestMail(context, trx, resetMail(context.tenant, customer.email, link));
  });
}

/** The reset mail, in the shop's language. */
function resetMail(tenant: { name: string; locale: string }, to: string, link: string): MailContent {
  return tenant.locale.startsWith("fr")
    ? {
        kind: "password-reset",
        to,
        subject: `${tenant.name} : choisissez un nouveau mot de passe`,
        blocks: [
          { text: "Bonjour," },
          {
            text: "Vous avez demandé à changer le mot de passe de votre compte. Ouvrez ce lien dans l’heure pour en choisir un nouveau :",
          },
          { link, label: "Choisir un nouveau mot de passe" },
          { text: "Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas." },
        ],
      }
    : {
        kind: "password-reset",
        to,
        subject: `${tenant.name}: reset your password`,
        blocks: [
          { text: "Hello," },
          {
            text: "You asked to change your account's password. Open this link within one hour to choose a new one:",
          },
          { link, label: "Choose a new password" },
          { text: "If you did not ask for this, ignore this message: your password stays as it is." },
        ],
      };
}

/** A token works once, within its hour; the new password ends every open session of the account. */
async function confirmReset(context: RequestContext) {
  const body = await readJsonBody(context.request, resetConfirmBodySchema);
  const now = context.now().toISOString();
  const reset = await context.db
    .selectFrom("password_resets")
    .innerJoin("customers", "customers.id", "password_resets.customer_id")
    .select([
      "password_resets.token_hash",
      "password_resets.expires_at",
      "password_resets.used_at",
      "customers.id",
      "customers.email",
      "customers.tenant_key",
    ])
    .where("password_resets.token_hash", "=", hashToken(body.token))
    .executeTakeFirst();
  if (!reset || reset.used_at || reset.expires_at <= now || reset.tenant_key !== context.tenant.key) {
    throw new HttpError(400, "RESET_TOKEN_INVALID", "This link is invalid or has expired");
  }
  await requireFormRules(context, { password: body.password, email: reset.email });
  const passwordHash = await hashPassword(body.password);
  await context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("token_hash", "=", reset.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw new HttpError(400, "RESET_TOKEN_INVALID", "This link has already been used");
    await trx
      .updateTable("customers")
      .set({ password_hash: passwordHash })
      .where("id", "=", reset.id)
      .execute();
    await trx
      .updateTable("auth_sessions")
      .set({ revoked_at: now })
      .where("customer_id", "=", reset.id)
      .where("revoked_at", "is", null)
      .execute();
    await trx
      .deleteFrom("login_attempts")
      .where("tenant_key", "=", reset.tenant_key)
      .where("email", "=", reset.email)
      .execute();
  });
  return { reset: true } as const;
}

export const passwordResetRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.requestPasswordReset, requestReset),
  route(accountEndpoints.confirmPasswordReset, confirmReset),
];
