import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApi, type TestApi } from "./helpers";

/**
 * The API's readiness (ADR 068): what the embedded API's `ping()` and a remote storefront's
 * GET /api/v1/health/ ask. It needs no tenant (a probe has none) and says no once the database is gone.
 */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

describe("API health", () => {
  it("answers ready without a tenant, uncached, on both spellings of the path", async () => {
    await expect(test.api.ping()).resolves.toBeUndefined();
    for (const path of ["/api/v1/health/", "/api/v1/health"]) {
      const answer = await call(test.api, path, { headers: {} });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ data: { status: "ready" } });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers 503 once the database is closed, and ping() rejects", async () => {
    const other = await createTestApi();
    await other.api.close();
    try {
      await expect(other.api.ping()).rejects.toThrow();
      const answer = await call(other.api, "/api/v1/health/", { headers: {} });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ code: "UNAVAILABLE" });
    } finally {
      await other.dispose();
    }
  });
});
