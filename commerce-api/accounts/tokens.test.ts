import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { signToken, verifyToken } from "./tokens";

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const now = new Date("2026-11-22T10:00:00Z");
const claims = { sub: "c1", tenant: "fr", strategy: "customer" as const, typ: "access" as const, sid: "s1" };

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  return error instanceof HttpError ? error.code : String(error);
}

describe("tokens", () => {
  it("round-trips claims", async () => {
    const { token, jti } = await signToken(key, claims, 60, now);
    await expect(verifyToken(key, token, { typ: "access", tenant: "fr" }, now)).resolves.toMatchObject({
      ...claims,
      jti,
    });
  });

  it("reports an expired token as TOKEN_EXPIRED", async () => {
    const { token } = await signToken(key, claims, 60, now);
    const later = new Date(now.getTime() + 61_000);
    expect(await codeOf(verifyToken(key, token, { typ: "access", tenant: "fr" }, later))).toBe(
      "TOKEN_EXPIRED",
    );
  });

  it.each([
    ["another tenant", { typ: "access", tenant: "en" }, key],
    ["a refresh expected", { typ: "refresh", tenant: "fr" }, key],
    ["a foreign signature", { typ: "access", tenant: "fr" }, otherKey],
  ] as const)("refuses %s with TOKEN_INVALID", async (_label, expected, verifyKey) => {
    const { token } = await signToken(key, claims, 60, now);
    expect(await codeOf(verifyToken(verifyKey, token, expected, now))).toBe("TOKEN_INVALID");
  });

  it("refuses garbage", async () => {
    expect(await codeOf(verifyToken(key, "a.b.c", { typ: "access", tenant: "fr" }, now))).toBe(
      "TOKEN_INVALID",
    );
  });

  describe("a token verified before", () => {
    it("is refused as TOKEN_EXPIRED once the request's clock passes its expiry", async () => {
      const { token } = await signToken(key, claims, 60, now);
      await verifyToken(key, token, { typ: "access", tenant: "fr" }, now);
      const atExpiry = new Date(now.getTime() + 60_000);
      expect(await codeOf(verifyToken(key, token, { typ: "access", tenant: "fr" }, atExpiry))).toBe(
        "TOKEN_EXPIRED",
      );
      const before = new Date(now.getTime() + 59_000);
      await expect(verifyToken(key, token, { typ: "access", tenant: "fr" }, before)).resolves.toMatchObject(
        claims,
      );
    });

    it("is still checked for its type, its tenant and the key it was signed with", async () => {
      const { token } = await signToken(key, claims, 60, now);
      await verifyToken(key, token, { typ: "access", tenant: "fr" }, now);
      expect(await codeOf(verifyToken(key, token, { typ: "access", tenant: "en" }, now))).toBe(
        "TOKEN_INVALID",
      );
      expect(await codeOf(verifyToken(key, token, { typ: "refresh", tenant: "fr" }, now))).toBe(
        "TOKEN_INVALID",
      );
      expect(await codeOf(verifyToken(otherKey, token, { typ: "access", tenant: "fr" }, now))).toBe(
        "TOKEN_INVALID",
      );
    });

    it("doesn't make a tampered copy pass", async () => {
      const { token } = await signToken(key, claims, 60, now);
      await verifyToken(key, token, { typ: "access", tenant: "fr" }, now);
      const [header, payload, signature] = token.split(".");
      const tampered = `${header}.${payload}.${signature?.slice(0, -2)}AA`;
      expect(await codeOf(verifyToken(key, tampered, { typ: "access", tenant: "fr" }, now))).toBe(
        "TOKEN_INVALID",
      );
    });
  });
});
