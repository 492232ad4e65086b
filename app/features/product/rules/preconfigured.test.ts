import { describe, expect, it } from "vitest";
import { decodeBase64UrlJson, encodeBase64UrlJson, MISSING_PRECONFIGURED_URL } from "./preconfigured";

describe("preconfigured base64url", () => {
  it("round-trips JSON including non-ASCII text", () => {
    const value = { selectedAttributes: { format: "a5" }, jobName: "Café ✓" };
    expect(decodeBase64UrlJson(encodeBase64UrlJson(value))).toEqual({ ok: true, value });
  });
  it("rejects missing and garbage values without throwing", () => {
    expect(decodeBase64UrlJson("")).toEqual({ ok: false, error: MISSING_PRECONFIGURED_URL });
    expect(decodeBase64UrlJson(null)).toEqual({ ok: false, error: MISSING_PRECONFIGURED_URL });
    expect(decodeBase64UrlJson("%%%").ok).toBe(false);
    expect(decodeBase64UrlJson("bm90IGpzb24").ok).toBe(false); // "not json"
    expect(decodeBase64UrlJson("_-_-").ok).toBe(false); // invalid UTF-8
    expect(decodeBase64UrlJson("a".repeat(10000)).ok).toBe(false);
  });
});
