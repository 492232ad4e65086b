import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { legacyListSchema, legacyOrderSchema } from "#contract/orders/legacy-orders.schemas";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

async function tokenFor(tenant: "fr" | "en", email: string) {
  const answer = await call(test.api, "/api/v1/auth/login/", {
    method: "POST",
    headers: TENANT_HEADERS[tenant],
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return tokenPairSchema.parse(dataOf(answer)).access_token;
}
const get = (tenant: "fr" | "en", path: string, token?: string) =>
  call(test.api, path, {
    headers: { ...TENANT_HEADERS[tenant], ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe("legacy orders", () => {
  it("lists the owner's imported orders newest first, searches them, and shows one read-only", async () => {
    const token = await tokenFor("fr", "marie.dupont@example.com");
    const list = legacyListSchema.parse(dataOf(await get("fr", "/api/v1/customer/legacy-orders/", token)));
    expect(list.orders.map((order) => order.number)).toEqual([
      "CMD-2024-18342",
      "CMD-2023-09117",
      "CMD-2022-04410",
    ]);
    const found = legacyListSchema.parse(
      dataOf(await get("fr", "/api/v1/customer/legacy-orders/?q=flyers", token)),
    );
    expect(found.orders.map((order) => order.number)).toEqual(["CMD-2024-18342"]);
    const first = list.orders[0];
    const detail = legacyOrderSchema.parse(
      dataOf(await get("fr", `/api/v1/customer/legacy-order/${first?.id}/`, token)),
    );
    expect(detail.lines.reduce((sum, line) => sum + line.taxedPrice.centAmount, 0)).toBe(
      detail.taxedPrice.centAmount,
    );
    expect(detail.totalPrice.centAmount + detail.vatPrice.centAmount).toBe(detail.taxedPrice.centAmount);
  });

  it("never shows someone else's, and needs a login", async () => {
    const marie = await tokenFor("fr", "marie.dupont@example.com");
    const atelier = await tokenFor("fr", "achats@atelier-lumiere.example");
    const id = legacyListSchema.parse(dataOf(await get("fr", "/api/v1/customer/legacy-orders/", marie)))
      .orders[0]?.id;
    expect((await get("fr", `/api/v1/customer/legacy-order/${id}/`, atelier)).status).toBe(404);
    expect((await get("fr", "/api/v1/customer/legacy-orders/")).status).toBe(401);
    expect(
      legacyListSchema.parse(dataOf(await get("fr", "/api/v1/customer/legacy-orders/", atelier))).orders,
    ).toEqual([]);
  });
});
