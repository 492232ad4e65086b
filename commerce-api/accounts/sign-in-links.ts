import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { accountEndpoints } from "#contract/account/account.endpoints";
import { signInLinkBodySchema } from "#contract/account/account.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { Database } from "../db/schema";
import { readJsonBody } from "../http/body";
import { clientLimitKey } from "../http/client-ip";
import { HttpError } from "../http/errors";
import { findCustomerById } from "./accounts.repository";
import { startSession } from "./sessions";

/**
 * One-time sign-in links (ADR 066). Registration answers a new address and a taken one alike and signs
 * no one in; the mail it sends (the welcome to a new customer, the notice to an existing account's
 * owner) carries this link, so whoever reads that mailbox is one click from being signed in. Only the
 * token's hash is stored; a link works once, before it expires, in its own shop.
 */

/** A new customer reads the welcome mail within the day; the notice of an attempt is answered sooner. */
export const NEW_ACCOUNT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const EXISTING_ACCOUNT_LINK_TTL_MS = 60 * 60 * 1000;

/** One-time tokens (sign-in links, password resets) are stored as this hash only. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A path of the shop's screens (default links), for links in mails; "/" when the shop has none. */
export async function shopLinkPath(context: RequestContext, linkId: string): Promise<string> {
  const link = await context.db
    .selectFrom("default_links")
    .select("path")
    .where("tenant_key", "=", context.tenant.key)
    .where("link_id", "=", linkId)
    .executeTakeFirst();
  return link?.path ?? "/";
}

/**
 * Stores a new link for the customer in `db` (the transaction of the mail that carries it); the path
 * and query of the welcome screen with the token.
 */
export async function createSignInLink(
  db: Kysely<Database>,
  customerId: string,
  ttlMs: number,
  now: Date,
  welcomePath: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sign_in_links")
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return `${welcomePath}?${new URLSearchParams({ token })}`;
}

const invalidLink = () =>
  new HttpError(400, "SIGN_IN_LINK_INVALID", "This sign-in link is invalid, used or expired");

/** POST customer/sign-in-link/ { token }: a token pair, once per link (spent before the session starts). */
async function signInWithLink(context: RequestContext) {
  await context.limits.consume("loginPerClient", clientLimitKey(context.clientIp));
  const { token } = await readJsonBody(context.request, signInLinkBodySchema);
  const now = context.now().toISOString();
  const link = await context.db
    .selectFrom("sign_in_links")
    .select(["token_hash", "customer_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!link || link.used_at || link.expires_at <= now) throw invalidLink();
  const customer = await findCustomerById(context.db, context.tenant.key, link.customer_id);
  if (!customer) throw invalidLink(); // another shop's link
  const claimed = await context.db
    .updateTable("sign_in_links")
    .set({ used_at: now })
    .where("token_hash", "=", link.token_hash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalidLink();
  return startSession(context, customer);
}

export const signInLinkRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.signInLink, signInWithLink),
];
