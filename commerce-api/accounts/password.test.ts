import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const first = await hashPassword("PrestoDemo2026!");
    const second = await hashPassword("PrestoDemo2026!");
    expect(first).not.toBe(second);
    expect(first.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await verifyPassword("PrestoDemo2026!", first)).toBe(true);
    expect(await verifyPassword("prestodemo2026!", first)).toBe(false);
  });

  it("refuses malformed stored hashes", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
  });
});

describe("passwordProblem", () => {
  it.each([
    ["short1", "too short"],
    ["onlylowercaseletters", "one class"],
    ["a@example.com1", "equals email"],
  ])("refuses %s (%s)", (password) => {
    expect(passwordProblem(password, "A@example.com1")).not.toBeNull();
  });

  it("accepts a decent password", () => {
    expect(passwordProblem("correct horse 42", "a@example.com")).toBeNull();
  });
});
