import { describe, expect, it } from "vitest";
import { hashPassword, scryptCost, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const first = await hashPassword("PrestoDemo2026!");
    const second = await hashPassword("PrestoDemo2026!");
    expect(first).not.toBe(second);
    // The cost in force is recorded in the hash (tests run with a lower one, see vitest.config.ts).
    expect(first.startsWith(`scrypt$${2 ** scryptCost(process.env.PASSWORD_SCRYPT_LOG2_N)}$8$1$`)).toBe(true);
    expect(await verifyPassword("PrestoDemo2026!", first)).toBe(true);
    expect(await verifyPassword("prestodemo2026!", first)).toBe(false);
  });

  it("production cost is N = 2^15; only 10–20 can be configured", () => {
    expect(scryptCost(undefined)).toBe(15);
    expect(scryptCost("12")).toBe(12);
    for (const bad of ["9", "21", "abc", "15.5", ""]) expect(scryptCost(bad)).toBe(15);
  });

  it("a hash made with another cost still verifies (the hash records its N)", async () => {
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("PrestoDemo2026!".normalize("NFKC"), salt, 32, { N: 2 ** 11, r: 8, p: 1 });
    const stored = ["scrypt", 2 ** 11, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(await verifyPassword("PrestoDemo2026!", stored)).toBe(true);
    expect(await verifyPassword("PrestoDemo2026?", stored)).toBe(false);
  });

  it("refuses malformed stored hashes", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
  });
});
