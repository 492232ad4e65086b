import { randomUUID } from "node:crypto";
import type { RequestContext } from "../context";
import type { CustomerRow } from "../db/schema";
import { HttpError } from "../http/errors";
import {
  createSession,
  findCustomerById,
  findSession,
  findSessionCustomer,
  revokeSession,
  rotateSession,
  type SessionClaims,
} from "./accounts.repository";
import { DEFAULT_ACCOUNT_SETTINGS } from "./settings";
import { bearerToken, type Strategy, signingKey, signToken, verifyToken } from "./tokens";

function settingsOf(context: RequestContext) {
  return context.accounts ?? DEFAULT_ACCOUNT_SETTINGS;
}

/** The pair answered by login and refresh (spec §3: data.access_token). */
export async function issuePair(
  context: RequestContext,
  customer: CustomerRow,
  sessionId: string,
  strategy: Strategy,
  /** An impersonation session never outlives its limit, however often it is refreshed. */
  notAfter?: Date,
  /** The refresh token's jti: the session's current one when a refresh is answered again (ADR 070). */
  refreshJti?: string,
) {
  const key = await signingKey(context.db);
  const now = context.now();
  const settings = settingsOf(context);
  const left = notAfter ? Math.floor((notAfter.getTime() - now.getTime()) / 1000) : Number.POSITIVE_INFINITY;
  if (left <= 0) throw new HttpError(401, "SESSION_EXPIRED", "The session has ended");
  const accessTtlSeconds = Math.min(settings.accessTtlSeconds, left);
  const refreshTtlSeconds = Math.min(settings.refreshTtlSeconds, left);
  const base = { sub: customer.id, tenant: context.tenant.key, strategy, sid: sessionId };
  const access = await signToken(key, { ...base, typ: "access" }, accessTtlSeconds, now);
  const refresh = await signToken(key, { ...base, typ: "refresh" }, refreshTtlSeconds, now, refreshJti);
  return {
    pair: {
      access_token: access.token,
      refresh_token: refresh.token,
      token_type: "Bearer",
      expires_in: accessTtlSeconds,
      refresh_expires_in: refreshTtlSeconds,
      strategy,
    },
    refreshJti: refresh.jti,
    refreshExpiresAt: refresh.expiresAt.toISOString(),
  };
}

/** The moment a session started at `createdAt` ends for good (spec §9 refresh maximum age). */
export function sessionEndsAt(context: RequestContext, createdAt: string): Date {
  return new Date(Date.parse(createdAt) + settingsOf(context).refreshMaxAgeSeconds * 1000);
}

export async function startSession(context: RequestContext, customer: CustomerRow) {
  const strategy: Strategy = customer.role === "admin" ? "admin" : "customer";
  const sessionId = randomUUID();
  const started = context.now().toISOString();
  const issued = await issuePair(context, customer, sessionId, strategy, sessionEndsAt(context, started));
  await createSession(context.db, {
    id: sessionId,
    customerId: customer.id,
    strategy,
    refreshJti: issued.refreshJti,
    expiresAt: issued.refreshExpiresAt,
    now: context.now().toISOString(),
  });
  return issued.pair;
}

/**
 * How long the refresh token a session rotated away from is still answered (ADR 070). Two hosts
 * refreshing one expired session at once (a page and its data request balanced to different hosts)
 * both present the same token: the one that loses the compare-and-set gets the session's current
 * refresh token again, so whichever cookie the browser keeps last is valid. Long enough for a slow
 * concurrent request, short enough that a copied token is still caught on any later use.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Rotation: each refresh token works once. Presenting an already-rotated one means it was copied,
 * so the whole family is revoked and both holders must sign in again, unless it is the token rotated
 * away from within the grace above, in a concurrent refresh.
 */
