import { accountEndpoints } from "#contract/account/account.endpoints";
import {
  type NewsletterState,
  newsletterSubscribeBodySchema,
  newsletterTokenBodySchema,
} from "#contract/account/newsletter.schemas";
import { shopLinkPath } from "../accounts/sign-in-links";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { databaseSecret } from "../db/secrets";
import { accountKey } from "../http/abuse-limits";
import { readJsonBody } from "../http/body";
import { clientLimitKey } from "../http/client-ip";
import { badRequest } from "../http/errors";
import type { MailContent } from "../mail/mail-layout";
import { queueRequestMail, shopLink } from "../mail/request-mail";
import { findSubscription, maskEmail, setSubscription, writeSubscription } from "./newsletter.repository";
import {
  CONFIRM_TTL_MS,
  MANAGE_TTL_MS,
  type NewsletterPurpose,
  newsletterToken,
  readNewsletterToken,
} from "./newsletter-token";

const SECRET_NAME = "newsletter-link-secret";

async function tokenFor(context: RequestContext, purpose: NewsletterPurpose, email: string) {
  const ttl = purpose === "confirm" ? CONFIRM_TTL_MS : MANAGE_TTL_MS;
  const secret = await databaseSecret(context.db, SECRET_NAME);
  return newsletterToken(secret, {
    purpose,
    tenant: context.tenant.key,
    email,
    expiresAt: context.now().getTime() + ttl,
  });
}

/** Newsletter mails speak the shop's language. */
const french = (context: RequestContext) => context.tenant.locale.startsWith("fr");

/**
 * Every newsletter-type mail carries its signed unsubscribe link, absolute: in the footer and in
 * List-Unsubscribe, where a mail client's one-click POST unsubscribes (RFC 8058).
 */
export async function unsubscribeUrl(context: RequestContext, email: string): Promise<string> {
  const path = await shopLinkPath(context, "newsletterUnsubscribe");
  return shopLink(
    context,
    `${path}?${new URLSearchParams({ token: await tokenFor(context, "manage", email) })}`,
  );
}

/** The address a signed link names, or a 400 that says why (nothing is changed). */
async function claimedEmail(context: RequestContext, purpose: NewsletterPurpose): Promise<string> {
  const { token } = await readJsonBody(context.request, newsletterTokenBodySchema);
  const secret = await databaseSecret(context.db, SECRET_NAME);
  const check = readNewsletterToken(secret, token, {
    purpose,
    tenant: context.tenant.key,
    now: context.now().getTime(),
  });
  if (!check.ok)
    throw check.reason === "expired"
      ? badRequest("LINK_EXPIRED", "This link has expired")
      : badRequest("LINK_INVALID", "This link is not valid");
  return check.claim.email;
}

async function stateOf(context: RequestContext, email: string): Promise<NewsletterState> {
  const row = await findSubscription(context.db, context.tenant.key, email);
  return { email: maskEmail(email), status: row?.status ?? "unsubscribed" };
}

/**
 * The same answer whether or not the address is known or already subscribed (no enumeration);
 * a confirmation mail only while the address isn't subscribed, at most a few per hour.
 */
async function subscribe(context: RequestContext) {
  await context.limits.consume("newsletterPerClient", clientLimitKey(context.clientIp));
  const { email } = await readJsonBody(context.request, newsletterSubscribeBodySchema);
  const current = await findSubscription(context.db, context.tenant.key, email);
  const allowed = await context.limits.tryConsume("mailsPerAccount", accountKey(context.tenant.key, email));
  if (current?.status === "subscribed" || !allowed) return { accepted: true } as const;
  const path = await shopLinkPath(context, "newsletter");
  const confirmLink = shopLink(
    context,
    `${path}?${new URLSearchParams({ confirm: await tokenFor(context, "confirm", email) })}`,
  );
  const unsubscribe = await unsubscribeUrl(context, email);
  // The pending subscription and its confirmation mail go together.
  await context.db.transaction().execute(async (trx) => {
    if (!current || current.status === "unsubscribed")
      await writeSubscription(trx, context, email, "pending");
    await queueRequestMail(context, trx, confirmationMail(context, email, confirmLink, unsubscribe));
  });
  return { accepted: true } as const;
}

async function confirm(context: RequestContext): Promise<NewsletterState> {
  const email = await claimedEmail(context, "confirm");
  await setSubscription(context, email, "subscribed");
  return stateOf(context, email);
}

async function unsubscribe(context: RequestContext): Promise<NewsletterState> {
  const email = await claimedEmail(context, "manage");
  await setSubscription(context, email, "unsubscribed");
  return stateOf(context, email);
}

/** One click back in, from the unsubscribe page: the same signed link proves the address. */
async function resubscribe(context: RequestContext): Promise<NewsletterState> {
  const email = await claimedEmail(context, "manage");
  await setSubscription(context, email, "subscribed");
  return stateOf(context, email);
}

/** What a manage link is about, for the unsubscribe page (POST: the token stays out of logs and URLs). */
async function linkState(context: RequestContext): Promise<NewsletterState> {
  return stateOf(context, await claimedEmail(context, "manage"));
}

function confirmationMail(
  context: RequestContext,
  to: string,
  link: string,
  unsubscribe: string,
): MailContent {
  const base = { kind: "newsletter-confirmation", to, unsubscribeUrl: unsubscribe };
  return french(context)
    ? {
        ...base,
        subject: `${context.tenant.name} : confirmez votre abonnement à la lettre d’information`,
        blocks: [
          {
            text: "Confirmez que vous souhaitez recevoir notre lettre d’information (ce lien est valable 7 jours) :",
          },
          { link, label: "Confirmer mon abonnement" },
        ],
      }
    : {
        ...base,
        subject: `${context.tenant.name}: confirm your newsletter subscription`,
        blocks: [
          { text: "Confirm that you want our newsletter (this link works for 7 days):" },
          { link, label: "Confirm my subscription" },
        ],
      };
}

export const newsletterRoutes: RouteDefinition[] = [
  route(accountEndpoints.newsletterSubscribe, subscribe),
  route(accountEndpoints.newsletterConfirm, confirm),
  route(accountEndpoints.newsletterState, linkState),
  route(accountEndpoints.newsletterUnsubscribe, unsubscribe),
  route(accountEndpoints.newsletterResubscribe, resubscribe),
];
