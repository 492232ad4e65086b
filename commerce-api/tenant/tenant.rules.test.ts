import { describe, expect, it } from "vitest";
import { normaliseTenantKey, normaliseTrackingId, resolveActiveCurrency } from "./tenant.rules";

describe("normaliseTenantKey", () => {
  it("trims and lower-cases", () => expect(normaliseTenantKey(" FR ")).toBe("fr"));
  it.each([null, "", "fr/../en", "x".repeat(33)])("rejects %j", (header) => {
    expect(normaliseTenantKey(header)).toBeNull();
  });
});

describe("resolveActiveCurrency", () => {
  const tenant = { key: "en", currency: "GBP", currencies: ["GBP", "EUR"] };

  it("accepts an allowed currency, case-insensitively", () => {
    expect(resolveActiveCurrency("eur", tenant)).toBe("EUR");
  });

  it("falls back to the tenant default when the header is missing", () => {
    expect(resolveActiveCurrency(null, tenant)).toBe("GBP");
    expect(resolveActiveCurrency(" ", tenant)).toBe("GBP");
  });

  it("refuses a currency the tenant does not sell in", () => {
    expect(() => resolveActiveCurrency("USD", tenant)).toThrow(
      expect.objectContaining({ status: 400, code: "CURRENCY_NOT_ALLOWED" }),
    );
  });
});

describe("normaliseTrackingId", () => {
  it("keeps id-like values", () => expect(normaliseTrackingId(" GA1.2.3456.7890 ")).toBe("GA1.2.3456.7890"));
  it("drops anything else", () => {
    expect(normaliseTrackingId("<script>")).toBeNull();
    expect(normaliseTrackingId(null)).toBeNull();
  });
});
