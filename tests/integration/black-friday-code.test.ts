import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enInfoPages } from "../../commerce-api/db/seed/en/info";
import { frInfoPages } from "../../commerce-api/db/seed/fr/info";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { sender } from "./orders-fixture";

/** A page that promises a discount names a code that really applies (no claim without behaviour). */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

describe("the Black Friday page", () => {
  it.each([
    ["fr", frInfoPages],
    ["en", enInfoPages],
  ] as const)("%s: names BLACKFRIDAY, and the code takes 30 %% off today", async (tenant, pages) => {
    const page = pages.find((candidate) => candidate.key === "landing-black-friday");
    expect(JSON.stringify(page?.blocks)).toContain("BLACKFRIDAY");
    const answer = dataOf(
      await sender(() => test, tenant)(null, "POST", "/api/v1/promocode/check-input", {
        code: "blackfriday",
      }),
    ) as { isValid: boolean; promocode: { discountType: string; discountValue: number } | null };
    expect(answer.isValid).toBe(true);
    expect(answer.promocode).toMatchObject({ discountType: "percent", discountValue: 3000 });
  });
});
