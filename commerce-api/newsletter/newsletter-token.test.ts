import { describe, expect, it } from "vitest";
import { newsletterToken, readNewsletterToken } from "./newsletter-token";

const secret = new Uint8Array(32).fill(7);
const now = Date.UTC(2026, 10, 23);
const claim = { purpose: "manage" as const, tenant: "fr", email: "a@example.com", expiresAt: now + 1000 };
const expected = { purpose: "manage" as const, tenant: "fr", now };

describe("newsletter tokens", () => {
  it("reads back what was signed", () => {
    expect(readNewsletterToken(secret, newsletterToken(secret, claim), expected)).toEqual({
      ok: true,
      claim,
    });
  });

  it("refuses a tampered payload or signature, another secret, purpose or shop", () => {
    const token = newsletterToken(secret, claim);
    const [payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify(["manage", "fr", "b@example.com", now + 1000])).toString(
      "base64url",
    );
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature?.slice(0, -2)}xx`,
      `${payload}`,
      `${token}.more`,
      "",
    ]) {
      expect(readNewsletterToken(secret, bad, expected)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(readNewsletterToken(new Uint8Array(32), token, expected).ok).toBe(false);
    expect(readNewsletterToken(secret, token, { ...expected, purpose: "confirm" }).ok).toBe(false);
    expect(readNewsletterToken(secret, token, { ...expected, tenant: "en" }).ok).toBe(false);
  });

  it("says when a link has expired", () => {
    const token = newsletterToken(secret, claim);
    expect(readNewsletterToken(secret, token, { ...expected, now: now + 1000 })).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
