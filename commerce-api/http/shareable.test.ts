import { describe, expect, it } from "vitest";
import { contentMaxAgeSeconds, shareableHeaders } from "./shareable";

describe("shareable answers", () => {
  it("reads CONTENT_MAX_AGE_SECONDS within 0–60, else the default 5", () => {
    expect(contentMaxAgeSeconds({})).toBe(5);
    expect(contentMaxAgeSeconds({ CONTENT_MAX_AGE_SECONDS: "0" })).toBe(0);
    expect(contentMaxAgeSeconds({ CONTENT_MAX_AGE_SECONDS: "30" })).toBe(30);
    for (const wrong of ["61", "-1", "2.5", "soon"])
      expect(contentMaxAgeSeconds({ CONTENT_MAX_AGE_SECONDS: wrong })).toBe(5);
  });

  it("marks the answer public for the max-age, or no-cache at 0, varying by shop and currency", () => {
    expect(shareableHeaders(5)).toEqual({
      "cache-control": "public, max-age=5",
      vary: "fe-x-tenant, fe-x-active-currency",
    });
    expect(shareableHeaders(0)["cache-control"]).toBe("no-cache");
  });
});
