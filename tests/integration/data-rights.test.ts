import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerDataExportSchema } from "#contract/account/data-rights.schemas";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn } from "./orders-fixture";

/** Issue 36 §7: a customer downloads their data and deletes their account; the shop keeps the invoices. */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => new Date("2026-11-26T10:00:00Z"));
});
afterAll(() => test.dispose());
const send = sender(() => test);

describe("data export", () => {
  it("gives the signed-in customer their profile, addresses and orders, and nobody else's", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    const placed = await placeTransferOrder(send, token);
    const answer = await send(token, "GET", "/api/v1/customer/data-export/");
    const copy = customerDataExportSchema.parse(dataOf(answer));
    expect(copy.profile.email).toBe("marie.dupont@example.com");
    expect(copy.addresses.length).toBeGreaterThan(0);
    expect(copy.orders.map((order) => order.number)).toContain(placed.orderNumber);
    expect(JSON.stringify(copy)).not.toContain("password");
    expect(JSON.stringify(copy)).not.toContain("achats@atelier-lumiere.example");
    expect((await send(null, "GET", "/api/v1/customer/data-export/")).status).toBe(401);
  });
});

describe("account deletion", () => {
  it("refuses a wrong password, an open order, then erases the account and keeps its orders", async () => {
    const email = "marie.dupont@example.com";
    const token = await signIn(send, email);
    const wrong = await send(token, "POST", "/api/v1/customer/delete-account/", { password: "nope" });
    expect([wrong.status, errorCode(wrong)]).toEqual([400, "VALIDATION_ERROR"]);

    const open = await send(token, "POST", "/api/v1/customer/delete-account/", { password: DEMO_PASSWORD });
    expect([open.status, errorCode(open)]).toEqual([409, "OPEN_ORDERS"]);
    const copy = customerDataExportSchema.parse(
      dataOf(await send(token, "GET", "/api/v1/customer/data-export/")),
    );
    const { orders: listed } = dataOf(await send(token, "GET", "/api/v1/orders/")) as {
      orders: { id: string; status: string }[];
    };
    for (const order of listed.filter((candidate) => candidate.status === "awaiting_payment")) {
      const cancelled = await send(token, "POST", "/api/v1/order/cancel/", { orderId: order.id });
      expect(cancelled.status).toBe(200);
    }

    const done = await send(token, "POST", "/api/v1/customer/delete-account/", { password: DEMO_PASSWORD });
    expect(dataOf(done)).toEqual({ deleted: true });
    // Every session of the account ended; the old password opens nothing.
    expect((await send(token, "GET", "/api/v1/customer/")).status).toBe(401);
    const login = await send(null, "POST", "/api/v1/auth/login/", { email, password: DEMO_PASSWORD });
    expect(login.status).toBe(401);

    const db = test.openDb();
    try {
      const row = await db.db
        .selectFrom("customers")
        .selectAll()
        .where("deleted_at", "is not", null)
        .executeTakeFirstOrThrow();
      expect([row.email.endsWith("@deleted.invalid"), row.first_name, row.phone, row.password_hash]).toEqual([
        true,
        "",
        null,
        "!deleted",
      ]);
      const addresses = await db.db
        .selectFrom("customer_addresses")
        .select("id")
        .where("customer_id", "=", row.id)
        .execute();
      expect(addresses).toEqual([]);
      // The orders (the invoices' content) stay, attached to the erased account.
      const orders = await db.db
        .selectFrom("orders")
        .select("order_number")
        .where("customer_id", "=", row.id)
        .execute();
      expect(orders.length).toBe(copy.orders.length);
    } finally {
      await db.close();
    }
  });
});
