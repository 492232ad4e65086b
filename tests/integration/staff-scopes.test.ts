import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_SCOPES } from "#contract/account/staff-scopes";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn } from "./orders-fixture";

/** Staff scopes (issue 19, spec §6 scope key): each admin route declares one; accounts carry theirs. */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);

describe("staff scopes", () => {
  it("tell each staff member what they may do", async () => {
    const admin = await signIn(send, "admin@presto-impression.example");
    const desk = await signIn(send, "atelier@presto-impression.example");
    expect(dataOf(await send(admin, "GET", "/api/v1/admin/me"))).toMatchObject({ scopes: [...STAFF_SCOPES] });
    expect(dataOf(await send(desk, "GET", "/api/v1/admin/me"))).toMatchObject({
      email: "atelier@presto-impression.example",
      scopes: ["orders:read", "orders:write"],
    });
    const marie = await signIn(send, "marie.dupont@example.com");
    expect(errorCode(await send(marie, "GET", "/api/v1/admin/me"))).toBe("NOT_ADMIN");
  });

  it("let a production desk move orders, and refuse it what its job doesn't need with 403 SCOPE_MISSING", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const desk = await signIn(send, "atelier@presto-impression.example");
    const { orderNumber } = await placeTransferOrder(send, marie);
    expect((await send(desk, "GET", `/api/v1/admin/order/${orderNumber}`)).status).toBe(200);
    const moved = await send(desk, "POST", "/api/v1/admin/order/transition/", {
      orderNumber,
      to: "awaiting_artwork",
    });
    expect(moved.status).toBe(200);

    const impersonate = await send(desk, "POST", "/api/v1/admin/login-as-user/", {
      email: "marie.dupont@example.com",
    });
    expect(impersonate.status).toBe(403);
    expect(impersonate.body).toMatchObject({
      code: "SCOPE_MISSING",
      message: "This needs the customers:impersonate scope",
      dictionaryKey: "admin:error.scopeMissing",
    });
    // Refused before the target is looked up: no way to learn whether an email has an account.
    const unknown = await send(desk, "POST", "/api/v1/admin/login-as-user/", { email: "nobody@example.com" });
    expect(errorCode(unknown)).toBe("SCOPE_MISSING");
    for (const path of ["/api/v1/admin/media/", "/api/v1/admin/quotes/"]) {
      expect(errorCode(await send(desk, "GET", path)), path).toBe("SCOPE_MISSING");
    }
  });

  it("leave an admin with every scope able to do everything", async () => {
    const admin = await signIn(send, "admin@presto-impression.example");
    for (const path of ["/api/v1/admin/media/", "/api/v1/admin/quotes/"]) {
      expect((await send(admin, "GET", path)).status, path).toBe(200);
    }
    const pair = await send(admin, "POST", "/api/v1/admin/login-as-user/", {
      email: "marie.dupont@example.com",
    });
    expect(pair.status).toBe(200);
  });
});
