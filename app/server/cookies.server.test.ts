import { describe, expect, it } from "vitest";
import { cookieSchemas, createStorefrontCookies, isActiveAgent, readCookie } from "./cookies.server";

const cookies = createStorefrontCookies({ sessionSecrets: ["s3cret-for-tests-only"], cookieSecure: true });
const state = {
  domainTenant: "fr",
  customTenant: null,
  userDomain: "localhost",
  activeCurrency: "EUR",
  isLoggedInAs: false,
  trackingId: "abc",
  promocode: null,
  clientFlag: null,
  customerTraits: null,
  lastCreatedOrder: null,
  lastPayedOrder: null,
  pendingCheckout: null,
  comingFromCart: false,
  cartCount: null,
  cartId: null,
  returnTo: null,
  lastCreatedOrderId: null,
  impersonation: null,
  signedIn: false,
  signedOutNotice: false,
};

function cookieHeader(setCookie: string): string {
  return setCookie.split(";")[0] as string;
}

describe("session state cookie", () => {
  it("round-trips a valid state as signed base64 JSON with safe flags", async () => {
    const setCookie = await cookies.state.serialize(state);
    expect(setCookie).toMatch(/^presto_state=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\//);
    const value = decodeURIComponent(cookieHeader(setCookie).slice("presto_state=".length));
    const [payload] = value.split(".");
    expect(JSON.parse(Buffer.from(payload as string, "base64").toString())).toMatchObject({
      domainTenant: "fr",
    });
    expect(await readCookie(cookies.state, cookieSchemas.state, cookieHeader(setCookie))).toEqual(state);
  });

  it("fills defaults for missing optional fields", async () => {
    const setCookie = await cookies.state.serialize({ domainTenant: "en", userDomain: "en.localhost" });
    expect(await readCookie(cookies.state, cookieSchemas.state, cookieHeader(setCookie))).toEqual({
      domainTenant: "en",
      customTenant: null,
      userDomain: "en.localhost",
      activeCurrency: "EUR",
      isLoggedInAs: false,
      trackingId: null,
      promocode: null,
      clientFlag: null,
      customerTraits: null,
      lastCreatedOrder: null,
      lastPayedOrder: null,
      pendingCheckout: null,
      comingFromCart: false,
      cartCount: null,
      cartId: null,
      returnTo: null,
      lastCreatedOrderId: null,
      impersonation: null,
      signedIn: false,
      signedOutNotice: false,
    });
  });

  it("reads a tampered, unsigned or garbage cookie as null", async () => {
    const forged = Buffer.from(JSON.stringify({ ...state, isLoggedInAs: true })).toString("base64");
    const signed = cookieHeader(await cookies.state.serialize(state));
    const signature = signed.split(".").at(-1);
    for (const header of [
      `presto_state=${forged}`,
      `presto_state=${encodeURIComponent(`${forged}.${signature}`)}`,
      "presto_state=%%%garbage",
      "presto_state=",
      "other=1",
    ]) {
      expect(await readCookie(cookies.state, cookieSchemas.state, header)).toBeNull();
    }
    expect(await readCookie(cookies.state, cookieSchemas.state, null)).toBeNull();
  });

  it("rejects a validly signed value that fails the schema", async () => {
    const setCookie = await cookies.state.serialize({ domainTenant: "", activeCurrency: "euro" });
    expect(await readCookie(cookies.state, cookieSchemas.state, cookieHeader(setCookie))).toBeNull();
  });

  it("still verifies cookies signed with a rotated-out secret", async () => {
    const old = createStorefrontCookies({ sessionSecrets: ["old-secret-value-1"], cookieSecure: false });
    const rotated = createStorefrontCookies({
      sessionSecrets: ["new-secret-value-2", "old-secret-value-1"],
      cookieSecure: false,
    });
    const header = cookieHeader(await old.state.serialize(state));
    expect(await readCookie(rotated.state, cookieSchemas.state, header)).toEqual(state);
  });
});

describe("anonymous id cookie", () => {
  it("lives 7 days and only accepts a UUID", async () => {
    const id = crypto.randomUUID();
    const setCookie = await cookies.anonymousId.serialize(id);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(await readCookie(cookies.anonymousId, cookieSchemas.anonymousId, cookieHeader(setCookie))).toBe(
      id,
    );
    const bad = cookieHeader(await cookies.anonymousId.serialize("not-a-uuid"));
    expect(await readCookie(cookies.anonymousId, cookieSchemas.anonymousId, bad)).toBeNull();
  });
});

describe("auth cookie", () => {
  it("has the spec's 86400 s max age", async () => {
    const setCookie = await cookies.auth.serialize({
      accessToken: "a",
      refreshToken: "r",
      strategy: "customer",
    });
    expect(setCookie).toMatch(/Max-Age=86400/);
    expect(setCookie).toMatch(/HttpOnly/);
  });
});

describe("agent cookie (issue 19)", () => {
  it("marks staff while signed and unexpired; a forged or expired one marks nobody", async () => {
    const now = Date.parse("2026-11-25T10:00:00Z");
    const issued = { agent: "admin@presto-impression.example", expiresAt: now + 8 * 3_600_000 };
    const header = cookieHeader(await cookies.agent.serialize(issued, { maxAge: 8 * 3600 }));
    const read = await readCookie(cookies.agent, cookieSchemas.agent, header);
    expect(read).toEqual(issued);
    expect(isActiveAgent(read, now)).toBe(true);
    expect(isActiveAgent(read, issued.expiresAt)).toBe(false);
    const forged = `presto_agent=${Buffer.from(JSON.stringify(issued)).toString("base64")}`;
    expect(isActiveAgent(await readCookie(cookies.agent, cookieSchemas.agent, forged), now)).toBe(false);
    // The cookie of earlier releases carried no expiry: it no longer marks anyone.
    const old = cookieHeader(await cookies.agent.serialize({ agent: "e2e" }));
    expect(await readCookie(cookies.agent, cookieSchemas.agent, old)).toBeNull();
  });
});
