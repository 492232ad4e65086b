import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companySchema, paymentMethodsSchema } from "#contract/account/account.schemas";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { type ApiAnswer, call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => new Date("2026-11-22T10:00:00Z"));
});
afterAll(() => test.dispose());

type Tenant = keyof typeof TENANT_HEADERS;
const errorCode = (answer: ApiAnswer) => (answer.body as { code: string }).code;

async function tokenOf(tenant: Tenant, email: string) {
  const answer = await call(test.api, "/api/v1/auth/login/", {
    method: "POST",
    headers: TENANT_HEADERS[tenant],
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return tokenPairSchema.parse(dataOf(answer)).access_token;
}

const get = (tenant: Tenant, path: string, token?: string) =>
  call(test.api, path, {
    headers: { ...TENANT_HEADERS[tenant], ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const send = (tenant: Tenant, method: string, path: string, token: string, body: unknown) =>
  call(test.api, path, {
    method,
    headers: { ...TENANT_HEADERS[tenant], authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe("payment methods", () => {
  it("lists references only, default first, and removes one; the default moves on", async () => {
    const token = await tokenOf("fr", "achats@atelier-lumiere.example");
    const { methods } = paymentMethodsSchema.parse(
      dataOf(await get("fr", "/api/v1/customer/payment-methods/", token)),
    );
    expect(methods.map((method) => [method.kind, method.last4, method.isDefault])).toEqual([
      ["sepa_mandate", "0143", true],
      ["card", "4242", false],
    ]);
    expect(JSON.stringify(methods)).not.toMatch(/FR76|\d{12,}/);
    const mandate = methods[0]?.id ?? "";
    const after = paymentMethodsSchema.parse(
      dataOf(await send("fr", "DELETE", "/api/v1/customer/payment-methods/", token, { id: mandate })),
    );
    expect(after.methods.map((method) => [method.last4, method.isDefault])).toEqual([["4242", true]]);
    const again = await send("fr", "DELETE", "/api/v1/customer/payment-methods/", token, { id: mandate });
    expect([again.status, errorCode(again)]).toEqual([404, "PAYMENT_METHOD_NOT_FOUND"]);
  });

  it("never removes another customer's method, and refuses bad input", async () => {
    const marie = await tokenOf("fr", "marie.dupont@example.com");
    const marieCard = paymentMethodsSchema.parse(
      dataOf(await get("fr", "/api/v1/customer/payment-methods/", marie)),
    ).methods[0];
    const other = await tokenOf("fr", "achats@atelier-lumiere.example");
    const foreign = await send("fr", "DELETE", "/api/v1/customer/payment-methods/", other, {
      id: marieCard?.id,
    });
    expect([foreign.status, errorCode(foreign)]).toEqual([404, "PAYMENT_METHOD_NOT_FOUND"]);
    const bad = await send("fr", "DELETE", "/api/v1/customer/payment-methods/", other, { id: 42 });
    expect([bad.status, errorCode(bad)]).toEqual([400, "VALIDATION_ERROR"]);
  });
});

describe("company profile", () => {
  it("reads and saves a company's details, normalised", async () => {
    const token = await tokenOf("en", "orders@brightside-studio.example");
    expect(companySchema.parse(dataOf(await get("en", "/api/v1/customer/company/", token)))).toEqual({
      companyName: "Brightside Studio Ltd",
      vatNumber: "GB980780684",
      registrationNumber: "09876543",
      invoiceEmail: "accounts@brightside-studio.example",
    });
    const saved = companySchema.parse(
      dataOf(
        await send("en", "PATCH", "/api/v1/customer/company/", token, {
          companyName: "Brightside Studio Limited",
          vatNumber: "gb987654353",
          registrationNumber: "",
          invoiceEmail: "Billing@Brightside-Studio.example",
        }),
      ),
    );
    expect(saved).toEqual({
      companyName: "Brightside Studio Limited",
      vatNumber: "GB987654353",
      registrationNumber: null,
      invoiceEmail: "billing@brightside-studio.example",
    });
  });

  it("explains bad fields and keeps private accounts out", async () => {
    const token = await tokenOf("en", "orders@brightside-studio.example");
    const bad = await send("en", "PATCH", "/api/v1/customer/company/", token, {
      companyName: "",
      vatNumber: "123",
      invoiceEmail: "nope",
    });
    expect([bad.status, errorCode(bad)]).toEqual([400, "VALIDATION_ERROR"]);
    const paths = ((bad.body as { errors: { path: string }[] }).errors ?? [])
      .map((issue) => issue.path)
      .sort();
    expect(paths).toEqual(["companyName", "invoiceEmail", "vatNumber"]);
    // Shaped like VAT numbers, but no VAT country / wrong French key: refused with what is wrong.
    for (const [vatNumber, message] of [
      ["XX12", "doesn't start with the code of a VAT country"],
      ["FR00123456789", "its check digits don't match"],
    ] as const) {
      const refused = await send("en", "PATCH", "/api/v1/customer/company/", token, {
        companyName: "Brightside Studio Ltd",
        vatNumber,
      });
      expect(refused.status).toBe(400);
      expect((refused.body as { errors: { path: string; message: string }[] }).errors).toEqual([
        expect.objectContaining({ path: "vatNumber", message: expect.stringContaining(message) }),
      ]);
    }
    const oliver = await tokenOf("en", "oliver.smith@example.com");
    const privateAccount = await get("en", "/api/v1/customer/company/", oliver);
    expect([privateAccount.status, errorCode(privateAccount)]).toEqual([409, "NOT_A_COMPANY"]);
  });
});