export async function refreshSession(context: RequestContext) {
  const key = await signingKey(context.db);
  const claims = await verifyToken(
    key,
    bearerToken(context.request),
    { typ: "refresh", tenant: context.tenant.key },
    context.now(),
  );
  const session = await findSession(context.db, claims.sid);
  if (!session || session.revoked_at) throw new HttpError(401, "TOKEN_INVALID", "The session has ended");
  const nowIso = context.now().toISOString();
  const concurrent =
    session.refresh_jti !== claims.jti && withinReuseGrace(session, claims.jti, context.now());
  if (session.refresh_jti !== claims.jti && !concurrent) {
    await revokeSession(context.db, session.id, nowIso);
    throw new HttpError(
      401,
      "TOKEN_REUSED",
      "This refresh token was already used; the session has been ended",
    );
  }
  const customer = await findCustomerById(context.db, context.tenant.key, claims.sub);
  if (!customer) throw new HttpError(401, "TOKEN_INVALID", "The session has ended");
  // However often it is refreshed, a session ends at its maximum age (and an impersonation sooner).
  const maxAge = sessionEndsAt(context, session.created_at);
  const limit =
    session.impersonator_id && Date.parse(session.expires_at) < maxAge.getTime()
      ? new Date(session.expires_at)
      : maxAge;
  if (concurrent) {
    // Another host rotated it a moment ago: the same current refresh token, nothing rotated again.
    return (await issuePair(context, customer, session.id, claims.strategy, limit, session.refresh_jti)).pair;
  }
  const issued = await issuePair(context, customer, session.id, claims.strategy, limit);
  const rotated = await rotateSession(context.db, session.id, {
    fromJti: claims.jti,
    toJti: issued.refreshJti,
    expiresAt: issued.refreshExpiresAt,
    now: nowIso,
  });
  if (rotated) return issued.pair;
  // Another host rotated it between our read and our write: answer with what it rotated to.
  const current = await findSession(context.db, session.id);
  if (!current || current.revoked_at || !withinReuseGrace(current, claims.jti, context.now()))
    throw new HttpError(401, "TOKEN_REUSED", "This refresh token was already used");
  return (await issuePair(context, customer, session.id, claims.strategy, limit, current.refresh_jti)).pair;
}

function withinReuseGrace(
  session: { previous_refresh_jti: string | null; rotated_at: string | null },
  jti: string,
  now: Date,
): boolean {
  if (session.previous_refresh_jti !== jti || !session.rotated_at) return false;
  return now.getTime() - Date.parse(session.rotated_at) <= REFRESH_REUSE_GRACE_MS;
}

/** The session and customer an access token names, checked without the database (signature, expiry, tenant). */
export async function accessClaims(context: RequestContext): Promise<SessionClaims> {
  const key = await signingKey(context.db);
  const claims = await verifyToken(
    key,
    bearerToken(context.request),
    { typ: "access", tenant: context.tenant.key },
    context.now(),
  );
  return { sessionId: claims.sid, customerId: claims.sub };
}

/** The customer of verified claims while their session is still open; a revoked one is refused at once. */
export async function sessionCustomer(
  context: RequestContext,
  { sessionId, customerId }: SessionClaims,
): Promise<CustomerRow> {
  const customer = await findSessionCustomer(context.db, context.tenant.key, sessionId, customerId);
  if (!customer) throw new HttpError(401, "TOKEN_INVALID", "The session has ended");
  return customer;
}

/** The signed-in customer of an access token whose session is still open. */
export async function authenticate(
  context: RequestContext,
): Promise<{ customer: CustomerRow; sessionId: string }> {
  const claims = await accessClaims(context);
  return { customer: await sessionCustomer(context, claims), sessionId: claims.sessionId };
}

export async function endSession(context: RequestContext) {
  const { sessionId } = await authenticate(context);
  await revokeSession(context.db, sessionId, context.now().toISOString());
  return { loggedOut: true } as const;
}

/** An access token's claims when one is sent and verifies; null otherwise (the caller decides what that means). */
export async function claimsIfSent(context: RequestContext): Promise<SessionClaims | null> {
  if (!context.request.headers.has("authorization")) return null;
  return accessClaims(context).catch(() => null);
}

/** The signed-in customer when a bearer is sent (a bad token is still a 401); null for visitors. */
export async function optionalCustomer(context: RequestContext) {
  if (!context.request.headers.has("authorization")) return null;
  return (await authenticate(context)).customer;
}
