import { randomBytes, randomUUID } from "node:crypto";
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Kysely } from "kysely";
import type { ApiRequest } from "#contract/in-process-request";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";

const ISSUER = "presto-commerce-api";
const AUDIENCE = "presto-storefront";

export type Strategy = "customer" | "admin";
export type TokenType = "access" | "refresh";

export interface TokenClaims {
  sub: string;
  tenant: string;
  strategy: Strategy;
  typ: TokenType;
  /** Session (refresh family) id. */
  sid: string;
  jti: string;
  exp: number;
}

const keys = new WeakMap<object, Promise<Uint8Array>>();

/** The HS256 key: generated once per database and kept in it, so restarts keep sessions valid. */
export function signingKey(db: Kysely<Database>): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto("secrets")
        .values({ name: "jwt-signing-key", value: randomBytes(32).toString("base64url") })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("secrets")
        .select("value")
        .where("name", "=", "jwt-signing-key")
        .executeTakeFirstOrThrow();
      return new Uint8Array(Buffer.from(row.value, "base64url"));
    })();
    keys.set(db, key);
  }
  return key;
}

export async function signToken(
  key: Uint8Array,
  claims: Omit<TokenClaims, "jti" | "exp">,
  ttlSeconds: number,
  now: Date,
  /** A refresh token answered again within the reuse grace keeps the session's current jti (ADR 070). */
  jti: string = randomUUID(),
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
  const token = await new SignJWT({
    tenant: claims.tenant,
    strategy: claims.strategy,
    typ: claims.typ,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.sub)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
  return { token, jti, expiresAt };
}

/** Verifies signature, issuer, audience, expiry, type and tenant; throws the contract's 401s. */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  expected: { typ: TokenType; tenant: string },
  now: Date,
): Promise<TokenClaims> {
  try {
    const claims = (await verifiedPayload(key, token, now)) as Partial<TokenClaims>;
    if (
      claims.typ !== expected.typ ||
      claims.tenant !== expected.tenant ||
      typeof claims.sub !== "string" ||
      typeof claims.sid !== "string" ||
      typeof claims.jti !== "string" ||
      (claims.strategy !== "customer" && claims.strategy !== "admin")
    ) {
      throw new HttpError(401, "TOKEN_INVALID", "The token is not valid here");
    }
    return claims as TokenClaims;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof joseErrors.JWTExpired)
      throw new HttpError(401, "TOKEN_EXPIRED", "The token has expired");
    throw new HttpError(401, "TOKEN_INVALID", "The token is not valid");
  }
}

/**
 * Tokens whose signature, issuer and audience were verified once, with their payload, per key: a
 * signed-in visitor's every request carries the same access token, and verifying its HMAC again
 * through WebCrypto cost ~75 µs of CPU each time (ADR 047). Only a token that passed jose is kept,
 * so a hit needs the exact string jose accepted; expiry is checked on every use against the
 * request's clock, and the caller's checks (type, tenant, session row) run as before.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, JWTPayload & { exp: number }>>();
const VERIFIED_TOKENS_MAX = 5_000;

async function verifiedPayload(key: Uint8Array, token: string, now: Date): Promise<JWTPayload> {
  let verified = verifiedTokens.get(key);
  const known = verified?.get(token);
  if (known) {
    // jose's own rule: expired once exp <= now, in whole seconds.
    if (known.exp <= Math.floor(now.getTime() / 1000)) throw new joseErrors.JWTExpired("expired", known);
    return known;
  }
  const { payload } = await jwtVerify(token, key, {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ["HS256"],
    currentDate: now,
  });
  // A token with a start time would need jose's nbf rule on every use too; ours never carry one.
  if (typeof payload.exp === "number" && payload.nbf === undefined) {
    if (!verified) {
      verified = new Map();
      verifiedTokens.set(key, verified);
    }
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, Object.freeze({ ...payload, exp: payload.exp }));
  }
  return payload;
}

export function bearerToken(request: ApiRequest): string {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, "AUTH_REQUIRED", "Sign in first");
  return match[1];
}
