import { describe, expect, it } from "vitest";
import { formatScopes, parseScopes, STAFF_SCOPES } from "./staff-scopes";

describe("staff scopes", () => {
  it("round-trips a stored list and drops words that are not scopes", () => {
    expect(parseScopes(formatScopes(["orders:read", "orders:write"]))).toEqual([
      "orders:read",
      "orders:write",
    ]);
    expect(parseScopes(" orders:read  billing:god media:write ")).toEqual(["orders:read", "media:write"]);
    expect(parseScopes(null)).toEqual([]);
    expect(formatScopes(["media:read", "media:read"])).toBe("media:read");
  });

  it("names every scope as area:verb", () => {
    for (const scope of STAFF_SCOPES) expect(scope).toMatch(/^[a-z]+:[a-z]+$/);
  });
});
