import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed newsletter links (issue 16 §3): what the link may do (confirm a subscription, or
 * unsubscribe and re-subscribe), for which shop and address, until when. Stateless: the signature
 * is the proof that the mail reached that address. Pure, apart from the HMAC.
 */
export type NewsletterPurpose = "confirm" | "manage";

export interface NewsletterClaim {
  purpose: NewsletterPurpose;
  tenant: string;
  email: string;
  /** Expiry, ms since the epoch. */
  expiresAt: number;
}

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A newsletter's unsubscribe link keeps working long after the mail was sent (a year). */
export const MANAGE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const sign = (secret: Uint8Array, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

export function newsletterToken(secret: Uint8Array, claim: NewsletterClaim): string {
  const payload = Buffer.from(
    JSON.stringify([claim.purpose, claim.tenant, claim.email, claim.expiresAt]),
  ).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck = { ok: true; claim: NewsletterClaim } | { ok: false; reason: "invalid" | "expired" };

export function readNewsletterToken(
  secret: Uint8Array,
  token: string,
  expected: { purpose: NewsletterPurpose; tenant: string; now: number },
): TokenCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const wanted = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given))
    return { ok: false, reason: "invalid" };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(fields) || fields.length !== 4) return { ok: false, reason: "invalid" };
  const [purpose, tenant, email, expiresAt] = fields;
  if (purpose !== expected.purpose || tenant !== expected.tenant || typeof email !== "string")
    return { ok: false, reason: "invalid" };
  if (typeof expiresAt !== "number" || expiresAt <= expected.now) return { ok: false, reason: "expired" };
  return { ok: true, claim: { purpose, tenant, email, expiresAt } };
}
