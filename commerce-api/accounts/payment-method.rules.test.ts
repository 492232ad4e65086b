import { describe, expect, it } from "vitest";
import { cardExpired, defaultAfterRemoval } from "./payment-method.rules";

describe("cardExpired", () => {
  it("keeps a card valid through its expiry month", () => {
    expect(cardExpired(11, 2026, new Date("2026-11-30T12:00:00Z"))).toBe(false);
    expect(cardExpired(11, 2026, new Date("2026-12-01T12:00:00Z"))).toBe(true);
    expect(cardExpired(3, 2027, new Date("2026-12-01T12:00:00Z"))).toBe(false);
  });

  it("counts months on the Paris calendar", () => {
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(cardExpired(11, 2026, new Date("2026-11-30T23:30:00Z"))).toBe(true);
  });

  it("never expires a mandate", () => {
    expect(cardExpired(null, null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("defaultAfterRemoval", () => {
  const older = { id: "m1", isDefault: false, createdAt: "2026-01-01T00:00:00Z" };
  const newer = { id: "m2", isDefault: false, createdAt: "2026-06-01T00:00:00Z" };

  it("keeps the default when another method is removed", () => {
    expect(defaultAfterRemoval([{ ...older, isDefault: true }, newer])).toBe("m1");
  });

  it("hands the role to the newest remaining method when the default goes", () => {
    expect(defaultAfterRemoval([older, newer])).toBe("m2");
  });

  it("has no default once nothing is left", () => {
    expect(defaultAfterRemoval([])).toBeNull();
  });
});
