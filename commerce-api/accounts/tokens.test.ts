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
});
