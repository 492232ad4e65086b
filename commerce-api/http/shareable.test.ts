import { describe, expect, it } from "vitest";
import type { RequestContext } from "../context";
import { contentMaxAgeSeconds, shareable } from "./shareable";

describe("shareable answers", () => {
  it("reads CONTENT_MAX_AGE_SECONDS within 0–60, else the default 5", () => {
    expect(contentMaxAgeSeconds({})).toBe(5);
    expect(contentMaxAgeSeconds({ CONTENT_MAX_AGE_SECONDS: "0" })).toBe(0);
    expect(contentMaxAgeSeconds({ CONTENT_MAX_AGE_SECONDS: "30" })).toBe(30);
    for (const wrong of ["61", "-1", "2.5", "soon"])
      expect(contentMaxAgeSeconds({ CONTENT_MAX_AGE_SECONDS: wrong })).toBe(5);
  });

  it("marks the envelope public for the max-age, or no-cache at 0", async () => {
    const context = {} as RequestContext;
    const kept = await shareable(async () => ({ title: "Cartes" }), 5)(context);
    const fresh = await shareable(async () => ({ title: "Cartes" }), 0)(context);
    if (!(kept instanceof Response) || !(fresh instanceof Response)) throw new Error("expected responses");
    expect(kept.headers.get("cache-control")).toBe("public, max-age=5");
    expect(await kept.json()).toEqual({ status: "success", code: 200, data: { title: "Cartes" } });
    expect(fresh.headers.get("cache-control")).toBe("no-cache");
  });
});
