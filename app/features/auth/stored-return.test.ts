import { describe, expect, it } from "vitest";
import { rememberReturn, STORED_VALUE_TTL_MS, storedReturnPath } from "./stored-return";

describe("stored return path", () => {
  it("is remembered for five minutes, then ignored", () => {
    const stored = rememberReturn("/affiches/?quantity=50", 1_000);
    expect(storedReturnPath(stored, 1_000 + STORED_VALUE_TTL_MS - 1)).toBe("/affiches/?quantity=50");
    expect(storedReturnPath(stored, 1_000 + STORED_VALUE_TTL_MS)).toBeNull();
    expect(storedReturnPath(null, 0)).toBeNull();
  });

  it("keeps only same-origin paths", () => {
    expect(rememberReturn("//evil.example/", 0)).toBeNull();
    expect(rememberReturn("https://evil.example/", 0)).toBeNull();
  });
});
