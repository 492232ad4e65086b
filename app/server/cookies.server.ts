import type { Cookie } from "react-router";
import { z } from "zod";
import type { ServerEnv } from "./env.server";
import { createSignedCookie as createCookie } from "./signed-cookie.server";

/**
 * Every cookie the storefront sets (spec §3, §6, §9). All are HttpOnly, SameSite=Lax, path /,
 * Secure in production, and signed with SESSION_SECRET: a tampered value parses as null and is
 * replaced, never trusted and never a 500.
 */

export const ANONYMOUS_ID_MAX_AGE = 604_800;
export const AUTH_COOKIE_MAX_AGE = 86_400;

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const sessionStateSchema = z.object({
  domainTenant: z.string().min(1),
  customTenant: z.string().min(1).nullable().default(null),
  userDomain: z.string().min(1),
  activeCurrency: currencyCode.default("EUR"),
  isLoggedInAs: z.boolean().default(false),
  trackingId: z.string().min(1).max(64).nullable().default(null),
  /** The promo code the visitor applied; rechecked on every product page (spec §4 promocode). */
  promocode: z
    .object({ code: z.string().min(1).max(64), id: z.string().min(1).max(100) })
    .nullable()
    .default(null),
  /** Spec §4 cart hand-over: set on login or registration from the customer's history. */
  clientFlag: z.enum(["newClient", "oldClient"]).nullable().default(null),
  /** Set with the client flag at login: what banners may target (issue 16 §4, ADR 027). */
  customerTraits: z.object({ premium: z.boolean(), company: z.boolean() }).nullable().default(null),
  /** Last-order memory (spec §3): the order just placed, for the order-sent screen. */
  lastCreatedOrderId: z.string().min(1).max(100).nullable().default(null),
  /** Order numbers of the last order placed and the last one paid in this session (spec §3). */
  lastCreatedOrder: z.string().min(1).max(40).nullable().default(null),
  lastPayedOrder: z.string().min(1).max(40).nullable().default(null),
  /**
   * A checkout call in flight or unanswered (issue 12 §10): its cart and Idempotency-Key, so a
   * timed-out checkout can be replayed and the shopper shown the order that was placed.
   */
  pendingCheckout: z
    .object({ cartId: z.string().min(1).max(100), key: z.string().min(8).max(100) })
    .nullable()
    .default(null),
  /** Lines in the visitor's cart as the last cart answer said (issue 17 §6 header count); null: unknown. */
  cartCount: z.number().int().min(0).max(999).nullable().default(null),
  /** The visitor's cart as the last cart answer named it: the quote's cartId (spec §7). */
  cartId: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .nullable()
    .default(null),
  /** Spec §2 redirect rules: the previous page was the cart (the product page offers "back to cart"). */
  comingFromCart: z.boolean().default(false),
  /**
   * Where signing in returns to, remembered from the login/registration link for the spec's
   * stored-value expiry (§9: 5 minutes), so a detour (password reset) still comes back there.
   */
  returnTo: z
    .object({ path: z.string().min(1).max(1000), expiresAt: z.number().int() })
    .nullable()
    .default(null),
  /**
   * Signed in when the last answer went out: a later request without the auth cookie (the browser let
   * it lapse) was signed out without asking, as much as one whose tokens expired (issue 38 §6).
   */
  signedIn: z.boolean().default(false),
  /** The sign-in ended without the shopper signing out: the next page shown says so, once. */
  signedOutNotice: z.boolean().default(false),
  /** Set while an admin is logged in as a customer (spec §4 admin strategy): who, as whom, until when. */
  impersonation: z
    .object({
      adminId: z.string().max(100),
      adminEmail: z.string().max(254),
      customerId: z.string().max(100),
      customerEmail: z.string().max(254),
      endsAt: z.string().max(40),
    })
    .nullable()
    .default(null),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const authTokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  strategy: z.enum(["customer", "admin"]),
  /**
   * While an admin is logged in as a customer: the admin's own tokens, kept as safe as these (httpOnly,
   * signed), so "Stop" returns them to their own session instead of signing them out (issue 36 §4).
   */
  suspended: z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) }).optional(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

const anonymousIdSchema = z.uuid();
/** The agent cookie (issue 19): who issued it to this browser, and until when it marks it as staff. */
export const agentSchema = z.object({
  agent: z.string().min(1).max(254),
  expiresAt: z.number().int().positive(),
});
export type AgentCookie = z.infer<typeof agentSchema>;
/** A signed agent cookie marks staff until the expiry inside it, whatever the browser keeps. */
export const isActiveAgent = (cookie: AgentCookie | null, now: number): cookie is AgentCookie =>
  cookie !== null && cookie.expiresAt > now;

/** The longest an agent cookie may last: issued for a shift, a week or a month, never longer. */
export const AGENT_MAX_AGE = 30 * 86_400;

export interface StorefrontCookies {
  /** Named for the product's state: base64 JSON session state. */
  state: Cookie;
  anonymousId: Cookie;
  auth: Cookie;
  /** Issued to a staff member's browser by /admin/agent (signed, with an expiry): it marks them as staff. */
  agent: Cookie;
  /** Staff-only: reveals debug information such as dictionary keys. */
  debug: Cookie;
}

export function createStorefrontCookies(
  env: Pick<ServerEnv, "sessionSecrets" | "cookieSecure">,
): StorefrontCookies {
  const base = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: env.cookieSecure,
    secrets: env.sessionSecrets,
  };
  return {
    state: createCookie("presto_state", base),
    anonymousId: createCookie("presto_anon", { ...base, maxAge: ANONYMOUS_ID_MAX_AGE }),
    auth: createCookie("presto_auth", { ...base, maxAge: AUTH_COOKIE_MAX_AGE }),
    agent: createCookie("presto_agent", { ...base, maxAge: AGENT_MAX_AGE }),
    debug: createCookie("presto_debug", { ...base, maxAge: 86_400 }),
  };
}

/** Parses and validates a cookie; anything unsigned, tampered or malformed reads as null. */
export async function readCookie<T>(
  cookie: Cookie,
  schema: z.ZodType<T>,
  header: string | null,
): Promise<T | null> {
  if (!header) return null;
  try {
    const result = schema.safeParse(await cookie.parse(header));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export const cookieSchemas = {
  state: sessionStateSchema,
  anonymousId: anonymousIdSchema,
  auth: authTokensSchema,
  agent: agentSchema,
  debug: z.literal(true),
};
